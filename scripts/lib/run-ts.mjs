/**
 * Runs a TypeScript module of this repository from a Node script: bundles it with esbuild (the
 * workspace packages are TypeScript sources) into .wrangler/tmp and imports it.
 */
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export async function importTs(entry, { external = [] } = {}) {
  const outdir = path.join(ROOT, '.wrangler', 'tmp', 'scripts');
  mkdirSync(outdir, { recursive: true });
  const outfile = path.join(outdir, `${path.basename(entry, '.ts')}-${process.pid}-${Date.now()}.mjs`);
  await build({
    entryPoints: [path.resolve(ROOT, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outfile,
    external: ['wrangler', ...external],
    logLevel: 'error',
  });
  return import(pathToFileURL(outfile).href);
}
