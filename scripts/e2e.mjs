#!/usr/bin/env node
/**
 * `npm run test:e2e`: the workbench end to end in a real browser. Starts the app with
 * `npm run dev` (offline mode, whatever model key is set; dev auth; the local
 * database re-seeded with the demo claims) in its own process group, waits for /api/health, then runs every
 * `web/e2e/*.e2e.mjs` against it in Debian's Chromium driven by playwright-core. Screenshots go
 * to artifacts/e2e/. Prints "N passed, N failed" and exits non-zero when anything failed.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), E2E_ONLY (run tests whose name
 * contains this text).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/run-ts.mjs';
import { freePort, stopProcessGroup, waitForHealth } from './lib/server-process.mjs';
import { toolsEnv } from './lib/tools-env.mjs';

const ARTIFACTS = path.join(ROOT, 'artifacts', 'e2e');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SERVER_START_MS = 240_000;
/** Per test, unless a test gives its own `timeoutMs` (one that runs wrangler itself). */
const TEST_TIMEOUT_MS = 60_000;

const PERSIST_DIR = path.join(ROOT, '.wrangler', 'e2e-state');

/** Starts `npm run dev` detached, so the whole group (npm, node, wrangler, workerd) can be ended together. */
function startServer(port) {
  const log = createWriteStream(path.join(ARTIFACTS, 'server.log'));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const child = spawn(
    npm,
    // Its own database, fresh each run, so test claims never reach the developer's local data;
    // offline mode whatever key `.dev.vars` holds, as the tests read offline mode's answers; a
    // rate limit the suite cannot reach, so no test fails for how many turns the others sent
    // that minute (the limit itself is tested in the API tests).
    [
      'run',
      'dev',
      '--',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      PERSIST_DIR,
      '--var',
      'MODEL_PROVIDER:offline',
      '--var',
      'CHAT_TURNS_PER_MINUTE:1000',
    ],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: toolsEnv,
    },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return child;
}

async function loadTests() {
  const dir = path.join(ROOT, 'web', 'e2e');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.e2e.mjs')).sort();
  const tests = [];
  for (const file of files) {
    const module = await import(pathToFileURL(path.join(dir, file)).href);
    for (const test of module.tests ?? []) tests.push({ ...test, file });
  }
  const only = process.env.E2E_ONLY;
  return only ? tests.filter((t) => t.name.includes(only)) : tests;
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000}s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function main() {
  if (!existsSync(CHROMIUM)) {
    console.error(`No Chromium at ${CHROMIUM}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    console.log('0 passed, 1 failed');
    return 1;
  }
  await mkdir(ARTIFACTS, { recursive: true });
  await rm(PERSIST_DIR, { recursive: true, force: true });
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'claims-e2e-chromium-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = startServer(port);
  const stopOnSignal = () => {
    void stopProcessGroup(server).then(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  let passed = 0;
  let failed = 0;
  let context;
  try {
    console.log(`Starting the app on ${baseURL} (log: artifacts/e2e/server.log)…`);
    const health = await waitForHealth(baseURL, server, { timeoutMs: SERVER_START_MS, what: 'npm run dev', log: 'artifacts/e2e/server.log' });
    console.log(`App ready: provider ${health.provider}.`);

    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
      viewport: { width: 1280, height: 900 },
      baseURL,
    });

    const tests = await loadTests();
    for (const test of tests) {
      const page = await context.newPage();
      const consoleErrors = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(String(error)));
      const started = Date.now();
      try {
        await withTimeout(
          test.run({
            page,
            context,
            baseURL,
            health,
            screenshot: (name) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false }),
          }),
          test.timeoutMs ?? TEST_TIMEOUT_MS,
          test.name,
        );
        // A test that provokes an HTTP error on purpose says which (the browser logs each one).
        const unexpected = consoleErrors.filter((text) => !(test.allowConsoleErrors ?? []).some((re) => re.test(text)));
        if (unexpected.length > 0) {
          throw new Error(`The page logged errors:\n  ${unexpected.join('\n  ')}`);
        }
        passed += 1;
        console.log(`  ✓ ${test.name} (${Date.now() - started} ms)`);
      } catch (error) {
        failed += 1;
        console.log(
          `  ✗ ${test.name}\n    ${String(error?.stack ?? error)
            .split('\n')
            .join('\n    ')}`,
        );
        const safe = test.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
        await page.screenshot({ path: path.join(ARTIFACTS, `failed-${safe}.png`) }).catch(() => undefined);
      } finally {
        // Clear the dev user choice so every test starts as the default user.
        await page.evaluate(() => localStorage.clear()).catch(() => undefined);
        await page.close().catch(() => undefined);
      }
    }
    if (tests.length === 0) {
      failed += 1;
      console.log('  ✗ no end-to-end tests found in web/e2e/*.e2e.mjs');
    }
  } catch (error) {
    failed += 1;
    console.log(`  ✗ setup: ${error?.message ?? error}`);
  } finally {
    await context?.close().catch(() => undefined);
    await stopProcessGroup(server);
    await rm(profileDir, { recursive: true, force: true });
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
