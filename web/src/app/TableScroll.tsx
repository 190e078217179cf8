/**
 * The frame a wide table scrolls sideways in on a narrow screen. While the table is wider than
 * the frame, the frame is a named region that takes keyboard focus, so it can be scrolled with
 * the arrow keys even when nothing in the table can be focused; when everything fits it is a
 * plain box and adds no tab stop.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface TableScrollProps {
  /** What the table lists, for the region's name ("Payments"). */
  label: string;
  children: ReactNode;
}

export function TableScroll({ label, children }: TableScrollProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setOverflowing(frame.scrollWidth > frame.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // The frame narrows with the window; the table widens with its rows.
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    if (frame.firstElementChild) observer.observe(frame.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="table-wrap" ref={frameRef} {...(overflowing ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
      {children}
    </div>
  );
}
