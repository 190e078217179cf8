/**
 * What the claim's panels share: the claim, which sources are highlighted right now, and the
 * open document. Provided by the claim page so a citation in the assistant pane can reach them.
 */
import { createContext, useContext } from 'react';
import type { ClaimRecord } from '@claims/shared/claim-record';
import type { MatterPanel } from '@claims/shared/panels';
import type { OverviewResource } from './use-overview';

export interface ClaimView {
  claim: ClaimRecord;
  today: string;
  isFlashed: (key: string) => boolean;
  openDocumentId: string | null;
  openDocument: (id: string | null) => void;
  /** The alerts and deadlines from the Worker; absent where a panel is shown on its own. */
  overview?: OverviewResource;
  /** Opens a panel at a source in it ("msg:c5", "task:t3"), or at its top when it has none. */
  openSource?: (panel: MatterPanel, source?: string) => void;
}

export const ClaimViewContext = createContext<ClaimView | null>(null);

export function useClaimView(): ClaimView {
  const view = useContext(ClaimViewContext);
  if (!view) throw new Error('useClaimView needs a ClaimViewContext provider (the claim page)');
  return view;
}

/** Props for an element that can be cited and highlighted: `data-source`, plus the flag. */
export function sourceProps(view: ClaimView, key: string): Record<string, string | number | undefined> {
  return {
    'data-source': key,
    'data-highlighted': view.isFlashed(key) ? 'true' : undefined,
    tabIndex: -1,
  };
}
