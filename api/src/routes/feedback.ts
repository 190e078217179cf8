/**
 * Feedback on answers. `POST /api/messages/:id/feedback` rates one finished answer (one rating
 * per user per answer; a second replaces the first); `GET /api/feedback` lists what the caller
 * may read, with counts per capability: supervisors their team's (every team's without one),
 * admins everyone's, a handler their own.
 */
import { Hono } from 'hono';
import { FeedbackQuerySchema, FeedbackRequestSchema, londonToday, MAX_FEEDBACK_NOTE_CHARS } from '@claims/shared';
import type { AppEnv } from '../app-env';
import { overseenTeams } from '../auth/oversight';
import { AppError, notFound } from '../errors';
import { mayReadConversation } from '../auth/may-read-conversation';
import { readAnswer } from '../feedback/read-answer';
import { validIdParam } from '../http/id-param';
import { jsonBody } from '../http/json-body';
import { queryParams } from '../http/query-params';
import { listFeedback, saveFeedback, type FeedbackScope } from '../storage/feedback';
import type { StoredUser } from '../storage/users';

/** A 1,000-character note is at most 4 KB of UTF-8, plus the other fields. */
const MAX_FEEDBACK_BODY_BYTES = 16 * 1024;

function scopeOf(user: StoredUser): FeedbackScope {
  const teams = overseenTeams(user);
  if (user.role === 'handler') return { userId: user.id };
  return teams === undefined ? {} : { teams };
}

export const feedbackRoutes = new Hono<AppEnv>()
  .post(
    '/messages/:id/feedback',
    validIdParam(),
    ...jsonBody(FeedbackRequestSchema, {
      maxBytes: MAX_FEEDBACK_BODY_BYTES,
      tooLargeAdvice: `Send only the feedback's fields, with a note of at most ${MAX_FEEDBACK_NOTE_CHARS.toLocaleString('en-GB')} characters.`,
      invalidMessage: 'The feedback is not valid.',
    }),
    async (c) => {
      const body = c.req.valid('json');
      const user = c.var.user;
      const found = await readAnswer(c.env, body.conversationId, c.req.param('id'));
      if (!found || !mayReadConversation(user, found.conversation)) throw notFound('That answer');
      const { conversation, message } = found;
      if (message.role !== 'assistant' || message.status !== 'complete') {
        const what = message.role === 'user' ? 'That message is a question' : 'That answer did not finish';
        throw new AppError(400, 'bad_request', `${what}: only a finished answer can be rated.`, {
          issues: [{ path: 'id', message: 'Use the id of a finished answer (the messageId of its done event)' }],
        });
      }
      const now = new Date();
      const record = {
        messageId: message.id,
        userId: user.id,
        conversationId: conversation.id,
        claimId: conversation.claimId,
        team: conversation.claimTeam as string,
        rating: body.rating,
        reason: body.reason ?? null,
        note: body.note ? body.note : null,
        capability: message.capability,
        provider: message.provider,
        model: message.model,
        givenAt: now.toISOString(),
        givenDay: londonToday(now),
      };
      await saveFeedback(c.env.DB, record);
      const { givenDay: _, ...entry } = record;
      return c.json({ ...entry, promptVersion: message.promptVersion, userName: user.name });
    },
  )
  .get('/feedback', queryParams(FeedbackQuerySchema), async (c) => {
    return c.json(await listFeedback(c.env.DB, scopeOf(c.var.user), c.req.valid('query')));
  });
