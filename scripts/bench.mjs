#!/usr/bin/env node
/**
 * `npm run bench`: what the project adds, measured, next to its targets (BENCHMARKS.md explains
 * every figure). Builds what it needs, starts and stops its own servers, prints a table and
 * writes bench/results.json. Not part of `npm test`: speed is measured here, never asserted in
 * tests.
 *
 * 1. Tools: each tool on the large generated claim (3,000 messages, 300 documents).
 * 2. Turn overhead: chat turns through the bench Worker's bundle (bench/wrangler.toml: the production
 *    app plus the baseline relay route) on wrangler's local runtime and local D1, against a fake
 *    Anthropic server that answers at once, next to the baseline relay route.
 * 3. Prompt budget: system prompt and tool definitions per capability, tool-result sizes, and
 *    whether a conversation re-sends its stable prefix byte-identical.
 * 4. Size: the Worker bundle and the page's JavaScript, gzipped.
 * Also the figure check's time on the large claim, and every quick action's click-to-first-text
 * and click-to-done next to a fake model with a realistic pace (500 ms, then 50 tokens/s).
 *
 * Environment: BENCH_ITERATIONS (turns per case, default 200), BENCH_WARMUP (default 30),
 * BENCH_TOOL_ITERATIONS (rounds over each tool's inputs, default 200), BENCH_LATENCY_ITERATIONS
 * (turns per quick action and series next to the realistic model, default 3), BENCH_STRICT=1 (exit 1
 * when a target is missed; by default a miss is reported and the run still succeeds).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, importTs } from './lib/run-ts.mjs';
import { freePort, startWranglerDev, stopProcessGroup, waitForHealth } from './lib/server-process.mjs';
import { bin, toolsEnv } from './lib/tools-env.mjs';

const ITERATIONS = positiveInt('BENCH_ITERATIONS', 200);
const WARMUP = positiveInt('BENCH_WARMUP', 30);
const TOOL_ITERATIONS = positiveInt('BENCH_TOOL_ITERATIONS', 200);
/** Turns per quick action and series next to a realistic model (each takes about a second or two). */
const LATENCY_ITERATIONS = positiveInt('BENCH_LATENCY_ITERATIONS', 3);
/** With BENCH_STRICT=1 a missed target fails the run (exit code 1); otherwise it is reported only. */
const STRICT = process.env.BENCH_STRICT === '1';

const TARGETS = {
  toolMedianMs: 2,
  overviewMs: 5,
  turnRatio: 1.5,
  turnAddedMs: 5,
  beforeModelAddedMs: 2,
  toolResultTokens: 400,
  workerGzipKiB: 600,
  pageGzipKiB: 150,
  /** A Worker isolate's memory limit: the isolate's committed heap and buffers during one request must stay under it. */
  requestPeakMiB: 128,
  figureCheckMs: 2,
  firstTextRatio: 1.2,
};

const BENCH_DIR = path.join(ROOT, '.wrangler', 'bench');
const WORKER_OUT = path.join(BENCH_DIR, 'worker');
/** The bench Worker (bench/worker/index.ts): what the runner starts; the production bundle above is what it sizes. */
const BENCH_CONFIG = path.join(ROOT, 'bench', 'wrangler.toml');
const BENCH_WORKER_OUT = path.join(BENCH_DIR, 'bench-worker');
const STATE_DIR = path.join(BENCH_DIR, 'state');
const LOG_FILE = path.join(BENCH_DIR, 'wrangler.log');
const RESULTS = path.join(ROOT, 'bench', 'results.json');
const SERVER_START_MS = 120_000;

function positiveInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`${name} must be a whole number of at least 1; got "${raw}".`);
    process.exit(2);
  }
  return n;
}

