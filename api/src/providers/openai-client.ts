/**
 * The OpenAI client the Worker ships: one request, a streamed Chat Completion, sent with `fetch`
 * and read with the SDK's own stream parser and error classes. The SDK's client builds every
 * resource (beta, realtime, responses, files, admin, vector stores…) in its constructor and has
 * no base client to build on without them, so none could be left out of the bundle; this leaves
 * them out (86 KiB of the gzipped Worker, BENCHMARKS.md). It throws what the SDK's
 * `chat.completions.create` throws with `maxRetries: 0` (retries are retry.ts's), and sends the
 * SDK's headers less its X-Stainless telemetry.
 */
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai/core/error';
import { Stream } from 'openai/core/streaming';
import type { ChatCompletionChunk, ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import { VERSION } from 'openai/version';

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';

export interface OpenAIChatClientOptions {
  /** Sent as `Authorization: Bearer …`, whatever it is (a local server may ignore it). */
  apiKey: string;
  /** An OpenAI-compatible server's API root; unset or empty, OpenAI's (the SDK reads no environment here either). */
  baseURL?: string | null;
}

export interface ChatRequestOptions {
  /** Aborts the request, and its stream once that has begun. */
  signal: AbortSignal;
  /** How long to wait for the response headers, in milliseconds. */
  timeout: number;
}

export class OpenAIChatClient {
  readonly baseURL: string;
  private readonly apiKey: string;

  constructor({ apiKey, baseURL }: OpenAIChatClientOptions) {
    this.apiKey = apiKey;
    this.baseURL = baseURL || DEFAULT_OPENAI_BASE_URL;
  }

  /**
   * POSTs `params` to `{baseURL}/chat/completions` and returns the chunks as they stream. Throws
   * the SDK's errors: `APIUserAbortError` when `signal` fires before the answer starts,
   * `APIConnectionTimeoutError` when no headers came within `timeout`, `APIConnectionError` when
   * the server could not be reached, and the `APIError` for the status of any other answer than 2xx.
   */
  async streamChatCompletion(params: ChatCompletionCreateParamsStreaming, { signal, timeout }: ChatRequestOptions): Promise<Stream<ChatCompletionChunk>> {
    const url = chatCompletionsURL(this.baseURL);
    if (signal.aborted) throw userAbortError(signal);
    // Ours ends the connection on the timeout and when the reader stops early (the stream aborts
    // it); the caller's signal joins it through AbortSignal.any, which leaves no listener on the
    // turn's signal once the request and its stream are gone (a turn may send several).
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'User-Agent': `OpenAI/JS ${VERSION}`,
          Authorization: `Bearer ${this.apiKey}`,
        },
        body: JSON.stringify(params),
        signal: AbortSignal.any([signal, controller.signal]),
      });
    } catch (error) {
      throw connectionError(error, signal, timedOut);
    } finally {
      // As the SDK's fetchWithTimeout: the timeout covers the wait for headers, not the body.
      clearTimeout(timer);
    }
    if (!response.ok) throw await statusError(response);
    return Stream.fromSSEResponse<ChatCompletionChunk>(response, controller);
  }
}

/** As the SDK builds it: the path after the base's, and any query the base carries after that. */
function chatCompletionsURL(baseURL: string): URL {
  const path = 'chat/completions';
  if (!baseURL.includes('?')) return new URL(`${baseURL}${baseURL.endsWith('/') ? '' : '/'}${path}`);
  const base = new URL(baseURL);
  const query = base.search;
  base.search = '';
  base.hash = '';
  const url = new URL(`${base}${base.pathname.endsWith('/') ? '' : '/'}${path}`);
  url.search = query;
  return url;
}

function userAbortError(signal: AbortSignal): APIUserAbortError {
  const error = new APIUserAbortError();
  Object.defineProperty(error, 'cause', { value: signal.reason, writable: true, configurable: true });
  return error;
}

/** What a failed `fetch` means, as the SDK's `makeRequest` reads it. */
function connectionError(error: unknown, signal: AbortSignal, timedOut: boolean): APIError {
  if (signal.aborted) return userAbortError(signal);
  const cause = error instanceof Error ? error : new Error(String(error));
  // Ours, or the runtime's own connect timeout ("…timed out…").
  if (timedOut || /timed? ?out/i.test(String(cause) + ('cause' in cause ? String(cause.cause) : ''))) {
    return Object.assign(new APIConnectionTimeoutError(), { cause });
  }
  return new APIConnectionError({ cause });
}

/** The SDK's error for a non-2xx answer, from its body as the SDK's `makeRequest` and `makeStatusError` read it. */
async function statusError(response: Response): Promise<APIError> {
  const text = await response.text().catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  const json = safeJSON(text);
  // A body that is not `{ error: … }` (some compatible servers') is the error itself.
  const body = json && typeof json === 'object' && (json as { error?: unknown }).error == null ? { error: json } : json;
  return APIError.generate(response.status, body as object | undefined, json ? undefined : text, response.headers);
}

function safeJSON(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
