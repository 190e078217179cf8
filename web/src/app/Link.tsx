/**
 * An in-app link: a real `<a href>` (so it can be opened in a new tab, copied or middle-clicked)
 * that navigates with the History API on a plain click.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './router';

export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>): void {
    onClick?.(event);
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plainClick) return;
    event.preventDefault();
    navigate(href);
  }
  return <a href={href} onClick={handleClick} {...rest} />;
}
