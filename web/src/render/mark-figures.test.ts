// @vitest-environment jsdom
// jsdom: the reply is sanitised by DOMPurify, which needs a spec-faithful DOM.
import { describe, expect, it } from 'vitest';
import { renderReply } from './render-reply';

const describeSource = (kind: string, id: string) => (id === 'd1' ? 'Offer letter £42,410' : `${kind} ${id}`);

function rendered(source: string, marks: { text: string; offset: number }[]): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderReply(source, describeSource, marks);
  return host;
}

describe('marking unverified figures in a reply', () => {
  it('marks the figure in place with a visible flag and words for a screen reader', () => {
    const source = 'Offer: **£42,410** on 13 January 2027.';
    const host = rendered(source, [{ text: '£42,410', offset: source.indexOf('£42,410') }]);
    const mark = host.querySelector('strong mark.figure-unverified')!;
    expect(mark.firstChild?.textContent).toBe('£42,410');
    expect(mark.querySelector('.figure-flag')?.textContent).toBe('?');
    expect(mark.querySelector('.visually-hidden')?.textContent).toBe(" (not found in the claim's records)");
    expect(host.querySelectorAll('mark')).toHaveLength(1);
  });

  it('marks the same occurrence as in the source, and never a citation button title', () => {
    const source = 'Their letter [doc:d1] says £42,410; we hold £42,140, not £42,410.';
    const second = source.lastIndexOf('£42,410');
    const host = rendered(source, [{ text: '£42,410', offset: second }]);
    const marks = host.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    // The first occurrence in the text stays unmarked; the button's title is not counted.
    expect(marks[0]!.previousSibling?.textContent).toBe(' says £42,410; we hold £42,140, not ');
    expect(host.querySelector('button.cite mark')).toBeNull();
  });

  it('marks nothing when the check found every figure', () => {
    expect(rendered('£42,140 on 13 January 2027.', []).querySelector('mark')).toBeNull();
  });
});
