/**
 * A fake Anthropic Messages API (`POST /v1/messages`, streaming) that answers scripted rounds in
 * the real wire format, byte for byte: `message_start`, `content_block_start` / `_delta`
 * (`text_delta`, `input_json_delta`, `thinking_delta`, `signature_delta`) / `_stop`, `ping`,
 * `message_delta` with the stop reason and usage, `message_stop`, and `event: error`. It rejects,
 * with the API's 400, the request mistakes the real API rejects and a provider could make.
 */
import { pieces, randomId, retryHeaders, startFakeServer, type FakeServer, type JsonObject, type ProviderWire } from './fake-server';
import type { FailureRound, ResponseRound } from './script';

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'billing_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  504: 'timeout_error',
  529: 'overloaded_error',
};

const ERROR_MESSAGES: Record<string, string> = {
  authentication_error: 'invalid x-api-key',
  rate_limit_error: 'Number of request tokens has exceeded your per-minute rate limit.',
  overloaded_error: 'Overloaded',
  api_error: 'Internal server error',
};

/**
 * A response round with Anthropic-only extras: `keepAlivePings` `ping` events right after the
 * first text delta, as the API sends while the model is busy but has nothing new to stream.
 */
export interface AnthropicResponseRound extends ResponseRound {
  keepAlivePings?: number;
}

const sse = (type: string, data: unknown): string => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

type Block = { type?: string; [field: string]: unknown };
type Message = { role?: string; content?: string | Block[] };

