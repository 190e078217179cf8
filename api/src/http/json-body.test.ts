import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { AppEnv } from '../app-env';
import { AppError } from '../errors';
import { jsonBody } from './json-body';

interface ErrorBody {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

const app = new Hono<AppEnv>()
  .post('/echo', ...jsonBody(z.strictObject({ name: z.string() }), { maxBytes: 1024, tooLargeAdvice: 'Shorten the name.' }), (c) => c.json(c.req.valid('json')))
  .onError((err, c) => (err instanceof AppError ? c.json(err.toBody(), err.status as 400) : c.json({ crashed: String(err) }, 500)));

const post = (body: string, type = 'application/json') => app.request('/echo', { method: 'POST', headers: { 'Content-Type': type }, body });

describe('jsonBody', () => {
  it('hands the handler the parsed, checked value', async () => {
    const res = await post('{"name": "Ada"}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Ada' });
  });

  it('says where malformed JSON goes wrong, so the sender can fix it', async () => {
    const res = await post('{"name": "Ada",}');
    expect(res.status).toBe(400);
    const { error } = await res.json<ErrorBody>();
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(/not well-formed JSON/);
    expect(error.message).toMatch(/position 15/);
  });

  it('says an empty body is empty, rather than malformed', async () => {
    const res = await post('');
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.message).toMatch(/body is empty.*JSON/);
  });

  it('lists every schema issue with its path', async () => {
    const res = await post('{"name": 1, "nme": "Ada"}');
    expect(res.status).toBe(400);
    const paths = (await res.json<ErrorBody>()).error.issues?.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'nme']));
    const missing = await post('{"nme": "Ada"}');
    expect((await missing.json<ErrorBody>()).error.issues).toContainEqual({ path: 'name', message: 'Missing: add this field (text)' });
  });

  it('refuses a body that is not JSON with 415, and one over the cap with 413', async () => {
    expect((await post('name=Ada', 'application/x-www-form-urlencoded')).status).toBe(415);
    const tooLarge = await post(`{"name": "${'x'.repeat(2000)}"}`);
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json<ErrorBody>()).error.message).toBe('The request body is larger than 1 KB. Shorten the name.');
  });
});