function run(command, args, cwd = ROOT) {
  const result = spawnSync(command, args, { cwd, env: toolsEnv, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return `${result.stdout}\n${result.stderr}`;
}

// ---------------------------------------------------------------------------------------------
// The Worker on wrangler's local runtime

/** Starts `wrangler dev` on the bench Worker's dry-run bundle, detached, so its whole group can be ended together. */
function startWorker(port, inspectorPort, vars, env = {}) {
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
  return startWranglerDev({
    port,
    logFile: LOG_FILE,
    env,
    args: [
      path.join(BENCH_WORKER_OUT, 'index.js'),
      '--config',
      BENCH_CONFIG,
      // The bundle that would deploy, as built above: no rebuild when files change mid-run.
      '--no-bundle',
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      STATE_DIR,
      '--log-level',
      'warn',
      ...varArgs,
    ],
  });
}

/**
 * 3. Memory of one request: an 8 MB claim's import, and turns on it, each group on a Worker
 * started afresh (bench/memory.ts), first with V8's heap as workerd sets it, then capped at the
 * isolate limit. Returns the Worker last started, for the caller to stop.
 */
async function measureMemory(bench, vars, target, track) {
  if (os.platform() !== 'linux') {
    console.log('Skipping the memory step: it reads /proc, so it needs Linux.');
    return null;
  }
  // Two tools over the whole record, then an answer, in a loop.
  await fetch(`${target.fakeModelURL}/__scenario/${encodeURIComponent(target.scenarioKey)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      loop: true,
      rounds: [
        {
          type: 'response',
          toolCalls: [
            { name: 'list_deadlines', input: {} },
            { name: 'search_claim', input: { query: 'hearing' } },
          ],
        },
        { type: 'response', text: ['The next deadline is shown above.'] },
      ],
    }),
  });
  const claim = bench.eightMegabyteClaim();
  const rows = [];
  // Without a cap V8 lets garbage pile up, since nothing presses it; with the heap capped at the
  // isolate limit (a V8 flag workerd takes through miniflare) a request that needs more fails.
  for (const heapCapMiB of [null, target.heapCapMiB]) {
    const env = heapCapMiB === null ? {} : { MINIFLARE_WORKERD_V8_FLAGS: `--max-heap-size=${heapCapMiB}` };
    for (const measure of [bench.benchImportMemory, bench.benchTurnMemory]) {
      const [port, inspectorPort] = [await freePort(), await freePort()];
      const baseURL = `http://127.0.0.1:${port}`;
      const server = track(startWorker(port, inspectorPort, vars, env));
      await waitForHealth(baseURL, server, { timeoutMs: SERVER_START_MS, what: 'wrangler dev', log: path.relative(ROOT, LOG_FILE) });
      const pid = bench.workerdPid(server.pid);
      if (pid === null) throw new Error('The memory step found no workerd process under wrangler dev.');
      const what = measure === bench.benchImportMemory ? 'import' : 'turns';
      console.log(`Measuring memory on a fresh Worker (${what}, ${heapCapMiB === null ? 'heap not capped' : `heap capped at ${heapCapMiB} MiB`})…`);
      const heap = await bench.IsolateHeap.connect(inspectorPort);
      try {
        // A claim of its own per pass: the import must be new, not a replacement of the last pass's.
        const passClaim = heapCapMiB === null ? claim : { ...claim, id: `${claim.id}-CAPPED` };
        for (const row of await measure(baseURL, pid, heap, passClaim)) rows.push({ ...row, heapCapMiB });
      } finally {
        heap.close();
      }
      await stopProcessGroup(server);
    }
  }
  return { claimBytes: new TextEncoder().encode(JSON.stringify(claim)).length, rows };
}

// ---------------------------------------------------------------------------------------------
// Printing

const pass = (ok) => (ok ? 'PASS' : 'MISS');
/** Judged on the runs with V8's heap capped at the limit: each must succeed within it. */
const memoryPasses = (row, targets) => row.heapCapMiB === null || (row.status < 300 && row.isolate.committedPeakMiB <= targets.requestPeakMiB);
const ms = (n) => n.toFixed(3);

function table(title, header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    wrangler: JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'wrangler', 'package.json'), 'utf8')).version,
    // Other work on the machine shows up in every timing; the load says how busy it was.
    loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
  };
}

/** Table 2c: every quick action next to a realistic model. */
function printLatency(bench, latency, targets) {
  table(
    `2c. Quick actions next to a realistic model (${bench.MODEL_LATENCY.firstTokenMs} ms to first token, then ${bench.MODEL_LATENCY.tokensPerSecond} tokens/s; a 40-token answer), median of ${LATENCY_ITERATIONS}; target: first text ≤ ${targets.firstTextRatio}× one model latency in one round`,
    ['quick action', 'one round: first text', 'one round: done', 'two rounds: first text', 'two rounds: done', 'first text / latency', ''],
    latency.map((r) => [
      r.capability,
      r.oneRound.firstText.medianMs.toFixed(0),
      r.oneRound.done.medianMs.toFixed(0),
      r.twoRounds.firstText.medianMs.toFixed(0),
      r.twoRounds.done.medianMs.toFixed(0),
      `${r.firstTextRatio.toFixed(2)}×`,
      pass(r.firstTextRatio <= targets.firstTextRatio),
    ]),
  );
}

