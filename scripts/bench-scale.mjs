#!/usr/bin/env node
/**
 * `npm run bench:scale`: the work queue, search and linked claims with a book of 10,000 claims
 * (BENCH_SCALE_CLAIMS) on local D1. Stores the book in a fresh database (bench/scale.ts), starts
 * `wrangler dev` on it with the bench Worker (bench/wrangler.toml: the production app plus the
 * /api/bench routes), and times each request over HTTP: the queue's first page for a handler's
 * team and for an admin, a search by phone number and by name, and one claim's linked claims
 * (median and p95 of BENCH_SCALE_ITERATIONS, default 50, after 5 warm-up requests); then storing
 * one claim alone and with its index, taking turns (BENCH_SCALE_STORES, default 200, after 10
 * warm-up rounds). Targets: each request under 50 ms median; storing a claim with its index at
 * most 1.5× storing the claim alone. Writes the `scale` entry of bench/results.json (the rest is
 * left as the last run wrote it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, importTs } from './lib/run-ts.mjs';
import { freePort, startWranglerDev, stopProcessGroup, waitForHealth } from './lib/server-process.mjs';
import { bin, toolsEnv } from './lib/tools-env.mjs';

const CLAIMS = Number(process.env.BENCH_SCALE_CLAIMS ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_SCALE_ITERATIONS ?? 50);
const STORES = Number(process.env.BENCH_SCALE_STORES ?? 200);
const TARGETS = { requestMedianMs: 50, indexRatio: 1.5 };
const load1m = () => Math.round(os.loadavg()[0] * 100) / 100;
const STATE_DIR = path.join(ROOT, '.wrangler', 'bench-scale');
const LOG = path.join(ROOT, '.wrangler', 'bench-scale.log');
const RESULTS = path.join(ROOT, 'bench', 'results.json');
// The bench Worker: the production app plus the timed claim store (bench/worker/store-claim.ts).
const BENCH_CONFIG = path.join(ROOT, 'bench', 'wrangler.toml');
const ASSETS = path.join(ROOT, 'web', 'dist');

const { seedBook, pagesPerStore, timeStoring, populationClaimId, populationPhone, populationClaim, summarize } = await importTs('bench/scale.ts');

rmSync(STATE_DIR, { recursive: true, force: true });
mkdirSync(STATE_DIR, { recursive: true });
console.log(`Applying the D1 migrations to a fresh local database (${path.relative(ROOT, STATE_DIR)})…`);
const migrate = spawnSync(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE_DIR], {
  cwd: ROOT,
  env: toolsEnv,
  encoding: 'utf8',
});
if (migrate.status !== 0) {
  console.error(migrate.stdout, migrate.stderr);
  process.exit(1);
}
console.log(`Storing ${CLAIMS.toLocaleString('en-GB')} claims with their index…`);
const seedSeconds = await seedBook(STATE_DIR, CLAIMS, (n) => console.log(`  ${n.toLocaleString('en-GB')} stored`));
console.log(`Stored in ${seedSeconds} s.`);
const pages = await pagesPerStore(STATE_DIR);
console.log(`Pages one store writes to the database: alone ${pages.alone}, with its index ${pages.withIndex}.`);
// The Worker's config names the workbench's build as its assets; the API needs none of it.
if (!existsSync(ASSETS)) mkdirSync(ASSETS, { recursive: true });

const port = await freePort();
const child = startWranglerDev({
  port,
  logFile: LOG,
  args: ['--config', BENCH_CONFIG, '--persist-to', STATE_DIR, '--var', 'AUTH_MODE:dev', '--inspector-port', String(await freePort()), '--log-level', 'warn'],
});
const base = `http://127.0.0.1:${port}`;

try {
  await waitForHealth(base, child, { timeoutMs: 180_000, what: 'wrangler dev', log: LOG });
  const loadBefore = load1m();
  const linkedId = populationClaimId(199); // shares its policyholder's phone with claim 198
  const sample = Math.min(4321, CLAIMS - 1);
  const someone = populationClaim(sample).parties.find((p) => p.role === 'policyholder').name;
  const cases = [
    { name: "queue, first page, a handler's team", user: 'handler-motor', url: '/api/queue' },
    { name: 'queue, first page, an admin', user: 'admin', url: '/api/queue' },
    { name: 'search by phone number', user: 'admin', url: `/api/claims?q=${encodeURIComponent(populationPhone(sample))}` },
    { name: 'search by name', user: 'admin', url: `/api/claims?q=${encodeURIComponent(someone)}` },
    { name: "one claim's linked claims", user: 'admin', url: `/api/claims/${linkedId}/linked` },
  ];
  const rows = [];
  for (const c of cases) {
    const times = [];
    let found = 0;
    for (let i = 0; i < ITERATIONS + 5; i++) {
      const t0 = performance.now();
      const response = await fetch(base + c.url, { headers: { 'X-Dev-User': c.user } });
      const body = await response.json();
      const ms = performance.now() - t0;
      if (!response.ok) throw new Error(`${c.name}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      found = (body.items ?? body.claims ?? []).length;
      if (i >= 5) times.push(ms);
    }
    const summary = summarize(times);
    rows.push({ name: c.name, found, ...summary, meetsTarget: summary.medianMs < TARGETS.requestMedianMs });
  }

  console.log(`\nWith ${CLAIMS.toLocaleString('en-GB')} claims on local D1 (target: under ${TARGETS.requestMedianMs} ms median)`);
  for (const r of rows)
    console.log(
      `  ${r.name.padEnd(38)} ${String(r.medianMs).padStart(8)} ms median  ${String(r.p95Ms).padStart(8)} ms p95  (${r.found} listed)  ${r.meetsTarget ? 'PASS' : 'MISS'}`,
    );

  console.log(`\nTiming storing one claim: nothing, alone and with its index, taking turns (10 warm-up + ${STORES} each)…`);
  const loadBeforeStores = load1m();
  const stores = await timeStoring(base, STORES);
  const ratioMet = stores.indexRatio <= TARGETS.indexRatio;
  console.log(
    `  storing one claim over HTTP: alone ${stores.storeAlone.medianMs} ms, with its index ${stores.storeWithIndex.medianMs} ms median: ${stores.indexRatio}× (target ≤ ${TARGETS.indexRatio}×) ${ratioMet ? 'PASS' : 'MISS'}`,
  );
  console.log(
    `  the request alone (storing nothing) ${stores.request.medianMs} ms; without it, the Worker's storing work is ${stores.workerRatio}× with the index`,
  );

  const results = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
  // The machine's load while the requests and stores were timed (1-minute averages, at the start of each and at the end).
  const loadAverage1m = [loadBefore, loadBeforeStores, load1m()];
  console.log(`  load average (1 min) at the start, before storing, at the end: ${loadAverage1m.join(', ')}`);
  results.scale = {
    ranAt: new Date().toISOString(),
    claims: CLAIMS,
    iterations: ITERATIONS,
    targets: TARGETS,
    loadAverage1m,
    seedSeconds,
    storing: { rounds: STORES, ...stores, pagesWritten: pages },
    requests: rows,
  };
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(ROOT, RESULTS)} (scale).`);
} finally {
  await stopProcessGroup(child);
}
