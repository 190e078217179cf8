/**
 * Marks, in a rendered reply, each figure the figure check could not find in the claim's records:
 * the figure is wrapped in a `<mark>` with a visible flag and, for a screen reader, "not found in
 * the claim's records". The check gives offsets into the Markdown source; Markdown moves text
 * about, so a figure is found in the rendered text as the same occurrence of the same characters
 * (the second "£7,410" in the source is the second in the page). Citation buttons are skipped:
 * their text is a source's title, not the reply's.
 */
export interface FigureMark {
  text: string;
  /** Where the figure starts in the Markdown source. */
  offset: number;
}

export const UNVERIFIED_NOTE = "not found in the claim's records";

/** Which occurrence of its text (0 for the first) a figure is in the source. */
function occurrenceIndex(source: string, mark: FigureMark): number {
  let count = 0;
  for (let at = source.indexOf(mark.text); at !== -1 && at < mark.offset; at = source.indexOf(mark.text, at + mark.text.length)) count += 1;
  return count;
}

function markElement(text: string): HTMLElement {
  const mark = document.createElement('mark');
  mark.className = 'figure-unverified';
  mark.title = `Check this figure: ${UNVERIFIED_NOTE}`;
  mark.append(text);
  const flag = document.createElement('span');
  flag.className = 'figure-flag';
  flag.setAttribute('aria-hidden', 'true');
  flag.textContent = '?';
  const note = document.createElement('span');
  note.className = 'visually-hidden';
  note.textContent = ` (${UNVERIFIED_NOTE})`;
  mark.append(flag, note);
  return mark;
}

/** Wraps the n-th occurrence of `text` among the root's text nodes, if it lies within one node. */
function wrapOccurrence(root: HTMLElement, text: string, index: number): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let seen = 0;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (node.parentElement?.closest('button, .figure-unverified')) continue;
    const value = node.nodeValue ?? '';
    for (let at = value.indexOf(text); at !== -1; at = value.indexOf(text, at + text.length)) {
      if (seen++ !== index) continue;
      const figure = node.splitText(at);
      figure.splitText(text.length);
      figure.replaceWith(markElement(text));
      return;
    }
  }
}

export function markFigures(root: HTMLElement, source: string, marks: readonly FigureMark[]): void {
  // Counted against the source first, then wrapped: wrapping changes the nodes, not the counts.
  const targets = marks.map((mark) => ({ text: mark.text, index: occurrenceIndex(source, mark) }));
  for (const { text, index } of targets) wrapOccurrence(root, text, index);
}
