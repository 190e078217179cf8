/** The figure check of an answer in words, the same in both export formats. */
import { plural } from '@claims/shared';
import type { FigureCheck } from './conversation-document';

const KIND_WORDS: Record<string, string> = { date: 'date', money: 'amount', days: 'count of days' };

export function figureCheckWords(check: FigureCheck): { summary: string; unverified: string[] } {
  const unverified = check.unverified.map((u) => `${u.text} (${KIND_WORDS[u.kind] ?? u.kind})`);
  const summary =
    unverified.length === 0
      ? `${plural(check.checked, 'figure')} checked; every one found in the claim's records or the tools' results.`
      : `${plural(check.checked, 'figure')} checked; ${plural(unverified.length, 'figure')} not found in the claim's records or the tools' results:`;
  return { summary, unverified };
}

/** A tool call in one line: its name, whether it failed, how long it took, whether it was redacted. */
export function toolCallHeading(call: { tool: string; isError: boolean; durationMs: number; redacted: boolean }): string {
  const notes = [`${Math.round(call.durationMs)} ms`, call.isError ? 'failed' : undefined, call.redacted ? 'personal details redacted' : undefined];
  return `${call.tool} (${notes.filter(Boolean).join(', ')})`;
}
