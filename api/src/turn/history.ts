/**
 * Earlier turns of a conversation, replayed to the model from the stored transcript (the client
 * never sends history). Roles alternate as every provider requires.
 */
import type { ModelMessage } from '../providers/types';

export interface StoredMessage {
  role: 'user' | 'assistant';
  text: string;
  status: string;
}

export const INTERRUPTED_NOTE = '[This reply was interrupted before it finished.]';

export function historyToModelMessages(stored: StoredMessage[], newUserText: string): ModelMessage[] {
  const out: ModelMessage[] = [];
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
  for (const m of stored) {
    if (m.role === 'user') push('user', m.text);
    else {
      const text = m.status === 'interrupted' ? `${m.text}\n\n${INTERRUPTED_NOTE}`.trim() : m.text;
      push('assistant', text === '' ? '(no reply)' : text);
    }
  }
  push('user', newUserText);
  return out;
}
