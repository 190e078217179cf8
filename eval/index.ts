/** Everything `scripts/eval.mjs` runs, in one module so it is bundled once. */
export { demoClaimsFor } from '../api/demo';
export { seed } from '../scripts/seed';
export { buildCases } from './cases';
export { readTurn } from './read-turn';
export { scoreAnswer, totals } from './score';
export { londonToday } from '@claims/shared';
