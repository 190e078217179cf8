import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLAIMS } from '../demo';
import { call, seedDemo } from '../test/helpers';

interface ErrorBody {
  error: { code: string; message: string };
}

beforeAll(seedDemo);

describe('an unknown API path', () => {
  for (const method of ['GET', 'POST']) {
    it(`answers ${method} with the JSON 404, not the workbench page`, async () => {
      const res = await call('/api/no-such-endpoint', { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      const { error } = await res.json<ErrorBody>();
      expect(error.code).toBe('not_found');
      expect(error.message).toContain('/api/no-such-endpoint');
    });
  }
});

describe('the benchmark routes', () => {
  // They belong to the bench Worker (bench/worker/); the production Worker does not have them.
  it('are not in the production Worker, even in dev sign-in', async () => {
    const relay = await call('/api/bench/relay', { method: 'POST', json: { message: 'Hello' } });
    expect(relay.status).toBe(404);
    expect((await relay.json<ErrorBody>()).error.code).toBe('not_found');
    const storage = await call(`/api/bench/storage/${DEMO_CLAIMS[0]!.id}`);
    expect(storage.status).toBe(404);
  });
});

describe('a wrong method on a real path', () => {
  const claimId = DEMO_CLAIMS[0]!.id;
  const cases: [method: string, path: string, allow: string][] = [
    ['PATCH', `/api/claims/${claimId}`, 'DELETE, GET, HEAD, PUT'],
    ['POST', `/api/claims/${claimId}`, 'DELETE, GET, HEAD, PUT'],
    ['DELETE', `/api/claims/${claimId}/export`, 'GET, HEAD'],
    ['PATCH', '/api/claims', 'GET, HEAD'],
    ['GET', `/api/claims/${claimId}/chat`, 'POST'],
    ['PUT', '/api/conversations/abc', 'GET, HEAD'],
    ['POST', '/api/me', 'GET, HEAD'],
  ];
  for (const [method, path, allow] of cases) {
    it(`answers ${method} ${path} with 405 and Allow: ${allow}`, async () => {
      const res = await call(path, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('Allow')).toBe(allow);
      const { error } = await res.json<ErrorBody>();
      expect(error.code).toBe('method_not_allowed');
      // The message names what to use instead (HEAD goes without saying where GET is listed).
      for (const allowed of allow.split(', ').filter((m) => m !== 'HEAD')) expect(error.message).toContain(allowed);
      expect(error.message).toContain(method);
    });
  }

  it('answers 405 before sign-in, like the 404 of health needs none', async () => {
    // Health needs no sign-in, so telling a caller to use GET on it needs none either.
    const res = await call('/api/health', { method: 'POST', headers: { 'X-Dev-User': 'nobody-at-all' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
  });

  it('answers HEAD on a POST-only path with 405 and no body', async () => {
    const res = await call(`/api/claims/${claimId}/chat`, { method: 'HEAD' });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
    expect(await res.text()).toBe('');
  });

  it('answers OPTIONS with 204 and the Allow list', async () => {
    const res = await call(`/api/claims/${claimId}`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('Allow')).toBe('DELETE, GET, HEAD, PUT');
  });

  it('still answers the right methods, HEAD as GET without a body', async () => {
    expect((await call(`/api/claims/${claimId}`)).status).toBe(200);
    const head = await call(`/api/claims/${claimId}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('a trailing slash', () => {
  it('reaches the same endpoint as the path without it', async () => {
    const list = await call('/api/claims/');
    expect(list.status).toBe(200);
    expect((await list.json<{ claims: unknown[] }>()).claims.length).toBeGreaterThan(0);
    const one = await call(`/api/claims/${DEMO_CLAIMS[0]!.id}/`);
    expect(one.status).toBe(200);
    expect((await one.json<{ id: string }>()).id).toBe(DEMO_CLAIMS[0]!.id);
  });
});
