/**
 * Helpers for scripts that run the Worker as a server of their own (e2e, bench, eval): a free
 * port, `wrangler dev` started detached, a wait for /api/health, and stopping the server's whole
 * process group (npm, wrangler, workerd).
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';
import { ROOT } from './run-ts.mjs';
import { bin, toolsEnv } from './tools-env.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `wrangler dev` on 127.0.0.1:`port` with the rest of its arguments `args`, detached so
 * stopProcessGroup ends the whole group, its output written to `logFile`; `env` adds variables.
 */
export function startWranglerDev({ port, args, logFile, env = {} }) {
  const log = createWriteStream(logFile);
  const child = spawn(bin('wrangler'), ['dev', '--ip', '127.0.0.1', '--port', String(port), '--show-interactive-dev-session=false', ...args], {
    cwd: ROOT,
    env: { ...toolsEnv, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return child;
}

/** Waits until `${baseURL}/api/health` answers 200 and returns its JSON; `log` names where to look on failure. */
export async function waitForHealth(baseURL, child, { timeoutMs, what, log }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before it was ready; see ${log}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return await response.json();
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${what} did not answer ${baseURL}/api/health within ${timeoutMs / 1000}s; see ${log}`);
}

/** Ends a process started with `detached: true`, and everything in its group. */
export async function stopProcessGroup(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  };
  signalGroup('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]);
  if (timedOut) signalGroup('SIGKILL');
  // Children that outlived the leader (workerd) still belong to the group.
  await sleep(200);
  signalGroup('SIGKILL');
}
