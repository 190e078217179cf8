/**
 * OpenAI Chat Completions behind `ModelProvider`, through the `openai` SDK's stream parser and
 * errors (openai-client.ts): one streamed round per call, with tool calls (parallel ones too) and
 * `reasoning_effort` for reasoning models. It speaks only the common subset, so any
 * OpenAI-compatible server (vLLM, Ollama, LM Studio) works too.
 */
import type {
  ChatCompletionAssistantMessageParam,
  ChatCompletionChunk,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { CompletionUsage } from 'openai/resources/completions';
import type { Usage } from '@claims/shared';
import type { ModelEvent, ModelProvider, ModelProviderOptions, ModelRequest, ModelStopReason } from './types';
import { abortedError, interruptedError, toProviderError, type ProviderErrorContext } from './errors';
import { DEFAULT_MODEL_IDLE_TIMEOUT_MS, untilIdle } from './idle-timeout';
import { MAX_PROVIDER_WAIT_MS, withRetries, type AttemptOptions, type RetryPolicy } from './retry';
import { OPENAI_REASONING_EFFORT, openaiIsReasoningModel } from './thinking';
import { parseToolInput, toolSchema } from './tool-input';
import { extraContentOf, reasoningDelta, roundState, withRoundState, type OpenAIRoundState } from './openai-round-state';
import { createThinkTagFilter } from './think-tags';
import { OpenAIChatClient } from './openai-client';

/** A current OpenAI model; OPENAI_MODEL overrides it (and names a local server's model). */
export const DEFAULT_OPENAI_MODEL = 'gpt-5.5';

export function createOpenAIProvider(options: ModelProviderOptions): ModelProvider {
  const idleMs = options.timeoutMs ?? DEFAULT_MODEL_IDLE_TIMEOUT_MS;
  // Retries are ours (retry.ts): each attempt gets what is left of the idle limit to get its headers.
  const client = new OpenAIChatClient({ apiKey: options.apiKey, baseURL: options.baseURL });
  const retries: RetryPolicy = { maxRetries: options.maxRetries ?? 2, idleMs, maxWaitMs: options.maxWaitMs ?? MAX_PROVIDER_WAIT_MS };
  const model = options.model ?? DEFAULT_OPENAI_MODEL;
  return {
    name: 'openai',
    model,
    stream: (request, signal) => streamRound(client, retries, toOpenAIRequest(model, request), signal),
  };
}

/** The Chat Completions request for one round. */
function toOpenAIRequest(model: string, request: ModelRequest): ChatCompletionCreateParamsStreaming {
  const tools: ChatCompletionTool[] = request.tools.map((tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: toolSchema(tool.parameters) },
  }));
  // Reasoning models count their reasoning in `max_completion_tokens` and reject `max_tokens`;
  // many compatible servers know only `max_tokens`.
  const limits = openaiIsReasoningModel(model)
    ? { max_completion_tokens: request.maxOutputTokens, reasoning_effort: OPENAI_REASONING_EFFORT[request.thinkingLevel] }
    : { max_tokens: request.maxOutputTokens };
  return {
    model,
    stream: true,
    stream_options: { include_usage: true },
    messages: toOpenAIMessages(request),
    ...(tools.length > 0 && { tools }),
    ...(tools.length > 0 && request.toolChoice === 'none' && { tool_choice: 'none' as const }),
    ...limits,
  };
}

function toOpenAIMessages(request: ModelRequest): ChatCompletionMessageParam[] {
  const { stable, dynamic } = request.system;
  const messages: ChatCompletionMessageParam[] = [{ role: 'system', content: dynamic ? `${stable}\n\n${dynamic}` : stable }];
  for (const message of request.messages) {
    if (message.role === 'user') messages.push({ role: 'user', content: message.text });
    else if (message.role === 'tool') {
      for (const result of message.results) {
        // Chat Completions has no error flag on a tool result, so the content says it.
        const content = result.isError ? `Error: ${result.content}` : result.content;
        messages.push({ role: 'tool', tool_call_id: result.callId, content });
      }
    } else if (message.toolCalls.length > 0) {
      const assistant: ChatCompletionAssistantMessageParam = {
        role: 'assistant',
        content: message.text || null,
        tool_calls: message.toolCalls.map((call) => ({
          id: call.id,
          type: 'function',
          function: {
            name: call.name,
            arguments: typeof call.input === 'string' ? call.input : JSON.stringify(call.input ?? {}),
          },
        })),
      };
      messages.push(withRoundState(assistant, message.providerState));
    } else if (message.text) messages.push({ role: 'assistant', content: message.text });
  }
  return messages;
}

interface PartialCall {
  index: number;
  id: string;
  name: string;
  arguments: string;
  extraContent?: unknown;
}

