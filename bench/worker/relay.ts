/**
 * The bench Worker's own routes (bench/worker/index.ts mounts them; the production Worker has none).
 *
 * `POST /api/bench/relay`: the baseline the turn benchmark (`npm run bench`) compares the chat
 * turn with. It relays the configured Anthropic model's stream to the caller as the same SSE
 * events a chat turn sends (conversation, activity, text, usage, done), through the same SDK call,
 * and does nothing else: no sign-in, no claim, no prompt, no tools, no D1. A model round that
 * stops for tool use is simply followed by the next round, so a scripted two-round answer is
 * relayed whole. What a chat turn takes beyond this is what the product itself adds.
 *
 * It answers only in dev sign-in (bench/wrangler.toml sets it); under Access the request carries on
 * to the production app as if the route did not exist (sign-in, then 404), so a bench Worker
 * deployed by mistake is no open relay.
 *
 * With a `claimId` in the body the relay also does what a turn stores, and nothing else a turn
 * does: the same start transaction before the stream (access, rate count, the transcript's
 * directory row, through `startTurn`, then the transcript's beginning in the claim's object) and
 * the same final write in the object after `done`, as an all-seeing bench user. Timed next to
 * the plain relay and the real turn, it splits the time a turn adds into storage and everything
 * else (prompt, tools, request size, validation).
 *
 * `GET /api/bench/storage/:claimId`: what the claim's object stores (`BenchClaimObject.benchStorage`).
 */
import Anthropic from '@anthropic-ai/sdk';
import type { MessageParam } from '@anthropic-ai/sdk/resources/messages';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import * as z from 'zod';
import { entityId, errorDetail, MAX_CHAT_MESSAGE_CHARS, ZERO_USAGE, type StreamEvent, type ToolCallRecord, type Usage } from '@claims/shared';
import type { AppEnv } from '../../api/src/app-env';
import { authMode } from '../../api/src/auth/authenticate';
import type { Env } from '../../api/src/env';
import { AppError } from '../../api/src/errors';
import { DEFAULT_ANTHROPIC_MODEL } from '../../api/src/providers/anthropic';
import type { StoredUser } from '../../api/src/storage/users';
import { MAX_OUTPUT_TOKENS } from '../../api/src/turn/chat-turn';
import type { TurnBeginning } from '../../api/src/storage/conversations';
import { DEFAULT_TURN_LIMITS } from '../../api/src/turn/run-turn';
import { startTurn } from '../../api/src/turn/turn-start';
import type { BenchClaimObject } from './bench-claim-object';

const RelayRequestSchema = z.strictObject({
  message: z.string().min(1, 'Write a message').max(MAX_CHAT_MESSAGE_CHARS),
  /** Store the relayed turn as a conversation about this claim, as a chat turn would. */
  claimId: entityId.optional(),
});

/** Who the stored relay turns belong to: sees every team, as a supervisor does. */
const BENCH_USER: StoredUser = { id: 'bench-relay', email: 'bench-relay@localhost', name: 'Benchmark relay', role: 'supervisor' };

export function benchRelayEnabled(env: Env): boolean {
  return authMode(env) === 'dev';
}

/** The claim's object as the bench Worker binds it (bench/wrangler.toml): with the bench's own methods. */
function benchObject(env: Env, claimId: string): DurableObjectStub<BenchClaimObject> {
  return env.CLAIMS.get(env.CLAIMS.idFromName(claimId)) as unknown as DurableObjectStub<BenchClaimObject>;
}

