// @vitest-environment jsdom
// jsdom: replies are sanitised by DOMPurify, which needs a spec-faithful DOM.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MATTER_PANELS } from '@claims/shared/panels';
import type { Health } from '@claims/shared/wire';
import { claimFixture } from '../test-support/claim-fixture';
import { fakeServer, settle } from '../test-support/fake-server';
import { cleanup, click, pressKey, render, typeInto } from '../test-support/render';
import { ClaimPage } from './ClaimPage';
import { PAGE_PANELS } from './page-panels';

const OFFLINE: Health = { ok: true, provider: 'offline', model: null, capabilities: 16, tools: 16 };

afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
});

async function openClaim(claim = claimFixture(), health: Health | null = OFFLINE) {
  const server = fakeServer(claim);
  const view = await render(<ClaimPage claimId={claim.id} health={health} />);
  await settle();
  const $ = <E extends Element = HTMLElement>(selector: string) => view.container.querySelector<E>(selector);
  const button = (name: string) => [...view.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
  return { server, container: view.container, $, button };
}

describe('the claim page', () => {
  it('shows every panel once, deadlines just below the overview, each with a heading and its anchor', async () => {
    const { container } = await openClaim();
    const panels = [...container.querySelectorAll('section[data-panel]')];
    expect(panels.map((p) => p.getAttribute('data-panel'))).toEqual([...PAGE_PANELS]);
    expect([...PAGE_PANELS].sort()).toEqual([...MATTER_PANELS].sort());
    expect(PAGE_PANELS.slice(0, 2)).toEqual(['overview', 'deadlines']);
    expect(panels.every((p) => p.querySelector('h2'))).toBe(true);
    expect(container.querySelector('[data-source="doc:d1"]')).not.toBeNull();
    expect(container.querySelector('[data-source="msg:c2"]')).not.toBeNull();
    expect(container.querySelector('[data-source="event:e1"]')).not.toBeNull();
    expect(container.querySelector('[data-source="party:p3"]')).not.toBeNull();
  });

  it('writes money from minor units and lists correspondence newest first', async () => {
    const { $, container } = await openClaim();
    expect($('[data-panel="financials"]')?.textContent).toContain('£12,500.00');
    expect($('[data-panel="financials"]')?.textContent).toContain('£3,986.50');
    const order = [...container.querySelectorAll('[data-source^="msg:"]')].map((m) => m.getAttribute('data-source'));
    expect(order).toEqual(['msg:c2', 'msg:c1']);
  });

  it('opens a document to read its text', async () => {
    const { $ } = await openClaim();
    await click($('[data-source="doc:d2"] button'));
    expect($('#document-viewer')?.textContent).toContain('Repair is economic.');
  });

  it('labels offline mode', async () => {
    const { $ } = await openClaim();
    expect($('[data-offline]')?.textContent).toBe('Offline mode');
  });

  it('moves the diary on to the new UK day when the page is left open past midnight', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      vi.setSystemTime(new Date('2026-12-04T23:59:30Z')); // GMT: still 4 Dec in the UK
      const { $ } = await openClaim();
      const task = () => $('[data-panel="deadlines"] [data-source^="deadline:task:"]')?.textContent;
      expect(task()).toContain('Due today');
      await act(async () => vi.advanceTimersByTime(60_000));
      expect(task()).toContain('1 day overdue');
      expect($('[data-panel="overview"]')?.textContent).toContain('1 overdue');
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a reopened claim as open to today, and a closed one to its closing day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-30T12:00:00Z'));
      const overview = async (status: 'closed' | 'reopened') => {
        const { $ } = await openClaim(claimFixture({ status, closedDate: '2026-11-01' }));
        const text = $('[data-panel="overview"]')?.textContent;
        await cleanup();
        return text;
      };
      // Notified 8 August: 85 days to 1 November, 114 to 30 November.
      expect(await overview('closed')).toContain('Days open85 days');
      expect(await overview('reopened')).toContain('Open for114 days');
    } finally {
      vi.useRealTimers();
    }
  });

  it('explains a claim that cannot be found', async () => {
    fakeServer(claimFixture());
    const view = await render(<ClaimPage claimId="CLM-NOPE" health={OFFLINE} />);
    await settle();
    expect(view.container.querySelector('h1')?.textContent).toBe('Claim CLM-NOPE not found');
  });
});

