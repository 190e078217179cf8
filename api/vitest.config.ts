import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineProject } from 'vitest/config';
import { workerTestBindings } from './test/worker-test-bindings';

export default defineProject(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));
  return {
    plugins: [
      // The fake model servers start in the global setup; their URLs reach the Worker as bindings.
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: '../wrangler.toml' },
        miniflare: {
          bindings: workerTestBindings(migrations, inject),
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
