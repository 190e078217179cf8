import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAPABILITY_CATALOGUE } from '@claims/shared';
import { callWith, seedDemo } from '../../test/helpers';
import { TOOL_COUNT } from '../capabilities/all-tools';

describe('GET /api/health', () => {
  beforeAll(seedDemo);

  it('answers without sign-in with the provider, model and counts', async () => {
    const res = await exports.default.fetch('http://example.com/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, provider: 'offline', model: null, capabilities: CAPABILITY_CATALOGUE.length, tools: TOOL_COUNT });
  });

  it('reports the chosen provider and model, never the key', async () => {
    const { res } = await callWith({ MODEL_PROVIDER: 'auto', ANTHROPIC_API_KEY: 'sk-ant-secret-value', ANTHROPIC_MODEL: 'claude-test-1' }, '/api/health');
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ ok: true, provider: 'anthropic', model: 'claude-test-1' });
    expect(text).not.toContain('sk-ant-secret-value');
  });

  it('answers 503 saying what to set when the provider configuration cannot work', async () => {
    const { res } = await callWith({ MODEL_PROVIDER: 'openai', OPENAI_API_KEY: '', OPENAI_BASE_URL: '' }, '/api/health');
    expect(res.status).toBe(503);
    const body = await res.json<{ ok: boolean; error: { code: string; message: string } }>();
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe('provider_misconfigured');
    expect(body.error.message).toMatch(/OPENAI_API_KEY/);
    // A chat turn on the same configuration is refused with the same code, before any stream.
    const { res: chat } = await callWith({ MODEL_PROVIDER: 'openai', OPENAI_API_KEY: '', OPENAI_BASE_URL: '' }, '/api/claims/CLM-26-004211/chat', {
      method: 'POST',
      json: { message: 'Hello' },
    });
    expect(chat.status).toBe(500);
    expect((await chat.json<{ error: { code: string } }>()).error.code).toBe('provider_misconfigured');
  });
});
