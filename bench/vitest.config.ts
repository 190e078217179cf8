/**
 * The bench Worker's tests (bench/worker/): inside workerd on the bench Worker's own config, so
 * its claim objects are the bench class, with the api project's fake model servers and migrations.
 */
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineProject } from 'vitest/config';

const api = path.join(import.meta.dirname, '..', 'api');

export default defineProject(async () => {
  const migrations = await readD1Migrations(path.join(api, 'migrations'));
  return {
    plugins: [
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            AUTH_MODE: 'dev',
            MODEL_PROVIDER: 'offline',
            CHAT_TURNS_PER_MINUTE: '10000',
            OFFLINE_CHUNK_DELAY_MS: '0',
            ANTHROPIC_BASE_URL: inject<string>('anthropicBaseUrl'),
            OPENAI_BASE_URL: inject<string>('openaiBaseUrl'),
          },
        },
      })),
    ],
    test: {
      name: 'bench',
      include: ['worker/**/*.test.ts'],
      globalSetup: [path.join(api, 'test/fake-models/global-setup.ts')],
      setupFiles: [path.join(api, 'test/apply-migrations.ts')],
    },
  };
});
