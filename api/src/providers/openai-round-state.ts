/**
 * What an OpenAI-compatible server needs back, unchanged, with the tool calls of a round it
 * answered: a reasoning model's reasoning (DeepSeek's thinking mode refuses the next request with
 * a 400 without its `reasoning_content`; OpenRouter and Ollama call the field `reasoning`) and a
 * call's `extra_content` (Gemini carries its thought signature there and refuses calls sent back
 * without it). OpenAI itself sends neither, and is then sent neither.
 */
import type { ChatCompletionAssistantMessageParam, ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { ProviderState } from './types';

export type ReasoningField = 'reasoning_content' | 'reasoning';

export interface OpenAIRoundState {
  /** The round's reasoning, in the field it arrived in. */
  reasoning?: { field: ReasoningField; text: string };
  /** Each call's `extra_content`, by call id. */
  callExtras?: Record<string, unknown>;
}

/** A streamed delta with the fields compatible servers add. */
type ExtendedDelta = ChatCompletionChunk.Choice.Delta & { reasoning_content?: unknown; reasoning?: unknown };

/** The reasoning text in one delta, and the field it came in; null when there is none. */
export function reasoningDelta(delta: ChatCompletionChunk.Choice.Delta): { field: ReasoningField; text: string } | null {
  const extended = delta as ExtendedDelta;
  if (typeof extended.reasoning_content === 'string') return { field: 'reasoning_content', text: extended.reasoning_content };
  if (typeof extended.reasoning === 'string') return { field: 'reasoning', text: extended.reasoning };
  return null;
}

/** A tool-call delta's `extra_content`, if the server sent one. */
export function extraContentOf(part: ChatCompletionChunk.Choice.Delta.ToolCall): unknown {
  return (part as { extra_content?: unknown }).extra_content;
}

/** The state to keep for the round, or undefined when the server sent nothing to carry back. */
export function roundState(state: OpenAIRoundState): ProviderState | undefined {
  if (!state.reasoning && !state.callExtras) return undefined;
  return { provider: 'openai', data: state };
}

type ReplayedAssistant = ChatCompletionAssistantMessageParam & { reasoning_content?: string; reasoning?: string };

/** The assistant message of a tool round with what its server needs back added to it. */
export function withRoundState(message: ChatCompletionAssistantMessageParam, state: ProviderState | undefined): ReplayedAssistant {
  if (state?.provider !== 'openai') return message;
  const { reasoning, callExtras } = state.data as OpenAIRoundState;
  const replayed: ReplayedAssistant = { ...message };
  if (reasoning) replayed[reasoning.field] = reasoning.text;
  if (callExtras && message.tool_calls) {
    replayed.tool_calls = message.tool_calls.map((call) => (callExtras[call.id] === undefined ? call : { ...call, extra_content: callExtras[call.id] }));
  }
  return replayed;
}
