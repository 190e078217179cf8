/**
 * The relay's model stream as SSE bytes, for the turn breakdown (turn-breakdown.ts): the same SDK
 * call and the same events as `POST /api/bench/relay`, as a plain ReadableStream so it can run in
 * the Worker or inside the claim's object and be handed back over RPC as a turn's stream is.
 */
import Anthropic from '@anthropic-ai/sdk';
import type { MessageParam } from '@anthropic-ai/sdk/resources/messages';
import type { Env } from '../../api/src/env';
import { DEFAULT_ANTHROPIC_MODEL } from '../../api/src/providers/anthropic';
import { MAX_OUTPUT_TOKENS } from '../../api/src/turn/chat-turn';
import { DEFAULT_TURN_LIMITS } from '../../api/src/turn/run-turn';

const encoder = new TextEncoder();
const frame = (id: number, event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\nid: ${id}\n\n`);

/** Relays the model's answer to `message` as the chat events; `onDone` runs after `done` is sent. */
export function relayStream(env: Env, message: string, onDone: () => Promise<void> = async () => {}): ReadableStream<Uint8Array> {
  const client = new Anthropic({ apiKey: env.ANTHROPIC_API_KEY ?? '', baseURL: env.ANTHROPIC_BASE_URL?.trim() || null, maxRetries: 0 });
  const model = env.ANTHROPIC_MODEL?.trim() || DEFAULT_ANTHROPIC_MODEL;
  const messages: MessageParam[] = [{ role: 'user', content: [{ type: 'text', text: message }] }];
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  let id = 0;
  const emit = (event: string, data: unknown) => writer.write(frame(++id, event, data));
  const run = async () => {
    await emit('conversation', { conversationId: crypto.randomUUID(), capability: null });
    let stopReason = 'end_turn';
    for (let round = 0; round < DEFAULT_TURN_LIMITS.maxRounds; round++) {
      const events = await client.messages.create({ model, max_tokens: MAX_OUTPUT_TOKENS, stream: true, messages });
      for await (const event of events) {
        if (event.type === 'content_block_start' && event.content_block.type === 'tool_use') {
          await emit('activity', { id: event.content_block.id, tool: event.content_block.name, label: `${event.content_block.name}…` });
        } else if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') {
          await emit('text', { delta: event.delta.text });
        } else if (event.type === 'message_delta') {
          stopReason = event.delta.stop_reason ?? stopReason;
        }
      }
      if (stopReason !== 'tool_use') break;
    }
    await emit('usage', { inputTokens: 0, outputTokens: 0 });
    await emit('done', { messageId: crypto.randomUUID(), stopReason });
    await onDone();
    await writer.close();
  };
  void run().catch((err: Error) => writer.abort(err));
  return readable;
}
