/**
 * Briefly marks things on the page as highlighted (a panel the assistant points at, a cited
 * message): each key stays flashed for `durationMs`, and flashing it again restarts its time.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const FLASH_MS = 2500;

export function useFlash(durationMs = FLASH_MS): { flashed: ReadonlySet<string>; flash: (key: string) => void } {
  const [flashed, setFlashed] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const flash = useCallback(
    (key: string) => {
      const running = timers.current.get(key);
      if (running !== undefined) clearTimeout(running);
      setFlashed((current) => new Set(current).add(key));
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          setFlashed((current) => {
            const next = new Set(current);
            next.delete(key);
            return next;
          });
        }, durationMs),
      );
    },
    [durationMs],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return { flashed, flash };
}
