import { describe, expect, it } from 'vitest';
import { SHARED_TOOLS, TOOL_COUNT, allTools, collectTools } from './all-tools';
import { callFirst, firstTools } from './first-calls';
import { CAPABILITIES } from './registry';
import { highlightPanelTool } from './tools/highlight-panel';
import { listDeadlinesTool } from './tools/list-deadlines';
import { searchClaimTool } from './tools/search-claim';

const names = (tools: { definition: { name: string } }[]) => tools.map((t) => t.definition.name);

/** Every tool, in the order offered: the shared readers, then each capability's first tools. */
const EXPECTED = [
  'get_claim_section',
  'search_claim',
  'get_document',
  'financial_summary',
  'highlight_panel',
  'claim_metrics',
  'build_timeline',
  'get_party',
  'check_policy_in_force',
  'list_deadlines',
  'settlement_position',
  'run_risk_cross_checks',
  'scan_vulnerability_signals',
  'scan_expressions_of_dissatisfaction',
  'run_handling_checks',
  'list_capabilities',
];

describe('allTools', () => {
  it('puts the five shared tools first, then the capability tools in registry order, each once', () => {
    expect(names(allTools({ canActOnScreen: true }))).toEqual(EXPECTED);
    expect(TOOL_COUNT).toBe(EXPECTED.length);
  });

  it('leaves screen actions out unless the caller can act on the screen', () => {
    const without = names(allTools({ canActOnScreen: false }));
    expect(without).not.toContain('highlight_panel');
    expect(without).toHaveLength(EXPECTED.length - 1);
  });

  it('deduplicates by name, keeping the first', () => {
    const tools = collectTools(
      { canActOnScreen: true },
      [{ firstCalls: [callFirst(listDeadlinesTool), callFirst(searchClaimTool)] }, { firstCalls: [callFirst(listDeadlinesTool)] }],
      [searchClaimTool, highlightPanelTool],
    );
    expect(names(tools)).toEqual(['search_claim', 'highlight_panel', 'list_deadlines']);
  });

  it('offers every tool a capability calls first', () => {
    const offered = new Set(names(allTools({ canActOnScreen: true })));
    for (const c of CAPABILITIES) for (const t of firstTools(c)) expect(offered.has(t.definition.name), t.definition.name).toBe(true);
    expect(SHARED_TOOLS).toHaveLength(5);
  });

  it('returns a fresh array each time', () => {
    const a = allTools({ canActOnScreen: true });
    a.pop();
    expect(allTools({ canActOnScreen: true })).toHaveLength(TOOL_COUNT);
  });
});
