/** The claim tools and capabilities: the public surface the chat turn and routes use. */
export type { Capability, ChatTool, PersonalData, ThinkingLevel, ToolContext, ToolDefinition, ToolOutcome } from './types';
export { CAPABILITIES, assertCatalogueMatches, getCapability } from './registry';
export { SHARED_TOOLS, TOOL_COUNT, allTools, collectTools, type ToolOptions } from './all-tools';
export { capResult, runTool, type ToolRun } from './run-tool';
export { RESULT_CAP } from './tools/compact';
export {
  addBusinessDays,
  addDays,
  addMonths,
  addYears,
  ageInYears,
  daysBetween,
  isBusinessDay,
  longDate,
} from './dates';
export { isBankHoliday } from './bank-holidays';
export { DEADLINE_KINDS, deadlinesOn, type Deadline, type DeadlineKind, type DeadlineStatus } from './tools/deadline-rules';
export { MATTER_PANELS } from '@claims/shared';
