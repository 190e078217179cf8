/**
 * The bindings every workerd test project gives the Worker (api, bench): the migrations to apply,
 * dev sign-in, offline answers unless a test configures a provider, and the fake model servers'
 * URLs from the global setup.
 */
import type { D1Migration } from '@cloudflare/vitest-pool-workers';

export function workerTestBindings(migrations: D1Migration[], inject: (key: 'anthropicBaseUrl' | 'openaiBaseUrl') => string) {
  return {
    TEST_MIGRATIONS: migrations,
    AUTH_MODE: 'dev',
    MODEL_PROVIDER: 'offline',
    // Tests start many turns as one user; the rate-limit test sets its own limit.
    CHAT_TURNS_PER_MINUTE: '10000',
    OFFLINE_CHUNK_DELAY_MS: '0',
    ANTHROPIC_BASE_URL: inject('anthropicBaseUrl'),
    OPENAI_BASE_URL: inject('openaiBaseUrl'),
  };
}
