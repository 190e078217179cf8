// @vitest-environment jsdom
// jsdom: replies are sanitised by DOMPurify, which needs a spec-faithful DOM.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Health } from '@claims/shared/wire';
import { claimFixture } from '../test-support/claim-fixture';
import { fakeServer, settle } from '../test-support/fake-server';
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