/** Table 3: the memory of one request. */
function printMemory(memory, targets) {
  table(
    `3. Memory of one request in workerd, ${(memory.claimBytes / 1e6).toFixed(2)} MB claim: the isolate's heap and buffers (inspector), target: each request succeeds with the heap capped at ${targets.requestPeakMiB} MiB; and the whole process's resident gain (an upper bound: local D1 and SQLite are in it)`,
    ['request', 'V8 heap cap', 'HTTP status', 'isolate before', 'isolate used peak', 'isolate committed peak', 'samples', 'process gain MiB', ''],
    memory.rows.map((r) => [
      r.name,
      r.heapCapMiB === null ? 'none' : `${r.heapCapMiB} MiB`,
      String(r.status),
      r.isolate.beforeMiB.toFixed(1),
      r.isolate.usedPeakMiB.toFixed(1),
      r.isolate.committedPeakMiB.toFixed(1),
      String(r.isolate.samples),
      r.peakGainMiB.toFixed(1),
      pass(memoryPasses(r, targets)),
    ]),
  );
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  mkdirSync(BENCH_DIR, { recursive: true });

  console.log('Building the workbench (vite build)…');
  run(bin('vite'), ['build', '--logLevel', 'warn'], path.join(ROOT, 'web'));
  console.log('Bundling the Worker (wrangler deploy --dry-run)…');
  rmSync(WORKER_OUT, { recursive: true, force: true });
  const dryRun = run(bin('wrangler'), ['deploy', '--dry-run', '--outdir', WORKER_OUT]);
  const wranglerReported = /Total Upload: ([\d.]+ KiB) \/ gzip: ([\d.]+ KiB)/.exec(dryRun);
  console.log('Bundling the bench Worker (production app plus the relay; bench/wrangler.toml)…');
  rmSync(BENCH_WORKER_OUT, { recursive: true, force: true });
  run(bin('wrangler'), ['deploy', '--dry-run', '--config', BENCH_CONFIG, '--outdir', BENCH_WORKER_OUT]);

  const bench = await importTs('bench/index.ts');
  // The prompt budget is the Worker's own constant, so the benchmark and the prompt tests agree.
  const targets = { ...TARGETS, promptTokens: bench.PROMPT_TOKEN_BUDGET };

  // 4. Size
  const worker = bench.bundleSize(WORKER_OUT, bench.workerModules);
  const page = bench.bundleSize(path.join(ROOT, 'web', 'dist', 'assets'), bench.pageScripts);

  // 1. Tools
  console.log(`Timing the tools on the large claim (${TOOL_ITERATIONS} rounds)…`);
  const largeClaim = bench.generateLargeClaim();
  const tools = await bench.benchTools(largeClaim, bench.DEMO_TODAY, TOOL_ITERATIONS);
  const worstCase = await bench.benchUnbrokenDocument(largeClaim, bench.DEMO_TODAY);
  console.log('Timing the figure check on a 2,000-word answer on the large claim…');
  const figureCheck = await bench.benchFigureCheck(largeClaim, bench.DEMO_TODAY, TOOL_ITERATIONS);
  console.log('Timing the claim overview on the large claim…');
  const overview = bench.benchOverview(largeClaim, bench.DEMO_TODAY, TOOL_ITERATIONS);

  // 5. Screens on the labelled corpus

  // 3. Prompt budget (the part that needs no server)
  const budget = bench.promptBudget(bench.DEMO_CLAIMS, bench.DEMO_TODAY);
  const resultSizes = await bench.toolResultSizes(bench.DEMO_CLAIMS, bench.DEMO_TODAY);

  // 2. Turn overhead and the stable prefix, through the Worker
  console.log('Preparing local D1 for the Worker (migrations, demo claims)…');
  rmSync(STATE_DIR, { recursive: true, force: true });
  run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE_DIR]);
  await bench.seed({ persistTo: STATE_DIR });

  const fake = await bench.startAnthropicServer();
  const scenarioKey = `bench-${process.pid}`;
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const baseURL = `http://127.0.0.1:${port}`;
  let server;
  const stopAll = async () => {
    bench.keepAlive.destroy();
    await stopProcessGroup(server);
    await fake.close();
  };
  const onSignal = () => void stopAll().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const claimId = bench.DEMO_CLAIMS[0].id;
  let turns;
  let prefix;
  let storage;
  let memory;
  const workerVars = {
    AUTH_MODE: 'dev',
    MODEL_PROVIDER: 'anthropic',
    ANTHROPIC_API_KEY: scenarioKey,
    ANTHROPIC_BASE_URL: fake.url,
    CHAT_TURNS_PER_MINUTE: '1000000',
  };
  let latency;
  try {
    server = startWorker(port, inspectorPort, workerVars);
    console.log(`Starting the Worker on ${baseURL} (log: ${path.relative(ROOT, LOG_FILE)})…`);
    await waitForHealth(baseURL, server, { timeoutMs: SERVER_START_MS, what: 'wrangler dev', log: path.relative(ROOT, LOG_FILE) });
    const target = { baseURL, fakeModelURL: fake.url, scenarioKey, claimId, modelArrivals: fake.arrivals };
    turns = [];
    for (const turnCase of [bench.FREE_TEXT_CASE, bench.TWO_TOOL_CASE]) {
      console.log(`Timing the ${turnCase.name} (${WARMUP} warm-up + ${ITERATIONS} each of turn, baseline and baseline with storage, taking turns)…`);
      turns.push(await bench.benchTurnCase(target, turnCase, ITERATIONS, WARMUP));
    }
    // Every turn above was stored in the claim's object: what it keeps, per turn.
    storage = await (await fetch(`${baseURL}/api/bench/storage/${encodeURIComponent(claimId)}`)).json();
    prefix = [
      await bench.checkStablePrefix(target, 'free question, then a follow-up', { body: bench.FREE_TEXT_CASE.body, modelRounds: 1 }),
      await bench.checkStablePrefix(target, 'two-tool quick action, then a follow-up', { body: bench.TWO_TOOL_CASE.body, modelRounds: 2 }),
    ];
    console.log(
      `Timing every quick action next to a realistic model (${bench.MODEL_LATENCY.firstTokenMs} ms to first token, ${bench.MODEL_LATENCY.tokensPerSecond} tokens/s; ${LATENCY_ITERATIONS} each, one round and two)…`,
    );
    latency = await bench.benchRealisticLatency({ baseURL, fakeModelURL: fake.url, scenarioKey }, bench.DEMO_CLAIMS, LATENCY_ITERATIONS);
    await stopProcessGroup(server);
    memory = await measureMemory(bench, workerVars, { ...target, heapCapMiB: targets.requestPeakMiB }, (started) => (server = started));
  } finally {
    await stopAll();
  }

  // ---------------------------------------------------------------------------------------------
  // Verdicts, table, results

  const slowestTool = Math.max(...tools.map((t) => t.medianMs));
  const largestPrompt = Math.max(...budget.map((b) => b.estimatedTokens));
  const verdicts = {
    tools: slowestTool < targets.toolMedianMs && tools.every((t) => t.errors === 0),
    overview: overview.medianMs < targets.overviewMs,
    turnRatio: turns.every((t) => t.ratio <= targets.turnRatio),
    turnAdded: turns.every((t) => t.addedMedianMs < targets.turnAddedMs),
    beforeModel: turns.every((t) => t.addedBeforeModelMedianMs < targets.beforeModelAddedMs),
    promptBudget: largestPrompt < targets.promptTokens,
    toolResults: resultSizes.meanTokensPerTool < targets.toolResultTokens,
    stablePrefix: prefix.every((p) => p.stablePrefixIdentical),
    workerSize: worker.gzipKiB < targets.workerGzipKiB,
    pageSize: page.gzipKiB < targets.pageGzipKiB,
    ...(memory && { requestMemory: memory.rows.every((r) => memoryPasses(r, targets)) }),
    figureCheck: figureCheck.warm.medianMs < targets.figureCheckMs && figureCheck.coldMs < 1000,
    firstText: latency.every((row) => row.firstTextRatio <= targets.firstTextRatio),
  };

  const host = machine();
  console.log(
    `\nMachine: ${host.cpu}, ${host.cores} cores, ${host.memoryGiB} GiB, ${host.os}, Node ${process.version}, wrangler ${host.wrangler}, load ${host.loadAverage1m}`,
  );
  table(
    `1. Tools on the large claim (${largeClaim.correspondence.length} messages, ${largeClaim.documents.length} documents), through runTool; target: median < ${targets.toolMedianMs} ms`,
    ['tool', 'median ms', 'p95 ms', 'cold first ms', 'calls', ''],
    tools.map((t) => [t.tool, ms(t.medianMs), ms(t.p95Ms), ms(t.firstMs), t.calls, pass(t.medianMs < targets.toolMedianMs && t.errors === 0)]),
  );
  table(
    `1c. The claim overview (GET /api/claims/:id/overview) on the large claim: alerts, deadlines and the JSON answer, in-process; target: median < ${targets.overviewMs} ms`,
    ['median ms', 'p95 ms', 'cold first ms', 'requests', 'alerts', 'deadlines', 'answer bytes', ''],
    [
      [
        ms(overview.medianMs),
        ms(overview.p95Ms),
        ms(overview.firstMs),
        overview.requests,
        overview.alerts,
        overview.deadlines,
        overview.bytes,
        pass(verdicts.overview),
      ],
    ],
  );
  table(
    `1b. Worst-case text: the tools that read documents, first call on the large claim plus one ${Math.round(worstCase.documentChars / 1000)} KB document with dates throughout and no sentence break (no target; linear code stays well under a second)`,
    ['tool', 'first call ms', ''],
    worstCase.timings.map((t) => [t.tool, ms(t.firstMs), t.isError ? 'ERROR' : '']),
  );
  table(
    `1c. The figure check: a ${figureCheck.words}-word answer with ${figureCheck.figures} figures (${figureCheck.unverified} wrong) on the large claim; target: median < ${targets.figureCheckMs} ms`,
    ['median ms', 'p95 ms', "cold first ms (builds the claim's figures)", ''],
    [[ms(figureCheck.warm.medianMs), ms(figureCheck.warm.p95Ms), figureCheck.coldMs.toFixed(1), pass(verdicts.figureCheck)]],
  );
  printTurns(turns, claimId, targets);
  const perTurn = (bytes) => (storage.turns > 0 ? Math.round(bytes / storage.turns) : 0);
  table(
    `2c. Bytes the claim's object stores per turn (${storage.turns} turns of the cases above on ${claimId}; no target, docs/ARCHITECTURE.md uses them)`,
    ['what', 'total bytes', 'per turn'],
    [
      ['messages (question and reply)', storage.messageBytes, perTurn(storage.messageBytes)],
      ['tool-call provenance', storage.toolCallBytes, perTurn(storage.toolCallBytes)],
      ['kept for good', storage.messageBytes + storage.toolCallBytes, perTurn(storage.messageBytes + storage.toolCallBytes)],
      ['stream events (kept 10 minutes)', storage.eventBytes, perTurn(storage.eventBytes)],
      ['whole SQLite database, less the record', storage.databaseBytes - storage.recordBytes, perTurn(storage.databaseBytes - storage.recordBytes)],
    ],
  );
  printTurnShares(turns);
  printLatency(bench, latency, targets);
  printPromptBudget(budget, targets);
  const sent = prefix[0].sent;
  console.log(
    `As sent to Anthropic on a free-chat turn: system ${sent.stableSystemChars} + ${sent.dynamicSystemChars} chars, tools ${sent.toolsChars} chars (with input_schema), ≈ ${sent.estimatedTokens} tokens.`,
  );
  printToolResults(resultSizes, bench.DEMO_CLAIMS.length, verdicts, targets);
  table(
    "3c. Stable prefix re-sent byte-identical within a conversation (fake server's recorded requests)",
    ['conversation / requests compared', 'system[0]', 'system[1]', 'tools', 'messages extend', ''],
    prefix.flatMap((p) =>
      p.comparisons.map((c) => [
        `${p.conversation}: ${c.between}`,
        c.stableSystemIdentical ? 'same' : 'DIFFERS',
        c.dynamicSystemIdentical ? 'same' : 'differs',
        c.toolsIdentical ? 'same' : 'DIFFERS',
        c.messagesExtendPrevious ? 'yes' : 'no',
        pass(c.stableSystemIdentical && c.toolsIdentical),
      ]),
    ),
  );
  printSizes(worker, page, wranglerReported, verdicts, targets);
  if (memory) printMemory(memory, targets);
  console.log(
    '\nVerdicts:',
    Object.entries(verdicts)
      .map(([k, v]) => `${k} ${pass(v)}`)
      .join(', '),
  );
  if (STRICT && Object.values(verdicts).includes(false)) process.exitCode = 1;

  const results = {
    ranAt: new Date().toISOString(),
    durationS: Math.round((Date.now() - started) / 1000),
    machine: host,
    settings: { iterations: ITERATIONS, warmup: WARMUP, toolIterations: TOOL_ITERATIONS, latencyIterations: LATENCY_ITERATIONS, charsPerToken: 4 },
    targets,
    verdicts,
    tools: { claim: { id: largeClaim.id, messages: largeClaim.correspondence.length, documents: largeClaim.documents.length }, timings: tools, worstCase },
    figureCheck,
    overview,
    turns: { claimId, cases: turns, storage },
    realisticLatency: { model: bench.MODEL_LATENCY, quickActions: latency },
    prompt: { budget, toolResults: resultSizes, stablePrefix: prefix },
    memory,
    size: {
      worker: { ...worker, wranglerReported: wranglerReported ? { total: wranglerReported[1], gzip: wranglerReported[2] } : null },
      page,
    },
  };
  // `npm run screens` and `npm run bench:scale` keep their own entries in the same file.
  const previous = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
  for (const kept of ['screens', 'scale']) if (previous[kept]) results[kept] = previous[kept];
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(ROOT, RESULTS)} in ${results.durationS}s.`);
}

/** Tables 2 and 2a: the turns next to the relay, to done and before the model request. */
function printTurns(turns, claimId, targets) {
  table(
    `2. Turn overhead on ${claimId}, fake Anthropic answering at once, ${ITERATIONS} each after ${WARMUP} warm-up; targets: ≤ ${targets.turnRatio}× baseline and < ${targets.turnAddedMs} ms added (median, to done)`,
    ['case', 'first byte med/p95', 'done med/p95', 'baseline first byte', 'baseline done', 'added ms', 'ratio', ''],
    turns.map((t) => [
      t.case,
      `${ms(t.turn.firstByte.medianMs)} / ${ms(t.turn.firstByte.p95Ms)}`,
      `${ms(t.turn.done.medianMs)} / ${ms(t.turn.done.p95Ms)}`,
      `${ms(t.baseline.firstByte.medianMs)} / ${ms(t.baseline.firstByte.p95Ms)}`,
      `${ms(t.baseline.done.medianMs)} / ${ms(t.baseline.done.p95Ms)}`,
      t.addedMedianMs.toFixed(2),
      `${t.ratio.toFixed(2)}×`,
      pass(t.ratio <= targets.turnRatio && t.addedMedianMs < targets.turnAddedMs),
    ]),
  );
  table(
    `2a. Server time before the model request (request sent to the fake model's receipt of the first model request, median); target: < ${targets.beforeModelAddedMs} ms above the baseline`,
    ['case', 'turn ms', 'baseline ms', 'relay + storage ms', 'added ms', ''],
    turns.map((t) => [
      t.case,
      ms(t.turn.beforeModel.medianMs),
      ms(t.baseline.beforeModel.medianMs),
      ms(t.stored.beforeModel.medianMs),
      t.addedBeforeModelMedianMs.toFixed(2),
      pass(t.addedBeforeModelMedianMs < targets.beforeModelAddedMs),
    ]),
  );
}

