/**
 * `POST /api/claims/:id/chat`: one turn of a conversation about one claim, streamed as
 * Server-Sent Events (the protocol is documented in `@claims/shared` wire.ts). Everything that
 * can be refused is refused as JSON before the stream starts (400, 403, 404, 409, 413, 429);
 * after that, failures are a single `error` event and the turn is stored as interrupted. The turn
 * runs in the claim's object (objects/claim-object.ts), to its end even if the browser leaves.
 */
import { Hono } from 'hono';
import { ChatRequestSchema, findCapability, MAX_CHAT_MESSAGE_CHARS } from '@claims/shared';
import type { AppEnv } from '../app-env';
import { AppError } from '../errors';
import { validIdParam } from '../http/id-param';
import { jsonBody } from '../http/json-body';
import { numberSetting } from '../env';
import { DEFAULT_TURNS_PER_MINUTE } from '../http/rate-limit';
import { selectProvider } from '../providers/select';
import type { TurnBeginning } from '../storage/conversations';
import { startTurn, undoTurnStart, type TurnStartRequest } from '../turn/turn-start';
import { claimObject, turnSettings, unwrap, type ObjectAnswer } from '../objects/object-answers';
import { eventStream } from '../objects/event-stream-response';
import { modelBudgetFor } from '../budget/turn-budget';

/** The chat body: an 8,000-character message is at most 32 KB of UTF-8, plus the other fields. */
const MAX_CHAT_BODY_BYTES = 64 * 1024;

export const chatRoutes = new Hono<AppEnv>().post(
  '/claims/:id/chat',
  validIdParam(),
  ...jsonBody(ChatRequestSchema, {
    maxBytes: MAX_CHAT_BODY_BYTES,
    tooLargeAdvice: `Send only the chat request's fields, with a message of at most ${MAX_CHAT_MESSAGE_CHARS.toLocaleString('en-GB')} characters.`,
    invalidMessage: 'The chat request is not valid.',
  }),
  async (c) => {
    const body = c.req.valid('json');
    const user = c.var.user;
    if (body.capability !== undefined && !findCapability(body.capability)) {
      throw new AppError(400, 'unknown_capability', `"${body.capability.slice(0, 64)}" is not a capability. GET /api/capabilities lists them.`);
    }
    // A configuration problem is the server's, and is reported before any stream starts.
    const selected = selectProvider(c.env);
    // Once the day's model budget is used up, a quick action runs its tools without the model.
    const budget = await modelBudgetFor(c.env, selected, body.capability !== undefined);
    const conversationId = body.conversationId ?? crypto.randomUUID();
    const beginning: TurnBeginning = {
      conversationId,
      claimId: c.req.param('id'),
      userId: user.id,
      isNew: body.conversationId === undefined,
      capability: body.capability ?? null,
      userMessage: { id: crypto.randomUUID(), text: body.message },
      assistantMessageId: crypto.randomUUID(),
      createdAt: new Date().toISOString(),
    };
    const startRequest: TurnStartRequest = {
      claimId: beginning.claimId,
      user,
      conversationId: body.conversationId,
      turnsPerMinute: numberSetting(c.env.CHAT_TURNS_PER_MINUTE, DEFAULT_TURNS_PER_MINUTE, { min: 1, integer: true }),
      beginning,
    };
    const start = await startTurn(c.env.DB, startRequest);
    // The claim's object runs the turn to its end, attached or not; this request is one reader.
    // A turn it refuses (or fails to begin) leaves nothing: its start is taken back first.
    let answer: ObjectAnswer<ReadableStream<Uint8Array>>;
    try {
      answer = await claimObject(c.env, beginning.claimId).chat({
        head: { claimId: beginning.claimId, team: start.head.team, version: start.head.version },
        user,
        body,
        beginning,
        settings: turnSettings(c.env),
        ...(budget.offlineNotice && { offlineNotice: budget.offlineNotice }),
      });
    } catch (err) {
      await undoTurnStart(c.env.DB, startRequest, start);
      throw err;
    }
    if ('refused' in answer) await undoTurnStart(c.env.DB, startRequest, start);
    const stream = unwrap(answer);
    return eventStream(stream);
  },
);
