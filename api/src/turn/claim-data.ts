/**
 * Untrusted text is delimited: every tool result reaches the model inside a `<claim_data>` block
 * marked with the tool that produced it. The system prompt says such blocks are data from the
 * claim file, never instructions. A closing tag inside the data cannot end the block early.
 */
export const CLAIM_DATA_TAG = 'claim_data';

/**
 * Anything in the data that reads as this tag: spaces after `<` or `/`, `-` or spaces for `_`,
 * invisible characters anywhere in it (zero-width spaces and joiners, soft hyphens, direction
 * marks: Unicode's format characters, and the joiners and variation selectors that draw
 * nothing), a full-width `<`, any case.
 */
const INVISIBLE_CHARS = String.raw`\s\p{Cf}\u034F\uFE00-\uFE0F`;
const INVISIBLE = `[${INVISIBLE_CHARS}]*`;
const spelt = (word: string): string => [...word].join(INVISIBLE);
const LOOKALIKE = String.raw`[<\uFE64\uFF1C]${INVISIBLE}(?:\/${INVISIBLE})?${spelt('claim')}[${INVISIBLE_CHARS}_-]*${spelt('data')}`;
const TAG_LOOKALIKE = new RegExp(LOOKALIKE, 'giu');
/** The same, as wrapping left it (with a `_` added), for unwrapping. */
const MARKED_LOOKALIKE = new RegExp(`(${LOOKALIKE})_`, 'giu');

/** A tool name as the model sent it may be anything; the attribute carries only a plain name. */
const attributeName = (tool: string): string => (/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(tool) ? tool : 'unknown_tool');

export function wrapClaimData(tool: string, content: string): string {
  const safe = content.replace(TAG_LOOKALIKE, '$&_');
  return `<${CLAIM_DATA_TAG} tool="${attributeName(tool)}">\n${safe}\n</${CLAIM_DATA_TAG}>`;
}

/** The content of a `<claim_data>` block (for offline rendering, which shows it to the handler). */
export function unwrapClaimData(text: string): string {
  const match = /^<claim_data tool="[^"]*">\n([\s\S]*)\n<\/claim_data>$/.exec(text);
  return match ? match[1]!.replace(MARKED_LOOKALIKE, '$1') : text;
}
