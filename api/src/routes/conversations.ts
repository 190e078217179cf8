/**
 * `GET /api/conversations/:id`: a stored transcript, to its owner only, and only while the owner
 * may still see the claim it is about; tool calls are redacted.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app';
import { canSeeTeam } from '../auth/permissions';
import { notFound } from '../errors';
import { validIdParam } from '../http/id-param';
import { findConversation, loadTranscript } from '../storage/conversations';
import { writesSettled } from '../storage/pending-writes';

export const conversationRoutes = new Hono<AppEnv>().get('/conversations/:id', validIdParam(), async (c) => {
  await writesSettled(c.req.param('id'));
  const conversation = await findConversation(c.env.DB, c.req.param('id'));
  // Another user's conversation, or one about a claim the caller can no longer see, answers
  // exactly as a missing one.
  const user = c.var.user;
  if (!conversation || conversation.user_id !== user.id || conversation.claim_team === null || !canSeeTeam(user, conversation.claim_team)) {
    throw notFound('That conversation');
  }
  return c.json(await loadTranscript(c.env.DB, conversation));
});
