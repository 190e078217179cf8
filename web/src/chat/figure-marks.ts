/**
 * The figure check's findings, per text block of a reply: the check gives offsets into the whole
 * reply (every text delta joined), and the pane shows the reply as text blocks between activity
 * chips, so each block gets the figures that start within it, with offsets into its own text.
 */
import type { Verification } from '@claims/shared/wire';
import type { ReplyBlock } from './conversation';

export interface BlockMark {
  text: string;
  offset: number;
}

/** Shared by every block with nothing to mark, so a memoised rendering keyed on it holds. */
const NO_MARKS: readonly BlockMark[] = Object.freeze([]);

/** One list per block (the same empty list for activity chips and blocks with nothing to mark). */
export function marksByBlock(blocks: readonly ReplyBlock[], verification: Verification | null): (readonly BlockMark[])[] {
  let start = 0;
  return blocks.map((block) => {
    if (block.kind !== 'text') return NO_MARKS;
    const end = start + block.text.length;
    const marks = (verification?.unverified ?? [])
      .filter((u) => u.offset >= start && u.offset + u.text.length <= end)
      .map((u) => ({ text: u.text, offset: u.offset - start }));
    start = end;
    return marks.length ? marks : NO_MARKS;
  });
}

/** What the note under a checked reply says; undefined when the reply stated no figure. */
export function figureCheckSummary(verification: Verification | null): string | undefined {
  if (!verification || verification.checked === 0) return undefined;
  const { checked, unverified } = verification;
  const figures = `${checked} figure${checked === 1 ? '' : 's'}`;
  if (unverified.length === 0) return `Figures checked: all ${figures} found in the claim's records.`;
  const missing = unverified.length === 1 ? '1 was' : `${unverified.length} were`;
  return `Figures checked: ${figures}; ${missing} not found in the claim's records (marked ?). Check before acting on ${unverified.length === 1 ? 'it' : 'them'}.`;
}
