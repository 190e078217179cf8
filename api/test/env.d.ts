// Types for the test runtime: the Worker's bindings plus the test-only migrations binding, and
// the main module, so `exports.default.fetch` from `cloudflare:workers` is typed.
type WorkerEnv = import('../src/env').Env;

declare namespace Cloudflare {
  interface Env extends WorkerEnv {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
  interface GlobalProps {
    mainModule: typeof import('../src/index');
  }
}
