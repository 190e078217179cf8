/**
 * A fake OpenAI Chat Completions API (`POST /v1/chat/completions`, streaming) that answers
 * scripted rounds in the real wire format: `chat.completion.chunk` objects with `delta.content`,
 * `delta.tool_calls[{index, id, type, function: {name, arguments}}]` split across chunks, a
 * finish chunk, the usage chunk `stream_options.include_usage` asks for, then `data: [DONE]`. It
 * rejects, with the API's 400, the tool-message mistakes the real API rejects. Compatible
 * servers' extras are scripted too: reasoning deltas (DeepSeek's `reasoning_content`, or
 * `reasoning`) and a call's `extra_content` (Gemini's thought signature), each of which such a
 * server requires back with the calls it came with.
 */
import { pieces, randomId, retryHeaders, startFakeServer, type FakeServer, type JsonObject, type ProviderWire } from './fake-server';
import type { FailureRound, ResponseRound } from './script';

const ERRORS: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: 'invalid_request_error', code: null, message: 'Invalid request.' },
  // The real message quotes part of the key; a provider must never pass it on.
  401: {
    type: 'invalid_request_error',
    code: 'invalid_api_key',
    message: 'Incorrect API key provided: sk-fake***leak. You can find your API key at https://platform.openai.com/account/api-keys.',
  },
  404: { type: 'invalid_request_error', code: 'model_not_found', message: 'The model does not exist or you do not have access to it.' },
  429: { type: 'requests', code: 'rate_limit_exceeded', message: 'Rate limit reached for requests per min (RPM). Please try again in 20s.' },
  500: { type: 'server_error', code: null, message: 'The server had an error while processing your request. Sorry about that!' },
  503: { type: 'server_error', code: null, message: 'The engine is currently overloaded, please try again later.' },
};

const data = (chunk: unknown): string => `data: ${JSON.stringify(chunk)}\n\n`;

type Message = {
  role?: string;
  tool_call_id?: string;
  tool_calls?: Array<{ id?: string; extra_content?: unknown }>;
  reasoning_content?: unknown;
  reasoning?: unknown;
};

/** What a compatible server requires back with a call it sent. */
interface CallExtras {
  reasoning?: { field: 'reasoning_content' | 'reasoning'; text: string };
  extraContent?: unknown;
}