export const benchRelayRoutes = new Hono<AppEnv>()
  // What the claim's object stores (the bytes kept per turn), under the same switch as the relay.
  .get('/bench/storage/:claimId', async (c, next) => {
    if (!benchRelayEnabled(c.env)) return next();
    return c.json(await benchObject(c.env, c.req.param('claimId')).benchStorage());
  })
  .post('/bench/relay', async (c, next) => {
    // Under Access the route is not there: the request goes on to sign-in and the 404.
    if (!benchRelayEnabled(c.env)) return next();
    const body = RelayRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) throw new AppError(400, 'bad_request', 'Send {"message": "<text>"} as JSON, with "claimId" to store the turn.');
    const apiKey = c.env.ANTHROPIC_API_KEY?.trim();
    if (!apiKey) throw new AppError(500, 'internal', 'The baseline relay needs ANTHROPIC_API_KEY (and ANTHROPIC_BASE_URL for a fake server).');
    const client = new Anthropic({ apiKey, baseURL: c.env.ANTHROPIC_BASE_URL?.trim() || null, maxRetries: 0 });
    const model = c.env.ANTHROPIC_MODEL?.trim() || DEFAULT_ANTHROPIC_MODEL;
    const messages: MessageParam[] = [{ role: 'user', content: [{ type: 'text', text: body.data.message }] }];

    const { claimId } = body.data;
    const conversationId = crypto.randomUUID();
    const messageId = crypto.randomUUID();
    let beginning: TurnBeginning | undefined;
    if (claimId) {
      beginning = {
        conversationId,
        claimId,
        userId: BENCH_USER.id,
        isNew: true,
        capability: null,
        userMessage: { id: crypto.randomUUID(), text: body.data.message },
        assistantMessageId: messageId,
        createdAt: new Date().toISOString(),
      };
      await startTurn(c.env.DB, { claimId, user: BENCH_USER, conversationId: undefined, turnsPerMinute: Number.MAX_SAFE_INTEGER, beginning });
      await benchObject(c.env, claimId).benchBegin(beginning);
    }

    const abort = new AbortController();
    const onClientGone = () => abort.abort(new Error('client went away'));
    c.req.raw.signal.addEventListener('abort', onClientGone, { once: true });

    return streamSSE(c, async (stream) => {
      stream.onAbort(onClientGone);
      let id = 0;
      const emit = (event: StreamEvent) => stream.writeSSE({ event: event.event, data: JSON.stringify(event.data), id: String(++id) });
      await emit({ event: 'conversation', data: { conversationId, capability: null } });
      const usage: Usage = { ...ZERO_USAGE };
      let stopReason = 'end_turn';
      let text = '';
      const toolCalls: ToolCallRecord[] = [];
      try {
        // The same bound on model rounds as a chat turn.
        for (let round = 0; round < DEFAULT_TURN_LIMITS.maxRounds; round++) {
          const events = await client.messages.create({ model, max_tokens: MAX_OUTPUT_TOKENS, stream: true, messages }, { signal: abort.signal });
          for await (const event of events) {
            if (event.type === 'content_block_start' && event.content_block.type === 'tool_use') {
              const { id: callId, name } = event.content_block;
              toolCalls.push({ id: callId, tool: name, arguments: '{}', resultPreview: '', isError: false, durationMs: 0, redacted: false });
              await emit({ event: 'activity', data: { id: callId, tool: name, label: `${name}…` } });
            } else if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') {
              text += event.delta.text;
              await emit({ event: 'text', data: { delta: event.delta.text } });
            } else if (event.type === 'message_start') {
              usage.inputTokens += event.message.usage.input_tokens;
            } else if (event.type === 'message_delta') {
              usage.outputTokens += event.usage.output_tokens;
              stopReason = event.delta.stop_reason ?? stopReason;
            }
          }
          if (stopReason !== 'tool_use') break;
        }
      } catch (error) {
        // A benchmark run should never see this; say plainly that the fake model failed.
        await emit({
          event: 'error',
          data: errorDetail('provider_error', `The model request failed: ${String((error as Error).message).slice(0, 160)}`),
        });
        return;
      }
      await emit({ event: 'usage', data: usage });
      await emit({ event: 'done', data: { messageId, stopReason } });
      if (claimId) await benchObject(c.env, claimId).benchFinish({ assistantMessageId: messageId, text, status: 'complete', stopReason, usage, toolCalls });
    });
  });
