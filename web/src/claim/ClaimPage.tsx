/**
 * A claim: loads the record, lays the panels out beside the assistant, and carries out what
 * the assistant points at (highlight a panel, open and highlight a cited source).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ClaimRecord } from '@claims/shared/claim-record';
import type { ClientAction, Health } from '@claims/shared/wire';
import { ApiError, getJson } from '../api/client';
import { useApi } from '../api/use-api';
import { Link } from '../app/Link';
import { LIST_PATH } from '../app/router';
import { AssistantPane } from '../assistant/AssistantPane';
import { CITATION_KINDS, type CitationKind } from '@claims/shared/citations';
import { sourcePanel } from '@claims/shared/overview';
import type { MatterPanel } from '@claims/shared/panels';
import { AlertStrip } from './AlertStrip';
import { ClaimPanels } from './ClaimPanels';
import { LinkedClaimsSection } from './LinkedClaimsSection';
import { PanelIndex } from './PanelIndex';
import { ClaimViewContext, type ClaimView } from './claim-view';
import { claimRecordFromJson } from './claim-json';
import { codeLabel } from './labels';
import { partyName, sourceKey } from './sources';
import { useFlash } from './use-flash';
import { useLondonToday } from './use-london-today';
import { useOverview } from './use-overview';

export function ClaimPage({ claimId, health }: { claimId: string; health: Health | null }) {
  const resource = useApi((signal) => getJson(`/api/claims/${encodeURIComponent(claimId)}`, claimRecordFromJson, signal), claimId);

  if (resource.status === 'loading') {
    return (
      <p className="page-status" role="status">
        Loading claim {claimId}…
      </p>
    );
  }
  if (resource.status === 'error') {
    const missing = resource.error instanceof ApiError && resource.error.status === 404;
    return (
      <div className="page-status" role="alert">
        <h1>{missing ? `Claim ${claimId} not found` : `Could not load claim ${claimId}`}</h1>
        <p>{missing ? 'It does not exist, or it belongs to a team whose claims you cannot see.' : resource.error.message}</p>
        <p>
          {!missing && (
            <button type="button" className="button" onClick={resource.reload}>
              Try again
            </button>
          )}{' '}
          <Link href={LIST_PATH}>Back to all claims</Link>
        </p>
      </div>
    );
  }
  return <ClaimWorkspace claim={resource.data} health={health} />;
}

interface ScrollRequest {
  selector: string;
  focus: boolean;
}

function ClaimWorkspace({ claim, health }: { claim: ClaimRecord; health: Health | null }) {
  const { flashed, flash } = useFlash();
  const [openDocumentId, setOpenDocumentId] = useState<string | null>(null);
  const [scrollRequest, setScrollRequest] = useState<ScrollRequest | null>(null);
  const today = useLondonToday();
  const overview = useOverview(claim.id, today);

  useEffect(() => {
    document.title = `${claim.id} · ${partyName(claim, claim.policy.holderPartyId) ?? ''} · Claims workbench`;
  }, [claim]);

  // Scroll after the highlight has rendered (a document viewer may only just have opened).
  useEffect(() => {
    if (!scrollRequest) return;
    const target = document.querySelector<HTMLElement>(scrollRequest.selector);
    if (!target) return;
    const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const behavior = calm ? 'auto' : 'smooth';
    if (scrollRequest.focus) {
      // A source the handler asked to see: brought into view wherever it is.
      target.scrollIntoView?.({ behavior, block: 'start' });
      target.focus({ preventScroll: true });
    } else {
      // A panel the assistant points at while the handler reads its reply: only the claim pane
      // scrolls. On a phone the page scrolls too, and scrollIntoView would take it off the reply.
      scrollWithinPane(target, behavior);
    }
  }, [scrollRequest]);

  // Opened from the work queue at a panel (`#deadlines`): shown and flashed once it has rendered.
  useEffect(() => {
    const panel = location.hash.slice(1);
    if (!/^[a-z_-]+$/.test(panel)) return;
    if (panel !== 'linked-claims') flash(`panel:${panel}`);
    setScrollRequest({ selector: panel === 'linked-claims' ? '#linked-claims' : `[data-panel="${panel}"]`, focus: true });
  }, [flash]);

  const onClientAction = useCallback(
    (action: ClientAction) => {
      if (action.type !== 'highlight_panel') return;
      flash(`panel:${action.panel}`);
      // A fresh object each time, so pointing at the same panel twice scrolls twice.
      setScrollRequest({ selector: `[data-panel="${action.panel}"]`, focus: false });
    },
    [flash],
  );

  const onCite = useCallback(
    (kind: CitationKind, id: string) => {
      const key = sourceKey(kind, id);
      flash(key);
      if (kind === 'doc') {
        setOpenDocumentId(id);
        setScrollRequest({ selector: '#document-viewer', focus: true });
      } else {
        // Ids are limited to [A-Za-z0-9._:-], which is safe inside a quoted attribute selector.
        setScrollRequest({ selector: `[data-source="${key}"]`, focus: true });
      }
    },
    [flash],
  );

  // An alert, a deadline's source or the panel index: the panel, at the source where it shows one.
  const openSource = useCallback(
    (panel: MatterPanel, source?: string) => {
      const inPanel = `[data-panel="${panel}"]`;
      const [kind = '', ...rest] = source?.split(':') ?? [];
      const id = rest.join(':');
      if (source && panel === 'deadlines') {
        const key = `deadline:${source}`;
        if (document.querySelector(`${inPanel} [data-source="${key}"]`)) {
          flash(key);
          setScrollRequest({ selector: `${inPanel} [data-source="${key}"]`, focus: true });
          return;
        }
      } else if (source && (CITATION_KINDS as readonly string[]).includes(kind) && sourcePanel(source, panel) === panel) {
        onCite(kind as CitationKind, id);
        return;
      } else if (source && document.querySelector(`${inPanel} [data-source="${source}"]`)) {
        flash(source);
        setScrollRequest({ selector: `${inPanel} [data-source="${source}"]`, focus: true });
        return;
      }
      flash(`panel:${panel}`);
      setScrollRequest({ selector: inPanel, focus: true });
    },
    [flash, onCite],
  );

  const view: ClaimView = {
    claim,
    today,
    isFlashed: (key) => flashed.has(key),
    openDocumentId,
    openDocument: setOpenDocumentId,
    overview,
    openSource,
  };

  return (
    <ClaimViewContext.Provider value={view}>
      <div className="claim-page">
        <div className="claim-title">
          <Link href={LIST_PATH} className="back">
            <span aria-hidden="true">←</span> All claims
          </Link>
          <h1>
            {claim.id}
            <span className="claim-title-holder"> · {partyName(claim, claim.policy.holderPartyId)}</span>
          </h1>
          <span className={`badge status-${claim.status}`}>{codeLabel(claim.status)}</span>
          <span className="muted">{codeLabel(claim.lineOfBusiness)}</span>
          <a className="skip-link" href="#assistant">
            Skip to the assistant
          </a>
        </div>
        <div className="workspace">
          <div className="claim-pane" aria-label={`Claim ${claim.id}`} role="region">
            <AlertStrip />
            <PanelIndex />
            <ClaimPanels />
            <LinkedClaimsSection claimId={claim.id} />
          </div>
          <AssistantPane claim={claim} today={today} health={health} onClientAction={onClientAction} onCite={onCite} />
        </div>
      </div>
    </ClaimViewContext.Provider>
  );
}

/** Scrolls the claim pane (only) so the target sits at its top, as `scroll-margin-top` asks. */
function scrollWithinPane(target: HTMLElement, behavior: ScrollBehavior): void {
  const pane = target.closest<HTMLElement>('.claim-pane');
  if (!pane) return;
  // Below the sticky panel index (the pane's scroll padding) and the target's own margin.
  const margin = (Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0) + (Number.parseFloat(getComputedStyle(pane).scrollPaddingTop) || 0);
  const top = pane.scrollTop + target.getBoundingClientRect().top - pane.getBoundingClientRect().top - margin;
  pane.scrollTo?.({ top, behavior });
}