/** Table 2b: the relay with the turn's storage, next to the relay and the turn. */
function printTurnShares(turns) {
  table(
    "2b. Where the added time goes (median, to done): the relay with the turn's storage (the D1 start batch, the object's two writes) and nothing else, next to the plain relay and the turn",
    ['case', 'relay + storage first byte', 'relay + storage done', 'storage adds ms', 'the rest adds ms', 'turn / (relay + storage)'],
    turns.map((t) => [
      t.case,
      ms(t.stored.firstByte.medianMs),
      ms(t.stored.done.medianMs),
      t.storageMedianMs.toFixed(2),
      t.restMedianMs.toFixed(2),
      `${(t.turn.done.medianMs / t.stored.done.medianMs).toFixed(2)}×`,
    ]),
  );
}

/** Table 2d: the pieces of the turn's storage path, each before the same relayed answer. */
function printBreakdown(rows) {
  const relay = rows.find((r) => r.series === 'relay');
  table(
    '2d. Where the time before the model request goes (free text; medians in ms; each variant runs one piece of the storage path, then the same relayed answer)',
    ['series', 'before model', 'above relay', 'first byte', 'done', 'done above relay'],
    rows.map((r) => [
      r.series,
      ms(r.beforeModel.medianMs),
      (r.beforeModel.medianMs - relay.beforeModel.medianMs).toFixed(2),
      ms(r.firstByte.medianMs),
      ms(r.done.medianMs),
      (r.done.medianMs - relay.done.medianMs).toFixed(2),
    ]),
  );
}

