import { describe, expect, it } from 'vitest';
import { CITATION_KINDS, CITATION_PANELS, CITATION_PATTERN, formatCitation, parseCitations } from './citations';
import { MATTER_PANELS } from './panels';

describe('citation markers', () => {
  it('parses every kind, in order, with its position', () => {
    const text = 'Loss on 2 Oct [doc:d3], chased [msg:c5] after [event:e1]; claimant [party:p-2].';
    expect(parseCitations(text)).toEqual([
      { kind: 'doc', id: 'd3', marker: '[doc:d3]', index: text.indexOf('[doc:d3]') },
      { kind: 'msg', id: 'c5', marker: '[msg:c5]', index: text.indexOf('[msg:c5]') },
      { kind: 'event', id: 'e1', marker: '[event:e1]', index: text.indexOf('[event:e1]') },
      { kind: 'party', id: 'p-2', marker: '[party:p-2]', index: text.indexOf('[party:p-2]') },
    ]);
  });

  it('takes any id the claim record allows, including dots and colons', () => {
    expect(parseCitations('[doc:CLM.2026:d_3-a]').map((c) => c.id)).toEqual(['CLM.2026:d_3-a']);
  });

  it('keeps repeats and adjacent markers apart', () => {
    const found = parseCitations('[doc:d3][msg:c5] and again [doc:d3]');
    expect(found.map((c) => c.marker)).toEqual(['[doc:d3]', '[msg:c5]', '[doc:d3]']);
  });

  it('ignores brackets that are not markers', () => {
    const text = `[to confirm: date] [note:n1] [doc:] [doc:d 3] [DOC:d3] [doc:d3, msg:c5] doc:d3 [doc:${'x'.repeat(65)}]`;
    expect(parseCitations(text)).toEqual([]);
  });

  it('leaves the shared global pattern untouched between calls', () => {
    parseCitations('[doc:d1] [doc:d2]');
    expect(CITATION_PATTERN.lastIndex).toBe(0);
    expect(parseCitations('[doc:d1]')).toHaveLength(1);
  });

  it('formats a marker and refuses an id that could not be parsed back', () => {
    expect(formatCitation('msg', 'c5')).toBe('[msg:c5]');
    expect(parseCitations(formatCitation('party', 'p.1'))[0]?.id).toBe('p.1');
    expect(() => formatCitation('doc', 'd3]')).toThrow(/letters, digits/);
  });

  it('maps every kind to a panel of the workbench', () => {
    for (const kind of CITATION_KINDS) expect(MATTER_PANELS).toContain(CITATION_PANELS[kind]);
  });
});
