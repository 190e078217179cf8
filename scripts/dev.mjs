#!/usr/bin/env node
/**
 * `npm run dev`: builds the workbench, applies the D1 migrations locally, seeds the demo claims
 * and the dev roster, then serves API and page on one port with `wrangler dev` (default
 * http://localhost:8787). Every argument is passed through to `wrangler dev`; a `--var NAME:VALUE`
 * given here, or a name set in .dev.vars, wins over the defaults below. No Cloudflare account or
 * login is needed.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, importTs } from './lib/run-ts.mjs';
import { argValues, devVarsNames } from './lib/dev-vars.mjs';
import { bin, toolsEnv } from './lib/tools-env.mjs';

const args = process.argv.slice(2);
// Taken first: a parent that dies while the workbench builds must still be noticed.
const parentPid = process.ppid;

function run(command, commandArgs, cwd = ROOT) {
  const result = spawnSync(command, commandArgs, { cwd, env: toolsEnv, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${path.basename(command)} ${commandArgs.join(' ')} failed; see above.`);
    process.exit(result.status ?? 1);
  }
}

const varsGiven = new Set(argValues(args, '--var').map((nameAndValue) => nameAndValue.split(':')[0]));
// A `--var` beats .dev.vars in wrangler, so a default is passed only when the developer set the
// name neither on the command line nor in the variables file.
const varsInFiles = devVarsNames(ROOT, args);
const defaults = { AUTH_MODE: 'dev' };
const defaultVarArgs = Object.entries(defaults).flatMap(([name, value]) => {
  if (varsGiven.has(name)) return [];
  if (varsInFiles.has(name)) {
    console.log(`${name} comes from ${varsInFiles.get(name)}, not the dev default (${value}).`);
    return [];
  }
  return ['--var', `${name}:${value}`];
});

const persistTo = argValues(args, '--persist-to')[0];
const persistArgs = persistTo ? ['--persist-to', persistTo] : [];

console.log('Building the workbench…');
run(bin('vite'), ['build', '--logLevel', 'warn'], path.join(ROOT, 'web'));
console.log('Applying D1 migrations (local)…');
run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs]);
console.log('Seeding the demo claims and the dev roster…');
const { seed } = await importTs('scripts/seed.ts');
const seeded = await seed({ persistTo });
const moved = seeded.movedDays ? ` (dated ${seeded.movedDays / 7} weeks on from when they were written, so their deadlines read as live today)` : '';
console.log(`Seeded ${seeded.claims} claims and ${seeded.users} users${moved}.`);

const wrangler = spawn(bin('wrangler'), ['dev', ...defaultVarArgs, ...args], { cwd: ROOT, env: toolsEnv, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => wrangler.kill(signal));
}
wrangler.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
// `npm run dev` execs this script (package.json), so npm's own SIGINT/SIGTERM reach it: through an
// `sh -c` in between (dash) they would not, and the server would outlive npm. A parent that dies
// without passing anything on (SIGKILL, SIGHUP) is noticed here, or the server would live on,
// holding the port, with no terminal to stop it from.
setInterval(() => {
  if (process.ppid !== parentPid) wrangler.kill('SIGTERM');
}, 1000).unref();