describe('the assistant pane', () => {
  it('runs a quick action: streams the reply, settles chips, highlights the panel, links citations', async () => {
    const { server, $, button, container } = await openClaim();
    await click(button('Validate the policy'));
    expect(server.chats).toHaveLength(1);
    const chat = server.chats[0]!;
    expect(chat.body).toEqual({
      message: expect.stringMatching(/^Validate the policy/),
      capability: 'policy_validation',
      canActOnScreen: true,
    });
    expect(button('Stop')).not.toBeNull();

    await chat.push('conversation', { conversationId: 'cv1', capability: 'policy_validation' });
    await chat.push('activity', { id: 'a1', tool: 'check_policy_in_force', label: 'Checking the policy…' });
    expect($('.activity')?.getAttribute('data-done')).toBe('false');

    await chat.push('client_action', { type: 'highlight_panel', panel: 'policy' });
    expect($('[data-panel="policy"]')?.getAttribute('data-highlighted')).toBe('true');
    expect($('[data-panel="overview"]')?.hasAttribute('data-highlighted')).toBe(false);

    await chat.push('text', { delta: 'Cover was **in force** on the loss date ' });
    expect($('.activity')?.getAttribute('data-done')).toBe('true');
    expect($('.turn-reply strong')?.textContent).toBe('in force');
    await chat.push('text', { delta: 'per the claim form [doc:d1] and the call [msg:c1].' });
    expect($('.turn-reply')?.getAttribute('aria-live')).toBe('polite');

    await chat.push('usage', { inputTokens: 1500, outputTokens: 120, cacheReadTokens: 0, cacheWriteTokens: 0 });
    await chat.push('done', { messageId: 'm1', stopReason: 'end_turn' });
    await chat.end();
    expect($('li.turn')?.getAttribute('data-turn-status')).toBe('done');
    expect($('[data-usage]')?.textContent).toBe('1,500 tokens in · 120 out');
    expect(button('Send')).not.toBeNull();

    await click($('button[data-cite="doc:d1"]'));
    expect($('#document-viewer')?.getAttribute('data-viewer')).toBe('doc:d1');
    expect($('[data-source="doc:d1"]')?.getAttribute('data-highlighted')).toBe('true');

    await click($('button[data-cite="msg:c1"]'));
    expect($('[data-source="msg:c1"]')?.getAttribute('data-highlighted')).toBe('true');
    expect(container.ownerDocument.activeElement).toBe($('[data-source="msg:c1"]'));
  });

  it('continues the conversation on the next turn and starts afresh on request', async () => {
    const { server, $, button } = await openClaim();
    const box = $<HTMLTextAreaElement>('textarea')!;
    await typeInto(box, 'Who is the claimant?');
    await pressKey(box, 'Enter');
    const first = server.chats[0]!;
    expect(first.body).toEqual({ message: 'Who is the claimant?', canActOnScreen: true });
    await first.push('conversation', { conversationId: 'cv1', capability: null });
    await first.push('text', { delta: 'Jordan Pryce [party:p3].' });
    await first.push('done', { messageId: 'm1', stopReason: 'end_turn' });
    await first.end();

    await typeInto(box, 'And his solicitor?');
    await pressKey(box, 'Enter');
    expect(server.chats[1]!.body).toEqual({ message: 'And his solicitor?', conversationId: 'cv1', canActOnScreen: true });
    await server.chats[1]!.push('done', { messageId: 'm2', stopReason: 'end_turn' });
    await server.chats[1]!.end();

    await click(button('New conversation'));
    expect($('li.turn')).toBeNull();
    await typeInto(box, 'Fresh start');
    await pressKey(box, 'Enter');
    expect(server.chats[2]!.body).toEqual({ message: 'Fresh start', canActOnScreen: true });
  });

  it('Stop aborts the request and leaves a note, not an error', async () => {
    const { server, $, button } = await openClaim();
    await click(button('Summarise the claim'));
    const chat = server.chats[0]!;
    await chat.push('text', { delta: 'The claim concerns' });
    await click(button('Stop'));
    await settle();
    expect(chat.signal?.aborted).toBe(true);
    expect($('li.turn')?.getAttribute('data-turn-status')).toBe('stopped');
    expect($('[data-stopped]')?.textContent).toContain('incomplete');
    expect($('[role="alert"]')).toBeNull();
    expect(button('Send')).not.toBeNull();
  });

  it('shows a stream error as the server worded it and retries the same request', async () => {
    const { server, $, button } = await openClaim();
    await click(button('Next actions'));
    const advice = 'Anthropic is unavailable or overloaded right now. Try again in a few minutes.';
    await server.chats[0]!.push('error', { code: 'provider_unavailable', message: advice });
    await server.chats[0]!.end();
    expect($('[role="alert"]')?.textContent).toContain(advice);

    await click(button('Retry'));
    expect(server.chats).toHaveLength(2);
    expect(server.chats[1]!.body.capability).toBe('next_actions');
    expect(document.querySelectorAll('li.turn')).toHaveLength(1);
  });

  it('explains a refusal before the stream starts (rate limit)', async () => {
    const { server, $, button } = await openClaim();
    server.failNextChat(429, 'rate_limited', 'You have started 20 turns in the last minute. Wait 12 seconds and try again.');
    await click(button('Run a fraud check'));
    await settle();
    expect($('[data-error-code="rate_limited"]')?.textContent).toContain('Wait 12 seconds and try again.');
    expect(button('Retry')).not.toBeNull();
  });

  it("shows the server's advice when the model is wrongly configured, without a Retry", async () => {
    const { server, $, button } = await openClaim();
    await click(button('Next actions'));
    const advice = 'Anthropic does not offer the model "claude-nope". Check ANTHROPIC_MODEL.';
    await server.chats[0]!.push('error', { code: 'provider_misconfigured', message: advice, retryable: false });
    await server.chats[0]!.end();
    expect($('[data-error-code="provider_misconfigured"]')?.textContent).toBe(advice);
    expect(button('Retry')).toBeNull();
  });

  it("offers Retry as the stream's error event says, not by the words of its message", async () => {
    const { server, button } = await openClaim();
    await click(button('Next actions'));
    await server.chats[0]!.push('error', { code: 'provider_error', message: 'Rejected. Try again.', retryable: false });
    await server.chats[0]!.end();
    expect(button('Retry')).toBeNull();
  });

  it("offers Retry as a refusal's JSON body says (retryable)", async () => {
    const { server, button } = await openClaim();
    server.failNextChat(429, 'rate_limited', 'You have started 20 turns in the last minute.', false);
    await click(button('Run a fraud check'));
    await settle();
    expect(button('Retry')).toBeNull();
  });

  it('treats a stream that ends without done as interrupted', async () => {
    const { server, $, button } = await openClaim();
    await click(button('Next actions'));
    await server.chats[0]!.push('text', { delta: 'Half a' });
    await server.chats[0]!.end();
    expect($('[data-error-code="stream_interrupted"]')).not.toBeNull();
  });

  it('shows an unavailable capability disabled, with its reason, and does not run it', async () => {
    const { server, $ } = await openClaim(claimFixture({ documents: [] }));
    const review = $<HTMLButtonElement>('[data-capability="document_review"]')!;
    expect(review.getAttribute('aria-disabled')).toBe('true');
    expect(review.title).toBe('There are no documents on this claim yet.');
    const describedBy = review.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('There are no documents on this claim yet.');
    await click(review);
    expect(server.chats).toHaveLength(0);
  });

  it('groups the More menu by GROUP_LABELS and runs an item', async () => {
    const { server, $, button } = await openClaim();
    const more = button('More ▾')!;
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const groups = [...document.querySelectorAll('.more-group h3')].map((h) => h.textContent);
    expect(groups).toEqual(['Understand the claim', 'Decide', 'Protect the customer and the insurer', 'Produce', 'Help']);
    await click($('[data-capability="build_chronology"]'));
    expect(server.chats[0]!.body.capability).toBe('build_chronology');
  });

  it('sends a demo hint as a free question', async () => {
    const { server, $ } = await openClaim();
    const hint = $('.hint')!;
    await click(hint);
    expect(server.chats[0]!.body).toEqual({ message: hint.textContent, canActOnScreen: true });
  });

  it('sends on Enter but not on Shift+Enter, and refuses an over-long message', async () => {
    const { server, $, button } = await openClaim();
    const box = $<HTMLTextAreaElement>('textarea')!;
    await typeInto(box, 'Line one');
    expect(await pressKey(box, 'Enter', { shiftKey: true })).toBe(true); // default kept: a new line
    expect(server.chats).toHaveLength(0);
    await typeInto(box, 'x'.repeat(8001));
    await pressKey(box, 'Enter');
    expect(server.chats).toHaveLength(0);
    expect($('.composer-note')?.textContent).toContain('Too long');
    expect(button('Send')?.getAttribute('aria-disabled')).toBe('true');
  });
});
