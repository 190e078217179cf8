#!/usr/bin/env node
/**
 * `npm run eval`: the evaluation questions (eval/cases.ts) asked of the configured model through
 * the real Worker, each answer scored (eval/score.ts): facts found, forbidden statements,
 * citations that resolve, unverified figures, model rounds, tokens, time to first text and to
 * done. Prints a scorecard per question and in total and writes eval/results.json.
 *
 * The model is configured as for the Worker: `.dev.vars` (read by wrangler), or these variables
 * in the environment, passed on to it: MODEL_PROVIDER, ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL,
 * ANTHROPIC_MODEL, OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, MODEL_MAX_OUTPUT_TOKENS. It runs
 * on a database of its own (.wrangler/eval/state), seeded with the demo claims. EVAL_ONLY=<text>
 * asks only the questions whose id contains the text. Exit code 1 when a question fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, importTs } from './lib/run-ts.mjs';
import { freePort, startWranglerDev, stopProcessGroup, waitForHealth } from './lib/server-process.mjs';
import { bin, toolsEnv } from './lib/tools-env.mjs';

const EVAL_DIR = path.join(ROOT, '.wrangler', 'eval');
const STATE_DIR = path.join(EVAL_DIR, 'state');
const LOG_FILE = path.join(EVAL_DIR, 'wrangler.log');
const RESULTS = path.join(ROOT, 'eval', 'results.json');
const PASSED_ON = [
  'MODEL_PROVIDER',
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_BASE_URL',
  'ANTHROPIC_MODEL',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_MODEL',
  'MODEL_MAX_OUTPUT_TOKENS',
];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, env: toolsEnv, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** `wrangler dev` on the project, detached; model settings from the environment go in an env file, never the command line. */
function startWorker(port, inspectorPort) {
  const envFile = path.join(EVAL_DIR, 'model.env');
  const lines = PASSED_ON.filter((name) => process.env[name]).map((name) => `${name}=${JSON.stringify(process.env[name])}`);
  writeFileSync(envFile, `${lines.join('\n')}\n`, { mode: 0o600 });
  // Given --env-file, wrangler reads only the files named: the developer's .dev.vars first, if any.
  const envFiles = [...(existsSync(path.join(ROOT, '.dev.vars')) ? ['.dev.vars'] : []), envFile].flatMap((file) => ['--env-file', file]);
  return startWranglerDev({
    port,
    logFile: LOG_FILE,
    args: ['--inspector-port', String(inspectorPort), '--persist-to', STATE_DIR, ...envFiles, '--var', 'AUTH_MODE:dev', '--var', 'CHAT_TURNS_PER_MINUTE:1000'],
  });
}

const cell = (value) => (value === null || value === undefined ? '–' : typeof value === 'number' ? String(Math.round(value)) : String(value));

async function main() {
  mkdirSync(EVAL_DIR, { recursive: true });
  const evaluation = await importTs('eval/index.ts');
  rmSync(STATE_DIR, { recursive: true, force: true });
  console.log('Preparing a local D1 for the evaluation (migrations, demo claims)…');
  run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE_DIR]);
  await evaluation.seed({ persistTo: STATE_DIR });

  const [port, inspectorPort] = [await freePort(), await freePort()];
  const baseURL = `http://127.0.0.1:${port}`;
  const server = startWorker(port, inspectorPort);
  const onSignal = () => void stopProcessGroup(server).then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const scores = [];
  let health;
  try {
    health = await waitForHealth(baseURL, server, { timeoutMs: 180_000, what: 'wrangler dev', log: path.relative(ROOT, LOG_FILE) });
    console.log(`Asking ${health.provider}${health.model ? ` (${health.model})` : ''} through ${baseURL}…\n`);
    const only = process.env.EVAL_ONLY;
    // The claims as the seed stored them: dated for today (api/demo/redate.ts).
    const claims = evaluation.demoClaimsFor(evaluation.londonToday());
    const cases = (await evaluation.buildCases(claims, evaluation.londonToday())).filter((c) => !only || c.id.includes(only));
    const send = (claimId, body) =>
      fetch(`${baseURL}/api/claims/${claimId}/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    for (const evalCase of cases) {
      const claim = claims.find((c) => c.id === evalCase.claimId);
      const score = evaluation.scoreAnswer(evalCase, claim, await evaluation.readTurn(evalCase, send));
      scores.push(score);
      const problems = [
        ...score.missingFacts.map((f) => `missing ${f}`),
        ...score.forbidden.map((f) => `said: ${f}`),
        ...score.unresolvedCitations.map((c) => `cites unknown ${c}`),
        ...score.unverified.map((u) => `unverified ${u}`),
        ...(score.error ? [score.error] : []),
      ];
      console.log(
        `${score.passed ? 'PASS' : 'FAIL'} ${score.id.padEnd(40)} facts ${score.factsFound}/${score.factsTotal}  cites ${score.citations}  ` +
          `rounds ${cell(score.modelRounds)}  tokens ${cell(score.tokens?.input)}/${cell(score.tokens?.output)}  ` +
          `first text ${cell(score.firstTextMs)} ms  done ${cell(score.doneMs)} ms${problems.length ? `\n     ${problems.join('; ')}` : ''}`,
      );
    }
  } finally {
    await stopProcessGroup(server);
    rmSync(path.join(EVAL_DIR, 'model.env'), { force: true });
  }
  const total = evaluation.totals(scores);
  console.log(
    `\n${total.passed} of ${total.cases} passed; facts ${total.factsFound}/${total.factsTotal}; forbidden statements ${total.forbiddenStatements}; ` +
      `citations ${total.citations} (${total.unresolvedCitations} unresolved); unverified figures ${total.unverifiedFigures}; ` +
      `mean model rounds ${total.meanModelRounds?.toFixed(2) ?? '–'}; tokens ${total.tokens.input} in / ${total.tokens.output} out; ` +
      `median first text ${cell(total.medianFirstTextMs)} ms, done ${cell(total.medianDoneMs)} ms`,
  );
  writeFileSync(
    RESULTS,
    `${JSON.stringify({ ranAt: new Date().toISOString(), provider: health?.provider, model: health?.model, total, cases: scores }, null, 2)}\n`,
  );
  console.log(`Written ${path.relative(ROOT, RESULTS)}.`);
  process.exit(total.passed === total.cases ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
