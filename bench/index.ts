/**
 * Everything `scripts/bench.mjs` runs, in one module so it is bundled once.
 */
export { DEMO_CLAIMS, DEMO_TODAY, generateLargeClaim } from '../api/demo';
export { startAnthropicServer } from '../api/test/fake-models/anthropic-server';
export { seed } from '../scripts/seed';
export { PROMPT_TOKEN_BUDGET } from '../api/src/prompt/prompt-size';
export { checkStablePrefix } from './prompt-cache';
export { promptBudget, toolResultSizes } from './prompt-budget';
export { benchOverview } from './overview';
export { bundleSize, pageScripts, workerModules } from './sizes';
export { keepAlive, timeStream } from './sse-client';
export { benchTools, benchUnbrokenDocument } from './tools';
export { FREE_TEXT_CASE, TWO_TOOL_CASE, benchTurnCase, scriptFakeModel } from './turn-overhead';
export { IsolateHeap } from './isolate-heap';
export { benchImportMemory, benchTurnMemory, eightMegabyteClaim, workerdPid } from './memory';
export { FIRST_TEXT_TARGET_RATIO, MODEL_LATENCY, benchRealisticLatency } from './realistic-latency';
export { benchFigureCheck } from './figure-check';
export { benchTurnBreakdown } from './turn-breakdown';
