/**
 * The prompt budget: what every turn sends before the conversation (the system prompt and the tool
 * definitions) per capability and for free chat, and how much a typical tool result adds. Sizes
 * are characters; tokens are estimated at four characters each (`prompt-size.ts`), which is what
 * the budget is written in. The largest demo claim is reported for each capability, since the
 * claim header and the free-chat task guide vary a little by claim.
 */
import { CAPABILITY_IDS, type ClaimRecord } from '@claims/shared';
import { allTools } from '../api/src/capabilities/all-tools';
import { runTool } from '../api/src/capabilities/run-tool';
import type { ChatTool } from '../api/src/capabilities/types';
import { CLAIM_SECTIONS } from '../api/src/capabilities/tools/get-claim-section';
import { PROMPT_TOKEN_BUDGET, estimateTokens, measurePrompt } from '../api/src/prompt/prompt-size';
import { buildSystemPrompt } from '../api/src/prompt/system-prompt';
import { wrapClaimData } from '../api/src/turn/claim-data';

export interface PromptBudgetRow {
  /** A capability id, or "free chat". */
  task: string;
  /** The demo claim with the largest prompt for this task. */
  claimId: string;
  stableChars: number;
  dynamicChars: number;
  systemChars: number;
  toolChars: number;
  totalChars: number;
  estimatedTokens: number;
  withinBudget: boolean;
}

export interface ToolResultSize {
  tool: string;
  calls: number;
  meanChars: number;
  maxChars: number;
  meanTokens: number;
}

export interface ToolResultSizes {
  perTool: ToolResultSize[];
  /** Each tool weighs the same, however many typical calls it has. */
  meanTokensPerTool: number;
  /** Every typical call weighs the same. */
  meanTokensPerCall: number;
  calls: number;
  errors: number;
}

export const FREE_CHAT = 'free chat';

/** System prompt and tool definitions per capability (and free chat), largest over `claims`. */
export function promptBudget(claims: readonly ClaimRecord[], today: string): PromptBudgetRow[] {
  // The workbench always says it can act on the screen, which offers highlight_panel too: the larger set.
  const tools = allTools({ canActOnScreen: true }).map((t) => t.definition);
  return [...CAPABILITY_IDS, null].map((capability) => {
    let largest: PromptBudgetRow | undefined;
    for (const claim of claims) {
      const system = buildSystemPrompt({ claim, capability, today, canActOnScreen: true });
      const size = measurePrompt(system, tools);
      if (largest && largest.totalChars >= size.totalChars) continue;
      largest = {
        task: capability ?? FREE_CHAT,
        claimId: claim.id,
        stableChars: system.stable.length,
        dynamicChars: system.dynamic.length,
        ...size,
        withinBudget: size.estimatedTokens < PROMPT_TOKEN_BUDGET,
      };
    }
    if (!largest) throw new Error('promptBudget needs at least one claim');
    return largest;
  });
}

/**
 * The calls a model typically makes on a demo claim: the capability tools as the playbooks call
 * them first (no arguments), every section once, every document and party once, and searches
 * for the loss and for the usual handling words.
 */
export function demoClaimInputs(tool: ChatTool, claim: ClaimRecord): unknown[] {
  switch (tool.definition.name) {
    case 'get_claim_section':
      return CLAIM_SECTIONS.map((section) => ({ section }));
    case 'search_claim':
      return [{ query: claim.loss.description.split(/\s+/).slice(0, 6).join(' ') }, { query: 'complaint' }, { query: 'estimate invoice payment' }];
    case 'get_document':
      return claim.documents.map((d) => ({ documentId: d.id }));
    case 'get_party':
      return [{ role: 'policyholder' }, ...claim.parties.map((p) => ({ partyId: p.id }))];
    case 'highlight_panel':
      return [{ panel: 'financials' }];
    default:
      return [{}];
  }
}

/** Runs every tool with its typical inputs on every claim and measures each result as the model gets it. */
export async function toolResultSizes(claims: readonly ClaimRecord[], today: string): Promise<ToolResultSizes> {
  const tools = allTools({ canActOnScreen: true });
  const perTool: ToolResultSize[] = [];
  const all: number[] = [];
  let errors = 0;
  for (const tool of tools) {
    const name = tool.definition.name;
    const sizes: number[] = [];
    for (const claim of claims) {
      for (const input of demoClaimInputs(tool, claim)) {
        const outcome = await runTool(name, input, { claim, today }, tools);
        if (outcome.isError) errors += 1;
        // As the turn sends it back: inside its <claim_data> block.
        sizes.push(wrapClaimData(name, outcome.result).length);
      }
    }
    const meanChars = sizes.reduce((a, b) => a + b, 0) / Math.max(1, sizes.length);
    perTool.push({ tool: name, calls: sizes.length, meanChars: Math.round(meanChars), maxChars: Math.max(0, ...sizes), meanTokens: estimateTokens(meanChars) });
    all.push(...sizes);
  }
  const meanPerTool = perTool.reduce((sum, t) => sum + t.meanChars, 0) / Math.max(1, perTool.length);
  const meanPerCall = all.reduce((a, b) => a + b, 0) / Math.max(1, all.length);
  return { perTool, meanTokensPerTool: estimateTokens(meanPerTool), meanTokensPerCall: estimateTokens(meanPerCall), calls: all.length, errors };
}
