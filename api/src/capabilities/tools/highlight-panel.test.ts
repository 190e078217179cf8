import { MATTER_PANELS } from '@claims/shared';
import { describe, expect, it } from 'vitest';
import { call, makeClaim } from '../../../test/support/test-fixtures';
import { highlightPanelTool } from './highlight-panel';

describe('highlight_panel', () => {
  it('returns the client action and a short sentence', async () => {
    const out = await call(highlightPanelTool, { panel: 'deadlines' }, makeClaim());
    expect(out).toEqual({
      result: "Highlighted the Deadlines panel on the handler's screen.",
      clientActions: [{ type: 'highlight_panel', panel: 'deadlines' }],
      isError: false,
    });
  });

  it('is a screen action whose enum is the shared panel list', () => {
    expect(highlightPanelTool.screenAction).toBe(true);
    const panel = (highlightPanelTool.definition.parameters as { properties: { panel: { enum: string[] } } }).properties.panel;
    expect(panel.enum).toEqual([...MATTER_PANELS]);
    expect(highlightPanelTool.activity({ panel: 'policy' })).toBe('Highlighting the Policy panel…');
  });

  it('refuses a panel that does not exist', async () => {
    const out = await call(highlightPanelTool, { panel: 'sidebar' }, makeClaim());
    expect(out.isError).toBe(true);
    expect(out.result).toMatch(/panel:/);
    expect(out.clientActions).toBeUndefined();
  });
});
