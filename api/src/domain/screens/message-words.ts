/**
 * Whose words a message holds: the sender's own words of an inbound reply (not the message it
 * quotes, nor a document quoted inside it) and, in a note of a call, the caller's words rather
 * than the handler's. The screens and the risk indicators read only these.
 */

const QUOTE_MARKERS = [
  /^On\b[^\n]{0,200}(?:\n[^\n]{0,200})?\bwrote:\s*$/m,
  /^-{2,}\s*(?:Original|Previous|Earlier|Your|Their) Message\b[^\n]{0,60}?-{2,}/im,
  /^-{2,}\s*Forwarded(?: message)?\s*-{2,}/im,
  /^From:[^\n]*\n(?:[^\n]*\n){0,2}(?:Sent|Date):/im,
  /^_{10,}\s*$/m,
  /^-{5,}\s*$/m,
  /^-{2,}\s*(?:Automatic|Automated|Auto-?reply)(?: message| reply| response)?\s*-{2,}/im,
  // An email signature's delimiter: the company footer after it is not the sender's words.
  /^-- ?$/m,
];

/** Words that introduce a document quoted inside a message: "Copied below:", "you state:", "the relevant passage reads". */
const QUOTES_A_DOCUMENT =
  /\b(?:copied below|pasted (?:below|from)|pasting (?:the bit |this |it )?(?:from|below)|we quote from|you (?:state|stated|wrote|said in your (?:letter|email))|(?:the relevant passage|your (?:letter|email|text|sms|message|survey)|the (?:letter|email)) (?:reads|says|said|states|asked|asks)|which reads(?: in part)?|(?:witness )?statement reads|(?<!\b(?:he|she|they|ex|he's|she's|they've)\s)(?:sent|forwarded) (?:me|us) this|(?:it's|it is|this is) from (?:the|their|his|her|my|our)|auto-?reply|automated (?:reply|response)|you say in your (?:letter|email)|(?:copying in|here is|below is|this is) what|(?:saving|keeping) a copy of (?:your|the|their) (?:text|message|email|letter)|what (?:the|he|she|they|his|her) (?:\w+ )?(?:wrote|said on)|pasting (?:the|this) (?:note|bit|message|letter|text|email)|forwarding (?:this|the|their|his|her|my)|paper's (?:piece|article|story)|whatsapp from|as per your (?:message|text|sms|email|letter)|your (?:agent|colleague|handler) said(?: on the (?:call|phone))?)\b/gi;

/** The text with each document it quotes after such words left out: what was quoted is not the sender's. */
function withoutQuotedDocuments(text: string): string {
  let out = text;
  for (const m of text.matchAll(QUOTES_A_DOCUMENT)) {
    const after = m.index + m[0].length;
    // The quotation opens within the sentence, at a word: not an apostrophe ("I'm", "That's").
    const opening = /^([^.!?]*?(?:^|[\s:(]))['"‘“](?=\w)/.exec(text.slice(after, after + 120));
    if (!opening) continue;
    const start = after + opening[1]!.length;
    const close = text.slice(start + 1).search(/['"’”](?=\s|[.!?,;:)]|$)/);
    const end = close === -1 ? text.length : start + 1 + close + 1;
    out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  }
  return out;
}

/** A line of a pasted web chat that our agent wrote: "[Agent] I'm sorry you've had a frustrating time". */
const PASTED_AGENT_LINE = /^\s*(?:\[(?:agent|adviser|advisor|assistant|chatbot|bot)\]|(?:agent|adviser|advisor|chatbot)\s*:)/i;

/**
 * The sender's own words of an inbound reply: the text before the first quoted-message marker
 * ("On … wrote:", "-----Original Message-----", an Outlook "From:/Sent:" header), without
 * lines quoted with ">" or a document quoted after "Copied below:" or "you state:".
 */
export function ownWords(text: string): string {
  let end = text.length;
  for (const marker of QUOTE_MARKERS) {
    const m = marker.exec(text);
    if (m && m.index < end) end = m.index;
  }
  return withoutQuotedDocuments(text.slice(0, end))
    .split('\n')
    .filter((line) => !/^\s*>/.test(line) && !PASTED_AGENT_LINE.test(line))
    .join('\n');
}

/**
 * Sentences of a call note that record what the handler said or did ("Told her the complaint
 * letter will come on Friday.", "Explained the escalation process.", "Apologised."), not the
 * caller's words. A sentence that also reports the caller ("he said", a quotation) is kept,
 * and so is one in the first person without such a verb ("I am still waiting"): notes often
 * put the caller's words that way. "Said we're being unreasonable" is the caller's charge, not ours.
 */
const HANDLER_SENTENCE =
  /^\s*(?:told|explained|advised|reassured|apologi[sz]ed|agreed|promised|offered|introduced|confirmed (?:that )?(?:we|i)\b|said (?:that )?(?:i|we)\b(?!'?re being| are being)|i (?:told|explained|said|advised|apologi[sz]ed|agreed|confirmed)\b|escalat(?:ed|ion)\b|welfare (?:escalation|call|check)|safeguarding|referred (?:to|her|him)|(?:kept|stayed) (?:her |him )?on the line|(?:called|rang) 999|999 called)/i;
/** A sentence that reports the caller's words: a quotation, "she said". */
export const REPORTS_CALLER = /["“”]|\b(?:he|she|they|caller|customer)\s+(?:said|says|told (?:me|us)|mentioned|complained|asked)\b/i;

/** A call note without the handler's own sentences: what the caller said, for the screens. */
export function callerWords(text: string): string {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => !HANDLER_SENTENCE.test(sentence) || REPORTS_CALLER.test(sentence))
    .join(' ');
}