function printPromptBudget(budget, targets) {
  table(
    `3a. Prompt budget per task (largest demo claim; tokens ≈ characters / 4); target: system + tools < ${targets.promptTokens} tokens`,
    ['task', 'stable chars', 'task chars', 'system chars', 'tools chars', 'total chars', '≈ tokens', ''],
    budget.map((b) => [b.task, b.stableChars, b.dynamicChars, b.systemChars, b.toolChars, b.totalChars, b.estimatedTokens, pass(b.withinBudget)]),
  );
}

function printToolResults(resultSizes, claims, verdicts, targets) {
  table(
    `3b. Tool-result size on the ${claims} demo claims (typical inputs, as sent in <claim_data>); target: mean < ${targets.toolResultTokens} tokens`,
    ['tool', 'calls', 'mean chars', 'max chars', '≈ mean tokens'],
    [
      ...resultSizes.perTool.map((r) => [r.tool, r.calls, r.meanChars, r.maxChars, r.meanTokens]),
      ['mean over tools (each tool once)', '', '', '', `${resultSizes.meanTokensPerTool} ${pass(verdicts.toolResults)}`],
      ['mean over all calls', resultSizes.calls, '', '', resultSizes.meanTokensPerCall],
    ],
  );
}

function printSizes(worker, page, wranglerReported, verdicts, targets) {
  table(
    '4. Size, gzipped',
    ['what', 'raw KiB', 'gzip KiB', 'target', ''],
    [
      [
        `Worker bundle (wrangler deploy --dry-run${wranglerReported ? `; wrangler says ${wranglerReported[2]} gzip` : ''})`,
        (worker.bytes / 1024).toFixed(1),
        worker.gzipKiB.toFixed(1),
        `< ${targets.workerGzipKiB}`,
        pass(verdicts.workerSize),
      ],
      ['Page JavaScript (web/dist/assets/*.js)', (page.bytes / 1024).toFixed(1), page.gzipKiB.toFixed(1), `< ${targets.pageGzipKiB}`, pass(verdicts.pageSize)],
    ],
  );
}

