/**
 * Test helpers for requests through the real Worker (inside workerd, on local D1): seeding the
 * demo claims and dev roster through the storage code, and a small request helper.
 */
import { env, exports } from 'cloudflare:workers';
import type { ClaimRecord } from '@claims/shared';
import { DEMO_CLAIMS, DEMO_USERS } from '../demo';
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

export function call(path: string, options: CallOptions = {}): Promise<Response> {
  const { user, json, headers, ...init } = options;
  const h = new Headers(headers);
  if (user) h.set('X-Dev-User', user);
  if (json !== undefined) {
    h.set('Content-Type', 'application/json');
    init.body = JSON.stringify(json);
  }
  return exports.default.fetch(new Request(`http://localhost${path}`, { ...init, headers: h }));
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
