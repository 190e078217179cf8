import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '@claims/shared/wire';
import { cleanup, click, pressKey, render, typeInto } from '../test-support/render';
import { Composer } from './Composer';

afterEach(cleanup);

async function mount(busy = false) {
  const onSend = vi.fn();
  const view = await render(<Composer busy={busy} onSend={onSend} onStop={() => undefined} />);
  const box = view.container.querySelector('textarea')!;
  const sendButton = view.container.querySelector<HTMLButtonElement>('button[type="submit"]');
  const note = view.container.querySelector('.composer-note')!;
  return { onSend, box, sendButton, note, view };
}

/** Send stays focusable when there is nothing to send: a disabled button would drop keyboard focus. */
function sendInactive(button: HTMLButtonElement | null): boolean {
  return button?.getAttribute('aria-disabled') === 'true';
}

describe('Composer', () => {
  it('sends the trimmed message on Enter and keeps Shift+Enter for a new line', async () => {
    const { onSend, box } = await mount();
    await typeInto(box, '  Who is the claimant?  ');
    expect(await pressKey(box, 'Enter', { shiftKey: true })).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
    expect(await pressKey(box, 'Enter')).toBe(false);
    expect(onSend).toHaveBeenCalledWith('Who is the claimant?');
    expect(box.value).toBe('');
  });

  it('does not send on the Enter that confirms an IME composition', async () => {
    const { onSend, box } = await mount();
    await typeInto(box, 'にほんご');
    await pressKey(box, 'Enter', { isComposing: true, keyCode: 229 });
    // Safari ends the composition before its keydown, so only keyCode 229 says the IME had it.
    await pressKey(box, 'Enter', { keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('にほんご');
  });

  it('keeps an over-long draft and says how long it is', async () => {
    const { onSend, box, note, sendButton } = await mount();
    await typeInto(box, 'x'.repeat(MAX_CHAT_MESSAGE_CHARS + 1));
    await pressKey(box, 'Enter');
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toHaveLength(MAX_CHAT_MESSAGE_CHARS + 1);
    expect(note.textContent).toBe('Too long: 8,001 of 8,000 characters.');
    expect(sendInactive(sendButton)).toBe(true);
  });

  it('counts what is sent: a pasted text at the limit with a trailing newline still goes', async () => {
    const { onSend, box, note, sendButton } = await mount();
    const text = 'y'.repeat(MAX_CHAT_MESSAGE_CHARS);
    await typeInto(box, `${text}\n`);
    expect(note.textContent).not.toContain('Too long');
    expect(sendInactive(sendButton)).toBe(false);
    await pressKey(box, 'Enter');
    expect(onSend).toHaveBeenCalledWith(text);
  });

  it('keeps the draft when Enter is pressed while a turn runs', async () => {
    const { onSend, box } = await mount(true);
    await typeInto(box, 'Next question');
    await pressKey(box, 'Enter');
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('Next question');
  });

  it('keeps keyboard focus on the button when the turn ends while Stop has it', async () => {
    const { view } = await mount(true);
    const stop = view.container.querySelector<HTMLButtonElement>('button.stop')!;
    stop.focus();
    await view.rerender(<Composer busy={false} onSend={() => undefined} onStop={() => undefined} />);
    const send = view.container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    // Chromium moves focus to the page when a focused button becomes disabled.
    expect(document.activeElement).toBe(send);
    expect(send.disabled).toBe(false);
    expect(sendInactive(send)).toBe(true);
  });

  it('sends nothing when Send is pressed with an empty box', async () => {
    const { onSend, sendButton } = await mount();
    await click(sendButton);
    expect(onSend).not.toHaveBeenCalled();
  });
});
