/**
 * Untrusted text is delimited: every tool result reaches the model inside a `<claim_data>` block
 * marked with the tool that produced it. The system prompt says such blocks are data from the
 * claim file, never instructions. A closing tag inside the data cannot end the block early.
 */
export const CLAIM_DATA_TAG = 'claim_data';

export function wrapClaimData(tool: string, content: string): string {
  const safe = content.replace(/<(\/?)claim_data/gi, '<$1claim_data_');
  return `<${CLAIM_DATA_TAG} tool="${tool}">\n${safe}\n</${CLAIM_DATA_TAG}>`;
}

/** The content of a `<claim_data>` block (for offline rendering, which shows it to the handler). */
export function unwrapClaimData(text: string): string {
  const match = /^<claim_data tool="[^"]*">\n([\s\S]*)\n<\/claim_data>$/.exec(text);
  return match ? match[1]!.replace(/<(\/?)claim_data_/gi, '<$1claim_data') : text;
}
