import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { AppEnv } from '../app-env';
import { AppError } from '../errors';
import { queryParams } from './query-params';

interface ErrorBody {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

const app = new Hono<AppEnv>()
  .get('/items', queryParams(z.strictObject({ size: z.string().regex(/^\d+$/, 'Use a whole number').optional() })), (c) => c.json(c.req.valid('query')))
  .onError((err, c) => (err instanceof AppError ? c.json(err.toBody(), err.status as 400) : c.json({ crashed: String(err) }, 500)));

describe('queryParams', () => {
  it('hands the handler the checked parameters', async () => {
    expect(await (await app.request('/items?size=3')).json()).toEqual({ size: '3' });
    expect(await (await app.request('/items')).json()).toEqual({});
  });

  it('refuses a bad value, an unknown parameter and a repeated one, naming each', async () => {
    const res = await app.request('/items?size=big&colour=red');
    expect(res.status).toBe(400);
    const { error } = await res.json<ErrorBody>();
    expect(error.code).toBe('bad_request');
    expect(error.issues).toEqual(
      expect.arrayContaining([
        { path: 'size', message: 'Use a whole number' },
        { path: 'colour', message: expect.stringContaining('Unknown field "colour"') },
      ]),
    );
    const twice = await app.request('/items?size=1&size=2');
    expect(twice.status).toBe(400);
    expect((await twice.json<ErrorBody>()).error.issues?.map((i) => i.path)).toEqual(['size']);
  });
});
