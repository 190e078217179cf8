/**
 * A stored transcript as the pane's turns: each handler message with the reply that followed it.
 * The tool calls are not shown again (their chips said what the turn was doing at the time); a
 * reply cut off (stopped, a reload, a lost connection) reads as stopped.
 */
import type { TranscriptMessage } from '@claims/shared/wire';
import type { Turn } from './conversation';

export function turnsFromTranscript(messages: readonly TranscriptMessage[], firstKey: number): Turn[] {
  const turns: Turn[] = [];
  for (const message of messages) {
    if (message.role === 'user') {
      turns.push({
        key: firstKey + turns.length,
        message: message.text,
        capability: message.capability,
        blocks: [],
        status: 'stopped',
        usage: null,
        error: null,
        stopReason: null,
      });
      continue;
    }
    const turn = turns.at(-1);
    if (!turn || turn.status === 'done' || turn.blocks.length > 0) continue; // a reply with no question before it
    turn.blocks = message.text === '' ? [] : [{ kind: 'text', text: message.text }];
    turn.status = message.status === 'complete' ? 'done' : 'stopped';
    turn.usage = message.usage;
    turn.stopReason = message.stopReason;
  }
  return turns;
}
