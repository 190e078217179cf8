/**
 * One-round quick actions: the Worker runs a quick action's first calls (the capability's, see
 * capabilities/first-calls.ts) before the first model request, as the model would have asked for
 * them, so a model that needs nothing more answers in its first round instead of its second.
 *
 * The results go to the model inside the handler's message, each a `<claim_data>` block, rather
 * than as an assistant tool call the model never made: every provider accepts a user message,
 * while Anthropic with extended thinking refuses an assistant tool call without its own signed
 * thinking block before it. The chips, the provenance and the tool-call bound are as for any call.
 */
import type { StreamEvent, ToolCallRecord } from '@claims/shared';
import type { PlannedCall } from '../capabilities/first-calls';
import type { ChatTool, ToolContext } from '../capabilities/types';
import type { ModelMessage } from '../providers/types';
import { runCall } from './run-call';

export const FIRST_RESULTS_INTRO =
  "[This task's first calls were run for you before your first round, as the task says; their results follow. Answer from them, and call a tool only for what they do not answer.]";

/** `first-1`, `first-2`: ids no model call takes (models' ids are provider-made). */
const firstCallId = (index: number) => `first-${index + 1}`;

export interface FirstResults {
  /** What goes after the handler's message: the intro, then each call with its result. */
  message: string;
  /** Each result as the model reads it (the figure check's sources). */
  results: string[];
}

export async function runFirstCalls(
  calls: readonly PlannedCall[],
  tools: ChatTool[],
  context: ToolContext,
  emit: (event: StreamEvent) => Promise<void>,
  records: ToolCallRecord[],
): Promise<FirstResults> {
  const parts: string[] = [FIRST_RESULTS_INTRO];
  const results: string[] = [];
  for (const [index, call] of calls.entries()) {
    const outcome = await runCall({ id: firstCallId(index), name: call.name, input: call.input }, tools, context, emit, records);
    results.push(outcome.content);
    parts.push(`${call.name} ${JSON.stringify(call.input)}${outcome.isError ? ' (failed)' : ''}:\n${outcome.content}`);
  }
  return { message: parts.join('\n\n'), results };
}

/** The conversation with the first results after the handler's message (always the last message). */
export function withFirstResults(messages: readonly ModelMessage[], firstResults: string): ModelMessage[] {
  const last = messages.at(-1);
  if (last?.role !== 'user') return [...messages, { role: 'user', text: firstResults }];
  return [...messages.slice(0, -1), { role: 'user', text: `${last.text}\n\n${firstResults}` }];
}