/**
 * `npm run bench -- --sizes`: the figures that time nothing and need no server (the prompt budget,
 * the tool-result sizes, the Worker bundle and the page's JavaScript), so a busy machine cannot
 * change them. Written into the `prompt` (budget, toolResults) and `size` entries and their
 * verdicts of bench/results.json, with `sizesRanAt`; the rest of the file is kept.
 */
async function sizesOnly() {
  mkdirSync(BENCH_DIR, { recursive: true });
  console.log('Building the workbench (vite build) and bundling the Worker (wrangler deploy --dry-run)…');
  run(bin('vite'), ['build', '--logLevel', 'warn'], path.join(ROOT, 'web'));
  rmSync(WORKER_OUT, { recursive: true, force: true });
  const dryRun = run(bin('wrangler'), ['deploy', '--dry-run', '--outdir', WORKER_OUT]);
  const wranglerReported = /Total Upload: ([\d.]+ KiB) \/ gzip: ([\d.]+ KiB)/.exec(dryRun);
  const bench = await importTs('bench/index.ts');
  const targets = { ...TARGETS, promptTokens: bench.PROMPT_TOKEN_BUDGET };
  const worker = bench.bundleSize(WORKER_OUT, bench.workerModules);
  const page = bench.bundleSize(path.join(ROOT, 'web', 'dist', 'assets'), bench.pageScripts);
  const budget = bench.promptBudget(bench.DEMO_CLAIMS, bench.DEMO_TODAY);
  const resultSizes = await bench.toolResultSizes(bench.DEMO_CLAIMS, bench.DEMO_TODAY);
  const verdicts = {
    promptBudget: Math.max(...budget.map((b) => b.estimatedTokens)) < targets.promptTokens,
    toolResults: resultSizes.meanTokensPerTool < targets.toolResultTokens,
    workerSize: worker.gzipKiB < targets.workerGzipKiB,
    pageSize: page.gzipKiB < targets.pageGzipKiB,
  };
  printPromptBudget(budget, targets);
  printToolResults(resultSizes, bench.DEMO_CLAIMS.length, verdicts, targets);
  printSizes(worker, page, wranglerReported, verdicts, targets);
  const previous = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
  updateResults(
    {
      sizesRanAt: new Date().toISOString(),
      prompt: { ...previous.prompt, budget, toolResults: resultSizes },
      size: { worker: { ...worker, wranglerReported: wranglerReported ? { total: wranglerReported[1], gzip: wranglerReported[2] } : null }, page },
    },
    verdicts,
  );
}

