/**
 * The names a local variables file sets for `wrangler dev`, found the way wrangler finds the
 * file: `--env-file` paths when given, else `.dev.vars` (or `.dev.vars.<env>`), else `.env` and
 * `.env.local` (and their `.<env>` forms). A default the dev script would pass as `--var` must
 * not override a value the developer put there, as `--var` beats these files in wrangler.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** Every value of `--name value` / `--name=value` among `args`. */
export function argValues(args, name) {
  return args.flatMap((a, i) => (a === name && args[i + 1] !== undefined ? [args[i + 1]] : a.startsWith(`${name}=`) ? [a.slice(name.length + 1)] : []));
}

function variableFiles(root, args) {
  const envFiles = argValues(args, '--env-file');
  if (envFiles.length > 0) return envFiles.map((file) => path.resolve(root, file));
  const env = argValues(args, '--env').at(-1) ?? argValues(args, '-e').at(-1);
  const devVars = [...(env ? [`.dev.vars.${env}`] : []), '.dev.vars'].map((file) => path.join(root, file));
  const found = devVars.find((file) => existsSync(file));
  if (found) return [found];
  if (process.env.CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV === 'false') return [];
  const dotEnv = ['.env', '.env.local', ...(env ? [`.env.${env}`, `.env.${env}.local`] : [])];
  return dotEnv.map((file) => path.join(root, file));
}

/** Names set in the variables file(s) `wrangler dev` will read, with the file that set each. */
export function devVarsNames(root, args) {
  const names = new Map();
  for (const file of variableFiles(root, args)) {
    if (!existsSync(file)) continue;
    for (const name of Object.keys(parseEnv(readFileSync(file, 'utf8')))) names.set(name, path.relative(root, file));
  }
  return names;
}