/** One server's wire; it remembers the reasoning and signatures it sent, to check they come back. */
export function createOpenAIWire(): ProviderWire {
  /** `scenario call-id` → what must come back with that call. */
  const sentWith = new Map<string, CallExtras>();
  return {
    isModelRequest: (method, path) => method === 'POST' && (path === '/v1/chat/completions' || path === '/chat/completions'),

    scenarioKey: (req) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null,

    invalidRequest(body, scenario) {
      if (typeof body.model !== 'string') return 'you must provide a model parameter';
      if (body.stream !== true) return 'this fake model server answers only streaming requests';
      const messages = body.messages as Message[] | undefined;
      if (!Array.isArray(messages) || messages.length === 0) return "[] is too short - 'messages'";
      let pending = new Set<string>();
      for (const [index, message] of messages.entries()) {
        if (message.role === 'tool') {
          if (!pending.has(message.tool_call_id ?? '')) {
            return `Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'. (messages.[${index}])`;
          }
          pending.delete(message.tool_call_id ?? '');
          continue;
        }
        if (pending.size > 0) {
          return `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...pending].join(', ')}`;
        }
        pending = new Set(message.role === 'assistant' ? (message.tool_calls ?? []).map((call) => call.id ?? '') : []);
        for (const call of message.role === 'assistant' ? (message.tool_calls ?? []) : []) {
          const extras = sentWith.get(`${scenario} ${call.id ?? ''}`);
          // DeepSeek's wording (thinking mode); Gemini's for a thought signature left behind.
          if (extras?.reasoning && message[extras.reasoning.field] !== extras.reasoning.text) {
            return `The ${extras.reasoning.field} in the thinking mode must be passed back to the API.`;
          }
          if (extras?.extraContent !== undefined && JSON.stringify(call.extra_content) !== JSON.stringify(extras.extraContent)) {
            return `Function call is missing a thought_signature in functionCall parts. This is required for tools to work correctly. (messages.[${index}])`;
          }
        }
      }
      return null;
    },

    errorResponse(failure: FailureRound) {
      const known = ERRORS[failure.status] ?? ERRORS[failure.status >= 500 ? 500 : 400]!;
      const error = { message: failure.message ?? known.message, type: failure.errorType ?? known.type, param: null, code: known.code };
      return {
        body: failure.body ?? { error },
        headers: { 'x-request-id': randomId('req_'), ...retryHeaders(failure.status, failure.headers), ...failure.headers },
      };
    },

    streamHeaders: () => ({ 'content-type': 'text/event-stream; charset=utf-8', 'x-request-id': randomId('req_') }),

    responseEvents(round: ResponseRound, body: JsonObject, roundIndex: number, scenario: string): string[] {
      const id = randomId('chatcmpl-');
      const created = Math.floor(Date.now() / 1000);
      const includeUsage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
      const chunk = (choices: unknown[], usage: unknown = null) =>
        data({
          id,
          object: 'chat.completion.chunk',
          created,
          model: body.model,
          system_fingerprint: 'fp_fake',
          choices,
          ...(includeUsage && { usage }),
        });
      const delta = (fields: unknown, finish_reason: string | null = null) => chunk([{ index: 0, delta: fields, logprobs: null, finish_reason }]);

      const calls = round.toolCalls ?? [];
      const events = [delta({ role: 'assistant', content: calls.length > 0 && !round.text ? null : '', refusal: null })];
      const reasoningField = round.reasoning?.field ?? 'reasoning_content';
      for (const thought of round.reasoning?.text ?? []) events.push(delta({ content: null, [reasoningField]: thought }));
      for (const content of round.text ?? []) events.push(delta({ content }));
      for (const [index, call] of calls.entries()) {
        const callId = call.id ?? `call_fake_${roundIndex}_${index}_${randomId('')}`;
        const json = call.rawArguments ?? JSON.stringify(call.input ?? {});
        const extras: CallExtras = {
          ...(round.reasoning && { reasoning: { field: reasoningField, text: round.reasoning.text.join('') } }),
          ...(call.extraContent !== undefined && { extraContent: call.extraContent }),
        };
        if (extras.reasoning || extras.extraContent !== undefined) sentWith.set(`${scenario} ${callId}`, extras);
        const extra = call.extraContent === undefined ? {} : { extra_content: call.extraContent };
        if (round.toolCallQuirk === 'index-zero' || round.toolCallQuirk === 'no-index') {
          const numbered = round.toolCallQuirk === 'index-zero' ? { index: 0 } : {};
          events.push(delta({ tool_calls: [{ ...numbered, id: callId, type: 'function', function: { name: call.name, arguments: json }, ...extra }] }));
          continue;
        }
        if (round.toolCallQuirk === 'id-per-delta') {
          for (const part of pieces(json, 3)) {
            events.push(delta({ tool_calls: [{ index, id: randomId('call_'), type: 'function', function: { name: call.name, arguments: part } }] }));
          }
          continue;
        }
        const identified = round.toolCallQuirk === 'no-id' ? {} : { id: callId };
        events.push(delta({ tool_calls: [{ index, ...identified, type: 'function', function: { name: call.name, arguments: '' }, ...extra }] }));
        for (const part of pieces(json, 3)) events.push(delta({ tool_calls: [{ index, function: { arguments: part } }] }));
      }
      events.push(delta({}, round.stopReason ?? (calls.length > 0 ? 'tool_calls' : 'stop')));
      if (includeUsage) {
        const usage = { input: 100, output: 20, cacheRead: 0, ...round.usage };
        events.push(
          chunk([], {
            prompt_tokens: usage.input + usage.cacheRead,
            completion_tokens: usage.output,
            total_tokens: usage.input + usage.cacheRead + usage.output,
            prompt_tokens_details: { cached_tokens: usage.cacheRead, audio_tokens: 0 },
            completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
          }),
        );
      }
      events.push('data: [DONE]\n\n');
      return events;
    },

    errorEvent: (kind) => data({ error: { ...(kind === 'overloaded' ? ERRORS[503] : ERRORS[500]), param: null } }),
  };
}

export const startOpenAIServer = (): Promise<FakeServer> => startFakeServer(createOpenAIWire());
