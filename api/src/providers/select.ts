/**
 * Which model provider serves this Worker, from its configuration (MODEL_PROVIDER and the
 * ANTHROPIC_* / OPENAI_* settings). A setting that cannot work is a clear configuration error
 * naming the variable to set, never a silent fall back to offline.
 */
import type { ProviderName } from '@claims/shared';
import { numberSetting, type Env } from '../env';
import { DEFAULT_MODEL_IDLE_TIMEOUT_MS } from './idle-timeout';
import { AppError } from '../errors';
import { createAnthropicProvider, DEFAULT_ANTHROPIC_MODEL } from './anthropic';
import { createOpenAIProvider, DEFAULT_OPENAI_MODEL } from './openai';
import { cachedProvider } from './provider-cache';
import type { ModelProvider } from './types';

export interface SelectedProvider {
  name: ProviderName;
  /** The model in use; null when offline. */
  model: string | null;
  /** Absent when offline: no language model is configured. */
  provider?: ModelProvider;
}

const MODES = ['auto', 'anthropic', 'openai', 'offline'] as const;
type Mode = (typeof MODES)[number];

/** The key sent to a compatible server when none is configured (the SDK insists on one). */
const NO_KEY = 'no-key';

const configurationError = (message: string): AppError => new AppError(500, 'provider_misconfigured', message);

/** A setting's value, or undefined when unset or blank. */
const setting = (value: string | undefined): string | undefined => value?.trim() || undefined;

export function selectProvider(env: Env): SelectedProvider {
  const mode = modeOf(env.MODEL_PROVIDER);
  const anthropicKey = setting(env.ANTHROPIC_API_KEY);
  const openaiKey = setting(env.OPENAI_API_KEY);
  const chosen: Exclude<Mode, 'auto'> = mode !== 'auto' ? mode : anthropicKey ? 'anthropic' : openaiKey ? 'openai' : 'offline';

  if (chosen === 'anthropic') {
    if (!anthropicKey) throw missingKey('anthropic', 'ANTHROPIC_API_KEY');
    const model = setting(env.ANTHROPIC_MODEL) ?? DEFAULT_ANTHROPIC_MODEL;
    const baseURL = baseUrl('ANTHROPIC_BASE_URL', env.ANTHROPIC_BASE_URL);
    return {
      name: 'anthropic',
      model,
      provider: cachedProvider(['anthropic', anthropicKey, model, baseURL, idleTimeout(env)], () =>
        createAnthropicProvider({ apiKey: anthropicKey, model, timeoutMs: idleTimeout(env), ...(baseURL && { baseURL }) }),
      ),
    };
  }
  if (chosen === 'openai') {
    const baseURL = baseUrl('OPENAI_BASE_URL', env.OPENAI_BASE_URL);
    // OpenAI itself needs a key; a compatible server of your own (Ollama, LM Studio) may not,
    // and the SDK sends whatever it is given.
    if (!openaiKey && !baseURL) throw missingKey('openai', 'OPENAI_API_KEY', ' (or OPENAI_BASE_URL, for a compatible server that needs no key)');
    const model = setting(env.OPENAI_MODEL) ?? DEFAULT_OPENAI_MODEL;
    const apiKey = openaiKey ?? NO_KEY;
    const provider = cachedProvider(['openai', apiKey, model, baseURL, idleTimeout(env)], () =>
      createOpenAIProvider({ apiKey, model, timeoutMs: idleTimeout(env), ...(baseURL && { baseURL }) }),
    );
    return { name: 'openai', model, provider };
  }
  return { name: 'offline', model: null };
}

/** How long the model may stay silent (MODEL_IDLE_TIMEOUT_MS), at least a second. */
const idleTimeout = (env: Env): number => numberSetting(env.MODEL_IDLE_TIMEOUT_MS, DEFAULT_MODEL_IDLE_TIMEOUT_MS, { min: 1000 });

function modeOf(value: string | undefined): Mode {
  const mode = setting(value)?.toLowerCase() ?? 'auto';
  if ((MODES as readonly string[]).includes(mode)) return mode as Mode;
  // Quoted only when short and word-like: /api/health is public, and a key pasted here by mistake must not be shown.
  const shown = value !== undefined && /^[A-Za-z][\w.-]{0,19}$/.test(value.trim()) ? `"${value.trim()}", which is not a provider` : 'not a provider name';
  throw configurationError(`MODEL_PROVIDER is ${shown}. Set MODEL_PROVIDER to "auto", "anthropic", "openai" or "offline".`);
}

function missingKey(provider: 'anthropic' | 'openai', variable: string, alternative = ''): AppError {
  return configurationError(
    `MODEL_PROVIDER is "${provider}" but ${variable} is not set. Set ${variable} (a Worker secret)${alternative}, or set MODEL_PROVIDER to "auto" or "offline".`,
  );
}

function baseUrl(variable: string, value: string | undefined): string | undefined {
  const url = setting(value);
  if (url === undefined) return undefined;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw configurationError(`${variable} must be an http(s) URL, such as https://api.example.com/v1.`);
  }
  return url;
}
