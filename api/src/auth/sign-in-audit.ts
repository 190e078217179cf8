/**
 * Sign-ins for the audit log: one entry per Access sign-in (the token's issue time names it), or
 * per user per day under dev sign-in. Every request is signed in, so the keys already written are
 * remembered per isolate, and D1 (a unique key) keeps one entry across isolates.
 */
import { recordAudit } from '../audit/audit-log';

const recorded = new Set<string>();
const MAX_REMEMBERED = 5000;

export function noteSignIn(db: D1Database, ctx: Pick<ExecutionContext, 'waitUntil'>, userId: string, key: string): void {
  if (recorded.has(key)) return;
  if (recorded.size >= MAX_REMEMBERED) recorded.clear();
  recorded.add(key);
  recordAudit(db, ctx, { userId, action: 'sign_in', onceKey: key });
}
