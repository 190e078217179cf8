/** `GET /api/conversations/:id`: a stored transcript, to its owner only; tool calls are redacted. */
import { Hono } from 'hono';
import type { AppEnv } from '../app';
import { notFound } from '../errors';
import { validIdParam } from '../http/id-param';
import { findConversation, loadTranscript } from '../storage/conversations';
import { writesSettled } from '../storage/pending-writes';

export const conversationRoutes = new Hono<AppEnv>().get('/conversations/:id', validIdParam(), async (c) => {
  await writesSettled(c.req.param('id'));
  const conversation = await findConversation(c.env.DB, c.req.param('id'));
  // Another user's conversation answers exactly as a missing one.
  if (!conversation || conversation.user_id !== c.var.user.id) throw notFound('That conversation');
  return c.json(await loadTranscript(c.env.DB, conversation));
});
