/**
 * A stand-in for the Worker in component tests: answers the claim GET and keeps each chat
 * request's event stream open so a test can push SSE events one at a time, as the real server
 * streams them, and see the page react in between.
 */
import { act } from 'react';
import { vi } from 'vitest';
import type { ChatRequest, ConversationSummary, StreamEventName, Transcript, User } from '@claims/shared/wire';
import type { ClaimRecord } from '@claims/shared/claim-record';
import type { ClaimOverview } from '@claims/shared/overview';
import { londonToday } from '@claims/shared/uk-today';
import { diaryRows } from '../claim/deadline-rows';

export interface ChatCall {
  body: ChatRequest;
  headers: Headers;
  signal: AbortSignal | null;
  push: (event: StreamEventName | string, data: unknown) => Promise<void>;
  end: () => Promise<void>;
}

/** A stored transcript as the page reads it (paging fields aside). */
export type StoredTranscript = Omit<Transcript, 'earlierMessages'>;

export interface FakeServer {
  chats: ChatCall[];
  /** Answer the next chat request with this status and error body instead of a stream (`retryable` left out when undefined, as older servers did). */
  failNextChat: (status: number, code: string, message: string, retryable?: boolean) => void;
  /** Stored conversations `GET /api/conversations/:id` answers with; any other id is not found. */
  transcripts: Map<string, StoredTranscript>;
  /** The conversation ids the page asked for, in order. */
  transcriptRequests: string[];
  /** The query of each of those requests (`limit=20&before=u7`). */
  transcriptQueries: string[];
  /** Answer the next transcript request with this status and error body instead. */
  failNextTranscript: (status: number, code: string, message: string) => void;
  /** Reattaching requests (`GET /api/conversations/:id/stream`), kept open like chats; `headers` holds Last-Event-ID. */
  attaches: (ChatCall & { conversationId: string })[];
  /** Conversation ids Stop was posted for. */
  stops: string[];
  /** Who `GET /api/me` says is signed in (unset: 404, as the page must cope with). */
  me: User | null;
  /** What `GET /api/claims/:id/conversations` lists (unset: 404). */
  conversations: ConversationSummary[] | null;
  /** What `GET /api/claims/:id/overview` answers for a day (by default: no alerts, the diary's deadlines). */
  overview: (today: string) => ClaimOverview;
  /** Answer overview requests with this status and error body instead, until cleared with null. */
  failOverview: (failure: { status: number; code: string; message: string } | null) => void;
}

/** Lets pending promise callbacks and React updates run. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export function fakeServer(claim: ClaimRecord): FakeServer {
  const encoder = new TextEncoder();
  const chats: ChatCall[] = [];
  let nextFailure: { status: number; code: string; message: string; retryable?: boolean } | null = null;
  const transcripts = new Map<string, StoredTranscript>();
  const transcriptRequests: string[] = [];
  const transcriptQueries: string[] = [];
  let nextTranscriptFailure: { status: number; code: string; message: string } | null = null;
  const attaches: FakeServer['attaches'] = [];
  const stops: string[] = [];

  /** An SSE response the test writes to event by event, each with the next `id:`. */
  const openStream = (init: RequestInit, body: ChatRequest) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let id = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    const signal = init.signal ?? null;
    signal?.addEventListener('abort', () => controller.error(new DOMException('The user aborted a request.', 'AbortError')));
    const call: ChatCall = {
      body,
      headers: new Headers(init.headers),
      signal,
      push: async (event, data) => {
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\nid: ${++id}\n\n`));
        await settle();
      },
      end: async () => {
        controller.close();
        await settle();
      },
    };
    return { call, response: new Response(stream, { headers: { 'content-type': 'text/event-stream' } }) };
  };
  let overviewFailure: { status: number; code: string; message: string } | null = null;
  const server = {} as FakeServer;

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    if (method === 'GET' && url === `/api/claims/${claim.id}`) return Response.json(claim);
    if (method === 'GET' && url === `/api/claims/${claim.id}/linked`) return Response.json({ claims: [], otherTeams: 0 });
    if (method === 'GET' && url === '/api/me')
      return server.me ? Response.json(server.me) : Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
    if (method === 'GET' && url === `/api/claims/${claim.id}/conversations`) {
      return server.conversations
        ? Response.json({ conversations: server.conversations })
        : Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
    }
    const [, streamOf] = /^\/api\/conversations\/([^/?]+)\/stream$/.exec(url) ?? [];
    if (method === 'GET' && streamOf) {
      const { call, response } = openStream(init, { message: '' });
      attaches.push({ ...call, conversationId: decodeURIComponent(streamOf) });
      return response;
    }
    const [, stopOf] = /^\/api\/conversations\/([^/?]+)\/stop$/.exec(url) ?? [];
    if (method === 'POST' && stopOf) {
      stops.push(decodeURIComponent(stopOf));
      return Response.json({ stopped: true });
    }
    if (method === 'GET' && url === `/api/claims/${claim.id}/overview`) {
      if (overviewFailure)
        return Response.json({ error: { code: overviewFailure.code, message: overviewFailure.message } }, { status: overviewFailure.status });
      return Response.json(server.overview(londonToday()));
    }
    const [, conversation, query = ''] = /^\/api\/conversations\/([^/?]+)(?:\?(.*))?$/.exec(url) ?? [];
    if (method === 'GET' && conversation) {
      transcriptRequests.push(decodeURIComponent(conversation));
      transcriptQueries.push(query);
      if (nextTranscriptFailure) {
        const { status, code, message } = nextTranscriptFailure;
        nextTranscriptFailure = null;
        return Response.json({ error: { code, message } }, { status });
      }
      const transcript = transcripts.get(decodeURIComponent(conversation));
      if (transcript) return Response.json(transcriptPage(transcript, new URLSearchParams(query)));
    }
    if (method === 'POST' && url === `/api/claims/${claim.id}/chat`) {
      if (nextFailure) {
        const { status, code, message, retryable } = nextFailure;
        nextFailure = null;
        return Response.json({ error: { code, message, retryable } }, { status });
      }
      const { call, response } = openStream(init, JSON.parse(String(init.body)) as ChatRequest);
      chats.push(call);
      return response;
    }
    return Response.json({ error: { code: 'not_found', message: `No route for ${method} ${url}` } }, { status: 404 });
  });

  return Object.assign(server, {
    attaches,
    stops,
    me: null,
    conversations: null,
    chats,
    transcripts,
    overview: (today: string): ClaimOverview => ({ today, alerts: [], deadlines: diaryRows(claim, today) }),
    failOverview: (failure: { status: number; code: string; message: string } | null) => {
      overviewFailure = failure;
    },
    transcriptRequests,
    transcriptQueries,
    failNextTranscript: (status: number, code: string, message: string) => {
      nextTranscriptFailure = { status, code, message };
    },
    failNextChat: (status: number, code: string, message: string, retryable?: boolean) => {
      nextFailure = { status, code, message, retryable };
    },
  });
}

/** One page of a transcript as the Worker pages it: the latest `limit` messages before `before`. */
function transcriptPage(transcript: StoredTranscript, query: URLSearchParams): Transcript {
  const before = query.get('before');
  const end = before === null ? transcript.messages.length : transcript.messages.findIndex((m) => m.id === before);
  if (end < 0) throw new Error(`No message ${before} in ${transcript.id}`);
  const limit = query.has('limit') ? Number(query.get('limit')) : end;
  const start = Math.max(0, end - limit);
  return { ...transcript, messages: transcript.messages.slice(start, end), earlierMessages: start };
}
