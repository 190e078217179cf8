/**
 * Offline mode: no language model. It speaks the provider interface so the real turn loop runs
 * (activity chips, provenance, screen actions): round one asks for the capability's first calls
 * (capabilities/first-calls.ts; free chat: a search for the question); while a list came back cut, the next
 * rounds ask for its further pages; the last renders the results readably under a line saying no
 * language model is configured.
 */
import { cutText, londonToday, ZERO_USAGE, type CapabilityId, type ClaimRecord } from '@claims/shared';
import { abortedError } from '../providers/errors';
import type { ModelEvent, ModelMessage, ModelProvider, ModelRequest, ModelToolCall, ModelToolResult } from '../providers/types';
import { unwrapClaimData } from '../turn/claim-data';
import { draftFor, isDraft } from './drafts';
import { evidencePanel } from './evidence-panel';
import { draftAskedFor, freeQuestionCalls } from './free-question';
import { nothingFound } from './nothing-found';
import { MAX_PAGES, joinPages, nextOffset } from './pages';
import { planFirstCalls, type PlannedCall } from '../capabilities/first-calls';
import { getCapability } from '../capabilities/registry';
import { renderToolResult } from './render-markdown';
import { sourcesInWords } from './source-words';

/** Said once per answer; how to configure a model is for whoever runs the server (the page's offline note, the README). */
export const OFFLINE_NOTICE = '_No language model is configured, so this is what the claim tools found, unedited._';

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
  /** The turn's day (UK), for drafts that count days; the clock's UK day when absent. */
  today?: string;
  /** The line heading the answer, when not OFFLINE_NOTICE (the day's model budget is used up). */
  notice?: string;
}

/** Reads beyond a quick action's plan that its answer needs offline: who is involved is every party, not only the policyholder. */
const FOLLOW_UPS: Partial<Record<CapabilityId, PlannedCall[]>> = {
  parties_overview: [{ name: 'get_claim_section', input: { section: 'parties' } }],
};

/** The quick action a turn runs: the one chosen, or the draft a free question asks for in words. */
const taskOf = (options: OfflineOptions): CapabilityId | undefined => options.capability ?? draftAskedFor(options.message);

function plannedCalls(options: OfflineOptions): PlannedCall[] {
  const task = taskOf(options);
  if (!task) return freeQuestionCalls(options.message, options.claim);
  const capability = getCapability(task);
  const calls = [...(capability ? planFirstCalls(capability, options.claim) : []), ...(FOLLOW_UPS[task] ?? [])];
  // "What can you do?" is about the assistant, not a part of the claim.
  if (options.canActOnScreen && task !== 'what_can_you_do') {
    calls.push({ name: 'highlight_panel', input: { panel: evidencePanel(task, options.claim) } });
  }
  return calls;
}

/** One round of this turn so far: the calls asked for and their results. */
interface Round {
  calls: ModelToolCall[];
  results: ModelToolResult[];
}

/** The rounds since the handler's message. */
function roundsOfThisTurn(messages: readonly ModelMessage[]): Round[] {
  const rounds: Round[] = [];
  for (const message of messages) {
    if (message.role === 'user') rounds.length = 0;
    else if (message.role === 'assistant') rounds.push({ calls: message.toolCalls, results: [] });
    else if (rounds.length > 0) rounds.at(-1)!.results.push(...message.results);
  }
  return rounds;
}

/** Planned call n is `offline-n`; its further pages are `offline-n-page-2` and on. */
const plannedId = (index: number) => `offline-${index + 1}`;
const rootOf = (callId: string) => callId.replace(/-page-\d+$/, '');

