/**
 * One model provider (and its SDK client) per configuration per isolate. Building an SDK client
 * costs more than anything else a turn does before its model request but the prompt, and a turn
 * selected its provider twice (the Worker checks the configuration, the claim's object uses it):
 * a client holds only its configuration, so one serves every turn that has the same.
 */
import type { ModelProvider } from './types';

/** A deployment has one configuration; tests and previews a few. The oldest is dropped past this. */
const MAX_KEPT = 8;

const kept = new Map<string, ModelProvider>();

/** The provider built for `configuration` (every setting that shapes it), built once. */
export function cachedProvider(configuration: readonly (string | number | undefined)[], build: () => ModelProvider): ModelProvider {
  const key = JSON.stringify(configuration);
  let provider = kept.get(key);
  if (!provider) {
    provider = build();
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, provider);
  }
  return provider;
}
