/**
 * The assistant, beside the claim: the conversations on the claim, quick actions, suggested
 * questions, the conversation and the message box (a note instead, on someone else's
 * conversation). Screen actions and citations are handed back to the claim page.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { plural } from '@claims/shared/plural';
import type { ClaimRecord } from '@claims/shared/claim-record';
import { UserSchema, type ClientAction, type ConversationSummary, type Health } from '@claims/shared/wire';
import { getJson } from '../api/client';
import { getDevUser } from '../api/dev-user';
import { useApi } from '../api/use-api';
import { tabHasChosen } from '../chat/saved-conversation';
import type { Turn } from '../chat/conversation';
import { useChat } from '../chat/use-chat';
import { describeSource } from '../claim/sources';
import type { CitationKind } from '@claims/shared/citations';
import { CapabilityMenu } from './CapabilityMenu';
import { ConversationHistory } from './ConversationHistory';
import { Composer } from './Composer';
import { DemoHints } from './DemoHints';
import { EarlierMessages } from './EarlierMessages';
import { useGivenFeedback } from '../feedback/use-given-feedback';
import { AnswerActions } from './AnswerActions';
import { ExportConversation } from './ExportConversation';
import { TurnView } from './TurnView';

export interface AssistantPaneProps {
  claim: ClaimRecord;
  today: string;
  health: Health | null;
  onClientAction: (action: ClientAction) => void;
  onCite: (kind: CitationKind, id: string) => void;
}

export function AssistantPane({ claim, today, health, onClientAction, onCite }: AssistantPaneProps) {
  const chat = useChat(claim.id, onClientAction);
  const { turns } = chat.state;
  const me = useApi((signal) => getJson('/api/me', UserSchema, signal), `me:${getDevUser() ?? ''}`);
  const meId = me.status === 'ready' ? me.data.id : null;
  // Someone else's conversation (a supervisor's quality check) is read, never continued.
  const readOnly = chat.ownerId !== null && meId !== null && chat.ownerId !== meId;
  // A tab that has not chosen a conversation on this claim opens the handler's latest, so a
  // second tab (or another device) shows the same conversation as the first.
  const shownRef = useRef({ turns: 0, conversationId: null as string | null });
  shownRef.current = { turns: turns.length, conversationId: chat.conversationId };
  const reopenLatest = (conversations: ConversationSummary[]) => {
    // Read when the list arrives, not when it was asked for: a question asked meanwhile stays.
    const shown = shownRef.current;
    if (tabHasChosen(claim.id) || shown.conversationId !== null || shown.turns > 0 || meId === null) return;
    const latest = conversations.find((c) => c.userId === meId);
    if (latest) chat.open(latest.id);
  };
  const offline = health?.provider === 'offline';
  const describe = useCallback((kind: CitationKind, id: string) => describeSource(claim, kind, id), [claim]);
  const givenFeedback = useGivenFeedback(chat.state.conversationId);
  const transcriptRef = useRef<HTMLDivElement>(null);
  const followRef = useRef(true);
  const messageBoxRef = useRef<HTMLTextAreaElement>(null);

  /** The first turn shown and where it sat, while the page before it loads (the view stays on it). */
  const anchorRef = useRef<{ key: number; top: number } | null>(null);

  // Follow the reply as it streams, unless the handler has scrolled up to read something. Earlier
  // turns read in above keep the turns shown where they were, as a chat's history does.
  useLayoutEffect(() => {
    const transcript = transcriptRef.current;
    if (!transcript) return;
    const anchor = anchorRef.current;
    const index = anchor ? turns.findIndex((turn) => turn.key === anchor.key) : -1;
    if (anchor && index > 0) {
      anchorRef.current = null;
      const element = transcript.querySelector('.turns')?.children[index];
      if (element) transcript.scrollTop += element.getBoundingClientRect().top - anchor.top;
      return;
    }
    if (followRef.current) transcript.scrollTop = transcript.scrollHeight;
  }, [chat.state]);

  const showEarlier = chat.showEarlier
    ? () => {
        const first = transcriptRef.current?.querySelector('.turns')?.children[0];
        const firstTurn = turns[0];
        followRef.current = false;
        anchorRef.current = first && firstTurn ? { key: firstTurn.key, top: first.getBoundingClientRect().top } : null;
        chat.showEarlier?.();
      }
    : undefined;

  // The note's button is replaced as it reads (Show earlier messages, Try again when that failed,
  // Loading…) and goes once the conversation's first message is shown: keyboard focus moves to
  // the button now there, or else to the transcript, rather than falling onto the page.
  const earlierRef = useRef<HTMLDivElement>(null);
  const hadEarlier = useRef(false);
  useLayoutEffect(() => {
    const focusWasInside = hadEarlier.current;
    if (focusWasInside && document.activeElement === document.body) {
      const next = earlierRef.current?.querySelector('button') ?? transcriptRef.current;
      next?.focus({ preventScroll: true });
    }
    hadEarlier.current = earlierRef.current?.contains(document.activeElement) ?? false;
  });

  // Turns read in from the server arrive whole, outside any live region (each reply's own region
  // is for a reply as it streams): one short status says what came, rather than nothing, or
  // every turn read out.
  const [readNote, setReadNote] = useState('');
  const turnsBeforeRead = useRef<number | null>(null);
  useEffect(() => {
    if (chat.earlierStatus.state === 'loading') {
      turnsBeforeRead.current = turns.length;
      return;
    }
    const before = turnsBeforeRead.current;
    turnsBeforeRead.current = null;
    const added = before === null || chat.earlierStatus.state !== 'idle' ? 0 : turns.length - before;
    if (added <= 0) return;
    setReadNote(
      before === 0
        ? `Conversation reopened: ${chat.state.earlierMessages > 0 ? 'the latest ' : ''}${plural(added, 'question')} shown.`
        : `${plural(added, 'earlier question')} shown above.`,
    );
    // Only a finished read is news; the turns it brought are counted then.
  }, [chat.earlierStatus]);

  const send = (message: string, capability?: string) => {
    followRef.current = true;
    chat.send(message, capability);
  };

  // Both remove the button that was pressed (New conversation is disabled with no turns; Retry
  // goes with its failed turn), which would drop keyboard focus onto the page: it goes to the
  // message box instead, where the next question is typed.
  const startAgain = () => {
    chat.newConversation();
    setReadNote('');
    messageBoxRef.current?.focus();
  };
  const retry = (turn: Turn) => {
    followRef.current = true;
    chat.retry(turn);
    messageBoxRef.current?.focus();
  };

  return (
    <aside className="assistant" aria-labelledby="assistant-heading" id="assistant">
      <header className="assistant-header">
        <h2 id="assistant-heading">Assistant</h2>
        {offline ? (
          <span className="badge offline" data-offline title="No language model is configured">
            Offline mode
          </span>
        ) : (
          health?.model && <span className="muted model">{health.model}</span>
        )}
        <ConversationHistory
          claimId={claim.id}
          currentId={chat.conversationId}
          version={`${chat.conversationId ?? ''}:${chat.busy}:${meId ?? ''}`}
          meId={meId}
          onOpen={(conversation) => {
            if (conversation.id !== chat.conversationId) chat.open(conversation.id);
          }}
          onLoaded={reopenLatest}
        />
        <button
          type="button"
          className="button small new-conversation"
          onClick={startAgain}
          // Also offered when a reopened conversation could not be shown: it is there, unseen.
          disabled={turns.length === 0 && chat.earlierStatus.state !== 'failed'}
        >
          New conversation
        </button>
      </header>
      {turns.length > 0 && <ExportConversation conversationId={chat.state.conversationId} />}
      {offline && (
        <p className="offline-note">
          No language model is configured, so each answer shows what the claim tools find, unedited: quick actions run their tools, and a free question the tool
          it is about (money, deadlines, cover, complaints, vulnerability, fraud) or else the closest passages on the file. For written answers, whoever runs
          the server sets <code>ANTHROPIC_API_KEY</code> or <code>OPENAI_API_KEY</code>.
        </p>
      )}

      <CapabilityMenu claim={claim} busy={chat.busy || readOnly} onRun={(c) => send(c.quickActionMessage, c.id)} />

      {/* The transcript and the message box stay together: on a short screen the controls above
          scroll away with the page and these two fill the window. */}
      <div className="conversation">
        {/* The transcript scrolls on its own and a reply may hold no link or button, so the
            region itself takes focus: keyboard users can always scroll it. */}
        <div
          className="transcript"
          ref={transcriptRef}
          tabIndex={0}
          role="region"
          aria-label="Transcript"
          onScroll={(event) => {
            const el = event.currentTarget;
            followRef.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
          }}
        >
          <div ref={earlierRef}>
            <EarlierMessages count={chat.state.earlierMessages} status={chat.earlierStatus} onShow={showEarlier} />
          </div>
          {turns.length === 0 ? (
            <DemoHints claim={claim} today={today} busy={chat.busy || readOnly} onAsk={(q) => send(q)} />
          ) : (
            <ol className="turns" aria-label="Conversation">
              {turns.map((turn) => (
                <TurnView
                  key={turn.key}
                  turn={turn}
                  describeSource={describe}
                  onCite={onCite}
                  onRetry={retry}
                  canRetry={!chat.busy}
                  actions={
                    turn.status === 'done' && turn.messageId ? (
                      <AnswerActions turn={turn} claim={claim} conversationId={chat.state.conversationId} given={givenFeedback} />
                    ) : null
                  }
                />
              ))}
            </ol>
          )}
        </div>

        <p className="visually-hidden" role="status">
          {readNote}
        </p>

        {readOnly ? (
          <p className="read-only-note" data-read-only>
            You are reading {chat.ownerId}&apos;s conversation; only they may continue it. Start a new conversation to ask your own question.
          </p>
        ) : (
          <Composer busy={chat.busy} onSend={(message) => send(message)} onStop={chat.stop} fieldRef={messageBoxRef} />
        )}
      </div>
    </aside>
  );
}
