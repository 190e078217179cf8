/**
 * Control characters and lone surrogates are refused wherever text comes in, with where they
 * are, and nothing is stored: the stored transcript and claim are exactly what the model is sent.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@claims/shared';
import { DEMO_CLAIMS } from '../demo';
import { call, demoClaim, seedDemo } from './helpers';
import { readEvents } from './sse';

beforeAll(seedDemo);

const count = async (table: string) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe('text with control characters or lone surrogates', () => {
  it.each([
    ['a bell', 'Ring \u0007 me', /control character \(U\+0007\) at position 6/],
    ['an escape sequence', 'Red \u001b[31m text', /U\+001B/],
    ['a NUL', 'nul\u0000', /U\+0000/],
    ['half an emoji', 'Smile \uD83D please', /lone surrogate/],
  ])('refuses a chat message with %s, naming it, and writes nothing', async (_, message, reason) => {
    const before = [await count('messages'), await count('conversations')];
    const res = await call(`/api/claims/${DEMO_CLAIMS[0]!.id}/chat`, { method: 'POST', json: { message } });
    expect(res.status).toBe(400);
    const body = await res.json<ErrorBody>();
    expect(body.error.code).toBe('bad_request');
    expect(body.error.issues).toEqual([{ path: 'message', message: expect.stringMatching(reason) }]);
    expect([await count('messages'), await count('conversations')]).toEqual(before);
  });

  it('accepts tabs, line breaks and emoji in a message and stores them as sent', async () => {
    const message = 'Line one\r\nLine two\twith 😀';
    const res = await call(`/api/claims/${DEMO_CLAIMS[0]!.id}/chat`, { method: 'POST', json: { message } });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    const { conversationId } = events[0]!.data as { conversationId: string };
    const transcript = await (await call(`/api/conversations/${conversationId}`)).json<{ messages: { text: string }[] }>();
    expect(transcript.messages[0]!.text).toBe(message);
  });

  it('refuses a claim record with such text in a party name or a document, listing each path, and stores nothing', async () => {
    const claim = demoClaim(0);
    claim.id = 'CLM-TEST-CONTROL';
    claim.parties[0]!.name = 'Ann\u0000 Smith';
    claim.parties[1]!.name = 'Bob \uDC00';
    claim.documents[0]!.text = 'fine\ttext\u0008';
    const res = await call(`/api/claims/${claim.id}`, { method: 'PUT', json: claim });
    expect(res.status).toBe(400);
    const body = await res.json<ErrorBody>();
    expect(body.error.code).toBe('invalid_claim');
    expect(body.error.issues).toEqual(
      expect.arrayContaining([
        { path: 'parties[0].name', message: expect.stringMatching(/U\+0000\) at position 4/) },
        { path: 'parties[1].name', message: expect.stringMatching(/lone surrogate/) },
        { path: 'documents[0].text', message: expect.stringMatching(/U\+0008/) },
      ]),
    );
    expect((await call(`/api/claims/${claim.id}`)).status).toBe(404);
  });
});
