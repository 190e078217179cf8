/**
 * Earlier turns of a conversation, replayed to the model from the stored transcript (the client
 * never sends history). Roles alternate as every provider requires.
 */
import type { ModelMessage } from '../providers/types';
import { DECLINED_NOTE } from './stop-note';

export interface StoredMessage {
  role: 'user' | 'assistant';
  text: string;
  status: string;
}

export const INTERRUPTED_NOTE = '[This reply was interrupted before it finished.]';

/**
 * How much of a long conversation is replayed: the most recent turns within this many
 * characters (about 15,000 tokens), so the prompt cannot grow without bound.
 */
export const MAX_HISTORY_CHARS = 60_000;
export const EARLIER_TURNS_NOTE = '[Earlier turns of this conversation are not shown.]';
/**
 * At most this many messages are replayed, however short. The transcript is read with one more,
 * so that a conversation longer than this is seen to be, and the replay says turns were left out.
 */
export const MAX_HISTORY_MESSAGES = 100;

/**
 * A reply the model declined (the note says so, as stored). Anthropic goes on refusing while the
 * turn that drew a refusal stays in the conversation, so that question and reply are not replayed.
 */
const declined = (message: StoredMessage | undefined): boolean => message?.role === 'assistant' && message.text.endsWith(DECLINED_NOTE);

/** The most recent messages that fit the budget, starting at a user message. */
function recent(stored: StoredMessage[], budget: number): { kept: StoredMessage[]; dropped: boolean } {
  let used = 0;
  let start = stored.length;
  const earliest = Math.max(0, stored.length - MAX_HISTORY_MESSAGES);
  while (start > earliest && used + stored[start - 1]!.text.length <= budget) {
    start -= 1;
    used += stored[start]!.text.length;
  }
  while (start < stored.length && stored[start]!.role !== 'user') start += 1;
  return { kept: stored.slice(start), dropped: start > 0 };
}

export function historyToModelMessages(stored: StoredMessage[], newUserText: string, budget = MAX_HISTORY_CHARS): ModelMessage[] {
  const out: ModelMessage[] = [];
  const { kept, dropped } = recent(stored, budget);
  const push = (role: 'user' | 'assistant', text: string) => {
    const last = out.at(-1);
    if (last && last.role === role) {
      last.text = `${last.text}\n\n${text}`;
    } else if (role === 'user') {
      out.push({ role, text });
    } else {
      out.push({ role, text, toolCalls: [] });
    }
  };
  if (dropped) push('user', EARLIER_TURNS_NOTE);
  for (const [i, m] of kept.entries()) {
    if (declined(m) || (m.role === 'user' && declined(kept[i + 1]))) continue;
    if (m.role === 'user') push('user', m.text);
    else {
      const text = m.status === 'interrupted' ? `${m.text}\n\n${INTERRUPTED_NOTE}`.trim() : m.text;
      // The Messages API refuses a text block of only whitespace ("\n\n" before a tool call and
      // nothing after is a reply Claude can give), and the conversation could then never go on.
      push('assistant', text.trim() === '' ? '(no reply)' : text);
    }
  }
  push('user', newUserText);
  return out;
}
