/**
 * Opaque provider data a round's assistant message must carry back, unchanged, into the next
 * round of the same turn: with Anthropic's extended thinking, the signed thinking blocks that
 * preceded a tool call. It rides on the round's `stop` event and on the assistant message the
 * turn loop appends; nothing outside the provider that made it looks inside.
 *
 * Both are subtypes of the shapes in `types.ts`, so a provider yielding them still is a
 * `ModelProvider`; the turn loop copies `stop.providerState` onto the assistant message it
 * appends. (To be folded into `types.ts`.)
 */
import type { ModelEvent, ModelMessage } from './types';

/** JSON-safe, so a stored transcript could keep it; tagged with the provider that made it. */
export interface ProviderState {
  provider: 'anthropic' | 'openai';
  data: unknown;
}

export type StopEvent = Extract<ModelEvent, { type: 'stop' }> & { providerState?: ProviderState };

export type AssistantMessage = Extract<ModelMessage, { role: 'assistant' }> & { providerState?: ProviderState };

/** The state an assistant message carries for `provider`, if it carries any. */
export function providerStateFor(message: AssistantMessage, provider: ProviderState['provider']): unknown {
  const state = message.providerState;
  return state && state.provider === provider ? state.data : undefined;
}
