import { beforeAll, describe, expect, it } from 'vitest';
import { fakeModelServer, scenarioKey } from '../../test/fake-models/client';
import { callWith, seedDemo } from '../../test/helpers';
import { names, readEvents, textOf } from '../../test/sse';
import { benchRelayEnabled } from './bench-relay';

const anthropic = fakeModelServer('anthropic');
const relay = (overrides: Record<string, string>, json: unknown = { message: 'Hello' }) =>
  callWith({ AUTH_MODE: 'dev', ...overrides }, '/api/bench/relay', { method: 'POST', json });

describe('POST /api/bench/relay', () => {
  beforeAll(seedDemo);

  it('is on only with BENCH_BASELINE_ROUTE "on" in dev sign-in', () => {
    expect(benchRelayEnabled({ BENCH_BASELINE_ROUTE: 'on', AUTH_MODE: 'dev' } as never)).toBe(true);
    expect(benchRelayEnabled({ BENCH_BASELINE_ROUTE: 'on', AUTH_MODE: 'access' } as never)).toBe(false);
    expect(benchRelayEnabled({ BENCH_BASELINE_ROUTE: 'on' } as never)).toBe(false);
    expect(benchRelayEnabled({ BENCH_BASELINE_ROUTE: 'yes', AUTH_MODE: 'dev' } as never)).toBe(false);
    expect(benchRelayEnabled({ AUTH_MODE: 'dev' } as never)).toBe(false);
  });

  it('is not there when switched off: a signed-in caller gets the 404 of any unknown endpoint', async () => {
    const { res } = await relay({});
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('is not there in Access sign-in even when switched on: sign-in is asked for first', async () => {
    const { res } = await relay({ BENCH_BASELINE_ROUTE: 'on', AUTH_MODE: 'access' });
    expect(res.status).not.toBe(200);
    expect(res.headers.get('content-type')).not.toContain('text/event-stream');
  });

  it('relays a two-round model stream as the chat events, with no tools run', async () => {
    const key = await anthropic.script(scenarioKey('relay'), [
      { type: 'response', toolCalls: [{ name: 'claim_metrics', input: {} }, { name: 'get_claim_section', input: { section: 'overview' } }] },
      { type: 'response', text: ['All ', 'clear.'], usage: { input: 10, output: 5 } },
    ]);
    const { res, settled } = await relay({ BENCH_BASELINE_ROUTE: 'on', MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: key });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    await settled();
    expect(names(events)).toEqual(['conversation', 'activity', 'activity', 'text', 'text', 'usage', 'done']);
    expect(events.every((e) => e.typed !== undefined)).toBe(true);
    expect(textOf(events)).toBe('All clear.');
    const requests = await anthropic.requests(key);
    expect(requests).toHaveLength(2);
    // No claim, no prompt, no tools: only the message goes to the model.
    expect(requests[0]!.body).not.toHaveProperty('tools');
    expect(requests[0]!.body).not.toHaveProperty('system');
  });

  it('refuses a body without a message, saying what to send', async () => {
    const { res } = await relay({ BENCH_BASELINE_ROUTE: 'on', ANTHROPIC_API_KEY: 'unused' }, { text: 'Hello' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'bad_request', message: expect.stringContaining('"message"') } });
  });
});
