// @vitest-environment jsdom
// jsdom: replies are sanitised by DOMPurify, which needs a spec-faithful DOM.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimRecord } from '@claims/shared/claim-record';
import type { Health } from '@claims/shared/wire';
import { claimFixture } from '../test-support/claim-fixture';
import { fakeServer, settle, type StoredTranscript } from '../test-support/fake-server';
import { cleanup, click, pressKey, render, typeInto } from '../test-support/render';
import { AssistantPane } from './AssistantPane';

const OFFLINE: Health = { ok: true, provider: 'offline', model: null, capabilities: 16, tools: 16 };

afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
  // The tab's remembered conversations (and dev user): each test opens its claim afresh.
  sessionStorage.clear();
  localStorage.clear();
});

/** The pane on this claim, once it has read any conversation the tab remembers for it. */
async function mountPane(claim: ClaimRecord) {
  const view = await render(<AssistantPane claim={claim} today="2026-04-01" health={OFFLINE} onClientAction={() => undefined} onCite={() => undefined} />);
  await settle();
  const $ = <E extends Element = HTMLElement>(selector: string) => view.container.querySelector<E>(selector);
  const button = (name: string) => [...view.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
  const ask = async (text: string) => {
    const box = $<HTMLTextAreaElement>('textarea')!;
    await typeInto(box, text);
    await pressKey(box, 'Enter');
  };
  return { view, $, button, ask };
}

async function openPane() {
  const claim = claimFixture();
  const server = fakeServer(claim);
  return { server, ...(await mountPane(claim)) };
}

// The server sends `done` (or `error`), then stores the turn, then closes the stream. The handler
// need not wait for the close; the next request does, so the server never replays that turn
// unfinished.
describe('the turn ends with its last event, not when the connection closes', () => {
  it('takes a follow-up typed after done while the stream is still open, and sends it once the stream closes', async () => {
    const { server, $ } = await openPane();
    const box = $<HTMLTextAreaElement>('textarea')!;
    await typeInto(box, 'Who is the claimant?');
    await pressKey(box, 'Enter');
    const first = server.chats[0]!;
    await first.push('conversation', { conversationId: 'cv1', capability: null });
    await first.push('text', { delta: 'Jordan Pryce [party:p3].' });
    await first.push('done', { messageId: 'm1', stopReason: 'end_turn' });
    expect($('li.turn')?.getAttribute('data-turn-status')).toBe('done');

    await typeInto(box, 'And his solicitor?');
    await pressKey(box, 'Enter');
    expect(box.value).toBe('');
    expect([...document.querySelectorAll('li.turn')].map((t) => t.getAttribute('data-turn-status'))).toEqual(['done', 'streaming']);
    expect(server.chats).toHaveLength(1);

    await first.end();
    expect(server.chats).toHaveLength(2);
    expect(server.chats[1]!.body).toEqual({ message: 'And his solicitor?', conversationId: 'cv1', canActOnScreen: true });
  });

  it('retries after an error event while the stream is still open', async () => {
    const { server, button } = await openPane();
    await click(button('Next actions'));
    await server.chats[0]!.push('conversation', { conversationId: 'cv1', capability: 'next_actions' });
    await server.chats[0]!.push('error', { code: 'provider_unavailable', message: 'Unavailable. Try again shortly.' });

    await click(button('Retry'));
    expect(server.chats).toHaveLength(1);
    await server.chats[0]!.end();
    expect(server.chats).toHaveLength(2);
    expect(server.chats[1]!.body).toEqual({
      message: server.chats[0]!.body.message,
      capability: 'next_actions',
      conversationId: 'cv1',
      canActOnScreen: true,
    });
  });

  it("still closes a finished turn's stream when the pane goes away, and never sends the follow-up waiting on it", async () => {
    const { server, view, $, button } = await openPane();
    await click(button('Next actions'));
    await server.chats[0]!.push('done', { messageId: 'm1', stopReason: 'end_turn' });
    await typeInto($<HTMLTextAreaElement>('textarea')!, 'Anything else?');
    await pressKey($<HTMLTextAreaElement>('textarea')!, 'Enter');

    await view.unmount();
    await settle();
    expect(server.chats[0]!.signal?.aborted).toBe(true);
    expect(server.chats).toHaveLength(1);
  });

  it('stops a follow-up that is still waiting for the previous stream to close', async () => {
    const { server, $, button } = await openPane();
    await click(button('Next actions'));
    await server.chats[0]!.push('done', { messageId: 'm1', stopReason: 'end_turn' });
    await typeInto($<HTMLTextAreaElement>('textarea')!, 'Anything else?');
    await pressKey($<HTMLTextAreaElement>('textarea')!, 'Enter');
    await click(button('Stop'));
    await server.chats[0]!.end();

    expect(server.chats).toHaveLength(1);
    expect([...document.querySelectorAll('li.turn')].map((t) => t.getAttribute('data-turn-status'))).toEqual(['done', 'stopped']);
  });

  it('stops a waiting follow-up at once, not when the previous stream closes, and the next one still waits for that close', async () => {
    const { server, $, button } = await openPane();
    const box = $<HTMLTextAreaElement>('textarea')!;
    await click(button('Next actions'));
    await server.chats[0]!.push('conversation', { conversationId: 'cv1', capability: 'next_actions' });
    await server.chats[0]!.push('done', { messageId: 'm1', stopReason: 'end_turn' });
    await typeInto(box, 'Anything else?');
    await pressKey(box, 'Enter');
    await click(button('Stop'));
    await settle();

    expect([...document.querySelectorAll('li.turn')].map((t) => t.getAttribute('data-turn-status'))).toEqual(['done', 'stopped']);
    expect(button('Stop')).toBeNull();

    await typeInto(box, 'Who is the solicitor?');
    await pressKey(box, 'Enter');
    await settle();
    expect(server.chats).toHaveLength(1);
    await server.chats[0]!.end();
    expect(server.chats).toHaveLength(2);
    expect(server.chats[1]!.body).toEqual({ message: 'Who is the solicitor?', conversationId: 'cv1', canActOnScreen: true });
  });
});

// A button that goes away (or is disabled) under the keyboard drops focus onto the page, and the
// handler has to Tab from the top again.
describe('keyboard focus is never dropped onto the page', () => {
  it('New conversation leaves focus in the message box, ready for the first question', async () => {
    const { server, $, button } = await openPane();
    await click(button('Next actions'));
    await server.chats[0]!.push('done', { messageId: 'm1', stopReason: 'end_turn' });
    const newConversation = button('New conversation')!;
    newConversation.focus();
    await click(newConversation);
    expect($('li.turn')).toBeNull();
    expect(document.activeElement).toBe($('textarea'));
  });

  it('Retry leaves focus in the message box, as the failed turn and its button go away', async () => {
    const { server, $, button } = await openPane();
    await click(button('Next actions'));
    await server.chats[0]!.push('error', { code: 'provider_unavailable', message: 'Unavailable. Try again shortly.' });
    await server.chats[0]!.end();
    const retry = button('Retry')!;
    retry.focus();
    await click(retry);
    expect(server.chats).toHaveLength(2);
    expect(retry.isConnected).toBe(false);
    expect(document.activeElement).toBe($('textarea'));
  });
});

// The server keeps every conversation; the page used to forget which one was open, so going back
// to the list, Back and Forward, or a reload left an empty pane and the next question started over.
describe('the conversation survives leaving the claim and coming back', () => {
  function transcript(id: string, claimId: string): StoredTranscript {
    const base = { capability: 'next_actions', createdAt: '2026-04-01T09:00:00.000Z', usage: null, toolCalls: [] };
    return {
      id,
      claimId,
      userId: 'admin',
      createdAt: base.createdAt,
      messages: [
        { ...base, id: 'u1', role: 'user', text: 'What should I do next?', status: 'complete', stopReason: null },
        { ...base, id: 'a1', role: 'assistant', text: 'Chase the engineer [party:p3].', status: 'complete', stopReason: 'end_turn' },
      ],
    };
  }

  it('shows the earlier turns again and continues the same conversation', async () => {
    const claim = claimFixture();
    const server = fakeServer(claim);
    const first = await mountPane(claim);
    await click(first.button('Next actions'));
    await server.chats[0]!.push('conversation', { conversationId: 'cv1', capability: 'next_actions' });
    await server.chats[0]!.push('done', { messageId: 'a1', stopReason: 'end_turn' });
    await server.chats[0]!.end();
    await first.view.unmount();

    server.transcripts.set('cv1', transcript('cv1', claim.id));
    const again = await mountPane(claim);
    const turns = [...again.view.container.querySelectorAll('li.turn')];
    expect(turns.map((t) => t.getAttribute('data-turn-status'))).toEqual(['done']);
    expect(turns[0]!.querySelector('.turn-user')?.textContent).toContain('What should I do next?');
    expect(turns[0]!.querySelector('.reply-text')?.textContent).toContain('Chase the engineer');

    await again.ask('And after that?');
    expect(server.chats[1]!.body).toEqual({ message: 'And after that?', conversationId: 'cv1', canActOnScreen: true });
  });

  it('starts afresh when the remembered conversation is gone, and after New conversation', async () => {
    const claim = claimFixture();
    const server = fakeServer(claim);
    const first = await mountPane(claim);
    await click(first.button('Next actions'));
    await server.chats[0]!.push('conversation', { conversationId: 'gone', capability: 'next_actions' });
    await server.chats[0]!.push('done', { messageId: 'a1', stopReason: 'end_turn' });
    await server.chats[0]!.end();
    await first.view.unmount();

    const second = await mountPane(claim); // 'gone' is not on the server: 404
    expect(server.transcriptRequests).toEqual(['gone']);
    expect(second.$('li.turn')).toBeNull();
    await second.ask('Who is the claimant?');
    expect(server.chats[1]!.body).toEqual({ message: 'Who is the claimant?', canActOnScreen: true });
    await server.chats[1]!.push('conversation', { conversationId: 'cv2', capability: null });
    await server.chats[1]!.push('done', { messageId: 'a2', stopReason: 'end_turn' });
    await server.chats[1]!.end();
    await click(second.button('New conversation'));
    await second.view.unmount();

    const third = await mountPane(claim);
    expect(server.transcriptRequests).toEqual(['gone']);
    expect(third.$('li.turn')).toBeNull();
  });
});

// A conversation of hundreds of turns was fetched whole, with every tool call, to show its end.
describe('a long reopened conversation is read a page at a time', () => {
  function longTranscript(id: string, claimId: string, questions: number): StoredTranscript {
    const base = { capability: null, createdAt: '2026-04-01T09:00:00.000Z', usage: null, toolCalls: [] };
    return {
      id,
      claimId,
      userId: 'admin',
      createdAt: base.createdAt,
      messages: Array.from({ length: questions }, (_, n) => [
        { ...base, id: `u${n}`, role: 'user' as const, text: `Question ${n}`, status: 'complete' as const, stopReason: null },
        { ...base, id: `a${n}`, role: 'assistant' as const, text: `Answer ${n}`, status: 'complete' as const, stopReason: 'end_turn' },
      ]).flat(),
    };
  }

  async function reopen(stored: StoredTranscript | null, remembered = 'cv1') {
    const claim = claimFixture();
    const server = fakeServer(claim);
    if (stored) server.transcripts.set(stored.id, stored);
    sessionStorage.setItem(`claims.conversation::${claim.id}`, remembered);
    const pane = await mountPane(claim);
    const questions = () => [...pane.view.container.querySelectorAll('li.turn .turn-user p')].map((p) => p.textContent);
    return { claim, server, questions, ...pane };
  }

  it('shows the latest ten questions, and the ones before on Show earlier messages, where they were asked', async () => {
    const { server, view, questions, button } = await reopen(longTranscript('cv1', claimFixture().id, 25));
    expect(server.transcriptQueries).toEqual(['limit=20']);
    expect(questions()).toEqual(Array.from({ length: 10 }, (_, n) => `Question ${n + 15}`));
    expect(view.container.querySelector('.earlier')?.textContent).toContain('30 earlier messages');

    await click(button('Show earlier messages'));
    await settle();
    expect(server.transcriptQueries.at(-1)).toBe('limit=20&before=u15');
    expect(questions()).toEqual(Array.from({ length: 20 }, (_, n) => `Question ${n + 5}`));
    expect(view.container.querySelector('.earlier')?.textContent).toContain('10 earlier messages');

    const last = button('Show earlier messages')!;
    last.focus();
    await click(last);
    await settle();
    expect(questions()).toEqual(Array.from({ length: 25 }, (_, n) => `Question ${n}`));
    expect(button('Show earlier messages')).toBeNull();
    expect(document.activeElement).toBe(view.container.querySelector('.transcript'));
  });

  it('keeps keyboard focus on the note when the earlier messages could not be read, and on Try again', async () => {
    const { server, questions, button } = await reopen(longTranscript('cv1', claimFixture().id, 12));
    const show = button('Show earlier messages')!;
    show.focus();
    server.failNextTranscript(503, 'unavailable', 'The service is busy. Try again shortly.');
    await click(show);
    await settle();
    expect(document.activeElement).toBe(button('Try again'));

    await click(button('Try again'));
    await settle();
    expect(questions()).toHaveLength(12);
    expect(document.activeElement).toBe(document.querySelector('.transcript'));
  });

  it('tells a screen reader in one short status what was reopened and what was read in, not each turn', async () => {
    const { $, button } = await reopen(longTranscript('cv1', claimFixture().id, 25));
    expect($('.conversation > [role="status"]')?.textContent).toBe('Conversation reopened: the latest 10 questions shown.');
    await click(button('Show earlier messages'));
    await settle();
    expect($('.conversation > [role="status"]')?.textContent).toBe('10 earlier questions shown above.');
  });

  it('keeps turns asked in this visit after the earlier ones read in', async () => {
    const { server, questions, button, ask } = await reopen(longTranscript('cv1', claimFixture().id, 12));
    await ask('And now?');
    expect(server.chats[0]!.body.conversationId).toBe('cv1');
    await click(button('Show earlier messages'));
    await settle();
    expect(questions()).toEqual([...Array.from({ length: 12 }, (_, n) => `Question ${n}`), 'And now?']);
  });

  it('forgets a remembered conversation that is about another claim (the next question starts afresh)', async () => {
    const { server, questions, ask } = await reopen(longTranscript('cv1', 'CLM-OTHER', 2));
    expect(server.transcriptRequests).toEqual(['cv1']);
    expect(questions()).toEqual([]);
    await ask('Who is the claimant?');
    expect(server.chats[0]!.body).toEqual({ message: 'Who is the claimant?', canActOnScreen: true });
  });

  it('asks nothing of the server for a remembered value that is not an id', async () => {
    const { server, ask } = await reopen(null, 'not an id!');
    expect(server.transcriptRequests).toEqual([]);
    await ask('Who is the claimant?');
    expect(server.chats[0]!.body).toEqual({ message: 'Who is the claimant?', canActOnScreen: true });
  });

  it('does not read a conversation remembered for another dev user', async () => {
    const claim = claimFixture();
    sessionStorage.setItem(`claims.conversation:handler-motor:${claim.id}`, 'cv1');
    const { server } = await reopen(null, 'cv2'); // the server default's own conversation
    localStorage.setItem('claims.devUser', 'handler-property');
    const other = await mountPane(claim);
    expect(server.transcriptRequests).toEqual(['cv2']);
    expect(other.$('li.turn')).toBeNull();
  });

  it('says when the conversation could not be read, tries again, and still continues it meanwhile', async () => {
    const claim = claimFixture();
    const server = fakeServer(claim);
    server.transcripts.set('cv1', longTranscript('cv1', claim.id, 2));
    server.failNextTranscript(503, 'unavailable', 'The service is busy. Try again shortly.');
    sessionStorage.setItem(`claims.conversation::${claim.id}`, 'cv1');
    const first = await mountPane(claim);
    expect(first.$('[role="alert"]')?.textContent).toContain('Could not load the earlier messages');
    // The conversation is there, unseen: the handler may leave it for a new one.
    expect(first.button('New conversation')!.disabled).toBe(false);
    await click(first.button('Try again'));
    await settle();
    expect(first.$('[role="alert"]')).toBeNull();
    expect([...first.view.container.querySelectorAll('li.turn')]).toHaveLength(2);

    // A question asked while the page could not be read continues the conversation; trying the
    // page again then would show that question twice, so the note no longer offers it.
    server.failNextTranscript(503, 'unavailable', 'The service is busy. Try again shortly.');
    await first.view.unmount();
    const again = await mountPane(claim);
    await again.ask('And now?');
    expect(server.chats[0]!.body.conversationId).toBe('cv1');
    expect(again.$('[role="alert"]')?.textContent).toContain('Could not load the earlier messages');
    expect(again.button('Try again')).toBeNull();
  });
});
