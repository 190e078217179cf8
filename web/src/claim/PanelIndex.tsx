/**
 * The panel index: a sticky row of jump links at the top of the claim ("Deadlines 3",
 * "Correspondence 48"), so a handler moves between panels without scrolling past the others.
 * Each count is what its panel lists (open deadlines, parties, documents, messages, events).
 */
import { PANEL_LABELS, type MatterPanel } from '@claims/shared/panels';
import type { ClaimRecord } from '@claims/shared/claim-record';
import { useClaimView, type ClaimView } from './claim-view';
import { diaryRows, isOpenDeadline } from './deadline-rows';
import { PAGE_PANELS, panelElementId } from './page-panels';

/** What a panel's count counts, for a screen reader ("48 messages"). */
const COUNTED: Partial<Record<MatterPanel, [one: string, many: string]>> = {
  deadlines: ['open deadline', 'open deadlines'],
  parties: ['party', 'parties'],
  documents: ['document', 'documents'],
  correspondence: ['message', 'messages'],
  timeline: ['event', 'events'],
};

function countOf(panel: MatterPanel, claim: ClaimRecord, view: ClaimView): number | undefined {
  switch (panel) {
    case 'deadlines': {
      const rows = view.overview?.status === 'ready' ? view.overview.data.deadlines : diaryRows(claim, view.today);
      return rows.filter(isOpenDeadline).length;
    }
    case 'parties':
      return claim.parties.length;
    case 'documents':
      return claim.documents.length;
    case 'correspondence':
      return claim.correspondence.length;
    case 'timeline':
      return claim.events.length;
    default:
      return undefined;
  }
}

export function PanelIndex() {
  const view = useClaimView();
  return (
    <nav className="panel-index" aria-label="Claim panels">
      <ul>
        {PAGE_PANELS.map((panel) => {
          const count = countOf(panel, view.claim, view);
          const nouns = COUNTED[panel];
          const noun = count !== undefined && nouns ? (count === 1 ? nouns[0] : nouns[1]) : undefined;
          return (
            <li key={panel}>
              <a
                href={`#${panelElementId(panel)}`}
                data-index-panel={panel}
                onClick={(event) => {
                  if (!view.openSource) return;
                  event.preventDefault();
                  view.openSource(panel);
                }}
              >
                {PANEL_LABELS[panel]}
                {count !== undefined && (
                  // The noun is for a screen reader ("Correspondence 48 messages"); the name holds the words shown.
                  <>
                    {' '}
                    <span className="panel-index-count">
                      {count}
                      {noun && <span className="visually-hidden"> {noun}</span>}
                    </span>
                  </>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
