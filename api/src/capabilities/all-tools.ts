/**
 * The tools offered on every turn: the five shared readers first, then the capability tools in
 * registry order, each once. Screen actions only when the caller can act on the screen.
 */
import { firstTools } from './first-calls';
import { CAPABILITIES } from './registry';
import { financialSummaryTool } from './tools/financial-summary';
import { getClaimSectionTool } from './tools/get-claim-section';
import { getDocumentTool } from './tools/get-document';
import { highlightPanelTool } from './tools/highlight-panel';
import { searchClaimTool } from './tools/search-claim';
import type { Capability, ChatTool } from './types';

/** The general readers every conversation starts with, in this order. */
export const SHARED_TOOLS: readonly ChatTool[] = [getClaimSectionTool, searchClaimTool, getDocumentTool, financialSummaryTool, highlightPanelTool];

export interface ToolOptions {
  /** The caller can act on the page (e.g. highlight a panel). */
  canActOnScreen: boolean;
}

/** Shared tools, then each capability's tools, deduplicated by name. */
export function collectTools(
  { canActOnScreen }: ToolOptions,
  capabilities: readonly Pick<Capability, 'firstCalls'>[] = CAPABILITIES,
  shared: readonly ChatTool[] = SHARED_TOOLS,
): ChatTool[] {
  const seen = new Set<string>();
  const out: ChatTool[] = [];
  for (const tool of [...shared, ...capabilities.flatMap(firstTools)]) {
    if (seen.has(tool.definition.name)) continue;
    seen.add(tool.definition.name);
    if (tool.screenAction && !canActOnScreen) continue;
    out.push(tool);
  }
  return out;
}

const cached = {
  screen: collectTools({ canActOnScreen: true }),
  noScreen: collectTools({ canActOnScreen: false }),
};

export function allTools(options: ToolOptions): ChatTool[] {
  return [...(options.canActOnScreen ? cached.screen : cached.noScreen)];
}

/** How many tools exist in all (for /api/health). */
export const TOOL_COUNT = cached.screen.length;
