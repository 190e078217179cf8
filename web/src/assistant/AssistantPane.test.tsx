// @vitest-environment jsdom
// jsdom: replies are sanitised by DOMPurify, which needs a spec-faithful DOM.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Health } from '@claims/shared/wire';
import { claimFixture } from '../test-support/claim-fixture';
import { fakeServer, settle, type StoredTranscript } from '../test-support/fake-server';
import { cleanup, click, pressKey, render, typeInto } from '../test-support/render';
import { AssistantPane } from './AssistantPane';

const OFFLINE: Health = { ok: true, provider: 'offline', model: null, capabilities: 16, tools: 16 };

afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
});

async function openPane() {
  const claim = claimFixture();
  const server = fakeServer(claim);
  const view = await render(
    <AssistantPane claim={claim} today="2026-04-01" health={OFFLINE} onClientAction={() => undefined} onCite={() => undefined} />,
  );
  const $ = <E extends Element = HTMLElement>(selector: string) => view.container.querySelector<E>(selector);
  const button = (name: string) =>
    [...view.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
  return { server, view, $, button };
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
  afterEach(() => sessionStorage.clear());

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

  async function mountPane(claim: ReturnType<typeof claimFixture>) {
    const view = await render(
      <AssistantPane claim={claim} today="2026-04-01" health={OFFLINE} onClientAction={() => undefined} onCite={() => undefined} />,
    );
    await settle();
    return view;
  }

  it('shows the earlier turns again and continues the same conversation', async () => {
    const claim = claimFixture();
    const server = fakeServer(claim);
    const first = await mountPane(claim);
    await click([...first.container.querySelectorAll('button')].find((b) => b.textContent === 'Next actions'));
    await server.chats[0]!.push('conversation', { conversationId: 'cv1', capability: 'next_actions' });
    await server.chats[0]!.push('done', { messageId: 'a1', stopReason: 'end_turn' });
    await server.chats[0]!.end();
    await first.unmount();

    server.transcripts.set('cv1', transcript('cv1', claim.id));
    const again = await mountPane(claim);
    const turns = [...again.container.querySelectorAll('li.turn')];
    expect(turns.map((t) => t.getAttribute('data-turn-status'))).toEqual(['done']);
    expect(turns[0]!.querySelector('.turn-user')?.textContent).toContain('What should I do next?');
    expect(turns[0]!.querySelector('.reply-text')?.textContent).toContain('Chase the engineer');

    const box = again.container.querySelector('textarea')!;
    await typeInto(box, 'And after that?');
    await pressKey(box, 'Enter');
    expect(server.chats[1]!.body).toEqual({ message: 'And after that?', conversationId: 'cv1', canActOnScreen: true });
  });

  it('starts afresh when the remembered conversation is gone, and after New conversation', async () => {
    const claim = claimFixture();
    const server = fakeServer(claim);
    const first = await mountPane(claim);
    await click([...first.container.querySelectorAll('button')].find((b) => b.textContent === 'Next actions'));
    await server.chats[0]!.push('conversation', { conversationId: 'gone', capability: 'next_actions' });
    await server.chats[0]!.push('done', { messageId: 'a1', stopReason: 'end_turn' });
    await server.chats[0]!.end();
    await first.unmount();

    const second = await mountPane(claim); // 'gone' is not on the server: 404
    expect(server.transcriptRequests).toEqual(['gone']);
    expect(second.container.querySelector('li.turn')).toBeNull();
    const box = second.container.querySelector('textarea')!;
    await typeInto(box, 'Who is the claimant?');
    await pressKey(box, 'Enter');
    expect(server.chats[1]!.body).toEqual({ message: 'Who is the claimant?', canActOnScreen: true });
    await server.chats[1]!.push('conversation', { conversationId: 'cv2', capability: null });
    await server.chats[1]!.push('done', { messageId: 'a2', stopReason: 'end_turn' });
    await server.chats[1]!.end();
    await click([...second.container.querySelectorAll('button')].find((b) => b.textContent === 'New conversation'));
    await second.unmount();

    const third = await mountPane(claim);
    expect(server.transcriptRequests).toEqual(['gone']);
    expect(third.container.querySelector('li.turn')).toBeNull();
  });
});
