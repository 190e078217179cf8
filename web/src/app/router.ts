/**
 * Client-side routing with the History API. Four pages: the work queue at `/` (where a handler
 * lands), the claim list at `/claims`, a claim at `/claims/:id` (`#deadlines` opens it at that
 * panel) and the feedback on answers at `/feedback`. The Worker answers index.html for any other non-API path, so deep links and
 * reloads land here.
 */
import { useSyncExternalStore } from 'react';

export type Route = { page: 'queue' } | { page: 'list' } | { page: 'claim'; claimId: string } | { page: 'feedback' } | { page: 'not_found'; path: string };

export function matchRoute(pathname: string): Route {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { page: 'queue' };
  if (path === '/claims') return { page: 'list' };
  if (path === '/feedback') return { page: 'feedback' };
  const claim = /^\/claims\/([^/]+)$/.exec(path);
  if (claim?.[1]) {
    try {
      return { page: 'claim', claimId: decodeURIComponent(claim[1]) };
    } catch {
      return { page: 'not_found', path: pathname };
    }
  }
  return { page: 'not_found', path: pathname };
}

export function claimPath(claimId: string, panel?: string): string {
  return `/claims/${encodeURIComponent(claimId)}${panel ? `#${panel}` : ''}`;
}

export const LIST_PATH = '/claims';

const NAVIGATE_EVENT = 'workbench:navigate';

export function navigate(to: string): void {
  if (to === location.pathname + location.search) return;
  history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
  window.scrollTo(0, 0);
}

/** Calls back when the address changes by Back/Forward or by `navigate`; returns the unsubscribe. */
export function onAddressChange(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

export function usePathname(): string {
  return useSyncExternalStore(onAddressChange, () => location.pathname);
}
