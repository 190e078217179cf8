import { beforeAll, describe, expect, it } from 'vitest';
import { call, seedDemo } from '../test/helpers';

describe('an unknown API path', () => {
  beforeAll(seedDemo);

  for (const method of ['GET', 'POST']) {
    it(`answers ${method} with the JSON 404, not the workbench page`, async () => {
      const res = await call('/api/no-such-endpoint', { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such endpoint.' } });
    });
  }
});
