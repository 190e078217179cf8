/**
 * Offline mode: no language model. It speaks the provider interface so the real turn loop runs
 * (activity chips, provenance, screen actions): round one asks for the tools the task's playbook
 * calls first (free chat: a search for the question), round two renders their results readably
 * under a line saying no language model is configured.
 */
import { cutText, ZERO_USAGE, type CapabilityId, type ClaimRecord } from '@claims/shared';
import { TASK_PANELS } from '@claims/prompts';
import { abortedError } from '../providers/errors';
import type { ModelEvent, ModelMessage, ModelProvider, ModelRequest } from '../providers/types';
import { unwrapClaimData } from '../turn/claim-data';
import { OFFLINE_PLANS, type PlannedCall } from './plans';
import { renderToolResult } from './render-markdown';

export const OFFLINE_NOTICE =
  '_No language model is configured, so this is what the claim tools found, unedited. Set ANTHROPIC_API_KEY or OPENAI_API_KEY for written answers._';

const HEADINGS: Record<string, string> = {
  check_policy_in_force: 'Cover on the date',
  list_deadlines: 'Deadlines',
  settlement_position: 'Settlement position',
  financial_summary: 'Financial summary',
  claim_metrics: 'Key figures',
  get_claim_section: 'From the claim file',
  build_timeline: 'Timeline',
  get_party: 'Party',
  search_claim: 'Best matches in the file',
  get_document: 'Document',
  run_risk_cross_checks: 'Fraud indicators checked',
  scan_vulnerability_signals: 'Possible signs of vulnerability',
  scan_expressions_of_dissatisfaction: 'Expressions of dissatisfaction',
  run_handling_checks: 'Handling checks',
  list_capabilities: 'What I can do on this claim',
};

export interface OfflineOptions {
  claim: ClaimRecord;
  capability: CapabilityId | undefined;
  /** The handler's message (free chat searches for it). */
  message: string;
  canActOnScreen: boolean;
  /** Pause between streamed lines, so the answer arrives as a stream (0 in tests). */
  chunkDelayMs: number;
}

function plannedCalls(options: OfflineOptions): PlannedCall[] {
  if (!options.capability) return [{ name: 'search_claim', input: { query: options.message.slice(0, 500), limit: 5 } }];
  const calls = OFFLINE_PLANS[options.capability](options.claim);
  // "What can you do?" is about the assistant, not a part of the claim.
  if (options.canActOnScreen && options.capability !== 'what_can_you_do') {
    calls.push({ name: 'highlight_panel', input: { panel: TASK_PANELS[options.capability] } });
  }
  return calls;
}

function render(messages: ModelMessage[], options: OfflineOptions): string {
  const toolMessage = messages.at(-1);
  const askMessage = messages.at(-2);
  if (toolMessage?.role !== 'tool' || askMessage?.role !== 'assistant') return OFFLINE_NOTICE;
  const names = new Map(askMessage.toolCalls.map((c) => [c.id, c.name]));
  const sections = toolMessage.results.flatMap((r) => {
    const name = names.get(r.callId) ?? '';
    if (name === 'highlight_panel') return [];
    const body = unwrapClaimData(r.content);
    const heading = `### ${HEADINGS[name] ?? name}`;
    return [r.isError ? `${heading}\n\n_${body}_` : `${heading}\n\n${renderToolResult(body)}`];
  });
  const question = cutText(options.message.replace(/\s+/g, ' ').trim(), 120);
  const intro = options.capability ? OFFLINE_NOTICE : `${OFFLINE_NOTICE}\n\nHere is what the claim file says about “${question}”.`;
  return [intro, ...sections].join('\n\n') + '\n';
}


export function createOfflineProvider(options: OfflineOptions): Pick<ModelProvider, 'stream'> {
  return {
    async *stream(request: ModelRequest, signal: AbortSignal): AsyncIterable<ModelEvent> {
      const last = request.messages.at(-1);
      if (last?.role !== 'tool') {
        let n = 0;
        for (const call of plannedCalls(options)) {
          yield { type: 'tool_call', call: { id: `offline-${++n}`, name: call.name, input: call.input } };
        }
        yield { type: 'usage', usage: ZERO_USAGE };
        yield { type: 'stop', reason: 'tool_use' };
        return;
      }
      for (const line of render(request.messages, options).split(/(?<=\n)/)) {
        if (signal.aborted) throw abortedError();
        if (options.chunkDelayMs > 0) await new Promise((r) => setTimeout(r, options.chunkDelayMs));
        yield { type: 'text', delta: line };
      }
      yield { type: 'usage', usage: ZERO_USAGE };
      yield { type: 'stop', reason: 'end_turn' };
    },
  };
}
