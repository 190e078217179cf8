/**
 * Which of the two SDKs' error classes an error is, asked in one place: the retries (retry.ts)
 * and the handler's messages (errors.ts) must read a timeout or a refusal the same way.
 */
import * as AnthropicErrors from '@anthropic-ai/sdk/core/error';
import * as OpenAIErrors from 'openai/core/error';

/** An answer the provider gave with a status (or an error event inside a stream). */
export type SdkApiError = InstanceType<typeof AnthropicErrors.APIError | typeof OpenAIErrors.APIError>;

export const isApiError = (error: unknown): error is SdkApiError => error instanceof AnthropicErrors.APIError || error instanceof OpenAIErrors.APIError;

/** The server could not be reached, or the connection broke (timeouts included). */
export const isConnectionError = (error: unknown): error is SdkApiError =>
  error instanceof AnthropicErrors.APIConnectionError || error instanceof OpenAIErrors.APIConnectionError;

/** No answer came within the time given. */
export const isTimeout = (error: unknown): error is SdkApiError =>
  error instanceof AnthropicErrors.APIConnectionTimeoutError || error instanceof OpenAIErrors.APIConnectionTimeoutError;

/** The request was cancelled by its caller's signal. */
export const isUserAbort = (error: unknown): error is SdkApiError =>
  error instanceof AnthropicErrors.APIUserAbortError || error instanceof OpenAIErrors.APIUserAbortError;

/** OpenAI's machine-readable error code (`insufficient_quota`…); Anthropic sends only a type. */
export const openAICode = (error: SdkApiError): string | null | undefined => (error instanceof OpenAIErrors.APIError ? error.code : null);

/** How long the provider asked us to wait, in milliseconds (`retry-after-ms`, else `retry-after`). */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | null {
  const ms = headers?.get('retry-after-ms')?.trim();
  if (ms && /^\d+(\.\d+)?$/.test(ms)) return Number(ms);
  const after = headers?.get('retry-after')?.trim();
  if (!after) return null;
  if (/^\d+(\.\d+)?$/.test(after)) return Number(after) * 1000;
  const at = Date.parse(after);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
