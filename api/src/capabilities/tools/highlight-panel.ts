/**
 * highlight_panel: the one screen action. Asks the browser to scroll to and highlight a panel
 * of the claim page; reads nothing from the claim.
 */
import { MatterPanelSchema, PANEL_LABELS } from '@claims/shared';
import { defineTool } from './define-tool';

export const highlightPanelTool = defineTool({
  name: 'highlight_panel',
  description:
    'Highlight a panel of the claim page the handler is looking at, to point them to where something is shown. Use it after you have answered, for the panel that holds what you referred to.',
  input: { panel: MatterPanelSchema.describe('The panel to highlight.') },
  screenAction: true,
  activity: ({ panel }) => `Highlighting the ${PANEL_LABELS[panel]} panel…`,
  run: ({ panel }) => ({
    result: `Highlighted the ${PANEL_LABELS[panel]} panel on the handler's screen.`,
    clientActions: [{ type: 'highlight_panel', panel }],
  }),
});
