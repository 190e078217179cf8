// @vitest-environment jsdom
// jsdom: replies are sanitised by DOMPurify, which needs a spec-faithful DOM.
/**
 * Conversations that last: a reply still being written when the pane opens is followed live, a
 * dropped stream is picked up from the last event, Stop asks the server, and the history lists
 * the claim's conversations and opens any (someone else's read-only).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimRecord } from '@claims/shared/claim-record';
import type { ConversationSummary, Health, TranscriptMessage } from '@claims/shared/wire';
import { saveConversationId } from '../chat/saved-conversation';
import { claimFixture } from '../test-support/claim-fixture';
import { fakeServer, settle, type StoredTranscript } from '../test-support/fake-server';
import { cleanup, click, pressKey, render, typeInto } from '../test-support/render';
import { AssistantPane } from './AssistantPane';

const OFFLINE: Health = { ok: true, provider: 'offline', model: null, capabilities: 16, tools: 16 };

afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

async function mountPane(claim: ClaimRecord) {
  const view = await render(<AssistantPane claim={claim} today="2026-04-01" health={OFFLINE} onClientAction={() => undefined} onCite={() => undefined} />);
  await settle();
  const $ = <E extends Element = HTMLElement>(selector: string) => view.container.querySelector<E>(selector);
  const button = (name: string) => [...view.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
  const statuses = () => [...view.container.querySelectorAll('li.turn')].map((t) => t.getAttribute('data-turn-status'));
  return { view, $, button, statuses };
}

const base = { capability: null, createdAt: '2026-04-01T09:00:00.000Z', usage: null, toolCalls: [] };
const message = (id: string, role: 'user' | 'assistant', text: string, status: TranscriptMessage['status'] = 'complete'): TranscriptMessage => ({
  ...base,
  id,
  role,
  text,
  status,
  stopReason: status === 'complete' && role === 'assistant' ? 'end_turn' : null,
});

function stored(id: string, claimId: string, messages: TranscriptMessage[], userId = 'handler-motor'): StoredTranscript {
  return { id, claimId, userId, createdAt: base.createdAt, messages };
}

const summary = (id: string, claimId: string, firstQuestion: string, userId = 'handler-motor'): ConversationSummary => ({
  id,
  claimId,
  userId,
  createdAt: base.createdAt,
  lastMessageAt: base.createdAt,
  firstQuestion,
  messages: 2,
  running: false,
});

describe('a reply still being written when the pane opens', () => {
  it('is followed live to its end after a reload, with Send held back meanwhile', async () => {
    const claim = claimFixture();
    const server = fakeServer(claim);
    saveConversationId(claim.id, 'cv1');
    server.transcripts.set(
      'cv1',
      stored('cv1', claim.id, [
        message('u1', 'user', 'Who is the claimant?'),
        message('a1', 'assistant', 'Jordan Pryce.'),
        message('u2', 'user', 'And the solicitor?'),
        message('a2', 'assistant', '', 'running'),
      ]),
    );
    const pane = await mountPane(claim);
    expect(server.attaches.map((a) => [a.conversationId, a.headers.get('Last-Event-ID')])).toEqual([['cv1', null]]);
    expect(pane.statuses()).toEqual(['done', 'streaming']);
    // While it runs, Stop stands where Send was.
    expect(pane.button('Stop')).not.toBeNull();

    const live = server.attaches[0]!;
    await live.push('conversation', { conversationId: 'cv1', capability: null });
    await live.push('text', { delta: 'Hale & Co ' });
    await live.push('text', { delta: 'act for him.' });
    await live.push('done', { messageId: 'a2', stopReason: 'end_turn' });
    await live.end();
    expect(pane.statuses()).toEqual(['done', 'done']);
    expect(pane.view.container.querySelectorAll('li.turn')[1]!.textContent).toContain('Hale & Co act for him.');
    expect(pane.button('Stop')).toBeNull();
  });

  it('picks a dropped stream up from the last event received (Last-Event-ID)', async () => {
    const claim = claimFixture();
    const server = fakeServer(claim);
    const pane = await mountPane(claim);
    const box = pane.$<HTMLTextAreaElement>('textarea')!;
    await typeInto(box, 'Who is the claimant?');
    await pressKey(box, 'Enter');
    const chat = server.chats[0]!;
    await chat.push('conversation', { conversationId: 'cv2', capability: null });
    await chat.push('text', { delta: 'Jordan ' });
    await chat.end(); // the connection drops, no done
    expect(server.attaches.map((a) => [a.conversationId, a.headers.get('Last-Event-ID')])).toEqual([['cv2', '2']]);
    await server.attaches[0]!.push('text', { delta: 'Pryce.' });
    await server.attaches[0]!.push('done', { messageId: 'a1', stopReason: 'end_turn' });
    await server.attaches[0]!.end();
    expect(pane.statuses()).toEqual(['done']);
    expect(pane.view.container.querySelector('li.turn')!.textContent).toContain('Jordan Pryce.');
  });
});

describe('Stop', () => {
  it('asks the server to stop the turn, which runs there whatever the page does', async () => {
    const claim = claimFixture();
    const server = fakeServer(claim);
    const pane = await mountPane(claim);
    await typeInto(pane.$<HTMLTextAreaElement>('textarea')!, 'Summarise');
    await pressKey(pane.$<HTMLTextAreaElement>('textarea')!, 'Enter');
    await server.chats[0]!.push('conversation', { conversationId: 'cv3', capability: null });
    await click(pane.button('Stop'));
    await settle();
    expect(server.stops).toEqual(['cv3']);
    expect(pane.statuses()).toEqual(['stopped']);
  });

  it('shows a turn stopped from another tab as stopped, not as an error', async () => {
    const claim = claimFixture();
    const server = fakeServer(claim);
    const pane = await mountPane(claim);
    await typeInto(pane.$<HTMLTextAreaElement>('textarea')!, 'Summarise');
    await pressKey(pane.$<HTMLTextAreaElement>('textarea')!, 'Enter');
    await server.chats[0]!.push('conversation', { conversationId: 'cv4', capability: null });
    await server.chats[0]!.push('error', { code: 'aborted', message: 'The reply was stopped before it finished.' });
    expect(pane.statuses()).toEqual(['stopped']);
  });
});

describe('conversation history', () => {
  it("lists the claim's conversations and opens one; New conversation keeps it listed", async () => {
    const claim = claimFixture();
    const server = fakeServer(claim);
    server.me = { id: 'handler-motor', name: 'Priya', role: 'handler', team: 'Motor' };
    server.conversations = [summary('cv-new', claim.id, 'Who is the broker?'), summary('cv-old', claim.id, 'What is the excess?')];
    server.transcripts.set('cv-old', stored('cv-old', claim.id, [message('u1', 'user', 'What is the excess?'), message('a1', 'assistant', '£250.')]));
    server.transcripts.set('cv-new', stored('cv-new', claim.id, [message('u2', 'user', 'Who is the broker?'), message('a2', 'assistant', 'Swift Cover.')]));
    saveConversationId(claim.id, null); // this tab chose a new conversation: nothing reopens by itself
    const pane = await mountPane(claim);
    const items = [...pane.view.container.querySelectorAll('.conversation-history li')];
    expect(items.map((li) => li.querySelector('.history-question')?.textContent)).toEqual(['Who is the broker?', 'What is the excess?']);

    await click(items[1]!.querySelector('button')!);
    await settle();
    expect(pane.view.container.querySelector('li.turn')!.textContent).toContain('£250.');
    expect(pane.$('[aria-current]')?.textContent).toContain('What is the excess?');

    await click(pane.button('New conversation'));
    await settle();
    expect(pane.view.container.querySelectorAll('li.turn')).toHaveLength(0);
    expect(pane.view.container.querySelectorAll('.conversation-history li')).toHaveLength(2);
  });

  it("a fresh tab opens the handler's latest conversation", async () => {
    const claim = claimFixture();
    const server = fakeServer(claim);
    server.me = { id: 'handler-motor', name: 'Priya', role: 'handler', team: 'Motor' };
    server.conversations = [summary('cv-latest', claim.id, 'Who is the broker?')];
    server.transcripts.set(
      'cv-latest',
      stored('cv-latest', claim.id, [message('u1', 'user', 'Who is the broker?'), message('a1', 'assistant', 'Swift Cover.')]),
    );
    const pane = await mountPane(claim);
    await settle();
    expect(server.transcriptRequests).toEqual(['cv-latest']);
    expect(pane.view.container.querySelector('li.turn')!.textContent).toContain('Swift Cover.');
  });

  it("shows a supervisor someone else's conversation read-only: no message box, a note saying why", async () => {
    const claim = claimFixture();
    const server = fakeServer(claim);
    server.me = { id: 'supervisor', name: 'Helen', role: 'supervisor' };
    server.conversations = [summary('cv-h', claim.id, 'What is the excess?')];
    server.transcripts.set('cv-h', stored('cv-h', claim.id, [message('u1', 'user', 'What is the excess?'), message('a1', 'assistant', '£250.')]));
    saveConversationId(claim.id, null);
    const pane = await mountPane(claim);
    expect(pane.$('.conversation-history li')!.textContent).toContain('handler-motor, read only');
    await click(pane.$<HTMLButtonElement>('.conversation-history li button')!);
    await settle();
    expect(pane.$('textarea')).toBeNull();
    expect(pane.$('[data-read-only]')!.textContent).toMatch(/only they may continue it/);
  });
});
