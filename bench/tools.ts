/**
 * Benchmark of the claim tools: runs each tool with realistic inputs on one (large) claim through
 * `runTool`, as a chat turn does (input validation and the result cap included), and reports the
 * median and 95th-percentile time per call.
 *
 * Each tool gets its own fresh copy of the claim, so `firstMs` is that tool's cold first call: the
 * call that builds whatever per-claim index the tool keeps (the parsed claim is cached per isolate,
 * so in production this is paid once per claim version, not per turn). The warm calls after it
 * reuse those indexes, as every later call in the isolate does.
 */
import type { ClaimRecord } from '@claims/shared';
import { allTools } from '../api/src/capabilities/all-tools';
import { runTool } from '../api/src/capabilities/run-tool';
import type { ChatTool } from '../api/src/capabilities/types';
import { roundMs, summarize } from './stats';

export interface ToolTiming {
  tool: string;
  medianMs: number;
  p95Ms: number;
  /** The tool's first call on a claim no tool has touched yet (builds its per-claim indexes). */
  firstMs: number;
  calls: number;
  /** Calls that came back as errors: a benchmark input a tool refuses is a bug in the benchmark. */
  errors: number;
}

/** The inputs each tool is benchmarked with on the large claim: a handful of realistic calls per tool. */
export function largeClaimInputs(tool: ChatTool, claim: ClaimRecord): unknown[] {
  const longest = [...claim.documents].sort((a, b) => b.text.length - a.text.length)[0];
  switch (tool.definition.name) {
    case 'get_claim_section':
      return [{ section: 'overview' }, { section: 'policy' }, { section: 'correspondence' }, { section: 'documents', offset: 40 }, { section: 'financials' }];
    case 'search_claim':
      return [
        { query: 'complaint' },
        { query: 'loss of earnings schedule' },
        { query: 'physiotherapy appointment cancelled' },
        { query: 'Part 36 offer', limit: 12 },
        { query: 'knee replacement risk' },
      ];
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

/** Times every tool on `claim`: one cold call, then `iterations` rounds over the tool's inputs. */
export async function benchTools(claim: ClaimRecord, today: string, iterations = 50): Promise<ToolTiming[]> {
  const tools = allTools({ canActOnScreen: true });
  const out: ToolTiming[] = [];
  for (const tool of tools) {
    const name = tool.definition.name;
    const inputs = largeClaimInputs(tool, claim);
    if (inputs.length === 0) throw new Error(`No benchmark inputs for ${name} on claim ${claim.id}`);
    // A copy no other tool has run on: its per-claim caches start empty.
    const ctx = { claim: structuredClone(claim), today };
    let errors = 0;
    const started = performance.now();
    if ((await runTool(name, inputs[0], ctx, tools)).isError) errors += 1;
    const firstMs = performance.now() - started;
    const times: number[] = [];
    for (let i = 0; i < iterations; i += 1) {
      for (const input of inputs) {
        const t0 = performance.now();
        const outcome = await runTool(name, input, ctx, tools);
        times.push(performance.now() - t0);
        if (outcome.isError) errors += 1;
      }
    }
    const { medianMs, p95Ms, samples } = summarize(times);
    out.push({ tool: name, medianMs, p95Ms, firstMs: roundMs(firstMs), calls: samples, errors });
  }
  return out;
}

export interface WorstCaseTiming {
  tool: string;
  /** The first call on a claim carrying the worst-case document, per-claim indexes included. */
  firstMs: number;
  isError: boolean;
}

/** The tools that read every document's text on their first call. */
const TEXT_READING_TOOLS = ['search_claim', 'run_risk_cross_checks', 'scan_vulnerability_signals', 'get_document'];

/**
 * The tools that read document text, on a claim carrying one 1 MB document with dates all
 * through it and no sentence break (a statement or OCR run together on one line): the shape that
 * made the date scan quadratic once. A linear tool takes a fraction of a second here.
 */
export async function benchUnbrokenDocument(claim: ClaimRecord, today: string): Promise<{ documentChars: number; timings: WorstCaseTiming[] }> {
  const line = `${claim.loss.date} paid 12.00 | 02/10/2026 transfer 40.00 | `;
  const text = line.repeat(Math.floor(1_000_000 / line.length));
  const document = { id: 'bench-unbroken', title: 'Bank statement (one line)', kind: 'statement', receivedDate: claim.notifiedDate, text };
  const tools = allTools({ canActOnScreen: true });
  const timings: WorstCaseTiming[] = [];
  for (const name of TEXT_READING_TOOLS) {
    const ctx = { claim: { ...structuredClone(claim), documents: [...claim.documents, document] }, today };
    const input = name === 'search_claim' ? { query: 'transfer paid' } : name === 'get_document' ? { documentId: document.id, offset: 500_000 } : {};
    const started = performance.now();
    const outcome = await runTool(name, input, ctx, tools);
    timings.push({ tool: name, firstMs: roundMs(performance.now() - started), isError: outcome.isError });
  }
  return { documentChars: text.length, timings };
}
