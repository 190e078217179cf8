import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { callWith } from '../../test/helpers';

describe('GET /api/health', () => {
  it('answers without sign-in with the provider, model and counts', async () => {
    const res = await exports.default.fetch('http://example.com/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, provider: 'offline', model: null, capabilities: 16, tools: 16 });
  });

  it('reports the chosen provider and model, never the key', async () => {
    const { res } = await callWith({ MODEL_PROVIDER: 'auto', ANTHROPIC_API_KEY: 'sk-ant-secret-value', ANTHROPIC_MODEL: 'claude-test-1' }, '/api/health');
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ ok: true, provider: 'anthropic', model: 'claude-test-1' });
    expect(text).not.toContain('sk-ant-secret-value');
  });

  it('answers 503 saying what to set when the provider configuration cannot work', async () => {
    const { res } = await callWith({ MODEL_PROVIDER: 'openai', OPENAI_API_KEY: '' }, '/api/health');
    expect(res.status).toBe(503);
    const body = await res.json<{ ok: boolean; error: { message: string } }>();
    expect(body.ok).toBe(false);
    expect(body.error.message).toMatch(/OPENAI_API_KEY/);
  });
});