/**
 * `npm run bench -- --memory`: table 3 alone (a few minutes less than the whole run), written
 * into the `memory` entry and verdict of bench/results.json; the rest of the file is kept.
 */
async function memoryOnly() {
  const memory = await withBenchWorker((bench, setup) =>
    measureMemory(bench, setup.vars, { ...setup.target, heapCapMiB: TARGETS.requestPeakMiB }, setup.track),
  );
  if (!memory) return;
  printMemory(memory, TARGETS);
  updateResults({ memory }, { requestMemory: memory.rows.every((r) => memoryPasses(r, TARGETS)) });
}

/**
 * `npm run bench -- --latency`: table 2c alone, every quick action next to a realistic model,
 * written into the `realisticLatency` entry and its verdict; the rest of the file is kept.
 */
async function latencyOnly() {
  let model;
  const latency = await withBenchWorker(async (bench, setup) => {
    model = bench.MODEL_LATENCY;
    const port = await freePort();
    const server = setup.track(startWorker(port, await freePort(), setup.vars));
    const baseURL = `http://127.0.0.1:${port}`;
    await waitForHealth(baseURL, server, { timeoutMs: SERVER_START_MS, what: 'wrangler dev', log: path.relative(ROOT, LOG_FILE) });
    return bench.benchRealisticLatency({ ...setup.target, baseURL }, bench.DEMO_CLAIMS, LATENCY_ITERATIONS);
  });
  printLatency({ MODEL_LATENCY: model }, latency, TARGETS);
  updateResults({ realisticLatency: { model, quickActions: latency } }, { firstText: latency.every((r) => r.firstTextRatio <= TARGETS.firstTextRatio) });
}

/**
 * `npm run bench -- --turn`: tables 2, 2a and 2b (the turn series) and 2d (the breakdown of the
 * time before the model request), written into the `turns` and `turnBreakdown` entries and their
 * verdicts; the rest of the file is kept. BENCH_BREAKDOWN=0 leaves 2d out.
 */
