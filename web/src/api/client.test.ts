import { afterEach, describe, expect, it, vi } from 'vitest';
import { PutClaimResponseSchema } from '@claims/shared/wire';
import { ApiError, apiFetch, getJson } from './client';
import { setDevUser } from './dev-user';

afterEach(() => {
  vi.unstubAllGlobals();
  setDevUser(null);
});

function stubFetch(respond: (request: Request) => Response | Promise<Response>): Request[] {
  const seen: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://workbench.test'), init);
    seen.push(request);
    return respond(request);
  });
  return seen;
}

describe('apiFetch', () => {
  it('sends the remembered dev user as X-Dev-User', async () => {
    setDevUser('handler-motor');
    const seen = stubFetch(() => new Response('{}'));
    await apiFetch('/api/me');
    expect(seen[0]?.headers.get('X-Dev-User')).toBe('handler-motor');
  });

  it('sends no X-Dev-User when none is chosen', async () => {
    const seen = stubFetch(() => new Response('{}'));
    await apiFetch('/api/me');
    expect(seen[0]?.headers.has('X-Dev-User')).toBe(false);
  });

  it('reads a redirect as an expired sign-in, not a lost connection', async () => {
    // Cloudflare Access sends a request whose session has lapsed to its sign-in page on another
    // origin. Followed, that fails as a CORS error, indistinguishable from being offline; not
    // followed, the browser answers an opaque redirect.
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      if (init.redirect !== 'manual') throw new TypeError('Failed to fetch');
      return { type: 'opaqueredirect', status: 0, ok: false, statusText: '', headers: new Headers(), body: null } as unknown as Response;
    });
    const error = await apiFetch('/api/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect((error as ApiError).message).toMatch(/reload the page/i);
  });

  it('turns a network failure into a "network" ApiError', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

describe('getJson', () => {
  const Schema = PutClaimResponseSchema; // { id: string }

  it('returns the validated body', async () => {
    stubFetch(() => Response.json({ id: 'CLM-1' }));
    expect(await getJson('/api/x', Schema)).toEqual({ id: 'CLM-1' });
  });

  it('raises the server error code and message', async () => {
    stubFetch(() => Response.json({ error: { code: 'not_found', message: 'No claim CLM-9.' } }, { status: 404 }));
    const error = await getJson('/api/claims/CLM-9', Schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'No claim CLM-9.' });
  });

  it('copes with an error answer that is not JSON', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(getJson('/api/x', Schema)).rejects.toMatchObject({ status: 502, code: 'http_502' });
  });

  it('words a non-JSON error answer that came without a status text (HTTP/2)', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await getJson('/api/x', Schema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'http_502' });
    expect((error as ApiError).message).toBe('The server answered 502.');
  });

  it('refuses an answer of the wrong shape', async () => {
    stubFetch(() => Response.json({ nope: true }));
    await expect(getJson('/api/x', Schema)).rejects.toMatchObject({ code: 'bad_response' });
  });
});
