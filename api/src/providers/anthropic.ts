/**
 * The Anthropic Messages API behind `ModelProvider`, through `@anthropic-ai/sdk`: one streamed
 * round per call, with tool use, extended thinking by the capability's level and prompt caching
 * (the stable system prompt, the dynamic one, the tool list and the conversation so far).
 */
import { APIError as AnthropicAPIError } from '@anthropic-ai/sdk/core/error';
import type {
  ContentBlockParam,
  MessageCreateParamsStreaming,
  MessageParam,
  RawMessageStreamEvent,
  TextBlockParam,
  Tool,
} from '@anthropic-ai/sdk/resources/messages';
import type { ErrorType } from '@anthropic-ai/sdk/resources/shared';
import { Stream, type ServerSentEvent } from '@anthropic-ai/sdk/streaming';
import { ZERO_USAGE, type Usage } from '@claims/shared';
import type { ModelEvent, ModelMessage, ModelProvider, ModelProviderOptions, ModelRequest, ModelStopReason } from './types';
import type { ProviderError } from '../errors';
import { abortedError, interruptedError, toProviderError, type ProviderErrorContext } from './errors';
import { DEFAULT_MODEL_IDLE_TIMEOUT_MS, untilIdle } from './idle-timeout';
import { MAX_PROVIDER_WAIT_MS, withRetries, type AttemptOptions, type RetryPolicy } from './retry';
import { ANTHROPIC_EFFORT, anthropicSupportsThinking, anthropicThinkingBudget, anthropicUsesAdaptiveThinking } from './thinking';
import { parseToolInput, toolSchema } from './tool-input';
import { AnthropicMessagesClient } from './anthropic-client';

/** A current Claude model; ANTHROPIC_MODEL overrides it. */
export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-5-5';

const CACHE = { type: 'ephemeral' } as const;

export function createAnthropicProvider(options: ModelProviderOptions): ModelProvider {
  const idleMs = options.timeoutMs ?? DEFAULT_MODEL_IDLE_TIMEOUT_MS;
  const client = new AnthropicMessagesClient({
    apiKey: options.apiKey,
    baseURL: options.baseURL ?? null,
    // Retries are ours (retry.ts): the SDK's would wait out any Retry-After, each with its own timeout.
    maxRetries: 0,
    timeout: idleMs,
  });
  const retries: RetryPolicy = { maxRetries: options.maxRetries ?? 2, idleMs, maxWaitMs: options.maxWaitMs ?? MAX_PROVIDER_WAIT_MS };
  const model = options.model ?? DEFAULT_ANTHROPIC_MODEL;
  return {
    name: 'anthropic',
    model,
    stream: (request, signal) => streamRound(client, retries, toAnthropicRequest(model, request), signal),
  };
}

/** The Messages API request for one round. */
function toAnthropicRequest(model: string, request: ModelRequest): MessageCreateParamsStreaming {
  const system: TextBlockParam[] = [{ type: 'text', text: request.system.stable, cache_control: CACHE }];
  if (request.system.dynamic) system.push({ type: 'text', text: request.system.dynamic, cache_control: CACHE });
  const tools: Tool[] = request.tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    input_schema: { ...toolSchema(tool.parameters), type: 'object' },
  }));
  const lastTool = tools.at(-1);
  if (lastTool) lastTool.cache_control = CACHE;
  return {
    model,
    stream: true,
    system,
    messages: toAnthropicMessages(request.messages),
    ...(tools.length > 0 && { tools }),
    ...(tools.length > 0 && request.toolChoice === 'none' && { tool_choice: { type: 'none' } }),
    ...thinkingSettings(model, request),
  };
}

function thinkingSettings(model: string, request: ModelRequest): Pick<MessageCreateParamsStreaming, 'max_tokens' | 'thinking' | 'output_config'> {
  const { thinkingLevel: level, maxOutputTokens: max_tokens } = request;
  if (!anthropicSupportsThinking(model)) return { max_tokens };
  if (anthropicUsesAdaptiveThinking(model)) {
    return { max_tokens, thinking: { type: 'adaptive' }, output_config: { effort: ANTHROPIC_EFFORT[level] } };
  }
  const budget = anthropicThinkingBudget(level, max_tokens);
  return budget === null ? { max_tokens } : { max_tokens, thinking: { type: 'enabled', budget_tokens: budget } };
}