async function turnOnly() {
  let claimId;
  let turns;
  let breakdown = null;
  await withBenchWorker(async (bench, setup) => {
    const port = await freePort();
    const server = setup.track(startWorker(port, await freePort(), setup.vars));
    const baseURL = `http://127.0.0.1:${port}`;
    await waitForHealth(baseURL, server, { timeoutMs: SERVER_START_MS, what: 'wrangler dev', log: path.relative(ROOT, LOG_FILE) });
    claimId = bench.DEMO_CLAIMS[0].id;
    const target = { ...setup.target, baseURL, claimId };
    turns = [];
    try {
      for (const turnCase of [bench.FREE_TEXT_CASE, bench.TWO_TOOL_CASE]) {
        console.log(`Timing the ${turnCase.name} (${WARMUP} warm-up + ${ITERATIONS} each of turn, baseline and baseline with storage, taking turns)…`);
        turns.push(await bench.benchTurnCase(target, turnCase, ITERATIONS, WARMUP));
      }
      if (process.env.BENCH_BREAKDOWN !== '0') {
        console.log(`Timing the breakdown of the time before the model request (${WARMUP} warm-up + ${ITERATIONS} of each variant)…`);
        breakdown = await bench.benchTurnBreakdown(target, ITERATIONS, WARMUP);
      }
    } finally {
      bench.keepAlive.destroy();
    }
  });
  const host = machine();
  console.log(`\nMachine: ${host.cpu}, ${host.cores} cores, Node ${process.version}, wrangler ${host.wrangler}, load ${host.loadAverage1m}`);
  printTurns(turns, claimId, TARGETS);
  printTurnShares(turns);
  if (breakdown) printBreakdown(breakdown);
  updateResults(
    { turnsRanAt: new Date().toISOString(), turnsMachine: host, turns: { claimId, cases: turns, storage: null }, turnBreakdown: breakdown },
    {
      turnRatio: turns.every((t) => t.ratio <= TARGETS.turnRatio),
      turnAdded: turns.every((t) => t.addedMedianMs < TARGETS.turnAddedMs),
      beforeModel: turns.every((t) => t.addedBeforeModelMedianMs < TARGETS.beforeModelAddedMs),
    },
  );
}

/**
 * For the one-step modes: builds the page and the bench Worker, prepares a fresh local D1 and
 * starts the fake Anthropic server; `step` starts the Worker it needs (through `track`, so it is
 * stopped however the step ends).
 */
async function withBenchWorker(step) {
  mkdirSync(BENCH_DIR, { recursive: true });
  console.log('Building the workbench and bundling the bench Worker…');
  run(bin('vite'), ['build', '--logLevel', 'warn'], path.join(ROOT, 'web'));
  rmSync(BENCH_WORKER_OUT, { recursive: true, force: true });
  run(bin('wrangler'), ['deploy', '--dry-run', '--config', BENCH_CONFIG, '--outdir', BENCH_WORKER_OUT]);
  const bench = await importTs('bench/index.ts');
  rmSync(STATE_DIR, { recursive: true, force: true });
  run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE_DIR]);
  await bench.seed({ persistTo: STATE_DIR });
  const fake = await bench.startAnthropicServer();
  const scenarioKey = `bench-${process.pid}`;
  const vars = {
    AUTH_MODE: 'dev',
    MODEL_PROVIDER: 'anthropic',
    ANTHROPIC_API_KEY: scenarioKey,
    ANTHROPIC_BASE_URL: fake.url,
    CHAT_TURNS_PER_MINUTE: '1000000',
  };
  let server;
  try {
    return await step(bench, { vars, target: { fakeModelURL: fake.url, scenarioKey, modelArrivals: fake.arrivals }, track: (started) => (server = started) });
  } finally {
    await stopProcessGroup(server);
    await fake.close();
  }
}

/** Writes `entries` and `verdicts` into bench/results.json, keeping the rest of the file. */
function updateResults(entries, verdicts) {
  const results = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
  Object.assign(results, entries);
  results.verdicts = { ...results.verdicts, ...verdicts };
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWrote ${Object.keys(entries).join(', ')} in ${path.relative(ROOT, RESULTS)}.`);
}

const MODES = { '--memory': memoryOnly, '--latency': latencyOnly, '--sizes': sizesOnly, '--turn': turnOnly };

try {
  const mode = Object.keys(MODES).find((flag) => process.argv.includes(flag));
  await (mode ? MODES[mode]() : main());
} catch (error) {
  console.error(`\nThe benchmark failed: ${error?.stack ?? error}`);
  process.exitCode = 1;
}
