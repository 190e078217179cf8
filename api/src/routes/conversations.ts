/**
 * `GET /api/conversations/:id`: a stored transcript, to its owner only, and only while the owner
 * may still see the claim it is about; tool calls are redacted. `?limit=` and `?before=` read
 * one page of a long one (see `TranscriptQuerySchema`).
 */
import { Hono } from 'hono';
import { TranscriptQuerySchema } from '@claims/shared';
import type { AppEnv } from '../app-env';
import { canSeeTeam } from '../auth/permissions';
import { notFound } from '../errors';
import { validIdParam } from '../http/id-param';
import { invalidQuery, queryParams } from '../http/query-params';
import { findConversation, loadTranscript, UnknownMessageError } from '../storage/conversations';
import { writesSettled } from '../storage/pending-writes';
import { recordAudit } from '../audit/audit-log';

export const conversationRoutes = new Hono<AppEnv>().get('/conversations/:id', validIdParam(), queryParams(TranscriptQuerySchema), async (c) => {
  await writesSettled(c.req.param('id'));
  const conversation = await findConversation(c.env.DB, c.req.param('id'));
  // Another user's conversation, or one about a claim the caller can no longer see, answers
  // exactly as a missing one.
  const user = c.var.user;
  if (!conversation || conversation.user_id !== user.id || conversation.claim_team === null || !canSeeTeam(user, conversation.claim_team)) {
    throw notFound('That conversation');
  }
  const page = c.req.valid('query');
  recordAudit(c.env.DB, c.executionCtx, { userId: user.id, action: 'conversation.read', claimId: conversation.claim_id, conversationId: c.req.param('id') });
  try {
    return c.json(await loadTranscript(c.env.DB, conversation, page));
  } catch (err) {
    if (!(err instanceof UnknownMessageError)) throw err;
    throw invalidQuery([{ path: 'before', message: `${err.message}: use the id of one of its messages, e.g. the first one of the page before` }]);
  }
});
