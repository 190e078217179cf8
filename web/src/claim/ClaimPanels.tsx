/**
 * The claim's side of the page: one component per panel, rendered in `PAGE_PANELS` order. The
 * record type makes a missing or extra panel a type error.
 */
import type { ComponentType } from 'react';
import type { MatterPanel } from '@claims/shared/panels';
import { PAGE_PANELS } from './page-panels';
import { CorrespondencePanel } from './panels/CorrespondencePanel';
import { DeadlinesPanel } from './panels/DeadlinesPanel';
import { DocumentsPanel } from './panels/DocumentsPanel';
import { FinancialsPanel } from './panels/FinancialsPanel';
import { IncidentPanel } from './panels/IncidentPanel';
import { OverviewPanel } from './panels/OverviewPanel';
import { PartiesPanel } from './panels/PartiesPanel';
import { PolicyPanel } from './panels/PolicyPanel';
import { TimelinePanel } from './panels/TimelinePanel';

const PANELS: Record<MatterPanel, ComponentType> = {
  overview: OverviewPanel,
  policy: PolicyPanel,
  parties: PartiesPanel,
  incident: IncidentPanel,
  documents: DocumentsPanel,
  correspondence: CorrespondencePanel,
  financials: FinancialsPanel,
  timeline: TimelinePanel,
  deadlines: DeadlinesPanel,
};

export function ClaimPanels() {
  return (
    <>
      {PAGE_PANELS.map((name) => {
        const Component = PANELS[name];
        return <Component key={name} />;
      })}
    </>
  );
}
