/**
 * The order the claim page shows its panels in: the overview, then what is due (so deadlines
 * are seen before the detail), then the record. Every panel of `MATTER_PANELS` once; a test
 * checks it.
 */
import type { MatterPanel } from '@claims/shared/panels';

export const PAGE_PANELS: readonly MatterPanel[] = [
  'overview',
  'deadlines',
  'policy',
  'parties',
  'incident',
  'documents',
  'correspondence',
  'financials',
  'timeline',
];

/** The element id of a panel, so a link can name it (`#panel-deadlines`). */
export const panelElementId = (panel: MatterPanel) => `panel-${panel}`;
