import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '../test-support/render';
import { FLASH_MS, useFlash } from './use-flash';

let flashRef: (key: string) => void = () => undefined;

function Probe() {
  const { flashed, flash } = useFlash();
  flashRef = flash;
  return <p>{[...flashed].sort().join(',')}</p>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  await cleanup();
  vi.useRealTimers();
});

describe('useFlash', () => {
  it('flashes a key for a moment, then clears it', async () => {
    const { container } = await render(<Probe />);
    await act(async () => flashRef('panel:policy'));
    expect(container.textContent).toBe('panel:policy');
    await act(async () => vi.advanceTimersByTime(FLASH_MS - 1));
    expect(container.textContent).toBe('panel:policy');
    await act(async () => vi.advanceTimersByTime(1));
    expect(container.textContent).toBe('');
  });

  it('restarts the time when the same key flashes again, and keeps keys apart', async () => {
    const { container } = await render(<Probe />);
    await act(async () => flashRef('msg:c1'));
    await act(async () => vi.advanceTimersByTime(FLASH_MS - 500));
    await act(async () => {
      flashRef('msg:c1');
      flashRef('doc:d1');
    });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(container.textContent).toBe('doc:d1,msg:c1');
    await act(async () => vi.advanceTimersByTime(FLASH_MS));
    expect(container.textContent).toBe('');
  });
});
