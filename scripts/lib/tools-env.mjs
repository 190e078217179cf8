/**
 * The repository's own command-line tools and the environment the scripts run them in:
 * `node_modules/.bin` first on the PATH (it holds the Node 22 the tools need), and wrangler
 * offline, sending no metrics and asking no questions.
 */
import path from 'node:path';
import { ROOT } from './run-ts.mjs';

const BIN_DIR = path.join(ROOT, 'node_modules', '.bin');

/** The path of a tool installed in this repository, e.g. `bin('wrangler')`. */
export const bin = (name) => path.join(BIN_DIR, name);

export const toolsEnv = {
  ...process.env,
  PATH: `${BIN_DIR}${path.delimiter}${process.env.PATH}`,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  CI: process.env.CI ?? 'true', // wrangler asks no questions
};
