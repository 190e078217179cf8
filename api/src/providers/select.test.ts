import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { collect, fakeModelServer, scenarioKey } from '../../test/fake-models/client';
import type { Env } from '../env';
import { AppError } from '../errors';
import { DEFAULT_ANTHROPIC_MODEL } from './anthropic';
import { DEFAULT_OPENAI_MODEL } from './openai';
import { selectProvider } from './select';

/** The test Worker's env with only the model settings given here. */
const config = (settings: Partial<Env>): Env => ({
  DB: env.DB,
  CLAIMS: env.CLAIMS,
  ANTHROPIC_BASE_URL: env.ANTHROPIC_BASE_URL,
  OPENAI_BASE_URL: env.OPENAI_BASE_URL,
  ...settings,
});

const configurationError = (settings: Partial<Env>): AppError => {
  try {
    selectProvider(config(settings));
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a configuration error');
};

describe('selectProvider', () => {
  describe('MODEL_PROVIDER=auto (the default)', () => {
    it('is offline with no key', () => {
      expect(selectProvider(config({}))).toEqual({ name: 'offline', model: null });
      expect(selectProvider(config({ MODEL_PROVIDER: 'auto', ANTHROPIC_API_KEY: '  ', OPENAI_API_KEY: '' }))).toEqual({
        name: 'offline',
        model: null,
      });
    });

    it('prefers Anthropic when its key is set', () => {
      const selected = selectProvider(config({ ANTHROPIC_API_KEY: 'sk-ant', OPENAI_API_KEY: 'sk-oai' }));
      expect(selected).toMatchObject({ name: 'anthropic', model: DEFAULT_ANTHROPIC_MODEL });
      expect(selected.provider).toMatchObject({ name: 'anthropic', model: DEFAULT_ANTHROPIC_MODEL });
    });

    it('uses OpenAI when only its key is set', () => {
      const selected = selectProvider(config({ MODEL_PROVIDER: 'auto', OPENAI_API_KEY: 'sk-oai' }));
      expect(selected).toMatchObject({ name: 'openai', model: DEFAULT_OPENAI_MODEL });
      expect(selected.provider?.name).toBe('openai');
    });
  });

  describe('an explicit provider', () => {
    it('uses the one named even when the other key is set too', () => {
      const selected = selectProvider(config({ MODEL_PROVIDER: 'openai', ANTHROPIC_API_KEY: 'sk-ant', OPENAI_API_KEY: 'local' }));
      expect(selected.name).toBe('openai');
    });

    it('is offline when told to be, whatever keys are set', () => {
      expect(selectProvider(config({ MODEL_PROVIDER: 'offline', ANTHROPIC_API_KEY: 'sk-ant' }))).toEqual({ name: 'offline', model: null });
    });

    it('takes the configured model', () => {
      expect(selectProvider(config({ MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'k', ANTHROPIC_MODEL: 'claude-haiku-4-5' })).model).toBe(
        'claude-haiku-4-5',
      );
      expect(selectProvider(config({ MODEL_PROVIDER: 'openai', OPENAI_API_KEY: 'k', OPENAI_MODEL: 'qwen3:8b' })).model).toBe('qwen3:8b');
    });

    it.each([
      ['anthropic', 'ANTHROPIC_API_KEY'],
      ['openai', 'OPENAI_API_KEY'],
    ])('without its key (%s) is a configuration error naming %s', (provider, variable) => {
      const error = configurationError({ MODEL_PROVIDER: provider, ANTHROPIC_BASE_URL: undefined, OPENAI_BASE_URL: undefined });
      expect(error).toMatchObject({ status: 500, code: 'provider_misconfigured' });
      expect(error.message).toContain(variable);
    });
  });

  it('lets a compatible server of your own (OPENAI_BASE_URL) go without a key, but not Anthropic', () => {
    const local = selectProvider(config({ MODEL_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:11434/v1', OPENAI_MODEL: 'qwen3:8b' }));
    expect(local).toMatchObject({ name: 'openai', model: 'qwen3:8b' });
    expect(local.provider?.name).toBe('openai');
    expect(configurationError({ MODEL_PROVIDER: 'anthropic', ANTHROPIC_BASE_URL: 'http://localhost:8080' }).message).toContain('ANTHROPIC_API_KEY');
  });

  it('rejects an unknown MODEL_PROVIDER, naming the variable and its values', () => {
    const error = configurationError({ MODEL_PROVIDER: 'gemini' });
    expect(error).toMatchObject({ status: 500, code: 'provider_misconfigured' });
    expect(error.message).toContain('MODEL_PROVIDER');
    expect(error.message).toContain('"offline"');
    expect(error.message).toContain('"gemini"');
  });

  it('does not repeat a MODEL_PROVIDER value that is not a word: /api/health is public, and a key pasted there would be shown', () => {
    const error = configurationError({ MODEL_PROVIDER: 'sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789' });
    expect(error.message).not.toContain('sk-ant');
    expect(error.message).toMatch(/MODEL_PROVIDER is not a provider name/);
  });

  it('rejects a base URL that is not an http(s) URL, naming the variable', () => {
    const error = configurationError({ MODEL_PROVIDER: 'openai', OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'localhost:11434' });
    expect(error.message).toContain('OPENAI_BASE_URL');
  });

  it.each([
    ['anthropic', 'ANTHROPIC_API_KEY'],
    ['openai', 'OPENAI_API_KEY'],
  ] as const)('gives a %s provider that talks to the configured base URL', async (provider, variable) => {
    const fake = fakeModelServer(provider);
    const key = await fake.script(scenarioKey(`select-${provider}`), [{ type: 'response', text: ['Configured.'] }]);
    const selected = selectProvider(config({ MODEL_PROVIDER: provider, [variable]: key }));
    const events = await collect(
      selected.provider!.stream(
        {
          system: { stable: 'Be brief.', dynamic: '' },
          messages: [{ role: 'user', text: 'Hello' }],
          tools: [],
          thinkingLevel: 'low',
          maxOutputTokens: 1000,
        },
        new AbortController().signal,
      ),
    );
    expect(events[0]).toEqual({ type: 'text', delta: 'Configured.' });
    expect((await fake.requests(key))[0]?.body).toMatchObject({ model: selected.model });
  });
});