/** One server's wire; it remembers the signed thinking it sent, to check it comes back. */
export function createAnthropicWire(): ProviderWire {
  /** `scenario tool-use-id` → the signature of the thinking block that preceded that call. */
  const thoughtBefore = new Map<string, string>();
  return {
    isModelRequest: (method, path) => method === 'POST' && path === '/v1/messages',

    scenarioKey: (req) => {
      const key = req.headers['x-api-key'];
      if (typeof key === 'string') return key;
      return /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    },

    invalidRequest(body, scenario) {
      if (typeof body.model !== 'string') return 'model: Field required';
      if (typeof body.max_tokens !== 'number' || body.max_tokens < 1) return 'max_tokens: Field required';
      if (body.stream !== true) return 'this fake model server answers only streaming requests';
      const messages = body.messages as Message[] | undefined;
      if (!Array.isArray(messages) || messages.length === 0) return 'messages: at least one message is required';
      if (messages[0]?.role !== 'user') return 'messages: first message must use the "user" role';
      const thinking = body.thinking as { type?: string; budget_tokens?: number } | undefined;
      if (thinking?.type === 'enabled') {
        const budget = thinking.budget_tokens ?? 0;
        if (budget < 1024) return 'thinking.enabled.budget_tokens: Input should be greater than or equal to 1024';
        if (budget >= body.max_tokens) return '`max_tokens` must be greater than `thinking.budget_tokens`.';
      }
      const system = Array.isArray(body.system) ? (body.system as Block[]) : [];
      const blocks = (message: Message): Block[] => (Array.isArray(message.content) ? message.content : []);
      const allBlocks = [...system, ...messages.flatMap(blocks)];
      if (allBlocks.some((block) => block.type === 'text' && block.text === '')) return 'messages: text content blocks must be non-empty';
      if (allBlocks.some((block) => block.type === 'text' && typeof block.text === 'string' && block.text.trim() === '')) {
        return 'messages: text content blocks must contain non-whitespace text';
      }
      const tools = Array.isArray(body.tools) ? (body.tools as Block[]) : [];
      const breakpoints = [...allBlocks, ...tools].filter((block) => block.cache_control).length;
      if (breakpoints > 4) return `A maximum of 4 blocks with cache_control may be provided. Found ${breakpoints}.`;

      for (const [index, message] of messages.entries()) {
        const previous = messages[index - 1];
        const offered = new Set(
          previous?.role === 'assistant'
            ? blocks(previous)
                .filter((b) => b.type === 'tool_use')
                .map((b) => b.id)
            : [],
        );
        for (const block of blocks(message)) {
          if (block.type === 'tool_result' && !offered.has(block.tool_use_id)) {
            return `messages.${index}: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${String(block.tool_use_id)}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.`;
          }
        }
      }
      // The thinking that preceded a tool call must come back, signature intact, before it.
      const lastAssistant = [...messages].reverse().find((message) => message.role === 'assistant');
      const content = lastAssistant ? blocks(lastAssistant) : [];
      const expected = content.map((block) => thoughtBefore.get(`${scenario} ${String(block.id)}`)).find(Boolean);
      if (thinking !== undefined && thinking.type !== 'disabled' && expected !== undefined) {
        const first = content[0];
        if (first?.type !== 'thinking' && first?.type !== 'redacted_thinking') {
          return `messages.${messages.lastIndexOf(lastAssistant as Message)}.content.0.type: Expected \`thinking\` or \`redacted_thinking\`, but found \`${String(first?.type)}\`. When \`thinking\` is enabled, a final \`assistant\` message must start with a thinking block.`;
        }
        if (first.type === 'thinking' && first.signature !== expected) return 'messages: Invalid `signature` in `thinking` block';
      }
      return null;
    },

    errorResponse(failure: FailureRound) {
      const type = failure.errorType ?? ERROR_TYPES[failure.status] ?? (failure.status >= 500 ? 'api_error' : 'invalid_request_error');
      const message = failure.message ?? ERROR_MESSAGES[type] ?? `fake ${type}`;
      const headers: Record<string, string> = { 'request-id': randomId('req_'), ...retryHeaders(failure.status, failure.headers) };
      if (failure.status === 529) headers['x-should-retry'] = 'true';
      return {
        body: failure.body ?? { type: 'error', error: { type, message }, request_id: headers['request-id'] },
        headers: { ...headers, ...failure.headers },
      };
    },

    streamHeaders: () => ({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'request-id': randomId('req_'),
    }),

    responseEvents(round: AnthropicResponseRound, body: JsonObject, roundIndex: number, scenario: string): string[] {
      const usage = { input: 100, output: 20, cacheRead: 0, cacheWrite: 0, ...round.usage };
      const calls = round.toolCalls ?? [];
      const events: string[] = [
        sse('message_start', {
          type: 'message_start',
          message: {
            id: randomId('msg_'),
            type: 'message',
            role: 'assistant',
            model: body.model,
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: {
              input_tokens: usage.input,
              cache_creation_input_tokens: usage.cacheWrite,
              cache_read_input_tokens: usage.cacheRead,
              output_tokens: 1,
              service_tier: 'standard',
            },
          },
        }),
      ];
      let index = 0;
      const block = (start: unknown, deltas: unknown[]) => {
        events.push(sse('content_block_start', { type: 'content_block_start', index, content_block: start }));
        if (index === 0) events.push(sse('ping', { type: 'ping' }));
        for (const delta of deltas) events.push(sse('content_block_delta', { type: 'content_block_delta', index, delta }));
        events.push(sse('content_block_stop', { type: 'content_block_stop', index }));
        index += 1;
      };
      if (round.thinking) {
        block({ type: 'thinking', thinking: '', signature: '' }, [
          ...pieces(round.thinking.text, 2).map((thinking) => ({ type: 'thinking_delta', thinking })),
          { type: 'signature_delta', signature: round.thinking.signature },
        ]);
      }
      if (round.text?.length) {
        const start = events.length;
        block(
          { type: 'text', text: '' },
          round.text.map((text) => ({ type: 'text_delta', text })),
        );
        const firstDelta = events.findIndex((event, at) => at >= start && event.startsWith('event: content_block_delta'));
        events.splice(firstDelta + 1, 0, ...Array.from({ length: round.keepAlivePings ?? 0 }, () => sse('ping', { type: 'ping' })));
      }
      for (const [position, call] of calls.entries()) {
        const json = call.rawArguments ?? JSON.stringify(call.input ?? {});
        const id = call.id ?? `toolu_fake_${roundIndex}_${position}_${randomId('')}`;
        if (round.thinking) thoughtBefore.set(`${scenario} ${id}`, round.thinking.signature);
        block({ type: 'tool_use', id, name: call.name, input: {} }, [
          { type: 'input_json_delta', partial_json: '' },
          ...pieces(json, 3).map((partial_json) => ({ type: 'input_json_delta', partial_json })),
        ]);
      }
      events.push(
        sse('message_delta', {
          type: 'message_delta',
          delta: { stop_reason: round.stopReason ?? (calls.length > 0 ? 'tool_use' : 'end_turn'), stop_sequence: null },
          usage: {
            input_tokens: usage.input,
            cache_creation_input_tokens: usage.cacheWrite,
            cache_read_input_tokens: usage.cacheRead,
            output_tokens: usage.output,
          },
        }),
        sse('message_stop', { type: 'message_stop' }),
      );
      return events;
    },

    errorEvent: (kind) =>
      sse('error', {
        type: 'error',
        error: kind === 'overloaded' ? { type: 'overloaded_error', message: 'Overloaded' } : { type: 'api_error', message: 'Internal server error' },
        request_id: randomId('req_'),
      }),
  };
}

export const startAnthropicServer = (): Promise<FakeServer> => startFakeServer(createAnthropicWire());
