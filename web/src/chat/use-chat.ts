/**
 * Runs chat turns for one claim: posts the message, reads the event stream into the
 * conversation state, performs screen actions, and handles Stop, retries and new conversations.
 * The server keeps the transcript and runs each turn to its end whether or not the page stays;
 * the page sends the conversation id to continue it and remembers that id for the tab. A reply
 * still being written when the page opens (a reload, a second tab) is followed live from the
 * server (`GET /api/conversations/:id/stream`), and a dropped stream is picked up again from the
 * last event received (`Last-Event-ID`). Stop asks the server to stop (`POST …/stop`).
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { TranscriptSchema, type ChatRequest, type ClientAction, type TranscriptMessage } from '@claims/shared/wire';
import { ApiError, apiFetch, errorFromResponse, getJson, isAbortError } from '../api/client';
import { EMPTY_CONVERSATION, conversationReducer, type ConversationState, type Turn, type TurnError } from './conversation';
import { readStream } from './read-stream';
import { saveConversationId, savedConversationId } from './saved-conversation';
import { restorePage } from './transcript-turns';

/** Reading the stored turns of a reopened conversation, a page at a time. */
export type EarlierStatus = { state: 'idle' } | { state: 'loading' } | { state: 'failed'; message: string };

export interface Chat {
  state: ConversationState;
  earlierStatus: EarlierStatus;
  /** Reads the page of stored turns before those shown (or, after a failure, tries again); absent when there is none to read. */
  showEarlier: (() => void) | undefined;
  busy: boolean;
  send: (message: string, capability?: string) => void;
  stop: () => void;
  retry: (turn: Turn) => void;
  newConversation: () => void;
  /** Opens a stored conversation (from the history list) in place of the one shown. */
  open: (conversationId: string) => void;
  /** The conversation shown, once it has one. */
  conversationId: string | null;
  /** Who started the conversation shown (null: a new one, this user's). */
  ownerId: string | null;
}

/** What the page reads of a stored transcript: whose claim it is, a page of its messages and how many come before. */
const STORED_PAGE = TranscriptSchema.pick({ claimId: true, userId: true, messages: true, earlierMessages: true });

/** How many times a dropped stream is picked up again before the turn reads as cut off. */
export const REATTACH_ATTEMPTS = 3;

/**
 * Messages read at a time when a conversation is reopened: ten questions and their replies. A
 * conversation of hundreds of turns (with every tool call) is not fetched whole to show its end.
 */
export const TRANSCRIPT_PAGE_MESSAGES = 20;

/** The longest a turn waits for the previous turn's stream to close before it is sent anyway. */
export const PREVIOUS_CLOSE_WAIT_MS = 5_000;

/** Waits for the promise, at most `ms`, and no longer once the signal aborts (Stop acts at once). */
function waitAtMost(promise: Promise<void>, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
    void promise.then(done);
  });
}

