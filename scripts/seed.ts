/**
 * Seeds local D1 with the demo claims and the dev roster, through the same storage code the
 * Worker uses (wrangler's platform proxy gives Node the local D1 binding). Idempotent within a
 * week: the claims are moved to today's date by whole weeks (api/demo/redate.ts).
 */
import path from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { ClaimRecordSchema, londonToday } from '@claims/shared';
import { DEMO_CLAIMS, DEMO_TODAY, DEMO_USERS, demoClaimsFor, weeksToMove } from '../api/demo';
import { putClaim } from '../api/src/storage/claims';
import { upsertUsers } from '../api/src/storage/users';

export async function seed(options: { persistTo?: string; today?: string } = {}): Promise<{ claims: number; users: number; movedDays: number }> {
  const today = options.today ?? londonToday();
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    // `wrangler --persist-to X` keeps its state in X/v3; the proxy takes that folder itself.
    persist: options.persistTo ? { path: path.join(options.persistTo, 'v3') } : true,
    remoteBindings: false,
  });
  try {
    // A demo claim that breaks the contract is a bug here, not something to store.
    // Dated for today, so a demo on any day has offers running and tasks due, as written.
    const claims = demoClaimsFor(today).map((claim) => ClaimRecordSchema.parse(claim));
    for (const claim of claims) await putClaim(proxy.env.DB, claim);
    await upsertUsers(proxy.env.DB, DEMO_USERS);
    return { claims: DEMO_CLAIMS.length, users: DEMO_USERS.length, movedDays: weeksToMove(DEMO_TODAY, today) };
  } finally {
    await proxy.dispose();
  }
}
