/**
 * Conversations: a stored transcript (`GET /api/conversations/:id`, a page of it with `?limit=`
 * and `?before=`), the stream of its latest turn to reattach to (`GET …/stream`, with
 * `Last-Event-ID`), Stop (`POST …/stop`), and the list on a claim (`GET /api/claims/:id/conversations`).
 *
 * Who may read: the owner, while they may still see the claim; supervisors and admins, any
 * conversation on a claim they may see, read-only (quality checks, complaint evidence). Only the
 * owner may stop a turn. Anything else answers exactly as a missing conversation does.
 */
import { Hono } from 'hono';
import { TranscriptQuerySchema } from '@claims/shared';
import type { AppEnv } from '../app-env';
import { canSeeTeam } from '../auth/permissions';
import { AppError, notFound } from '../errors';
import { validIdParam } from '../http/id-param';
import { invalidQuery, queryParams } from '../http/query-params';
import { eventStream } from '../objects/event-stream-response';
import { claimObject } from '../objects/object-answers';
import type { ConversationRef } from '../objects/claim-object';
import { claimHeadQuery, type ClaimHead } from '../storage/claims';
import { findConversation } from '../storage/conversations';
import type { StoredUser } from '../storage/users';
import { recordAudit } from '../audit/audit-log';

/** May this user read conversations of others (never continue them)? */
const readsOthers = (user: StoredUser): boolean => user.role !== 'handler';

/** The conversation's directory row, if the user may read it. */
async function readable(db: D1Database, id: string, user: StoredUser): Promise<ConversationRef> {
  const row = await findConversation(db, id);
  if (!row || row.claim_team === null || !canSeeTeam(user, row.claim_team) || (row.user_id !== user.id && !readsOthers(user))) {
    throw notFound('That conversation');
  }
  return { id: row.id, claimId: row.claim_id, userId: row.user_id, createdAt: row.created_at };
}

/** The event a reattaching browser last received: `Last-Event-ID`, or `?after=`. */
function lastEventId(header: string | undefined, query: string | undefined): number {
  const value = header ?? query ?? '0';
  if (!/^\d{1,9}$/.test(value)) {
    throw invalidQuery([
      { path: 'Last-Event-ID', message: 'Use the id of the last event received (a whole number), or leave it out to receive the turn from its start' },
    ]);
  }
  return Number(value);
}

export const conversationRoutes = new Hono<AppEnv>()
  .get('/conversations/:id', validIdParam(), queryParams(TranscriptQuerySchema), async (c) => {
    const conversation = await readable(c.env.DB, c.req.param('id'), c.var.user);
    recordAudit(c.env.DB, c.executionCtx, {
      userId: c.var.user.id,
      action: 'conversation.read',
      claimId: conversation.claimId,
      conversationId: conversation.id,
    });
    const answer = await claimObject(c.env, conversation.claimId).transcript(conversation, c.req.valid('query'));
    if ('refused' in answer) {
      throw invalidQuery([{ path: 'before', message: `${answer.refused.message}: use the id of one of its messages, e.g. the first one of the page before` }]);
    }
    return c.json(answer.ok);
  })
  .get('/conversations/:id/stream', validIdParam(), async (c) => {
    const after = lastEventId(c.req.header('Last-Event-ID'), c.req.query('after'));
    const conversation = await readable(c.env.DB, c.req.param('id'), c.var.user);
    const stream = await claimObject(c.env, conversation.claimId).attach(conversation.id, after);
    // Nothing to resume: the transcript (GET /api/conversations/:id) holds every finished turn.
    if (!stream) return c.body(null, 204);
    return eventStream(stream);
  })
  .post('/conversations/:id/stop', validIdParam(), async (c) => {
    const conversation = await readable(c.env.DB, c.req.param('id'), c.var.user);
    if (conversation.userId !== c.var.user.id) {
      throw new AppError(403, 'forbidden', 'Only the handler who started this conversation may stop its reply.');
    }
    const stopped = await claimObject(c.env, conversation.claimId).stop(conversation.id);
    return c.json({ stopped });
  })
  .get('/claims/:id/conversations', validIdParam(), async (c) => {
    const claimId = c.req.param('id');
    const user = c.var.user;
    const head = await claimHeadQuery(c.env.DB, claimId).first<ClaimHead>();
    if (!head || !canSeeTeam(user, head.team)) throw notFound('That claim');
    const conversations = await claimObject(c.env, claimId).conversations(claimId, readsOthers(user) ? undefined : user.id);
    return c.json({ conversations });
  });
