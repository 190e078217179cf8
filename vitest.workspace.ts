/**
 * The test projects. Vitest 4 no longer reads this file by itself: `vitest.config.ts` imports
 * it, so this stays the one list of projects.
 */
export default ['shared/vitest.config.ts', 'web/vitest.config.ts', 'api/vitest.config.ts', 'bench/vitest.config.ts'];
