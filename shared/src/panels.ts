/**
 * The workbench's panels. One list, so the `highlight_panel` tool's enum, the prompts and the
 * page's `data-panel` anchors cannot drift apart.
 */
import * as z from 'zod';

export const MATTER_PANELS = ['overview', 'policy', 'parties', 'incident', 'documents', 'correspondence', 'financials', 'timeline', 'deadlines'] as const;

export const MatterPanelSchema = z.enum(MATTER_PANELS);
export type MatterPanel = (typeof MATTER_PANELS)[number];

/** What each panel shows, in a handler's words (used by the page and the prompt). */
export const PANEL_LABELS: Record<MatterPanel, string> = {
  overview: 'Overview',
  policy: 'Policy',
  parties: 'Parties',
  incident: 'Incident',
  documents: 'Documents',
  correspondence: 'Correspondence',
  financials: 'Financials',
  timeline: 'Timeline',
  deadlines: 'Deadlines',
};