/** Provider-neutral history to Messages API turns: tool results go back as user `tool_result` blocks. */
function toAnthropicMessages(history: ModelRequest['messages']): MessageParam[] {
  const messages: Array<{ role: 'user' | 'assistant'; content: ContentBlockParam[] }> = [];
  const push = (role: 'user' | 'assistant', content: ContentBlockParam[]) => {
    if (content.length === 0) return;
    const last = messages.at(-1);
    // The API wants turns to alternate; a tool result and a user's text share one user turn.
    if (last?.role === role) last.content.push(...content);
    else messages.push({ role, content: [...content] });
  };
  for (const message of history) {
    if (message.role === 'user') push('user', [{ type: 'text', text: message.text }]);
    else if (message.role === 'tool') {
      push(
        'user',
        message.results.map((result) => ({
          type: 'tool_result',
          tool_use_id: result.callId,
          content: result.content,
          is_error: result.isError,
        })),
      );
    } else push('assistant', assistantContent(message));
  }
  // The conversation so far is a cache prefix for the next round of the tool loop.
  const lastBlock = messages.at(-1)?.content.at(-1);
  if (lastBlock && (lastBlock.type === 'text' || lastBlock.type === 'tool_result')) lastBlock.cache_control = CACHE;
  return messages;
}

function assistantContent(message: Extract<ModelMessage, { role: 'assistant' }>): ContentBlockParam[] {
  // With thinking on, the round's blocks go back exactly as the model sent them, signatures and all.
  const state = message.providerState;
  const replay = state?.provider === 'anthropic' ? state.data : undefined;
  // Copies, so marking a block for caching never changes the message the turn keeps. The API
  // refuses a text block of only whitespace (a model may write "\n\n" before its tool calls), so
  // such blocks are left out.
  if (Array.isArray(replay)) {
    return (replay as ContentBlockParam[]).filter((block) => !isBlankText(block)).map((block) => ({ ...block }));
  }
  const content: ContentBlockParam[] = [];
  if (message.text.trim()) content.push({ type: 'text', text: message.text });
  for (const call of message.toolCalls) content.push(toolUseBlock(call));
  return content;
}

const isBlankText = (block: ContentBlockParam): boolean => block.type === 'text' && block.text.trim() === '';

/** The API takes only an object as a tool call's input; raw text the model sent goes back as `{}`. */
function toolUseBlock({ id, name, input }: { id: string; name: string; input?: unknown }): ContentBlockParam {
  return { type: 'tool_use', id, name, input: input !== null && typeof input === 'object' ? input : {} };
}

type OpenBlock =
  | { type: 'text'; text: string }
  | { type: 'thinking'; thinking: string; signature: string }
  | { type: 'redacted_thinking'; data: string }
  | { type: 'tool_use'; id: string; name: string; json: string; input?: unknown }
  | { type: 'other' };

