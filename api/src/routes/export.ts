/**
 * `GET /api/conversations/:id/export?format=md|html`: a conversation as a document for the claim
 * file, downloaded as a file. Its owner may export it (while they may see the claim), and so may
 * those who oversee the claim's team; anyone else is answered as if it did not exist.
 */
import { Hono } from 'hono';
import { ExportQuerySchema, londonToday } from '@claims/shared';
import type { AppEnv } from '../app-env';
import { recordAudit } from '../audit/audit-log';
import { notFound } from '../errors';
import { conversationDocument } from '../export/conversation-document';
import { conversationHtml } from '../export/conversation-html';
import { conversationMarkdown } from '../export/conversation-markdown';
import { readConversationForExport } from '../export/read-conversation';
import { mayReadConversation } from '../auth/may-read-conversation';
import { validIdParam } from '../http/id-param';
import { queryParams } from '../http/query-params';
import { readClaimRecord } from '../objects/load-claim';
import { readAnswerModels } from '../storage/answer-models';
import { findUserById } from '../storage/users';

/** The exported page runs nothing and loads nothing: its one inline stylesheet is all it needs. */
export const EXPORT_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const exportRoutes = new Hono<AppEnv>().get('/conversations/:id/export', validIdParam(), queryParams(ExportQuerySchema), async (c) => {
  const user = c.var.user;
  const found = await readConversationForExport(c.env, c.req.param('id'), (conversation) => mayReadConversation(user, conversation));
  if (!found) throw notFound('That conversation');
  // The record lives in the claim's object once opened; D1 may no longer hold it.
  const record = await readClaimRecord(c.env, found.transcript.claimId);
  if (!record) throw notFound('That conversation');
  const claim = { record };
  const owner = found.ownerId === user.id ? user : await findUserById(c.env.DB, found.ownerId);
  const now = new Date();
  const doc = conversationDocument({
    transcript: found.transcript,
    claim: claim.record,
    ownerName: owner?.name ?? found.ownerId,
    exportedBy: user.name,
    now,
    writers: await readAnswerModels(
      c.env.DB,
      found.transcript.messages.filter((m) => m.role === 'assistant').map((m) => m.id),
    ),
  });
  const format = c.req.valid('query').format ?? 'md';
  recordAudit(c.env.DB, c.executionCtx, {
    userId: user.id,
    action: 'conversation.read',
    claimId: claim.record.id,
    conversationId: found.transcript.id,
    detail: { export: format },
  });
  const filename = `conversation-${claim.record.id}-${londonToday(now)}.${format}`;
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
  if (format === 'html') {
    c.header('Content-Security-Policy', EXPORT_CONTENT_SECURITY_POLICY);
    return c.body(conversationHtml(doc), 200, { 'Content-Type': 'text/html; charset=utf-8' });
  }
  return c.body(conversationMarkdown(doc), 200, { 'Content-Type': 'text/markdown; charset=utf-8' });
});
