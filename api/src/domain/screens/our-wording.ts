/**
 * Our own words, in whoever's text: a leaflet's or a web page's advice, our questions and forms,
 * our offers, our policy wording quoted back. They name a circumstance ("any health condition?",
 * "Offered PH an interpreter") without telling of anyone's, so both screens set a cue inside them
 * aside (docs/screens.md). Kept apart from text-scan.ts, which finds the cues.
 */
import { ANSWERED_YES, afterLastMark, endsInQuestion, sentenceAt } from './text-scan';

/**
 * Advice addressed to anyone, as a leaflet or a web page puts it: "If you have thoughts of
 * suicide, call Samaritans on 116 123", or a question put to anyone; or our emails' standard footer,
 * named. It tells of no one, whoever pastes or quotes it.
 */
const SIGNPOSTING =
  /^(?:[^'‘"“\n]{0,80}['‘"“]\s*|\W*)if you(?:'re| are| have| ever| feel| or someone)\b[\s\S]*\b(?:call|ring|contact|text|speak to|talk to)\b[\s\S]*\b(?:samaritans|116 ?123|helplines?|crisis line|shout|85258|999|nhs 111|111|(?:your|a) GP)\b|\b(?:standard|email|our|the) footer\b/i;

/**
 * Our standard question or offer, quoted back, before the cue in its sentence: "let us know if
 * anyone in the property is elderly, disabled…", "let us know if you need any extra support, such
 * as large print", "explained that if anyone at home relies on medical equipment (oxygen …) we'd".
 */
const ASKED_OF_ANYONE =
  /\b(?:will not|won't|do not|does not) (?:pay|cover)\b[^.!?\n]{0,40}\b(?:arising from|caused by|resulting from|as a result of|in connection with)\b:?\s*(?:\n\s*)?[^.!?\n]*$|\b(?:standard|usual) (?:line|paragraph|wording|sentence) offering\b[^.!?\n]*$|\b(?:vuln(?:erability)?|support|standard|FNOL|hardship) (?:questions?|prompts?|questionnaire)\b[^.!?\n]*$|\bneeds (?:(?:&|and) circumstances )?review\b[^.!?\n]*$|\b(?:questionnaire|(?:online |claim )?form)\b[^.!?\n]{0,40}\bask(?:s|ed)\b(?![^.!?\n]*\b(?:to be honest|honestly|the answer is)\b)[^.!?\n]*$|\bif (?:your circumstances|anything|something) changes?\b[^.!?\n]*$|\b(?:line|paragraph|wording|sentence) in (?:our|the|your) (?:letter|email|leaflet|pack)\b[^.!?\n]*$|\b(?:if|where) you (?:or (?:anyone|your)\b[^.!?\n]{0,40}?)?(?:have|are|'re|were|need|can['’]?t|cannot|find|feel|ever)\b(?![^.!?\n]*\b(?:i|i'm|my|me|she|he|her|his|him|we|our)\b)[^.!?\n]*$|\b(?:wellbeing|well-being|support|signposting|information|help) (?:leaflet|pack|booklet|sheet|card)s?\b[^!?\n]{0,40}$|\binsert sent\b[^!?\n]{0,40}$|\bquestion on (?:your|the|our) form\b[^.!\n]*$|\bif (?:anyone|anybody|someone)\b(?: [^.!?\n]{0,30}?)? (?:relies|depends|uses|needs|is (?:elderly|disabled|vulnerable|pregnant|unwell|frail))\b[^.!?\n]*$|\b(?:let us know|tell us|contact us|inform us) (?:if|whether) (?:anyone|anybody|someone|you or anyone|you (?:need|would like|want) (?:any )?(?:extra |additional |more )?(?:support|help|adjustments?))\b[^.!?\n]*$/i;

/** A kind of circumstance named as a category, as our forms and leaflets list them. */
const CIRCUMSTANCE =
  '(?:(?:any |a |an |your |their )?(?:recent |sudden )?(?:health (?:conditions?|issues?|problems?)|(?:long-term |serious |ill )?(?:illness(?:es)?|health)|disabilit(?:y|ies)|bereavements?|money worries|financial (?:difficult(?:y|ies)|hardship|worries|problems)|debts?|job loss|loss of (?:income|a job|your job)|redundancy|caring responsibilities|relationship breakdown|divorce|mental health(?: conditions?| problems?| issues?)?|medical conditions?|hardship|domestic abuse|(?:low )?literacy|language (?:needs|barriers?|difficulties)|pregnancy|age|separations?|change (?:of job|in circumstances)|(?:a )?mobility (?:difficult(?:y|ies)|problems?|issues?|needs)|(?:any )?other circumstances?|relationship(?: change)?|drop in income|losing (?:your|a|their) job|job|caring|money|reading|using the internet))';
/** The pairs our questions ask about: "any physical or mental health condition", "any health condition or disability". */
const PAIR_ASKED = '\\bany (?:physical (?:or|and/or) mental health|(?:health|medical) (?:conditions?|issues?|problems?),? (?:or|and/or) disabilit(?:y|ies))\\b';
/** How a list joins its items: commas, "or", "and", slashes. */
const LIST_JOIN = '(?:\\s*,\\s*(?:or |and )?|\\s+or\\s+|\\s+and\\s+|\\s*/\\s*)';
/**
 * Three or more kinds of circumstance in one list ("illness, a bereavement or money worries"), two
 * given as examples ("such as illness or bereavement"), or a pair our questions ask: a checklist of
 * a form, a leaflet or our question, not anyone's own news, which names the thing.
 */
const CIRCUMSTANCE_CHECKLIST = new RegExp(
  `\\b${CIRCUMSTANCE}(?:${LIST_JOIN}${CIRCUMSTANCE}){2,}\\b|\\b(?:such as|for example|e\\.g\\.|especially after|including(?: (?:your|their))?)\\s+(?:physical|${CIRCUMSTANCE})(?:${LIST_JOIN}${CIRCUMSTANCE})+\\b|${PAIR_ASKED}`,
  'gi',
);

/** Whether the cue at `index` sits inside such a checklist (looked for within 300 characters). */
function inChecklist(text: string, index: number): boolean {
  const from = Math.max(0, index - 300);
  for (const m of text.slice(from, index + 300).matchAll(CIRCUMSTANCE_CHECKLIST)) {
    if (from + m.index <= index && index < from + m.index + m[0].length) return true;
  }
  return false;
}

/** A question whose options we list in brackets: "whether he has any adaptations (hand controls, a swivel seat)". */
const OPTIONS_ASKED = /\b(?:whether|if)\b[^.!?\n]{0,120}\bany\s+[\w-]+(?:\s+[\w-]+){0,3}\s*\(([^()]*)$/i;

/** Whether the cue at `index` is one of the bracketed options of such a question, a list of two or more. */
function inOptionsAsked(text: string, index: number): boolean {
  const asked = OPTIONS_ASKED.exec(text.slice(Math.max(0, index - 200), index));
  const close = text.indexOf(')', index);
  return asked !== null && close !== -1 && close - index <= 120 && `${asked[1]}${text.slice(index, close)}`.includes(',');
}

/**
 * A question put to anyone, or our offer, the cue one of the things it asks about or offers: "Any
 * physical or mental health condition?", "Are you currently in financial difficulty?", "Does
 * anyone in the household have a health condition we should know about?". Our form's or script's
 * words, whoever quotes them. A person named before the cue makes it their news ("do you know my
 * son has …?"); a request ("Could you ring me rather than her?") is not a question about anyone.
 * For cues only: a risk to life asked about stays urgent unless our note records the answer no.
 */
const QUESTION_OF_ANYONE =
  /^\s*(?:[-*•]\s*)?(?:Q\d+[.):]?\s*)?['‘"“]?(?:(?:and|or|also|so|then)\s+)?(?:(?:do|does|are|is|has|have)\s+(?:you|anyone|anybody|someone|somebody|there|any)\b|any\b)/i;
const SOMEONE_NAMED =
  /\b(?:i|i'm|im|me|my|we|our|us|she|he|her|his|him|they|their|them|mum|dad|son|daughter|wife|husband|partner|client|PH|TP)\b|\b(?:mr|mrs|ms|miss)\.? [A-Z]/i;

const FORM_LINE = /^\s*(?:\d+[.)]|Q\d+[.):]?)\s*$/i;

/** Our offer or question just before the cue: "Offered PH an interpreter", "asked whether PH wants an interpreter". */
const OFFERED_OR_ASKED_NEED =
  /\b(?:offer(?:ed|ing)?|(?:ask|asked|asking|check|checked)\b[^,;:.!?\n]{0,50}\b(?:whether|if)\b[^,;:.!?\n]{0,40}\b(?:wants?|wanted|needs?|needed|requires?|required|would like))(?: (?:PH|TP|her|him|them|the (?:customer|caller|claimant|policyholder)))?(?: (?:an?|any|the|our))?\s*$/i;

export function isAskedOrOffered(text: string, index: number): boolean {
  // "Asked PH if she'd like an interpreter next time – yes, Vietnamese": the answer makes it her need.
  if (OFFERED_OR_ASKED_NEED.test(text.slice(Math.max(0, index - 120), index))) return !ANSWERED_YES.test(text.slice(index, index + 60));
  if (!endsInQuestion(text, index)) return false;
  const before = text.slice(Math.max(0, index - 200), index).replace(/’/g, "'");
  // The question starts at its sentence, or after a lead-in's colon: "Vulnerability check: any …?"
  // or at a quotation: the part that reads 'Are you …?'
  const question = afterLastMark(before, ['. ', '! ', '? ', '\n', ':', " '", ' "', '“', '‘']);
  // A form's numbered line that opens on the cue: "7. Financial hardship or urgent need …? No".
  if (/^\s*$/.test(question) && FORM_LINE.test(before.slice(before.lastIndexOf('\n') + 1))) return true;
  return QUESTION_OF_ANYONE.test(question) && !SOMEONE_NAMED.test(question.replace(QUESTION_OF_ANYONE, ''));
}

/**
 * Our question told back in the clause before the cue: "You asked whether I'd need an
 * interpreter", "thank you for asking about interpreter". The answer that follows is read.
 */
const ASKED_BACK =
  /\b(?:you|your (?:colleague|handler|engineer|adjuster|letter|email|form)|the (?:handler|form|engineer|adjuster|man|woman|lady|guy|agent|caller|investigator|assessor)) (?:asked|ask|asking|wanted to know|enquired)(?: (?:me|us|my \w+|our client))?(?: [^;:.!?\n—–]{0,40}?)? (?:whether|if|about)\b[^;:.!?\n—–]*$|\bthank(?:s| you) for asking (?:about|whether|if)\b[^;:.!?\n—–]*$/i;

/**
 * Our complaints signposting, quoted back or noted, just before a complaint cue: our apology ("we
 * are sorry you are unhappy"), our offer to log a complaint, "if you are unhappy with our decision
 * you may refer it to the Financial Ombudsman Service". A condition put to the reader, not the
 * writer's view; the complaint screen sets it aside beside the rest of our words.
 */
const COMPLAINT_SIGNPOSTING =
  /\b(?:we're|we are|i'm|i am) sorry (?:that |to hear )?(?:you|she|he|they)(?:'re|’re| are| were| feel| felt|'ve|’ve| have)? (?:been |had to )?$|\b(?:asked|offered)\b[^.!?]{0,40}\b(?:whether|if) (?:she|he|they|PH|TP) (?:wanted|wants|would like|wished) (?:us )?to (?:make|log|raise|register)(?: a| an)?(?: formal)? $|\b(?:if|should|whether|in case) (?:you|she|he|they)(?:'re|’re| are| were| remain| feel| be| is|'s|’s)? (?:still |at all |ever )?$|\b(?:if|should|whether|in case) (?:a|an|any) (?:client|customer|insured|policyholder|claimant)s? (?:ever )?(?:wanted|wants|wished|decided|were|was) to $|\b(?:you|she|he|they) (?:can|may|could|(?:is|are) (?:able|entitled) to|(?:has|have) the right to) (?:\w+ ){0,8}$|\b(?:mentioned|explained|gave|sent|offered|went through) (?:our|the) $/i;

export const isComplaintSignposting = (text: string, hit: { index: number }): boolean =>
  COMPLAINT_SIGNPOSTING.test(text.slice(Math.max(0, hit.index - 80), hit.index));

export const isSignposting = (text: string, index: number): boolean =>
  SIGNPOSTING.test(sentenceAt(text, index)) ||
  ASKED_OF_ANYONE.test(text.slice(Math.max(0, index - 160), index)) ||
  ASKED_BACK.test(text.slice(Math.max(0, index - 200), index).replace(/’/g, "'")) ||
  inChecklist(text, index) ||
  inOptionsAsked(text, index);
