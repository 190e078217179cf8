/** Short excerpts of claim text: a rule quotes a few words of its source, never a whole letter. */
import { wholeCharacterEnd } from '@claims/shared';

/** `text` with runs of whitespace collapsed, cut to `max` characters with an ellipsis (never mid-character). */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, wholeCharacterEnd(flat, Math.max(0, max - 1))).trimEnd()}…`;
}
