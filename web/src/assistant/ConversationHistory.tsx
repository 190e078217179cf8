/**
 * The conversations on this claim (`GET /api/claims/:id/conversations`), newest first: the
 * handler's own, or for a supervisor or admin everyone's (theirs to read). Choosing one opens it
 * in the pane; "New conversation" leaves the old one here. Re-read whenever the conversation
 * shown changes or a turn ends.
 */
import { useRef } from 'react';
import { ConversationListSchema, type ConversationSummary } from '@claims/shared/wire';
import { getJson } from '../api/client';
import { useApi } from '../api/use-api';

export interface ConversationHistoryProps {
  claimId: string;
  /** The conversation the pane shows. */
  currentId: string | null;
  /** Changes whenever the list may have changed (a turn started or ended, another conversation shown). */
  version: string;
  meId: string | null;
  onOpen: (conversation: ConversationSummary) => void;
  /** The list as read, for the pane to reopen the latest in a fresh tab. */
  onLoaded?: (conversations: ConversationSummary[]) => void;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

export function ConversationHistory({ claimId, currentId, version, meId, onOpen, onLoaded }: ConversationHistoryProps) {
  const list = useApi(
    (signal) =>
      getJson(`/api/claims/${encodeURIComponent(claimId)}/conversations`, ConversationListSchema, signal).then((body) => {
        onLoaded?.(body.conversations);
        return body.conversations;
      }),
    `${claimId}:${version}`,
  );
  // While the list is read again, the one before stays: the header does not jump.
  const shown = useRef<ConversationSummary[]>([]);
  if (list.status === 'ready') shown.current = list.data;
  const conversations = shown.current;
  if (conversations.length === 0) return null;
  return (
    <details className="conversation-history" data-conversations={conversations.length}>
      <summary className="button small">History</summary>
      <ul aria-label="Conversations on this claim">
        {conversations.map((conversation) => (
          <li key={conversation.id} data-conversation={conversation.id}>
            <button type="button" className="link-button" aria-current={conversation.id === currentId || undefined} onClick={() => onOpen(conversation)}>
              <span className="history-question">{conversation.firstQuestion || '(no question)'}</span>
              <span className="muted history-meta">
                {when(conversation.createdAt)}
                {meId !== null && conversation.userId !== meId && ` · ${conversation.userId}, read only`}
                {conversation.running && ' · answering now'}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
