/**
 * One claim's record for a signed-in user: the directory row in D1 decides who may see it, and
 * the claim's object serves the record (kept warm there). Missing and not allowed read alike.
 */
import type { ClaimRecord } from '@claims/shared';
import { canSeeTeam } from '../auth/permissions';
import type { Env } from '../env';
import { notFound } from '../errors';
import { claimHeadQuery, type ClaimHead } from '../storage/claims';
import type { StoredUser } from '../storage/users';
import { claimObject, unwrap } from './object-answers';

/** The record with the directory's version of it (which the audit log names). */
export async function loadVersionedClaim(env: Env, claimId: string, user: StoredUser): Promise<{ record: ClaimRecord; version: number }> {
  const head = await claimHeadQuery(env.DB, claimId).first<ClaimHead>();
  if (!head || !canSeeTeam(user, head.team)) throw notFound('That claim');
  const record = unwrap(await claimObject(env, claimId).claimRecord({ claimId, team: head.team, version: head.version }));
  return { record, version: head.version };
}

export async function loadClaim(env: Env, claimId: string, user: StoredUser): Promise<ClaimRecord> {
  return (await loadVersionedClaim(env, claimId, user)).record;
}

/** The record for a caller whose access is already decided (e.g. an export's reader), or undefined when the claim is gone. */
export async function readClaimRecord(env: Env, claimId: string): Promise<ClaimRecord | undefined> {
  const head = await claimHeadQuery(env.DB, claimId).first<ClaimHead>();
  if (!head) return undefined;
  const answer = await claimObject(env, claimId).claimRecord({ claimId, team: head.team, version: head.version });
  return 'refused' in answer ? undefined : answer.ok;
}
