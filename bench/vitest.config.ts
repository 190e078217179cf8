/**
 * The bench Worker's tests (bench/worker/): inside workerd on the bench Worker's own config, so
 * its claim objects are the bench class, with the api project's fake model servers and migrations.
 */
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineProject } from 'vitest/config';
import { workerTestBindings } from '../api/test/worker-test-bindings';

const api = path.join(import.meta.dirname, '..', 'api');

export default defineProject(async () => {
  const migrations = await readD1Migrations(path.join(api, 'migrations'));
  return {
    plugins: [
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: workerTestBindings(migrations, inject),
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