/** The next page of every planned list the last round left cut, up to MAX_PAGES a call. */
function nextPageCalls(rounds: readonly Round[], planned: readonly PlannedCall[]): ModelToolCall[] {
  const last = rounds.at(-1);
  if (!last) return [];
  const calls: ModelToolCall[] = [];
  for (const result of last.results) {
    const root = rootOf(result.callId);
    const index = planned.findIndex((_, i) => plannedId(i) === root);
    const plan = planned[index];
    if (!plan || plan.firstPageOnly || result.isError) continue;
    const offset = nextOffset(unwrapClaimData(result.content));
    const pagesRead = rounds.filter((r) => r.calls.some((c) => rootOf(c.id) === root)).length;
    if (offset === undefined || pagesRead >= MAX_PAGES) continue;
    calls.push({ id: `${root}-page-${pagesRead + 1}`, name: plan.name, input: { ...plan.input, offset } });
  }
  return calls;
}

/** Each planned call's result, its pages joined, in the order the calls were planned. */
function resultsByCall(rounds: readonly Round[]): { name: string; body: string; isError: boolean }[] {
  const first = rounds[0];
  if (!first) return [];
  const all = rounds.flatMap((r) => r.results);
  return first.calls.map((call) => {
    const pages = all.filter((r) => rootOf(r.callId) === call.id);
    const failedAt = pages.findIndex((r) => r.isError);
    // A later page that failed leaves the pages before it; a first page that failed is the answer.
    if (failedAt === 0) return { name: call.name, body: unwrapClaimData(pages[0]!.content), isError: true };
    const good = failedAt > 0 ? pages.slice(0, failedAt) : pages;
    if (good.length === 0) return { name: call.name, body: 'No result.', isError: true };
    return { name: call.name, body: joinPages(good.map((r) => unwrapClaimData(r.content))), isError: false };
  });
}

function render(rounds: readonly Round[], options: OfflineOptions): string {
  const sections = resultsByCall(rounds).flatMap(({ name, body, isError }) => {
    if (name === 'highlight_panel') return [];
    const heading = `### ${HEADINGS[name] ?? name}`;
    if (isError) return [`${heading}\n\n_${body}_`];
    const nothing = nothingFound(name, body);
    return [`${heading}\n\n${nothing ? `**${nothing}**\n\n` : ''}${renderToolResult(body)}`];
  });
  const task = taskOf(options);
  const question = cutText(options.message.replace(/\s+/g, ' ').trim(), 120);
  const notice = options.notice ?? OFFLINE_NOTICE;
  const intro = options.capability ? notice : `${notice}\n\nHere is what the claim file says about “${question}”.`;
  const draft = isDraft(task) ? [draftFor(task, options.claim, options.today ?? londonToday()), '### What the draft is drawn from'] : [];
  return `${sourcesInWords([intro, ...draft, ...sections].join('\n\n'), options.claim)}\n`;
}

function* askFor(calls: readonly ModelToolCall[]): Generator<ModelEvent> {
  for (const call of calls) yield { type: 'tool_call', call };
  yield { type: 'usage', usage: ZERO_USAGE };
  yield { type: 'stop', reason: 'tool_use' };
}

export function createOfflineProvider(options: OfflineOptions): Pick<ModelProvider, 'stream'> {
  return {
    async *stream(request: ModelRequest, signal: AbortSignal): AsyncIterable<ModelEvent> {
      const planned = plannedCalls(options);
      const rounds = roundsOfThisTurn(request.messages);
      if (rounds.length === 0) {
        yield* askFor(planned.map((call, i) => ({ id: plannedId(i), name: call.name, input: call.input })));
        return;
      }
      const more = nextPageCalls(rounds, planned);
      if (more.length > 0) {
        yield* askFor(more);
        return;
      }
      for (const line of render(rounds, options).split(/(?<=\n)/)) {
        if (signal.aborted) throw abortedError();
        if (options.chunkDelayMs > 0) await new Promise((r) => setTimeout(r, options.chunkDelayMs));
        yield { type: 'text', delta: line };
      }
      yield { type: 'usage', usage: ZERO_USAGE };
      yield { type: 'stop', reason: 'end_turn' };
    },
  };
}
