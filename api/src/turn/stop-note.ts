/**
 * What the handler is told when the model stopped without finishing its answer: cut off at the
 * most it may write in one reply (a reasoning model can spend all of that thinking and say
 * nothing), or declining to go on. Without a word the reply would simply end mid-sentence, or be
 * empty. The note is part of the reply, shown and stored with it, so the next turn's replay
 * tells the model too.
 */
import type { ModelStopReason } from '../providers/types';

export const OUTPUT_LIMIT_NOTE =
  '[The answer stopped here: it reached the most the model may write in one reply. Ask me to go on, or ask for less at a time.]';

export const DECLINED_NOTE =
  '[The model declined to go on with this request. Rephrase the question, or ask about another part of the claim.]';

/** The note for a round that ended for `reason`, or undefined when the answer finished. */
export function stopNote(reason: ModelStopReason): string | undefined {
  if (reason === 'max_tokens') return OUTPUT_LIMIT_NOTE;
  if (reason === 'refusal') return DECLINED_NOTE;
  return undefined;
}

/** `text` as a new paragraph after `before`. */
export function asParagraph(before: string, text: string): string {
  if (before === '' || before.endsWith('\n\n')) return text;
  return `${before.endsWith('\n') ? '\n' : '\n\n'}${text}`;
}