async function* streamRound(
  client: OpenAIChatClient,
  retries: RetryPolicy,
  params: ChatCompletionCreateParamsStreaming,
  signal: AbortSignal,
): AsyncGenerator<ModelEvent> {
  const context: ProviderErrorContext = { provider: 'openai', model: params.model, streamStarted: false, signal };
  if (signal.aborted) throw abortedError();
  // Aborted when the model goes quiet for too long (see idle-timeout.ts).
  const silence = new AbortController();
  let chunks: AsyncIterable<ChatCompletionChunk>;
  try {
    const send = (attempt: AttemptOptions) =>
      client.streamChatCompletion(params, { timeout: attempt.timeout, signal: AbortSignal.any([attempt.signal, silence.signal]) });
    chunks = await withRetries(send, retries, signal);
  } catch (error) {
    throw toProviderError(error, context);
  }
  context.streamStarted = true;

  // Parallel calls arrive interleaved, each delta naming its call by index. Ollama numbers every
  // call 0 (before 0.4.7, not at all) but sends each whole with its own id and name, so those at a
  // taken index whose call is already whole JSON start a new call; some servers send a fresh id
  // on every delta of one call, which the JSON test keeps together.
  const calls: PartialCall[] = [];
  const callAt = new Map<number, PartialCall>();
  let finishReason: string | null = null;
  let usage: Usage | null = null;
  const state: OpenAIRoundState = {};
  const thinking = createThinkTagFilter();
  try {
    for await (const chunk of untilIdle(chunks, retries.idleMs, () => silence.abort())) {
      if (chunk.usage) usage = usageOf(chunk.usage);
      const choice = chunk.choices[0];
      if (!choice) continue;
      const delta = choice.delta;
      // Reasoning is kept for the server, never shown: it is not the answer.
      const thought = delta ? reasoningDelta(delta) : null;
      if (thought) state.reasoning = { field: thought.field, text: (state.reasoning?.text ?? '') + thought.text };
      const shown = delta?.content ? thinking.push(delta.content) : '';
      if (shown) yield { type: 'text', delta: shown };
      for (const part of delta?.tool_calls ?? []) {
        let call = callAt.get(part.index);
        if (!call || startsAnotherCall(call, part)) {
          call = { index: part.index, id: '', name: '', arguments: '' };
          calls.push(call);
          callAt.set(part.index, call);
        }
        if (part.id) call.id = part.id;
        if (part.function?.name) call.name = part.function.name;
        if (part.function?.arguments) call.arguments += part.function.arguments;
        const extra = extraContentOf(part);
        if (extra !== undefined) call.extraContent = extra;
      }
      if (choice.finish_reason && finishReason === null) {
        finishReason = choice.finish_reason;
        const held = thinking.flush();
        if (held) yield { type: 'text', delta: held };
        // Every call is whole once the choice finishes; the usage chunk may still follow.
        const inOrder = calls.toSorted((a, b) => (a.index ?? 0) - (b.index ?? 0));
        for (const call of inOrder) {
          // A server that sends no id gets one that no other call of the turn shares: the
          // activity chips, the stored provenance and the replayed results are matched by it.
          const id = call.id || `call_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;
          if (call.extraContent !== undefined) state.callExtras = { ...state.callExtras, [id]: call.extraContent };
          yield { type: 'tool_call', call: { id, name: call.name, input: parseToolInput(call.arguments) } };
        }
      }
    }
  } catch (error) {
    throw toProviderError(error, context);
  }
  // The SDK ends a stream quietly when it is aborted or the body simply stops.
  if (signal.aborted) throw abortedError();
  if (finishReason === null) throw interruptedError();

  // Servers that ignore `include_usage` send none; the turn then reports none.
  if (usage) yield { type: 'usage', usage };
  const providerState = roundState(state);
  yield { type: 'stop', reason: stopReasonOf(finishReason, calls.length > 0), ...(providerState && { providerState }) };
}

function startsAnotherCall(call: PartialCall, part: ChatCompletionChunk.Choice.Delta.ToolCall): boolean {
  if (!part.id || !call.id || part.id === call.id || !part.function?.name) return false;
  try {
    JSON.parse(call.arguments);
    return true;
  } catch {
    return false;
  }
}

/** `prompt_tokens` includes the cached part; ours counts it once, as a cache read. */
function usageOf(usage: CompletionUsage): Usage {
  const cached = usage.prompt_tokens_details?.cached_tokens ?? 0;
  return {
    inputTokens: Math.max(0, usage.prompt_tokens - cached),
    outputTokens: usage.completion_tokens,
    cacheReadTokens: cached,
    cacheWriteTokens: 0,
  };
}

function stopReasonOf(reason: string, madeCalls: boolean): ModelStopReason {
  // Some compatible servers finish a round of tool calls with "stop".
  if (reason === 'tool_calls' || reason === 'function_call' || (madeCalls && reason === 'stop')) return 'tool_use';
  if (reason === 'stop') return 'end_turn';
  if (reason === 'length') return 'max_tokens';
  if (reason === 'content_filter') return 'refusal';
  return 'other';
}
