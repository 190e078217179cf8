/**
 * A source a deadline or alert names ("event:e3", "offer:o2", "msg:c5"), as a link in words
 * ("Complaint received, 26 Nov 2026") that opens the panel showing it at that source.
 */
import { CITATION_KINDS, type CitationKind } from '@claims/shared/citations';
import { formatDate } from '@claims/shared/date-words';
import { sourcePanel } from '@claims/shared/overview';
import { cutText } from '@claims/shared/primitives';
import type { ClaimRecord } from '@claims/shared/claim-record';
import { useClaimView } from './claim-view';
import { offerKindLabel } from './labels';
import { describeSource } from './sources';
import { panelElementId } from './page-panels';

/** A source in a handler's words, or undefined when the claim does not hold it. */
export function sourceWords(claim: ClaimRecord, source: string): string | undefined {
  const colon = source.indexOf(':');
  const kind = source.slice(0, colon);
  const id = source.slice(colon + 1);
  if ((CITATION_KINDS as readonly string[]).includes(kind)) return describeSource(claim, kind as CitationKind, id);
  if (kind === 'offer') {
    const offer = claim.offers.find((o) => o.id === id);
    return offer ? `${offerKindLabel(offer.kind)} offer, ${formatDate(offer.date)}` : undefined;
  }
  if (kind === 'task') {
    const task = claim.tasks.find((t) => t.id === id);
    return task ? `Diary task: ${cutText(task.description, 60)}` : undefined;
  }
  if (kind === 'policy') return `Policy ${id}`;
  return undefined;
}

export function SourceLink({ source }: { source: string }) {
  const view = useClaimView();
  const words = sourceWords(view.claim, source);
  if (!words) return null;
  const panel = sourcePanel(source, 'overview');
  return (
    <a
      href={`#${panelElementId(panel)}`}
      className="source-link"
      onClick={(event) => {
        if (!view.openSource) return;
        event.preventDefault();
        view.openSource(panel, source);
      }}
    >
      {words}
    </a>
  );
}
