/**
 * Turns whatever a model SDK threw into a `ProviderError` a person can act on. The messages name
 * the setting to check and never carry the key, the upstream body or the provider's own wording
 * (which can quote the prompt).
 */
import { ProviderError } from '../errors';
import { isApiError, isConnectionError, isTimeout, isUserAbort, openAICode, retryAfterMs, type SdkApiError } from './sdk-errors';

export interface ProviderErrorContext {
  provider: 'anthropic' | 'openai';
  /** The configured model, named when the provider does not know it. */
  model: string;
  /** Whether the answer had begun to stream: a failure after that is an interrupted answer. */
  streamStarted: boolean;
  signal: AbortSignal;
}

const SETTINGS = {
  anthropic: { name: 'Anthropic', key: 'ANTHROPIC_API_KEY', url: 'ANTHROPIC_BASE_URL', model: 'ANTHROPIC_MODEL' },
  openai: { name: 'the OpenAI-compatible server', key: 'OPENAI_API_KEY', url: 'OPENAI_BASE_URL', model: 'OPENAI_MODEL' },
} as const;

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const abortedError = (): ProviderError => new ProviderError('aborted', 'The answer was stopped because the request was cancelled.');

export const interruptedError = (status?: number): ProviderError =>
  new ProviderError('stream_interrupted', 'The answer was cut off before it finished because the connection to the model broke. Try again.', status);

export function toProviderError(error: unknown, context: ProviderErrorContext): ProviderError {
  if (error instanceof ProviderError) return error;
  if (context.signal.aborted || isUserAbort(error)) {
    return abortedError();
  }
  const { name, url } = SETTINGS[context.provider];
  if (isConnectionError(error)) {
    if (context.streamStarted) return interruptedError();
    const message = isTimeout(error)
      ? `${capitalised(name)} did not answer in time. Try again in a few minutes.`
      : `We could not reach ${name}. Check ${url}, or try again in a few minutes.`;
    return new ProviderError('provider_unavailable', message);
  }
  if (isApiError(error)) {
    return fromApiError(error, context);
  }
  // Anything else (a body that stopped mid-read, an event that is not JSON) broke the stream.
  if (context.streamStarted) return interruptedError();
  return new ProviderError('provider_error', `${capitalised(name)} sent an answer we could not read. Try again.`);
}

function fromApiError(error: SdkApiError, context: ProviderErrorContext): ProviderError {
  const settings = SETTINGS[context.provider];
  const name = capitalised(settings.name);
  const { status } = error;
  const type = error.type ?? null;
  const code = openAICode(error);
  const fail = (kind: ConstructorParameters<typeof ProviderError>[0], message: string, upstream = status) => new ProviderError(kind, message, upstream);

  if (status === 401 || type === 'authentication_error') {
    return fail('provider_auth', `${name} refused our API key. Check ${settings.key}.`);
  }
  if (status === 402 || type === 'billing_error' || code === 'insufficient_quota') {
    return fail('provider_auth', `${name} says the account has no credit left. Check its billing, or ${settings.key}.`);
  }
  if (status === 403 || type === 'permission_error') {
    return fail('provider_auth', `${name} says our API key may not use this model. Check ${settings.key} and ${settings.model}.`);
  }
  // A short retry-after has already been waited out (retry.ts); a longer one is the handler's to wait.
  const afterMs = retryAfterMs(error.headers);
  const wait = waitWords(afterMs === null ? null : afterMs / 1000);
  if (status === 429 || type === 'rate_limit_error' || code === 'rate_limit_exceeded') {
    return fail('provider_rate_limited', `${name} is limiting how fast we may ask. ${wait ? `Try again in about ${wait}.` : 'Wait a minute and try again.'}`);
  }
  if ((status !== undefined && status >= 500) || type === 'overloaded_error') {
    return fail(
      'provider_unavailable',
      `${name} is unavailable or overloaded right now. Try again in ${wait ? `about ${wait}` : 'a few minutes'}.`,
      status ?? 529,
    );
  }
  // No status: an error event inside a stream that had already begun.
  if (status === undefined) return interruptedError();
  if (status === 404) {
    return fail('provider_misconfigured', `${name} does not offer the model "${context.model}". Check ${settings.model}.`);
  }
  const outputCap = /max_tokens: (\d+) > (\d+), which is the maximum allowed number of output tokens/i.exec(error.message);
  if (outputCap) {
    return fail(
      'provider_misconfigured',
      `The model writes answers of at most ${outputCap[2]} tokens, and we asked for ${outputCap[1]}. Set MODEL_MAX_OUTPUT_TOKENS to ${outputCap[2]} or less.`,
    );
  }
  const overflow = contextOverflow(error.message);
  if (overflow && overflow.input < overflow.context) {
    return fail(
      'conversation_too_long',
      `The model's context (${overflow.context} tokens) cannot hold this conversation (${overflow.input} tokens) plus an answer of up to ${overflow.output ?? 'the allowed number of'} tokens. Lower MODEL_MAX_OUTPUT_TOKENS, or start a new conversation about the claim.`,
    );
  }
  if (status === 413 || /prompt is too long|context length|context window/i.test(error.message)) {
    return fail('conversation_too_long', 'This conversation has grown too long for the model. Start a new conversation about the claim.');
  }
  return fail('provider_error', `${name} rejected our request (HTTP ${status}). Try again; if it keeps happening, report it with the time it happened.`);
}

/** "40 seconds", "3 minutes"; null for no wait worth naming. */
function waitWords(seconds: number | null): string | null {
  if (seconds === null || seconds < 1) return null;
  if (seconds < 90) return `${Math.ceil(seconds)} seconds`;
  return `${Math.round(seconds / 60)} minutes`;
}

/**
 * The numbers in a context-overflow message: Anthropic's "input length and `max_tokens` exceed
 * context limit: 178959 + 16000 > 200000", or an OpenAI-compatible server's (vLLM's wording,
 * which OpenAI used too) "maximum context length is 8192 tokens. However, you requested 20514
 * tokens (4514 in the messages, 16000 in the completion)" or "... your request has 4514 input
 * tokens plus 16000 'max_tokens'". When the input alone fits, it is the answer's allowance that
 * does not. Only the numbers are kept, never the wording.
 */
function contextOverflow(message: string): { context: number; input: number; output?: number } | null {
  const anthropic = /exceed context limit: (\d+) \+ (\d+) > (\d+)/i.exec(message);
  if (anthropic) return { input: Number(anthropic[1]), output: Number(anthropic[2]), context: Number(anthropic[3]) };
  const context = /maximum context length is (\d+)/i.exec(message)?.[1];
  const input = /(\d+) in the messages|request has (\d+) input tokens/i.exec(message);
  if (!context || !input) return null;
  const output = /(\d+) in the completion|plus (\d+) 'max_(?:completion_)?tokens'/i.exec(message);
  const overflow: { context: number; input: number; output?: number } = { context: Number(context), input: Number(input[1] ?? input[2]) };
  if (output) overflow.output = Number(output[1] ?? output[2]);
  return overflow;
}
