import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimFixture } from '../test-support/claim-fixture';
import { cleanup, click, pressKey, render } from '../test-support/render';
import { CapabilityMenu } from './CapabilityMenu';

afterEach(cleanup);

async function mount({ busy = false, claim = claimFixture() } = {}) {
  const onRun = vi.fn();
  const outside = document.createElement('button');
  outside.textContent = 'Outside';
  document.body.append(outside);
  const view = await render(<CapabilityMenu claim={claim} busy={busy} onRun={onRun} />);
  const toggle = view.container.querySelector<HTMLButtonElement>('button.more')!;
  const menu = view.container.querySelector<HTMLElement>('.more-menu')!;
  const item = (id: string) => view.container.querySelector<HTMLButtonElement>(`[data-capability="${id}"]`)!;
  return { onRun, toggle, menu, item, outside };
}

async function focus(element: HTMLElement) {
  await act(async () => element.focus());
}

describe('CapabilityMenu', () => {
  it('says under an item that cannot run on this claim why not, in place of its description', async () => {
    const { toggle, item } = await mount({ claim: claimFixture({ documents: [] }) });
    await click(toggle);
    const entry = item('document_review').closest('li')!;
    expect(entry.querySelector('.menu-item-description')?.textContent).toBe('There are no documents on this claim yet.');
    expect(item('document_review').getAttribute('aria-disabled')).toBe('true');
    const other = item('build_chronology').closest('li')!;
    expect(other.querySelector('.menu-item-description')?.textContent).not.toBe('');
  });

  it('closes on Escape pressed on its own button, just after opening it', async () => {
    const { toggle, menu } = await mount();
    await focus(toggle);
    await click(toggle);
    expect(menu.hidden).toBe(false);
    await pressKey(toggle, 'Escape');
    expect(menu.hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape from an item and puts focus back on its button', async () => {
    const { toggle, menu, item } = await mount();
    await click(toggle);
    await focus(item('build_chronology'));
    await pressKey(item('build_chronology'), 'Escape');
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('runs an item chosen from the keyboard, closes, and leaves focus on its button', async () => {
    const { toggle, menu, item, onRun } = await mount();
    await click(toggle);
    await focus(item('build_chronology'));
    await click(item('build_chronology'));
    expect(onRun).toHaveBeenCalledWith(expect.objectContaining({ id: 'build_chronology' }));
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when focus is tabbed out of it, so it does not cover the transcript', async () => {
    const { toggle, menu, item, outside } = await mount();
    await click(toggle);
    await focus(item('build_chronology'));
    await focus(toggle); // moving within: stays open
    expect(menu.hidden).toBe(false);
    await focus(item('what_can_you_do'));
    await focus(outside);
    expect(menu.hidden).toBe(true);
  });

  it('closes when a pinned chip is run while it is open', async () => {
    const { toggle, menu, item, onRun } = await mount();
    await click(toggle);
    await click(item('claim_summary'));
    expect(onRun).toHaveBeenCalledWith(expect.objectContaining({ id: 'claim_summary' }));
    expect(menu.hidden).toBe(true);
  });

  it('closes on a pointer press outside it', async () => {
    const { toggle, menu, outside } = await mount();
    await click(toggle);
    await act(async () => {
      outside.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(menu.hidden).toBe(true);
  });

  it('shows an unavailable capability disabled with the reason, and keyboard activation does nothing', async () => {
    const { toggle, item, onRun } = await mount({ claim: claimFixture({ documents: [] }) });
    await click(toggle);
    const review = item('document_review');
    expect(review.getAttribute('aria-disabled')).toBe('true');
    expect(review.title).toBe('There are no documents on this claim yet.');
    expect(document.getElementById(review.getAttribute('aria-describedby')!)?.textContent).toBe('There are no documents on this claim yet.');
    await focus(review);
    await click(review); // Enter or Space on a button is a click
    expect(onRun).not.toHaveBeenCalled();
  });

  it('keeps chips focusable but inert while a turn runs', async () => {
    const { item, onRun } = await mount({ busy: true });
    const chip = item('claim_summary');
    expect(chip.disabled).toBe(false);
    expect(chip.getAttribute('aria-disabled')).toBe('true');
    await click(chip);
    expect(onRun).not.toHaveBeenCalled();
  });
});
