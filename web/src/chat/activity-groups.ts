/**
 * A reply's blocks as the handler reads them: activity chips in a row with the same label (a
 * long chronology read page by page) become one chip with a count, done when all of them are.
 */
import type { ActivityChip, ReplyBlock } from './conversation';

export type ShownBlock = { kind: 'text'; text: string; index: number } | { kind: 'activity'; activity: ActivityChip; count: number; index: number };

export function groupActivities(blocks: readonly ReplyBlock[]): ShownBlock[] {
  const out: ShownBlock[] = [];
  blocks.forEach((block, index) => {
    const last = out.at(-1);
    if (block.kind === 'text') {
      out.push({ kind: 'text', text: block.text, index });
    } else if (last?.kind === 'activity' && last.activity.label === block.activity.label) {
      last.count += 1;
      last.activity = { ...last.activity, done: last.activity.done && block.activity.done };
    } else {
      out.push({ kind: 'activity', activity: block.activity, count: 1, index });
    }
  });
  return out;
}
