import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineProject } from 'vitest/config';

export default defineProject(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));
  return {
    plugins: [
      // The fake model servers start in the global setup; their URLs reach the Worker as bindings.
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: '../wrangler.toml' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            AUTH_MODE: 'dev',
            MODEL_PROVIDER: 'offline',
            // Tests start many turns as one user; the rate-limit test sets its own limit.
            CHAT_TURNS_PER_MINUTE: '10000',
            OFFLINE_CHUNK_DELAY_MS: '0',
            ANTHROPIC_BASE_URL: inject<string>('anthropicBaseUrl'),
            OPENAI_BASE_URL: inject<string>('openaiBaseUrl'),
          },
        },
      })),
    ],
    test: {
      name: 'api',
      include: ['src/**/*.test.ts', 'demo/**/*.test.ts', 'test/**/*.test.ts'],
      globalSetup: ['./test/fake-models/global-setup.ts', './test/fake-access/global-setup.ts'],
      setupFiles: ['./test/apply-migrations.ts'],
    },
  };
});