export function useChat(claimId: string, onClientAction: (action: ClientAction) => void): Chat {
  const [state, dispatch] = useReducer(conversationReducer, EMPTY_CONVERSATION);
  /** The running turn's request. */
  const controllerRef = useRef<AbortController | null>(null);
  /** Every request still open, including a finished turn's stream the server has yet to close. */
  const openRequestsRef = useRef(new Set<AbortController>());
  /** Settles once the latest turn's request has closed. */
  const lastClosedRef = useRef<Promise<void>>(Promise.resolve());
  const conversationIdRef = useRef<string | null>(null);
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const nextKeyRef = useRef(0);
  const onClientActionRef = useRef(onClientAction);
  onClientActionRef.current = onClientAction;

  const [earlierStatus, setEarlierStatus] = useState<EarlierStatus>({ state: 'idle' });
  /** Where the next page of stored turns ends (the first message shown), and a reply held back from it. */
  const pageCursorRef = useRef<{ before: string | null; heldReply: TranscriptMessage | null }>({ before: null, heldReply: null });
  const pageRequestRef = useRef<AbortController | null>(null);

  /**
   * Reads a turn's events into turn `key` until it ends, picking a dropped stream up again from
   * the last event received. Returns whether the turn ended (done or error) rather than being cut.
   */
  const follow = useCallback(
    async (first: ReadableStream<Uint8Array>, key: number, controller: AbortController): Promise<boolean> => {
      let body: ReadableStream<Uint8Array> | null = first;
      let lastId = '0';
      let ended = false;
      for (let attempt = 0; body; attempt++) {
        try {
          for await (const event of readStream(body, (id) => (lastId = id))) {
            if (ended) continue; // nothing follows the last event
            if (event.event === 'conversation') {
              conversationIdRef.current = event.data.conversationId;
              saveConversationId(claimId, event.data.conversationId);
            }
            if (event.event === 'client_action') onClientActionRef.current(event.data);
            // Stopped (here or in another tab): the turn reads as stopped, as a local Stop does.
            if (event.event === 'error' && event.data.code === 'aborted') dispatch({ type: 'stopped', key });
            else dispatch({ type: 'event', key, event });
            if (event.event === 'done' || event.event === 'error') {
              ended = true;
              // The turn is over: the handler may ask the next one now, while the server closes
              // the stream (the next request waits for that close).
              if (controllerRef.current === controller) controllerRef.current = null;
            }
          }
        } catch (error) {
          if (ended) return true; // a finished turn's stream closed afterwards (the pane going away)
          if (controller.signal.aborted || isAbortError(error)) return false;
        }
        if (ended) return true;
        if (controller.signal.aborted) return false;
        // The connection dropped mid-answer: the server goes on, so ask for the rest.
        const conversationId = conversationIdRef.current;
        body = null;
        if (conversationId && attempt < REATTACH_ATTEMPTS) {
          const response = await apiFetch(`/api/conversations/${encodeURIComponent(conversationId)}/stream`, {
            headers: { accept: 'text/event-stream', 'Last-Event-ID': lastId },
            signal: controller.signal,
          }).catch(() => null);
          if (response?.status === 200) body = response.body;
        }
      }
      return false;
    },
    [claimId],
  );

  /** Follows a reply the server is still writing (found running when the conversation was read). */
  const attach = useCallback(
    async (conversationId: string, question: Turn) => {
      if (controllerRef.current) return;
      const key = ++nextKeyRef.current;
      const controller = new AbortController();
      controllerRef.current = controller;
      openRequestsRef.current.add(controller);
      dispatch({ type: 'start', key, message: question.message, capability: question.capability });
      try {
        const response = await apiFetch(`/api/conversations/${encodeURIComponent(conversationId)}/stream`, {
          headers: { accept: 'text/event-stream' },
          signal: controller.signal,
        });
        // 204: it finished meanwhile; the stored reply is read with the page again.
        if (response.status !== 200 || !response.body) {
          dispatch({ type: 'discard', key });
          return;
        }
        const ended = await follow(response.body, key, controller);
        if (!ended && !controller.signal.aborted)
          dispatch({ type: 'failed', key, error: { code: 'stream_interrupted', message: 'The reply ended before it was complete.' } });
      } catch (error) {
        if (controller.signal.aborted || isAbortError(error)) dispatch({ type: 'stopped', key });
        else dispatch({ type: 'failed', key, error: { code: 'network', message: error instanceof Error ? error.message : String(error) } });
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
        openRequestsRef.current.delete(controller);
      }
    },
    [follow],
  );

  /** Reads the page of the stored conversation before what is shown (the latest page first). */
  const readPage = useCallback(
    (conversationId: string) => {
      pageRequestRef.current?.abort();
      const controller = new AbortController();
      pageRequestRef.current = controller;
      const { before, heldReply } = pageCursorRef.current;
      const query = new URLSearchParams({ limit: String(TRANSCRIPT_PAGE_MESSAGES) });
      if (before) query.set('before', before);
      setEarlierStatus({ state: 'loading' });
      const current = () => !controller.signal.aborted && conversationIdRef.current === conversationId;
      // Gone, no longer this user's to see, or not this claim's: start afresh.
      const forget = () => {
        conversationIdRef.current = null;
        saveConversationId(claimId, null);
        setEarlierStatus({ state: 'idle' });
      };
      getJson(`/api/conversations/${encodeURIComponent(conversationId)}?${query}`, STORED_PAGE, controller.signal).then(
        (page) => {
          if (!current()) return;
          if (page.claimId !== claimId) return forget();
          setOwnerId(page.userId);
          const restored = restorePage(page, heldReply);
          // The latest reply still being written is followed live rather than shown cut off.
          const running = before === null && page.messages.at(-1)?.status === 'running' ? restored.turns.pop() : undefined;
          pageCursorRef.current = { before: page.messages[0]?.id ?? before, heldReply: restored.heldReply };
          dispatch({ type: 'restore', conversationId, turns: restored.turns, earlierMessages: page.earlierMessages });
          setEarlierStatus({ state: 'idle' });
          if (running) void attach(conversationId, running);
        },
        (error: unknown) => {
          if (!current()) return;
          if (before === null && error instanceof ApiError && (error.status === 404 || error.status === 400)) return forget();
          // Anything else (the connection) keeps the id, so the next question still continues
          // the conversation on the server, and the handler can try the page again.
          setEarlierStatus({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
        },
      );
    },
    [claimId, attach],
  );

  // Back on a claim (the list and back, Back/Forward, a reload): reopen its conversation at its
  // latest page. The id is taken at once, so a question asked before the page arrives still
  // continues it.
  useEffect(() => {
    const saved = savedConversationId(claimId);
    if (!saved) return;
    conversationIdRef.current ??= saved;
    pageCursorRef.current = { before: null, heldReply: null };
    readPage(saved);
    return () => pageRequestRef.current?.abort();
  }, [claimId, readPage]);

  const runTurn = useCallback(
    async (message: string, capability: string | null) => {
      if (controllerRef.current) return; // one turn at a time
      const key = ++nextKeyRef.current;
      const controller = new AbortController();
      controllerRef.current = controller;
      openRequestsRef.current.add(controller);
      const previousClosed = lastClosedRef.current;
      let markClosed = () => {};
      lastClosedRef.current = new Promise((resolve) => (markClosed = resolve));
      dispatch({ type: 'start', key, message, capability });

      const fail = (error: TurnError) => dispatch({ type: 'failed', key, error });
      let ended = false;
      let sent = false;
      try {
        // The previous turn is over at its last event, but the server closes its stream only
        // once the turn is stored; the next waits for that close (bounded, in case it never comes).
        await waitAtMost(previousClosed, PREVIOUS_CLOSE_WAIT_MS, controller.signal);
        if (controller.signal.aborted) {
          dispatch({ type: 'stopped', key });
          return;
        }
        const request: ChatRequest = { message, canActOnScreen: true };
        if (capability) request.capability = capability;
        if (conversationIdRef.current) request.conversationId = conversationIdRef.current;
        sent = true;
        const response = await apiFetch(`/api/claims/${encodeURIComponent(claimId)}/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
          body: JSON.stringify(request),
          signal: controller.signal,
        });
        if (!response.ok || !response.body) {
          const error = await errorFromResponse(response);
          fail({ code: error.code, message: error.message, retryable: error.retryable });
          return;
        }
        ended = await follow(response.body, key, controller);
        if (!ended) {
          if (controller.signal.aborted) dispatch({ type: 'stopped', key });
          else fail({ code: 'stream_interrupted', message: 'The reply ended before it was complete.' });
        }
      } catch (error) {
        // A finished turn whose stream is closed afterwards (the pane going away) stays finished.
        if (ended) return;
        if (controller.signal.aborted || isAbortError(error)) dispatch({ type: 'stopped', key });
        else if (error instanceof ApiError) fail({ code: error.code, message: error.message, retryable: error.retryable });
        else fail({ code: 'network', message: error instanceof Error ? error.message : String(error) });
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
        openRequestsRef.current.delete(controller);
        // Stopped before it was sent, this turn leaves the previous stream as the one to wait for.
        if (sent) markClosed();
        else void previousClosed.then(markClosed);
      }
    },
    [claimId, follow],
  );

  // Stop is the server's to act on (the turn runs there whatever this page does); the page
  // stops reading at once. A turn too new to have its conversation id yet runs to its end.
  const stop = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    const conversationId = conversationIdRef.current;
    if (conversationId) {
      void apiFetch(`/api/conversations/${encodeURIComponent(conversationId)}/stop`, { method: 'POST' }).catch(() => undefined);
    }
    controller.abort();
  }, []);

  /** Shows another conversation (or none): the one shown goes on on the server, and stays in the history. */
  const switchTo = useCallback(
    (conversationId: string | null) => {
      controllerRef.current?.abort();
      controllerRef.current = null;
      pageRequestRef.current?.abort();
      pageCursorRef.current = { before: null, heldReply: null };
      setEarlierStatus({ state: 'idle' });
      setOwnerId(null);
      conversationIdRef.current = conversationId;
      saveConversationId(claimId, conversationId);
      dispatch({ type: 'reset' });
      if (conversationId) readPage(conversationId);
    },
    [claimId, readPage],
  );

  // Leaving the claim stops reading; the server finishes the turn, and it is there on return.
  useEffect(() => {
    const openRequests = openRequestsRef.current;
    return () => openRequests.forEach((controller) => controller.abort());
  }, []);

  // More to read; or the latest page failed and nothing has been asked since (read now, it
  // would hold those new turns twice).
  const canReadEarlier = earlierStatus.state === 'failed' ? pageCursorRef.current.before !== null || state.turns.length === 0 : state.earlierMessages > 0;
  const conversationId = conversationIdRef.current;

  return {
    state,
    earlierStatus,
    showEarlier: canReadEarlier && conversationId && earlierStatus.state !== 'loading' ? () => readPage(conversationId) : undefined,
    busy: state.turns.some((turn) => turn.status === 'streaming'),
    send: (message, capability) => void runTurn(message, capability ?? null),
    stop,
    retry: (turn) => {
      if (controllerRef.current) return;
      dispatch({ type: 'discard', key: turn.key });
      void runTurn(turn.message, turn.capability);
    },
    newConversation: () => switchTo(null),
    open: (id) => switchTo(id),
    conversationId: state.conversationId ?? conversationId,
    ownerId,
  };
}