async function* streamRound(
  client: AnthropicMessagesClient,
  retries: RetryPolicy,
  params: MessageCreateParamsStreaming,
  signal: AbortSignal,
): AsyncGenerator<ModelEvent> {
  const context: ProviderErrorContext = { provider: 'anthropic', model: params.model, streamStarted: false, signal };
  if (signal.aborted) throw abortedError();
  // Aborted when the model goes quiet for too long (see idle-timeout.ts) or the caller stops reading.
  const upstream = new AbortController();
  let response: Response;
  try {
    // The raw response, read event by event below: the SDK's own stream drops the keep-alive
    // pings the API sends while the model is busy, and those must count as signs of life.
    const send = (attempt: AttemptOptions) =>
      client.messages.create(params, { ...attempt, signal: AbortSignal.any([attempt.signal, upstream.signal]) }).asResponse();
    response = await withRetries(send, retries, signal);
  } catch (error) {
    throw toProviderError(error, context);
  }
  context.streamStarted = true;

  const blocks: OpenBlock[] = [];
  const usage: Usage = { ...ZERO_USAGE };
  let stopReason: string | null = null;
  let stopped = false;
  let counted = false;
  let failure: ProviderError | undefined;
  try {
    for await (const sse of untilIdle(Stream.rawEvents(response, upstream), retries.idleMs, () => upstream.abort())) {
      const event = messageEvent(sse, response.headers);
      switch (event?.type) {
        case 'message_start':
          addUsage(usage, event.message.usage);
          counted = true;
          break;
        case 'content_block_start': {
          const block = event.content_block;
          blocks[event.index] =
            block.type === 'text'
              ? { type: 'text', text: '' }
              : block.type === 'thinking'
                ? { type: 'thinking', thinking: '', signature: block.signature ?? '' }
                : block.type === 'redacted_thinking'
                  ? { type: 'redacted_thinking', data: block.data }
                  : block.type === 'tool_use'
                    ? { type: 'tool_use', id: block.id, name: block.name, json: '' }
                    : { type: 'other' };
          break;
        }
        case 'content_block_delta': {
          const block = blocks[event.index];
          const delta = event.delta;
          if (delta.type === 'text_delta' && block?.type === 'text') {
            block.text += delta.text;
            yield { type: 'text', delta: delta.text };
          } else if (delta.type === 'input_json_delta' && block?.type === 'tool_use') block.json += delta.partial_json;
          else if (delta.type === 'thinking_delta' && block?.type === 'thinking') block.thinking += delta.thinking;
          else if (delta.type === 'signature_delta' && block?.type === 'thinking') block.signature += delta.signature;
          break;
        }
        case 'content_block_stop': {
          const block = blocks[event.index];
          if (block?.type === 'tool_use') {
            block.input = parseToolInput(block.json);
            yield { type: 'tool_call', call: { id: block.id, name: block.name, input: block.input } };
          }
          break;
        }
        case 'message_delta':
          stopReason = event.delta.stop_reason ?? stopReason;
          addUsage(usage, event.usage);
          break;
        case 'message_stop':
          stopped = true;
          break;
      }
    }
  } catch (error) {
    failure = toProviderError(error, context);
  } finally {
    upstream.abort();
  }
  if (!failure && signal.aborted) failure = abortedError();
  // A body that simply stops ends the loop without a message_stop.
  if (!failure && !stopped) failure = interruptedError();
  if (failure) {
    // The input was read once message_start came: those tokens are spent, finished or not.
    if (counted) yield { type: 'usage', usage };
    throw failure;
  }

  yield { type: 'usage', usage };
  const thought = blocks.some((block) => block?.type === 'thinking' || block?.type === 'redacted_thinking');
  yield {
    type: 'stop',
    reason: stopReasonOf(stopReason),
    ...(thought && { providerState: { provider: 'anthropic', data: replayableContent(blocks) } }),
  };
}

/**
 * One server-sent event as the SDK's stream would give it: a message event, null for a ping or a
 * nameless event, or the API's error event thrown as the SDK throws it.
 */
function messageEvent(sse: ServerSentEvent, headers: Headers): RawMessageStreamEvent | null {
  if (sse.event === 'error') {
    let body: { error?: { type?: ErrorType } } | undefined;
    try {
      body = JSON.parse(sse.data) as typeof body;
    } catch {
      body = undefined;
    }
    throw new AnthropicAPIError(undefined, body, undefined, headers, body?.error?.type ?? null);
  }
  if (sse.event === null || sse.event === 'ping' || !sse.data) return null;
  return JSON.parse(sse.data) as RawMessageStreamEvent;
}

interface WireUsage {
  input_tokens?: number | null;
  output_tokens?: number | null;
  cache_read_input_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
}

/** Anthropic's `input_tokens` already excludes cached tokens; later events repeat the running totals. */
function addUsage(usage: Usage, wire: WireUsage): void {
  usage.inputTokens = wire.input_tokens ?? usage.inputTokens;
  usage.outputTokens = wire.output_tokens ?? usage.outputTokens;
  usage.cacheReadTokens = wire.cache_read_input_tokens ?? usage.cacheReadTokens;
  usage.cacheWriteTokens = wire.cache_creation_input_tokens ?? usage.cacheWriteTokens;
}

function stopReasonOf(reason: string | null): ModelStopReason {
  if (reason === 'end_turn' || reason === 'tool_use' || reason === 'max_tokens' || reason === 'refusal') return reason;
  // Newer models stop so when the context fills mid-answer: the answer is cut off all the same.
  if (reason === 'model_context_window_exceeded') return 'max_tokens';
  return 'other';
}

/** The round's content blocks as request params, in the order the model produced them. */
function replayableContent(blocks: OpenBlock[]): ContentBlockParam[] {
  const content: ContentBlockParam[] = [];
  for (const block of blocks) {
    if (!block || block.type === 'other') continue;
    if (block.type === 'text') {
      if (block.text) content.push({ type: 'text', text: block.text });
    } else if (block.type === 'tool_use') content.push(toolUseBlock(block));
    else content.push(block);
  }
  return content;
}
