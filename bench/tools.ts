/**
 * Benchmark of the claim tools: runs each tool with realistic inputs on one claim and reports
 * the median and 95th-percentile time per call. Per-claim indexes are built on the first call
 * and reused after, as they are within a request; `firstMs` reports that first call alone.
 */
import type { ClaimRecord } from '@claims/shared';
import { allTools } from '../api/src/capabilities/all-tools';
import type { ChatTool } from '../api/src/capabilities/types';

export interface ToolTiming {
  tool: string;
  medianMs: number;
  p95Ms: number;
  /** The first call on this claim object, which builds any per-claim index. */
  firstMs: number;
  calls: number;
}

/** The inputs each tool is benchmarked with: a handful of realistic calls per tool. */
function inputsFor(tool: ChatTool, claim: ClaimRecord): unknown[] {
  const longest = [...claim.documents].sort((a, b) => b.text.length - a.text.length)[0];
  switch (tool.definition.name) {
    case 'get_claim_section':
      return [{ section: 'overview' }, { section: 'policy' }, { section: 'correspondence' }, { section: 'documents', offset: 40 }, { section: 'financials' }];
    case 'search_claim':
      return [{ query: 'complaint' }, { query: 'loss of earnings schedule' }, { query: 'physiotherapy appointment cancelled' }, { query: 'Part 36 offer', limit: 12 }, { query: 'knee replacement risk' }];
    case 'get_document':
      return longest ? [{ documentId: longest.id }, { documentId: longest.id, offset: Math.floor(longest.text.length / 2) }] : [];
    case 'highlight_panel':
      return [{ panel: 'deadlines' }];
    case 'check_policy_in_force':
      return [{}, { date: claim.policy.expiryDate }];
    case 'build_timeline':
      return [{}, { from: claim.loss.date, to: claim.notifiedDate }, { kinds: ['event', 'offer', 'payment'] }, { offset: 1000 }];
    case 'get_party':
      return [{ role: 'policyholder' }, { role: 'solicitor' }, { partyId: claim.parties[claim.parties.length - 1]?.id ?? claim.policy.holderPartyId }];
    default:
      return [{}];
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

/** Times every tool on `claim`: `iterations` rounds over each tool's inputs. */
export function benchTools(claim: ClaimRecord, today: string, iterations = 50): ToolTiming[] {
  const ctx = { claim, today };
  const out: ToolTiming[] = [];
  for (const tool of allTools({ canActOnScreen: true })) {
    const inputs = inputsFor(tool, claim).map((raw) => tool.inputSchema.parse(raw));
    if (inputs.length === 0) continue;
    const started = performance.now();
    for (const input of inputs) tool.run(input, ctx);
    const firstMs = performance.now() - started;
    const times: number[] = [];
    for (let i = 0; i < iterations; i += 1) {
      for (const input of inputs) {
        const t0 = performance.now();
        tool.run(input, ctx);
        times.push(performance.now() - t0);
      }
    }
    times.sort((a, b) => a - b);
    out.push({ tool: tool.definition.name, medianMs: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), firstMs: round(firstMs), calls: times.length });
  }
  return out;
}
