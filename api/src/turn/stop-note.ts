/**
 * What the handler is told when the model stopped without finishing its answer: cut off at the
 * most it may write in one reply (a reasoning model can spend all of that thinking and say
 * nothing), declining to go on, or ending with nothing written (a local model whose `<think>`
 * never closed, a tool round and then silence). Without a word the reply would simply end mid-sentence, or be
 * empty. The note is part of the reply, shown and stored with it, so the next turn's replay
 * tells the model too.
 */
import type { ModelStopReason } from '../providers/types';

export const OUTPUT_LIMIT_NOTE = '[The answer stopped here: it reached the most the model may write in one reply. Ask me to go on, or ask for less at a time.]';

export const DECLINED_NOTE = '[The model declined to go on with this request. Rephrase the question, or ask about another part of the claim.]';

export const NO_ANSWER_NOTE = '[The model finished without writing an answer. Ask again, or put the question another way.]';

/**
 * The note for a turn whose last round ended for `reason` with `answer` written so far, or
 * undefined when the answer finished.
 */
export function stopNote(reason: ModelStopReason, answer: string): string | undefined {
  if (reason === 'max_tokens') return OUTPUT_LIMIT_NOTE;
  if (reason === 'refusal') return DECLINED_NOTE;
  if (answer.trim() === '') return NO_ANSWER_NOTE;
  return undefined;
}

/** `text` as a new paragraph after `before`. */
export function asParagraph(before: string, text: string): string {
  if (before === '' || before.endsWith('\n\n')) return text;
  return `${before.endsWith('\n') ? '\n' : '\n\n'}${text}`;
}
