/**
 * The calls a capability's playbook makes first, with the inputs a handler wants by default.
 * Written once, in each capability's declaration (the group files); everything else derives from
 * it: the Worker runs them before a quick action's first model request (turn/first-calls.ts),
 * offline mode runs them and shows the results, the prompt names them, the tools on offer
 * include them, and the free-chat guide lists them.
 */
import type { ClaimRecord } from '@claims/shared';
import type { Capability, ChatTool } from './types';

/** One first call: the tool, and its input on a claim (undefined: the claim has nothing to call it on). */
export interface FirstCall {
  tool: ChatTool;
  input: (claim: ClaimRecord) => Record<string, unknown> | undefined;
  /** Read the first page only (a search's best matches); otherwise a cut list is read to its end. */
  firstPageOnly?: boolean;
}

/** A call planned on one claim: the tool's name and its input. */
export interface PlannedCall {
  name: string;
  input: Record<string, unknown>;
  firstPageOnly?: boolean;
}

/** A first call whose input does not depend on the claim (`{}` by default). */
export function callFirst(tool: ChatTool, input: Record<string, unknown> = {}): FirstCall {
  return { tool, input: () => input };
}

/** A first call whose input is read from the claim; `undefined` leaves it out on that claim. */
export function callFirstOn(tool: ChatTool, input: FirstCall['input'], options: { firstPageOnly?: boolean } = {}): FirstCall {
  return { tool, input, ...options };
}

/** The best matches for a search: a handler reads the top few, not every passage that matched. */
export const searchCall = (query: string): PlannedCall => ({ name: 'search_claim', input: { query, limit: 5 }, firstPageOnly: true });

/** The longest document is usually the one worth reading first. */
export function mainDocumentId(claim: ClaimRecord): string | undefined {
  return [...claim.documents].sort((a, b) => b.text.length - a.text.length)[0]?.id;
}

/** The tools a capability calls first, in order. */
export function firstTools(capability: Pick<Capability, 'firstCalls'>): ChatTool[] {
  return capability.firstCalls.map((call) => call.tool);
}

export function firstToolNames(capability: Pick<Capability, 'firstCalls'>): string[] {
  return capability.firstCalls.map((call) => call.tool.definition.name);
}

/** The first calls on one claim, in order, each with its input. */
export function planFirstCalls(capability: Pick<Capability, 'firstCalls'>, claim: ClaimRecord): PlannedCall[] {
  const planned: PlannedCall[] = [];
  for (const call of capability.firstCalls) {
    const input = call.input(claim);
    if (input === undefined) continue;
    planned.push({ name: call.tool.definition.name, input, ...(call.firstPageOnly && { firstPageOnly: true }) });
  }
  return planned;
}
