import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '../test-support/render';
import { TODAY_CHECK_MS, useLondonToday } from './use-london-today';

function Probe() {
  return <p>{useLondonToday()}</p>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  await cleanup();
  vi.useRealTimers();
});

describe('useLondonToday', () => {
  it('moves on to the next UK day while the page stays open', async () => {
    vi.setSystemTime(new Date('2026-03-31T22:58:30Z')); // 23:58:30 BST, 31 March
    const { container } = await render(<Probe />);
    expect(container.textContent).toBe('2026-03-31');
    await act(async () => vi.advanceTimersByTime(TODAY_CHECK_MS));
    expect(container.textContent).toBe('2026-03-31');
    await act(async () => vi.advanceTimersByTime(TODAY_CHECK_MS));
    expect(container.textContent).toBe('2026-04-01'); // 00:00:30 BST
  });

  it('catches up when the page is shown again after sleep', async () => {
    vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
    const { container } = await render(<Probe />);
    vi.setSystemTime(new Date('2026-12-02T08:00:00Z')); // the clock jumped; no timer ran
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(container.textContent).toBe('2026-12-02');
  });
});
