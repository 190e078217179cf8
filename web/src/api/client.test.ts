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

  it('refuses an answer of the wrong shape', async () => {
    stubFetch(() => Response.json({ nope: true }));
    await expect(getJson('/api/x', Schema)).rejects.toMatchObject({ code: 'bad_response' });
  });
});
