/**
 * The Worker's one family of errors. An `AppError` carries an HTTP status, a stable code a client
 * can act on and a message safe to show a person; `ProviderError` is the same for a failing model
 * provider, raised after the stream may already have started (so it becomes an `error` event).
 */
import { errorDetail, type ErrorCode } from '@claims/shared';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class AppError extends Error {
  override readonly name: string = 'AppError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** What went wrong underneath, kept for logs and debugging; never shown. */
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  toBody(): { error: Record<string, unknown> } {
    return { error: { ...errorDetail(this.code, this.message), ...this.details } };
  }
}

export class ProviderError extends AppError {
  override readonly name = 'ProviderError';
  constructor(
    code: Extract<
      ErrorCode,
      | 'provider_auth'
      | 'provider_rate_limited'
      | 'provider_unavailable'
      | 'provider_error'
      | 'provider_misconfigured'
      | 'conversation_too_long'
      | 'stream_interrupted'
      | 'aborted'
    >,
    message: string,
    /** The upstream HTTP status, when there was one (kept for logs, never shown). */
    readonly upstreamStatus?: number,
  ) {
    super(502, code, message);
  }
}

export const notFound = (what = 'That'): AppError => new AppError(404, 'not_found', `${what} was not found, or you do not have access to it.`);
