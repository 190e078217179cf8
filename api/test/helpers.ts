/**
 * Test helpers for requests through the real Worker (inside workerd, on local D1): seeding the
 * demo claims and dev roster through the storage code, and a small request helper.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import type { ClaimRecord } from '@claims/shared';
import { DEMO_CLAIMS, DEMO_USERS } from '../demo';
import { createApp } from '../src/app';
import type { Env } from '../src/env';
import { putClaim } from '../src/storage/claims';
import { upsertUsers } from '../src/storage/users';

export async function seedDemo(): Promise<void> {
  await upsertUsers(env.DB, DEMO_USERS);
  for (const claim of DEMO_CLAIMS) await putClaim(env.DB, claim);
}

export interface CallOptions extends RequestInit {
  /** A dev roster id sent as X-Dev-User; omitted means the admin. */
  user?: string;
  json?: unknown;
}

function buildRequest(path: string, options: CallOptions): Request {
  const { user, json, headers, ...init } = options;
  const h = new Headers(headers);
  if (user) h.set('X-Dev-User', user);
  if (json !== undefined) {
    h.set('Content-Type', 'application/json');
    init.body = JSON.stringify(json);
  }
  return new Request(`http://localhost${path}`, { ...init, headers: h });
}

/** A request through the Worker exactly as deployed (its own env, the runtime's request signal). */
export function call(path: string, options: CallOptions = {}): Promise<Response> {
  return exports.default.fetch(buildRequest(path, options));
}

const app = createApp();

/**
 * A request through the same app with some vars changed (a provider, a key, a limit). The
 * returned `settled` waits for work the Worker finishes after answering (storing the turn).
 */
export async function callWith(overrides: Partial<Env>, path: string, options: CallOptions = {}): Promise<{ res: Response; settled: () => Promise<void> }> {
  const ctx = createExecutionContext();
  const res = await app.fetch(buildRequest(path, options), { ...env, ...overrides }, ctx);
  return { res, settled: () => waitOnExecutionContext(ctx) };
}

/** A deep copy of a demo claim to change in a test. */
export function demoClaim(index = 0): ClaimRecord {
  const claim = DEMO_CLAIMS[index];
  if (!claim) throw new Error(`No demo claim at ${index}`);
  return structuredClone(claim);
}

export function userOfTeam(team: string): string {
  const user = DEMO_USERS.find((u) => u.role === 'handler' && u.team === team);
  if (!user) throw new Error(`No handler for team ${team}`);
  return user.id;
}

/**
 * A timeout for a test that calls clearOfMinuteBoundary: that wait alone can take five seconds,
 * vitest's default timeout for the whole test.
 */
export const MINUTE_BOUNDARY_TIMEOUT_MS = 20_000;

/** Waits, if need be, so the next few seconds fall in one rate-limit minute (the limit counts per minute). */
export async function clearOfMinuteBoundary(seconds = 5): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
