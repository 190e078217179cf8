/**
 * The one small interface every model provider sits behind. The turn loop speaks only these
 * types; each provider converts to its own wire format at its boundary and nowhere else.
 */
import type { ProviderName, Usage } from '@claims/shared';
import type { ThinkingLevel, ToolDefinition } from '../capabilities/types';

/** A tool call the model asked for. `input` is whatever the model sent (validated later). */
export interface ModelToolCall {
  id: string;
  name: string;
  input: unknown;
}

export interface ModelToolResult {
  callId: string;
  content: string;
  isError: boolean;
}

/**
 * Opaque data a provider needs back, unchanged, in the next round of the same turn (with
 * Anthropic's extended thinking: the signed thinking blocks before a tool call). Tagged with the
 * provider that made it; nothing else looks inside.
 */
export interface ProviderState {
  provider: 'anthropic' | 'openai';
  data: unknown;
}

/** Provider-neutral conversation history. */
export type ModelMessage =
  | { role: 'user'; text: string }
  | { role: 'assistant'; text: string; toolCalls: ModelToolCall[]; providerState?: ProviderState }
  | { role: 'tool'; results: ModelToolResult[] };

export interface ModelRequest {
  /**
   * The system prompt in two parts: `stable` is byte-identical across the turns of one claim
   * and capability (cached by the provider); `dynamic` may change per turn (e.g. today's date).
   */
  system: { stable: string; dynamic: string };
  messages: ModelMessage[];
  tools: ToolDefinition[];
  thinkingLevel: ThinkingLevel;
  maxOutputTokens: number;
  /**
   * `none`: answer in words, calling no tool (the tools are still described, as the conversation
   * holds calls). Absent: the model may call tools.
   */
  toolChoice?: 'none';
}

/** Why the model stopped one round. `tool_use` means: run the calls and go again. */
export type ModelStopReason = 'end_turn' | 'tool_use' | 'max_tokens' | 'refusal' | 'other';

export type ModelEvent =
  | { type: 'text'; delta: string }
  | { type: 'tool_call'; call: ModelToolCall }
  | { type: 'usage'; usage: Usage }
  | { type: 'stop'; reason: ModelStopReason; providerState?: ProviderState };

/** How a provider reaches its API; both SDKs take the same settings. */
export interface ModelProviderOptions {
  /** Any non-empty string for a local OpenAI-compatible server that does not check keys. */
  apiKey: string;
  baseURL?: string;
  /** Defaults to the provider's current model. */
  model?: string;
  /** Retries of 408, 409, 429, 5xx and connection failures before the stream starts (default 2). */
  maxRetries?: number;
  /** The longest wait the provider may ask for before a retry; a longer one ends the turn (retry.ts). */
  maxWaitMs?: number;
  /**
   * How long the model may stay silent, in milliseconds: across every attempt until it answers, then
   * between events once it streams (default five minutes; the SDK alone would wait ten minutes
   * for headers and for ever after them).
   */
  timeoutMs?: number;
}

export interface ModelProvider {
  name: Exclude<ProviderName, 'offline'>;
  model: string;
  /**
   * Streams one model round. Yields text deltas as they arrive, each complete tool call once its
   * input is whole, usage, and a final `stop`. Throws a `ProviderError` on failure, after
   * yielding the round's usage so far when the provider had reported any (tokens are spent
   * whether or not the round finishes); honours `signal` by aborting the upstream request.
   */
  stream(request: ModelRequest, signal: AbortSignal): AsyncIterable<ModelEvent>;
}
