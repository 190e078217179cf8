/**
 * The conversation as the assistant pane shows it: a list of turns, each the handler's message
 * and the reply as it streamed in (text interleaved with activity chips), its usage and how it
 * ended. A pure reducer over stream events, so every state the pane can be in is testable.
 */
import type { StreamEvent, Usage, Verification } from '@claims/shared/wire';

export type TurnStatus = 'streaming' | 'done' | 'stopped' | 'error';

export interface ActivityChip {
  id: string;
  tool: string;
  label: string;
  /** Settled: the text resumed or the turn ended. */
  done: boolean;
}

export type ReplyBlock = { kind: 'text'; text: string } | { kind: 'activity'; activity: ActivityChip };

export interface TurnError {
  code: string;
  message: string;
  /** As the server sent it; absent from older events and from the page's own errors (the code decides). */
  retryable?: boolean;
}

export interface Turn {
  /** Local key; the server's message id arrives with `done`. */
  key: number;
  message: string;
  capability: string | null;
  blocks: ReplyBlock[];
  status: TurnStatus;
  usage: Usage | null;
  /** The figure check of the whole reply, once its text is complete. */
  verification: Verification | null;
  error: TurnError | null;
  stopReason: string | null;
  /** The answer's stored id, once it is finished (what feedback is given on); absent before. */
  messageId?: string;
}

export interface ConversationState {
  conversationId: string | null;
  turns: Turn[];
  /** Stored messages before the first turn shown, not read yet (0: the conversation starts there). */
  earlierMessages: number;
}

export type ConversationAction =
  | { type: 'start'; key: number; message: string; capability: string | null }
  | { type: 'event'; key: number; event: StreamEvent }
  | { type: 'stopped'; key: number }
  | { type: 'failed'; key: number; error: TurnError }
  | { type: 'discard'; key: number }
  /** A page of the stored turns of a conversation reopened, before those shown. */
  | { type: 'restore'; conversationId: string; turns: Turn[]; earlierMessages: number }
  | { type: 'reset' };

export const EMPTY_CONVERSATION: ConversationState = { conversationId: null, turns: [], earlierMessages: 0 };

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'start':
      return {
        ...state,
        turns: [
          ...state.turns,
          {
            key: action.key,
            message: action.message,
            capability: action.capability,
            blocks: [],
            status: 'streaming',
            usage: null,
            verification: null,
            error: null,
            stopReason: null,
          },
        ],
      };
    case 'event':
      if (action.event.event === 'conversation') {
        return updateTurn({ ...state, conversationId: action.event.data.conversationId }, action.key, (t) => t);
      }
      return updateTurn(state, action.key, (turn) => applyEvent(turn, action.event));
    case 'stopped':
      return updateTurn(state, action.key, (turn) => (turn.status === 'streaming' ? { ...settle(turn), status: 'stopped' } : turn));
    case 'failed':
      return updateTurn(state, action.key, (turn) => (turn.status === 'streaming' ? { ...settle(turn), status: 'error', error: action.error } : turn));
    case 'discard':
      return { ...state, turns: state.turns.filter((t) => t.key !== action.key) };
    case 'restore':
      return { conversationId: action.conversationId, turns: [...action.turns, ...state.turns], earlierMessages: action.earlierMessages };
    case 'reset':
      return EMPTY_CONVERSATION;
  }
}

function updateTurn(state: ConversationState, key: number, update: (turn: Turn) => Turn): ConversationState {
  return { ...state, turns: state.turns.map((turn) => (turn.key === key ? update(turn) : turn)) };
}

function applyEvent(turn: Turn, event: StreamEvent): Turn {
  switch (event.event) {
    case 'activity':
      return {
        ...turn,
        blocks: [...turn.blocks, { kind: 'activity', activity: { ...event.data, done: false } }],
      };
    case 'text': {
      if (event.data.delta === '') return turn;
      const blocks = settleBlocks(turn.blocks);
      const last = blocks.at(-1);
      if (last?.kind === 'text') {
        blocks[blocks.length - 1] = { kind: 'text', text: last.text + event.data.delta };
      } else {
        blocks.push({ kind: 'text', text: event.data.delta });
      }
      return { ...turn, blocks };
    }
    case 'usage':
      return { ...turn, usage: event.data };
    case 'verification':
      return { ...turn, verification: event.data };
    case 'error':
      return { ...settle(turn), status: 'error', error: event.data };
    case 'done':
      return { ...settle(turn), status: 'done', stopReason: event.data.stopReason, messageId: event.data.messageId };
    case 'conversation':
    case 'client_action':
      return turn;
  }
}

function settle(turn: Turn): Turn {
  return { ...turn, blocks: settleBlocks(turn.blocks) };
}

function settleBlocks(blocks: ReplyBlock[]): ReplyBlock[] {
  return blocks.map((block) => (block.kind === 'activity' && !block.activity.done ? { kind: 'activity', activity: { ...block.activity, done: true } } : block));
}

/** The whole reply's text, for copying and for checks. */
export function replyText(turn: Turn): string {
  return turn.blocks.map((b) => (b.kind === 'text' ? b.text : '')).join('');
}
