/**
 * The types of the claim tools and capabilities (docs/tools.md, docs/capabilities.md). A tool reads or
 * computes something from the one claim of the conversation; a capability owns a playbook and
 * names the tools that playbook calls first.
 */
import type * as z from 'zod';
import type { CapabilityId, ClaimRecord, ClientAction, LinkedClaims } from '@claims/shared';
import type { FirstCall } from './first-calls';

/** A provider-neutral tool definition: what the model is offered. */
export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON Schema (draft-07, input side, objects closed) generated from the tool's zod schema. */
  parameters: Record<string, unknown>;
}

/** What every tool is given: the claim and the day to reason from. Never the clock. */
export interface ToolContext {
  claim: ClaimRecord;
  /** `YYYY-MM-DD`. */
  today: string;
  /** Other claims linked to this one, as the caller may see them (absent where there is no database). */
  linkedClaims?: () => Promise<LinkedClaims>;
}

export interface ToolOutcome {
  /** Back to the model; compact JSON (or a short sentence), under the result cap. */
  result: string;
  /** For the browser to perform (screen actions only). */
  clientActions?: ClientAction[];
}

/**
 * Personal data a tool's arguments or results may carry, so its stored provenance is redacted
 * (names kept; emails, phones, addresses and free text masked).
 */
export interface PersonalData {
  arguments?: boolean;
  result?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: one list holds tools of every input type; each checks its own with zod
export interface ChatTool<Input = any> {
  definition: ToolDefinition;
  /** The zod schema the input is validated with; `definition.parameters` is generated from it. */
  inputSchema: z.ZodType<Input>;
  /** Acts on the page, not the claim: offered only when the caller can act on the screen. */
  screenAction?: boolean;
  personalData?: PersonalData;
  /** The browser's chip while the tool runs, e.g. "Reading the policy…". */
  activity: (input: Input) => string;
  run: (input: Input, ctx: ToolContext) => ToolOutcome | Promise<ToolOutcome>;
}

export type ThinkingLevel = 'low' | 'medium' | 'high';

/**
 * The server half of a capability; its catalogue row lives in `@claims/shared`, its playbook in
 * `@claims/prompts` under the same id.
 */
export interface Capability {
  id: CapabilityId;
  /** The calls its playbook makes first, in that order (first-calls.ts). */
  firstCalls: FirstCall[];
  thinkingLevel: ThinkingLevel;
}
