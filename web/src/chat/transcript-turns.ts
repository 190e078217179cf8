/**
 * A stored transcript as the pane's turns: each handler message with the reply that followed it.
 * The tool calls are not shown again (their chips said what the turn was doing at the time); a
 * reply cut off (stopped, a reload, a lost connection) reads as stopped. A long transcript is
 * read a page at a time, latest first, so a page can begin with a reply to a question on the
 * page before: that reply is held back until its question is read.
 */
import type { TranscriptMessage } from '@claims/shared/wire';
import type { Turn } from './conversation';

/** Below every key a turn asked in this visit gets (those count up from 1). */
const RESTORED_KEY_BASE = -1_000_000_000;

export interface TranscriptPage {
  messages: readonly TranscriptMessage[];
  /** How many stored messages come before the page. */
  earlierMessages: number;
}

export interface RestoredPage {
  turns: Turn[];
  /** The page's first message when it is a reply whose question is on the page before. */
  heldReply: TranscriptMessage | null;
}

/**
 * One page's turns, oldest first, given the reply held back from the page after it (if any).
 * Keys follow the messages' places in the whole transcript, so pages never share a key.
 */
export function restorePage(page: TranscriptPage, heldReply: TranscriptMessage | null): RestoredPage {
  const messages = heldReply ? [...page.messages, heldReply] : [...page.messages];
  const first = messages[0];
  const held = page.earlierMessages > 0 && first?.role === 'assistant' ? first : null;
  if (held) messages.shift();
  return { turns: turnsFromTranscript(messages, RESTORED_KEY_BASE + page.earlierMessages), heldReply: held };
}

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
        verification: null,
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
    turn.verification = message.verification ?? null;
    turn.stopReason = message.stopReason;
    turn.messageId = message.id;
  }
  return turns;
}
