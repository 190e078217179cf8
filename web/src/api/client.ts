/**
 * The one way the page talks to the Worker: adds the dev user header, turns error answers
 * (`{ error: { code, message } }`) and network failures into `ApiError`, and validates JSON
 * answers against the shared wire schemas.
 */
import { ErrorBodySchema } from '@claims/shared/wire';
import { getDevUser } from './dev-user';

/** `status` 0 with code "network" means the request never got an answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The server's `retryable`, when its answer carried one. */
    readonly retryable?: boolean,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const devUser = getDevUser();
  if (devUser) headers.set('X-Dev-User', devUser);
  let response: Response;
  try {
    // No API path redirects. A redirect is Cloudflare Access sending a lapsed session to its
    // sign-in page on another origin; followed, that fails like being offline.
    response = await fetch(path, { ...init, headers, credentials: 'same-origin', redirect: 'manual' });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, 'network', 'Could not reach the server. Check your connection and try again.');
  }
  if (response.type === 'opaqueredirect') {
    throw new ApiError(401, 'unauthorized', 'Your sign-in has expired. Reload the page to sign in again.');
  }
  return response;
}

/** Reads an error answer into an ApiError, whatever shape the body turns out to have. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = ErrorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(response.status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.retryable);
  const status = [response.status, response.statusText].filter(Boolean).join(' '); // HTTP/2 has no status text
  return new ApiError(response.status, `http_${response.status}`, `The server answered ${status}.`);
}

/** What getJson needs of a schema: the shared zod schemas fit, and so does a hand-written check. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export async function getJson<T>(path: string, schema: AnswerSchema<T>, signal?: AbortSignal): Promise<T> {
  const response = await apiFetch(path, { headers: { accept: 'application/json' }, signal: signal ?? null });
  if (!response.ok) throw await errorFromResponse(response);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) {
    throw new ApiError(response.status, 'bad_response', `The server's answer to ${path} was not in the expected shape.`);
  }
  return parsed.data;
}
