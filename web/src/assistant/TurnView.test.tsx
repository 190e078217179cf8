// @vitest-environment jsdom
// jsdom: the reply is sanitised by DOMPurify, which needs a spec-faithful DOM.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Turn, TurnError } from '../chat/conversation';
import { cleanup, click, render } from '../test-support/render';
import { TurnView } from './TurnView';

afterEach(cleanup);

function failedTurn(error: TurnError, text = ''): Turn {
  return {
    key: 1,
    message: 'Summarise the claim',
    capability: null,
    blocks: text ? [{ kind: 'text', text }] : [],
    status: 'error',
    usage: null,
    verification: null,
    error,
    stopReason: null,
  };
}

async function show(turn: Turn, canRetry = true) {
  const onRetry = vi.fn();
  const onCite = vi.fn();
  const view = await render(
    <ul>
      <TurnView turn={turn} describeSource={(kind, id) => `${kind} ${id}`} onCite={onCite} onRetry={onRetry} canRetry={canRetry} />
    </ul>,
  );
  const alert = view.container.querySelector<HTMLElement>('[role="alert"]');
  const retry = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Retry') ?? null;
  return { view, alert, retry, onRetry, onCite };
}

describe('TurnView: a failed turn', () => {
  it("shows the server's advice about a model the provider does not offer, with no Retry", async () => {
    const message = 'Anthropic does not offer the model "claude-nope". Check ANTHROPIC_MODEL.';
    const { alert, retry } = await show(failedTurn({ code: 'provider_misconfigured', message, retryable: false }));
    expect(alert?.getAttribute('data-error-code')).toBe('provider_misconfigured');
    expect(alert?.textContent).toBe(message);
    expect(retry).toBeNull();
  });

  it('tells the handler to start a new conversation when it has grown too long, with no Retry', async () => {
    const message = 'This conversation has grown too long for the model. Start a new conversation about the claim.';
    const { alert, retry } = await show(failedTurn({ code: 'conversation_too_long', message, retryable: false }, 'Partial answer'));
    expect(alert?.textContent).toBe(message);
    expect(retry).toBeNull();
  });

  it('offers Retry when the server says trying again can help, and retries this turn', async () => {
    const message = 'Anthropic is unavailable or overloaded right now. Try again in a few minutes.';
    const turn = failedTurn({ code: 'provider_unavailable', message });
    const { alert, retry, onRetry } = await show(turn);
    expect(alert?.textContent).toContain(message);
    await click(retry);
    expect(onRetry).toHaveBeenCalledWith(turn);
  });

  it('offers no Retry when the server says retrying cannot help, though the message says try again', async () => {
    const saysTryAgain = 'Anthropic rejected our request (HTTP 400). Try again; if it keeps happening, report it with the time it happened.';
    expect((await show(failedTurn({ code: 'provider_error', message: saysTryAgain, retryable: false }))).retry).toBeNull();
  });

  it('offers Retry when the server says it can help, though the message does not say try again', async () => {
    const silent = 'The answer took longer than the 10 minutes a turn may take, so it was stopped.';
    expect((await show(failedTurn({ code: 'turn_timeout', message: silent, retryable: true }))).retry).not.toBeNull();
  });

  it('disables Retry while another turn is running', async () => {
    const { retry } = await show(failedTurn({ code: 'stream_interrupted', message: 'The reply ended before it was complete.' }), false);
    expect((retry as HTMLButtonElement | null)?.disabled).toBe(true);
  });

  it('falls back to plain words when the server sent no message', async () => {
    const { alert, retry } = await show(failedTurn({ code: 'provider_error', message: '' }));
    expect(alert?.textContent).toMatch(/language model service returned an error/);
    expect(retry).not.toBeNull();
  });
});

describe('TurnView: reply links', () => {
  it('shows an outside link as text with its address and keeps citations clickable', async () => {
    const turn: Turn = {
      ...failedTurn({ code: 'internal', message: '' }, 'See [doc:d3] and [this](https://evil.example/?q=CL-1001).'),
      status: 'done',
      error: null,
    };
    const { view, onCite } = await show(turn);
    const reply = view.container.querySelector('.turn-reply');
    expect(reply?.querySelector('a')).toBeNull();
    expect(reply?.textContent).toContain('this (https://evil.example/?q=CL-1001)');
    await click(reply?.querySelector('button[data-cite="doc:d3"]'));
    expect(onCite).toHaveBeenCalledWith('doc', 'd3');
  });
});

describe('TurnView: the figure check', () => {
  it('marks a figure the check did not find, and says how many figures it checked', async () => {
    const text = 'The claimant offered **£34,750** on 13 November 2026; our reserve covers £37,450.';
    const turn: Turn = {
      ...failedTurn({ code: 'x', message: 'y' }, text),
      status: 'done',
      error: null,
      verification: { checked: 3, unverified: [{ text: '£37,450', kind: 'money', offset: text.indexOf('£37,450') }] },
    };
    const { view } = await show(turn);
    const mark = view.container.querySelector('mark.figure-unverified')!;
    expect(mark.firstChild?.textContent).toBe('£37,450');
    expect(mark.querySelector('.visually-hidden')?.textContent).toBe(" (not found in the claim's records)");
    expect(view.container.querySelector('.figure-check')?.textContent).toBe(
      "Figures checked: 3 figures; 1 was not found in the claim's records (marked ?). Check before acting on it.",
    );
  });
});
