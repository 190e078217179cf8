/**
 * Lexicon screening for the scanners: one pass of a combined pattern over a text, each hit
 * checked for negation ("no complaints", "not unhappy", "nothing to complain about") and for
 * clinical denials ("no history of anxiety, depression or self-harm", "does not meet the
 * threshold for a recognised psychiatric disorder"), and quoted earlier messages removed from
 * replies so our own words are not read as the sender's.
 */
import { cueScan, eachCueMatch, type CuePattern, type CueScan } from './cue-scan';
import { cueStarts } from './cue-starts';
import { REPORTS_CALLER } from './message-words';

export interface Cue<Tag> {
  /** How the cue is reported, e.g. "formal complaint". */
  cue: string;
  /** A regex source without capturing groups, matched case-insensitively at word boundaries. */
  pattern: string;
  tag: Tag;
}

export interface CueHit<Tag> {
  /** The lexicon's name for the cue, e.g. "food bank". */
  cue: string;
  /** The words as written, lower case, e.g. "universal credit". */
  text: string;
  tag: Tag;
  index: number;
  length: number;
}

export interface Lexicon<Tag> {
  cues: readonly Cue<Tag>[];
  /** The cues in runs of a few per pattern, each run with the index of its first cue. */
  patterns: CuePattern[];
  /** The scan's pre-test: where in a text each cue can begin. */
  scan: CueScan;
  /** Read clinical denials ("no history of anxiety or depression") as negating the cues. */
  clinical: boolean;
  /**
   * Cues of different kinds may overlap: "her partner threatened her with a knife" is domestic
   * abuse and a risk to life. Without a kind, the leftmost cue hides any it overlaps.
   */
  kindOf?: (tag: Tag) => string;
}

/**
 * How many cues share one pattern. One pattern for a whole lexicon of many long cues is too
 * large for V8 to compile to native code, and runs thirty times slower than a few short ones.
 */
const CUES_PER_PATTERN = 8;

/**
 * A cue's apostrophes also match the typographic one, and in "can't", "I'm" and "I've" may be
 * left out, as people type in a hurry ("cant drive", "im not coping"); "I'll" and "we're" keep
 * theirs, as "ill" and "were" are words of their own.
 */
export function apostrophes(pattern: string): string {
  // Only apostrophes written as literals: one inside a character class (`['’"”]`, a closing
  // quote) or escaped is left as it is, or the class would be broken into nonsense.
  return pattern.replace(/\\.|\[(?:\\.|[^\]\\])*\]|'(t|m|ve)\b|'/g, (token, tail?: string) =>
    token.length > 1 && !token.startsWith("'") ? token : tail ? `['’]?${tail}` : "['’]",
  );
}

/**
 * Case-insensitive patterns for the lexicon, each cue a capturing group (apostrophes as above).
 * No `u` flag: the cues are plain ASCII, and without it V8 scans about ten times faster.
 */
export function lexicon<Tag>(cues: readonly Cue<Tag>[], options: { clinical?: boolean; kindOf?: (tag: Tag) => string } = {}): Lexicon<Tag> {
  const sources = cues.map((c) => `\\b(?:${apostrophes(c.pattern)})\\b`);
  const patterns: CuePattern[] = [];
  for (let first = 0; first < cues.length; first += CUES_PER_PATTERN) {
    const source = sources
      .slice(first, first + CUES_PER_PATTERN)
      .map((s) => `(${s})`)
      .join('|');
    patterns.push({ regex: new RegExp(source, 'gi'), first });
  }
  return {
    cues,
    patterns,
    scan: cueScan(
      sources,
      sources.map((s) => cueStarts(s)),
      CUES_PER_PATTERN,
    ),
    clinical: options.clinical ?? false,
    ...(options.kindOf ? { kindOf: options.kindOf } : {}),
  };
}

/**
 * Every un-negated cue in `text`, in order of appearance. As with one alternation of every cue,
 * where matches overlap the leftmost wins, then the cue listed first.
 */
export function findCues<Tag>(text: string, lex: Lexicon<Tag>): CueHit<Tag>[] {
  const matches: { cue: Cue<Tag>; order: number; index: number; words: string }[] = [];
  eachCueMatch(text, lex.patterns, lex.scan, (order, index, words) => {
    const cue = lex.cues[order];
    if (cue) matches.push({ cue, order, index, words });
  });
  matches.sort((a, b) => a.index - b.index || a.order - b.order);
  const hits: CueHit<Tag>[] = [];
  const ends = new Map<string, number>();
  for (const { cue, index, words } of matches) {
    const kind = lex.kindOf ? lex.kindOf(cue.tag) : '';
    if (index < (ends.get(kind) ?? 0)) continue;
    ends.set(kind, index + words.length);
    if (isNegated(text, index) || (lex.clinical && isDenied(text, index, words.length))) continue;
    hits.push({ cue: cue.cue, text: words.replace(/\s+/g, ' ').toLowerCase(), tag: cue.tag, index, length: words.length });
  }
  return hits;
}

const NEGATORS = new Set(['no', 'not', 'never', 'nothing', 'none', 'nobody', 'without', 'nor', 'hardly', 'cannot', 'neither', 'denies', 'denied']);

/** Words that may sit between a negator and what it negates ("not at all unhappy", "no wish to complain"). */
const FILLERS = new Set([
  'a',
  'an',
  'the',
  'any',
  'at',
  'all',
  'really',
  'very',
  'too',
  'that',
  'to',
  'about',
  'of',
  'with',
  'i',
  "i'm",
  'im',
  'am',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  'feel',
  'feeling',
  'felt',
  'make',
  'making',
  'made',
  'raise',
  'raising',
  'wish',
  'want',
  'wanting',
  'need',
  'going',
  'intend',
  'have',
  'had',
  'has',
  'ever',
  'recent',
  'particularly',
  'remotely',
  'in',
  'way',
  'we',
  'it',
  'this',
  'for',
  'anything',
  'further',
  'more',
  'slightly',
  'suffer',
  'suffering',
  'suffered',
  'history',
  'sign',
  'signs',
  'known',
  // "No thoughts of self-harm were elicited", "no current thoughts of harming herself".
  'thoughts',
  'thought',
  'of',
  'current',
  // "No past psychiatric history", "no previous complaints".
  'past',
  'previous',
  'prior',
  'evidence',
  'reported',
  // "Not registered disabled", "no ongoing disability".
  'registered',
  'ongoing',
  // "There is no continuing disability."
  'continuing',
  'issues',
  'issue',
  'fussed',
  'bothered',
  'required',
  'needed',
  'received',
  // "Please don't think I'm complaining", "I'm not saying I'm unhappy".
  'think',
  'saying',
  // "I'm not writing to complain", "wasn't ringing to complain".
  'writing',
  'ringing',
  'calling',
  'phoning',
  'suppose',
  // "I've never said I was unhappy".
  'said',
  'say',
  // "There was nothing she was dissatisfied with."
  'she',
  'he',
  'they',
  // "I do not anticipate any need for surgery".
  'anticipate',
  'permanent',
  'lasting',
  'expect',
  'foresee',
  // "No headaches, no travel anxiety" (medical reports).
  'travel',
  // "No illicit drug use", "no recreational drugs".
  'illicit',
  'recreational',
  // "Does not require an interpreter", "no special communication requirements".
  'require',
  'requires',
]);

/** Phrases that start with a negator but do not negate what follows. */
const NOT_NEGATING =
  /\b(?:not only|no longer|no one|never been so|never been more|never in my life|can'?t believe|cannot believe|couldn'?t believe|no sooner|(?:could|can)(?:n'?t| ?not) (?:have )?(?:be|been) (?:any )?more)\s*$/i;

const UNAPOSTROPHISED = new Set([
  'dont',
  'didnt',
  'doesnt',
  'isnt',
  'wasnt',
  'arent',
  'werent',
  'cant',
  'wont',
  'havent',
  'hasnt',
  'hadnt',
  'wouldnt',
  'couldnt',
  'shouldnt',
]);

function isNegator(word: string): boolean {
  return NEGATORS.has(word) || word.endsWith("n't") || UNAPOSTROPHISED.has(word);
}

/** A pronoun or "else" opening what follows an "or": a new clause, not a list's next item. */
const CLAUSE_OPENER = /^['"‘“]?(?:i|you|he|she|we|they|it|else|there|ah|ye|yous|youse)\b/i;

/**
 * A list a negator began, the cue one of its later items: "no flashbacks, nightmares or low mood",
 * "no personal or business debts". Items are a few words each; a pronoun or a common verb ends the
 * list ("no flashbacks, but she has nightmares"), so does another "no" ("no money, no car and now no
 * job"), and only "or" leads into a partial item ("no useful vision and use a screen reader" and
 * "without its clip, allowing the accelerator" are two clauses).
 */
const LIST_ITEM =
  "(?:(?!(?:or|and|nor|no|not|never|now|but|yet|so|then|she|he|they|i|we|you|it|her|his|my|their|our|me|him|them|us|is|was|has|had|have|are|were|be|been|says|said|feels|felt|gets|got|still|although|though|however|which|who|that|because|since|as|apart|except|until|if|when|while)\\b)[\\w'-]+)";
const LIST_JOIN_WORD = '(?:\\s*,\\s*(?:or\\s+|and\\s+|nor\\s+)?|\\s+(?:or|and|nor)\\s+)';
const NEGATED_LIST = new RegExp(
  `\\b(?:no|without|nor)\\s+(?!(?:doubt|reason|idea|point|way|matter|longer|sooner|more|wonder|surprise|thanks|worries|one|problem|chance|help|choice|option)\\b)(?:any\\s+)?${LIST_ITEM}(?:\\s+${LIST_ITEM}){0,2}(?:${LIST_JOIN_WORD}${LIST_ITEM}(?:\\s+${LIST_ITEM}){0,2})*(?:${LIST_JOIN_WORD}|\\s+(?:or|nor)\\s+(?:${LIST_ITEM}\\s+){1,2})$`,
  'i',
);

function inNegatedList(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 120), index).replace(/’/g, "'");
  // A cue that is itself a negation ("no work since", "nothing in the bank") is its own item.
  return (
    NEGATED_LIST.test(afterLastMark(before, ['.', '!', '?', ';', ':', '\n'])) &&
    !CLAUSE_OPENER.test(text.slice(index)) &&
    !/^(?:(?:now|still|also|and) )?(?:no|nothing|not|never|without|none)\b/i.test(text.slice(index))
  );
}

/**
 * True when the words just before `index`, in the same clause, negate it: walking back over
 * filler words (at most four), the first other word is a negator.
 */
export function isNegated(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 80), index);
  const clauseStart = Math.max(
    before.lastIndexOf('.'),
    before.lastIndexOf('!'),
    before.lastIndexOf('?'),
    before.lastIndexOf(';'),
    before.lastIndexOf(':'),
    before.lastIndexOf('\n'),
    before.lastIndexOf(','),
    before.toLowerCase().lastIndexOf(' but '),
    // A spaced dash opens a new clause: "said honestly no – she was let go".
    before.lastIndexOf(' – '),
    before.lastIndexOf(' — '),
    before.lastIndexOf(' - '),
  );
  const clause = before.slice(clauseStart + 1);
  if (NOT_NEGATING.test(clause.replace(/’/g, "'"))) return false;
  if (inNegatedList(text, index)) return true;
  const words = clause
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[^a-z']+/)
    // A quote's opening mark is not part of its first word: "'no complaints whatsoever'".
    .map((word) => word.replace(/^'+/, ''))
    .filter(Boolean);
  let skipped = 0;
  for (let i = words.length - 1; i >= 0; i -= 1) {
    const word = words[i]!;
    // "Can't do this no more, I'm going to…": "no more" with words after it means "any more".
    const anyMore = word === 'no' && (words[i + 1] === 'more' || words[i + 1] === 'longer') && i + 2 < words.length;
    if (isNegator(word) && !anyMore) return true;
    // A list the negator began: "no disability or long-term condition", "no debts or arrears";
    // not a clause after "or": "tell us she braked for no reason or she'll get hurt".
    if ((word === 'or' || word === 'nor') && i >= 2 && isNegator(words[i - 2]!) && skipped === 0 && !CLAUSE_OPENER.test(text.slice(index))) {
      i -= 1;
      continue;
    }
    if (!FILLERS.has(word) || skipped >= 4) return false;
    skipped += 1;
  }
  return false;
}

/** A clinician's aside between the negation and its verb: ", in my opinion,", " currently". */
const AN_ASIDE = String.raw`(?:,? (?:in my (?:opinion|view)|on my (?:assessment|examination)|on examination),?| currently| presently)?`;

/**
 * Clinical and reporting frames that deny or rule out what follows them, lists included:
 * medical reports write "No history of anxiety, depression or self-harm" and mean none of them.
 */
const DENIAL_FRAMES = new RegExp(
  [
    String.raw`(?:^\s*|\b(?:he|she|they|patient|claimant|client|and|also) )den(?:ies|ied)\b`,
    String.raw`\bden(?:ies|ied|ying) (?:any|all|ever|feeling|having|experiencing|symptoms of|a history of)\b`,
    String.raw`\bno (?:(?:past|previous|prior|known|relevant|significant|personal|family|other) )*(?:history|evidence|signs?|symptoms?|features?|indication|suggestion|diagnosis) of\b`,
    String.raw`\b(?:negative for|free (?:of|from)|not (?:consistent with|suggestive of|indicative of))\b`,
    // "He does not, on my assessment, meet criteria for"; "does not currently meet the criteria";
    // "her symptoms fall short of the criteria for".
    String.raw`\b(?:(?:does|do|did|would|will)(?: not|n't)${AN_ASIDE} (?:meet|fulfil|fulfill|satisfy|reach)|(?:falls?|fell|falling) short of)\b[^.;]{0,40}\b(?:threshold|criteria)\b`,
    String.raw`\b(?:not|no) (?:a |an )?(?:recognised|recognized|diagnosable|clinical|formal)\b`,
    // "has never been under the care of a mental health team".
    String.raw`\bnever (?:been )?(?:diagnosed|treated|suffered|declared|made|entered|prescribed|needed|required|referred|consulted|sought|under the care of)\b`,
    // "I do not anticipate any need for injections or surgery."
    String.raw`\b(?:do|does|did)(?: not|n't) (?:anticipate|expect|foresee) (?:any )?(?:need|requirement) for\b`,
    // "PH confirmed no disability or long-term condition."
    // "PH confirmed: no health conditions"; "confirmed no one in the household has …" is the frame below.
    String.raw`\bconfirmed:?(?: on [\w/]+)? (?:that )?(?:there (?:is|was|are|were) )?no\b(?![- ]one\b)`,
    // "Does not drink alcohol to excess", "doesn't use drugs".
    String.raw`\b(?:does|do|did)(?: not|n't) (?:drink|smoke|use|take)\b`,
    String.raw`\b(?:does|did|do)(?: not|n't) (?:report|describe|disclose|mention|express|endorse) (?:any )?`,
    // "He reports no sleep disturbance, flashbacks, nightmares or travel anxiety."
    String.raw`\b(?:reports?|reported|describes?|described) no\b`,
    // "Confirmed nobody in the household has a disability or long-term condition."
    String.raw`\b(?:nobody|no one|no-one|none of (?:us|them)|neither of (?:us|them))(?: (?:in|at|on) (?:the|her|his|their|our) (?:household|house|home|family|policy|property)| here| at home| in the house)?(?:'s| (?:has|have|had|needs?|is|are|uses?|with)) (?:got )?(?:any |a |an )?`,
    // "There are no entries relating to depression, anxiety or any other mental health complaint."
    String.raw`\bno (?:other |further )?(?:entries|entry|records?|mention|references?) (?:relating to|regarding|in relation to|of|for)\b`,
    // "Our client does not advance any claim for psychiatric injury."
    String.raw`\b(?:does|do|did|will)(?: not|n't) (?:advance|pursue|bring|make) (?:any )?claims? for\b`,
    // "Our client does not allege any psychiatric injury."
    String.raw`\b(?:does|do|did|will)(?: not|n't) (?:allege|assert|claim) (?:any )?`,
    // A differential considered and set aside is not a finding.
    String.raw`\b(?:alternative|other|differential) (?:explanations?|causes?|diagnos[ie]s)\b`,
    // "She is not experiencing any financial difficulty."
    String.raw`\b(?:is|am|are|was|were)(?: not|n't)${AN_ASIDE} (?:experiencing|facing|suffering(?: from)?) (?:any |an? )?`,
    // "He did not experience any anxiety"; "does not amount to"; "I would not diagnose a psychiatric disorder".
    String.raw`\b(?:does|do|did|would|could|can)(?: not|n't)${AN_ASIDE} (?:experience|suffer(?: from)?|develop|amount to|diagnose|find|identify) (?:any |an? )?`,
    // "makes no claim for psychiatric injury"; "No referral to a psychiatrist"; "no contact with mental health services".
    String.raw`\bno (?:(?:claims?|(?:onward )?referral) (?:for|to)|(?:contact|involvement|dealings) with)\b|\b(?:anticipate|expect|foresee) no\b`,
    // "I do not consider that a psychiatric referral is indicated"; "no long-term disability"; "has not consulted a counsellor".
    String.raw`\b(?:do|does|did)(?: not|n't) consider (?:that )?(?:(?:he|she|they|the claimant|our client|mr \w+|mrs \w+|ms \w+) (?:(?:has |had |have )?(?:suffered|sustained|developed)(?: (?:a|an|any))? |(?:has|had|have) (?:any|a|an) (?:(?:continuing|ongoing|lasting|residual|permanent|significant) )?))?`,
    String.raw`\bno (?:long[- ]term|lasting|permanent|residual|ongoing|pre-?existing|known|prior|previous|current|present|active|future) `,
    String.raw`\b(?:has|have|had)(?: not|n't) (?:consulted|seen|been referred to|sought help from)\b`,
    // "There is nothing in the GP records to suggest low mood or anxiety."
    String.raw`\bnothing (?:in (?:the|his|her|their) (?:\w+ )?(?:records?|presentation|history|notes|account|examination) )?to (?:suggest|indicate)\b`,
  ].join('|'),
  'gi',
);

/**
 * What may lie between a denial and the cue it governs: a short list of conditions. A
 * contrast ("but", a semicolon) or a new clause (a subject or a verb) ends the denial, so
 * "no evidence of fraud, and he is on Universal Credit" keeps its sign.
 */
const DENIAL_REACH = /^[^;]{0,80}$/;
const ENDS_DENIAL =
  /\b(?:but|however|although|though|whereas|except|apart from|other than|save for|yet|i|i'm|he|she|they|we|you|it|is|are|was|were|has|have|had|am|now|since)\b/i;

/** A sentence that opens with "no" and lists what was not reported after the cue. */
const NO_LIST = /^\s*no\s/i;
const REPORTED_AFTER = /^[^.!?\n;]{0,80}\b(?:reported|described|noted|complained of|disclosed|elicited)\b/i;

/** "Psychiatric history: nil", "Depression: denied", "cancer was ruled out". */
const DENIED_AFTER =
  /^(?:\s+(?:history|symptoms|problems|issues|illness|disorder))?\s*(?:[:\-–]\s*(?:all )?(?:(?:firmly|flatly|strongly|clearly) )?(?:nil|none|no|denied|negative|not (?:present|known|reported))\b|:\s*(?:there (?:is|was|are|were) )?no (?:evidence|history|signs?|symptoms?|indication|concerns?)\b|(?:(?:was|were|is|are|has been|have been|had been) )?(?:ruled out|excluded|denied)\b|(?:is|was|are|were) (?:not|un)\s*(?:anticipated|expected|required|needed|indicated|recommended|necessary|likely)\b|(?:(?:has|have|had) )?(?:fully |completely )?resolved\b|(?:(?:is|are) )?(?:absolutely |perfectly )?(?:fine|perfect|normal)\b(?! (?:but|until|except|apart)))/i;

/** A danger put right at once: "the gas leak was fixed the same day", "had it all turned off within the hour". */
const FIXED_IN_TIME = String.raw`(?:fixed|made safe|turned off|switched off|capped|isolated)\b[^.!?\n]{0,30}\b(?:the same day|same day|within (?:the|an|half an) hour|straight away|that (?:same )?(?:day|night|evening))|(?:attended|arrived|came out)\b[^.!?\n]{0,30}\band made (?:it |the \w+ )?safe`;

/** Said to be over, in the cue's sentence or the next: "long behind her", "a clean bill of health", "her English is fine". */
const SAID_OVER = String.raw`long (?:since )?(?:behind (?:her|him|them|me|us)|settled|over)|clean bill of health|(?:both |all )?within (?:the )?normal (?:range|limits)|english is (?:fine|good|fluent)(?! for (?:shopping|everyday|day-to-day|talking|chatting|most things|speaking)\b| but\b)|speaks (?:\w+ )?english (?:fluently|well)|${FIXED_IN_TIME}`;

/**
 * Over and done with, later in the cue's sentence: "low mood which resolved within three months",
 * "a broken wrist but it's healed now", "depression in 2009, no recurrence since", "an IVA
 * completed in 2020", "long behind her". Not where it is denied to be over ("hasn't fully healed").
 */
const RESOLVED_AFTER = new RegExp(
  String.raw`^[^.!?\n]{0,100}?(?<!\b(?:not|never|yet to|hasn't|has not|haven't|have not|isn't|wasn't|hadn't|had not)\s(?:yet\s|been\s)?)\b(?:(?:fully |completely |long since |largely )?resolved|(?:fully |long |completely )?healed|fully recovered|(?:made|making) a (?:full|complete) recovery|no recurrence|no longer (?:applies|relevant|an issue)|all clear|${SAID_OVER}|no (?:issues|problems) now|(?:is |she'?s |he'?s )?(?:now )?fully mobile(?! but)|(?:hearing|sight|vision|eyesight|mobility|memory|mood|walking) (?:is |are |has been |was )?(?:now )?(?:back to )?normal|no (?:symptoms|treatment|issues|problems|episodes|relapses?)(?: or (?:symptoms|treatment|issues|problems|episodes))? (?:since|for (?:over |more than )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|many|several) years)|(?:was|were|been) (?:completed|discharged|repaid|paid off|cleared) in (?:19|20)\d\d|(?:which|that) (?:concluded|finished|ended) (?:in|on|last)|(?:has|have|had) been back (?:at work |to work )?since|now fluent|(?:has|have) (?:since )?returned to (?:work|full duties|(?:all )?(?:his|her|their|my) (?:usual|normal) (?:activities|duties|work))|united (?:in a (?:good|satisfactory) position|well|with full)|(?:now|has|have|had|fully) united\b|(?:before|until) (?:the )?(?:fire service|firefighters|fire brigade|paramedics|police|coastguard|neighbours?) (?:released|freed|rescued|got (?:him|her|them|me) out)|back on full (?:hours|duties|pay)|(?:it'?s|its) all (?:off|safe|fixed|sorted) now|every(?:one|body)'?s (?:fine|safe|ok)\b(?! for now))\b`,
  'i',
);

/** The same, said in the next sentence: "...going through a divorce. PH confirms long settled, no issues now." */
const RESOLVED_NEXT = new RegExp(
  String.raw`^[^.!?\n]{0,100}[.!?]\s+[^.!?\n]{0,80}?\b(?:${SAID_OVER}|no (?:issues|problems) (?:now|since)|(?:long since |fully |completely )healed|(?:has|have) (?:since )?(?:fully recovered|made a (?:full|good|complete) recovery)|(?:this|it|which|these|they|the (?:condition|disorder|symptoms)) (?:has |have |had )?(?:(?:fully|completely|since) resolved|resolved (?:fully|completely)))\b`,
  'i',
);

/**
 * True when a clinical denial governs the cue at `index`: a denial frame earlier in the same
 * sentence with only a short list between, or words just after the cue that deny or rule it
 * out. For health screens; complaint letters use "denied" of claims, not of symptoms.
 */
export function isDenied(text: string, index: number, length: number): boolean {
  const after = text.slice(index + length, index + length + 240);
  if (DENIED_AFTER.test(after.slice(0, 50)) || RESOLVED_AFTER.test(after.slice(0, 140)) || RESOLVED_NEXT.test(after)) return true;
  const before = text.slice(Math.max(0, index - 240), index);
  const sentenceStart = Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?'), before.lastIndexOf('\n'));
  const sentence = before.slice(sentenceStart + 1).replace(/’/g, "'");
  let lastFrameEnd = -1;
  // An exec loop, not matchAll, which copies the pattern on each of a large claim's thousands of hits.
  DENIAL_FRAMES.lastIndex = 0;
  for (let m = DENIAL_FRAMES.exec(sentence); m !== null; m = DENIAL_FRAMES.exec(sentence)) {
    if (m[0] === '') DENIAL_FRAMES.lastIndex += 1;
    lastFrameEnd = m.index + m[0].length;
  }
  // "No headaches, dizziness, memory problems or difficulty concentrating reported since."
  const noList = lastFrameEnd === -1 && REPORTED_AFTER.test(after) ? NO_LIST.exec(sentence) : null;
  if (noList) lastFrameEnd = noList[0].length;
  if (lastFrameEnd === -1) return false;
  const between = sentence.slice(lastFrameEnd);
  return DENIAL_REACH.test(between) && !ENDS_DENIAL.test(between);
}

/** The sentence of `text` that holds `index`, without its end mark. */
export function sentenceAt(text: string, index: number): string {
  const before = text.slice(0, index);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '), before.lastIndexOf('\n')) + 1;
  const rest = text.slice(index).search(/[.!?](?:\s|$)|\n/);
  return text.slice(start, rest === -1 ? text.length : index + rest).trim();
}

/** What follows the last of `marks` in `before` (all of it when none is there). */
export function afterLastMark(before: string, marks: readonly string[]): string {
  return before.slice(Math.max(...marks.map((m) => (before.includes(m) ? before.lastIndexOf(m) + m.length : 0))));
}

/**
 * Whether the sentence a cue sits in ends in a question mark: "any hearing or sight difficulties? No."
 * A bracket opened after the cue ends the look: the questions it quotes are not the cue's ("doesn't
 * understand the questions ("what's a sum insured?")").
 */
export function endsInQuestion(text: string, index: number): boolean {
  const end = text.slice(index).search(/(?<!\b(?:e\.g|i\.e|etc))[.!?]['’"”]?(?:\s|$)|\n|\s\(/);
  return end !== -1 && text[index + end] === '?';
}

/** The words of the hit's clause before it (from the last comma, semicolon or sentence end). */
function clauseBefore(text: string, index: number, reach = 120): string {
  const before = text.slice(Math.max(0, index - reach), index);
  // A dash between clauses ends one too: "it would have been his birthday - he died in May".
  const ends = ['.', '!', '?', ';', ':', '\n', ',', ' - ', ' – ', '—'].map((c) => before.lastIndexOf(c) + (before.includes(c) ? c.length - 1 : 0));
  // A bracket still open at the hit starts a clause; one closed before it is an aside: "a small risk (under 10%) of arthritis".
  const bracket = before.lastIndexOf('(');
  const start = Math.max(...ends, before.includes(')', bracket) ? -1 : bracket);
  return before.slice(start + 1).replace(/’/g, "'");
}

/**
 * A handler's question or conditional offer on a call: "Asked her whether she needs an
 * interpreter", "Told him that if he can't afford the excess it can come off the settlement".
 * A lead-in before a colon ("Before isolating the supply: asked PH whether …") and a call plan's
 * "Ask whether" count too. The script we read, not what the customer said. A handler's sentence
 * that states the customer's circumstances ("Offered a referral because of her bereavement",
 * "Agreed to call in the mornings as she is deaf") is not a question and still counts.
 */
const HANDLER_ASKS =
  /^\s*(?:[-*•]\s*)?(?:[^:.!?\n]{0,80}:\s*)?(?:told|explained|advised|reassured|offered|signposted|mentioned|suggested|(?:called|rang|phoned) (?:PH|TP|her|him|them) to (?:check|ask)(?= (?:whether|if)\b)|went through|read (?:out|through|the)|asked (?:the (?:usual|standard) (?:\w+ )?questions|\w+(?: \w+)? (?=whether|if\b)|(?:her|him|them|PH|TP|the (?:customer|caller|policyholder|insured|claimant))(?: directly| again)?|(?:directly |again |specifically )?(?:about|re|regarding)|(?:whether|if) (?:anyone|anybody|there (?:is|are)|PH|TP|(?:she|he|they|the (?:customer|caller|policyholder|insured|claimant)) (?:has|had|would|needs?|needed|wants?|wanted|is|was)))|ask(?: (?:her|him|them|PH|TP))? (?=whether\b|if\b)|asked (?:(?:her|him|them|PH|TP) )?(?=whether (?:an?|any) )|checked (?:with (?:her|him|them|PH|TP)|(?:whether|if) (?:anyone|anybody|there(?:'s| is| are)|(?:PH|TP|she|he|they|the (?:customer|caller|policyholder|insured|claimant)) (?:would|wanted|wants|needs?|needed|has|had|is|was)))|(?:said|confirmed|mentioned) (?:that )?(?:i|we)|i (?:told|explained|said|advised|offered|asked|checked)|(?:reminder|to ?do|note to self|action)\s*[:\-–]\s*(?:ask|check)\b[^.!?\n]{0,60}\b(?:whether|if))\b/i;
const CONDITION =
  /\b(?:if|whether|in case)\s+(?:she|he|they|you|the (?:customer|caller|policyholder|insured)|PH|TP|anyone|anybody|anything|there)\b(?:(?!\b(?:because|as|since)\b).)*$|\b(?:if|in case)\s*$|\bin case (?:the|it|this|that|any)\b(?:(?!\b(?:because|as|since)\b).)*$|\basked\s+(?:(?:her|him|them|PH|TP)\s+)?(?:directly\s+|again\s+|specifically\s+)?(?:about|re|regarding)\b(?:(?!\b(?:because|as|since)\b).)*$|\basked\s+(?:(?:her|him|them|PH|TP)\s+)?whether\s+(?:an?|any)\s*$/i;

/** An offer made in case it is needed: "Offered large print in case he needs it", "an interpreter if needed". */
const OFFERED_IN_CASE =
  /^[^.;!?\n]{0,80}?\b(?:(?:in case|if|should) (?:she|he|they|you|anyone|anybody|someone|PH|TP|the (?:customer|caller|policyholder))(?:'d| would)? (?:ever )?(?:needs?|needed|wants?|wanted|would like|like|prefers?|prefer|preferred|requires?|finds?|find)|(?:if|when|in case|where) (?:needed|required|necessary|wanted|helpful)|as standard|as per (?:the )?(?:process|procedure|policy|script|guidance)|under (?:our |the )?(?:accessibility|standard) polic(?:y|ies)|in case (?:the|it|this|that)|(?:it )?might help|if (?:any of )?(?:those|these|that|this|it|either|one) (?:would|might|will|could) (?:ever )?(?:be|help|make)|to (?:anyone|anybody|everyone|any customer) (?:who|that))\b/i;

/** A sentence that opens on a quotation still open at the cue. */
const QUOTED_OPENING = /^\s*(?:[-*•]\s*)?["“][^"”]*$/;

/** A numbered question of our script answered no on its own line: "Q2 recent life events (bereavement) - No". */
const SCRIPT_LINE_ANSWERED_NO = /^\s*(?:Q\d+|\d+[.)])[.):]?\s[^\n?]*\??\s[-–:]\s*(?:no|none)\.?\s*$/i;

/** The answer yes told straight after the need offered: "an interpreter next time – yes". */
export const ANSWERED_YES = /^[^.!?\n]{0,40}?(?:[-–—:,]\s*|\s)(?:yes|yeah|yep)\b(?! but\b)/i;

export function isHandlersCondition(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const lineEnd = text.indexOf('\n', index);
  if (SCRIPT_LINE_ANSWERED_NO.test(text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd))) return true;
  const sentence = sentenceAt(text, index);
  // What the caller said before the cue makes it theirs; an answer after it ("…; she said no") does not.
  const sentenceStart = text.lastIndexOf(sentence.slice(0, 20), index);
  const reportsCaller = REPORTS_CALLER.test(text.slice(sentenceStart === -1 ? Math.max(0, index - 160) : sentenceStart, index));
  // Our questions read out on a call: "any hearing or sight difficulties? All answered no."
  // A question of our script quoted in our note ("- \"Does anyone … take into account?\" No.") is still ours.
  const quotedQuestion = () => QUOTED_OPENING.test(text.slice(sentenceStart === -1 ? index : sentenceStart, index));
  if (endsInQuestion(text, index) && (!reportsCaller || quotedQuestion())) return true;
  if (!HANDLER_ASKS.test(sentence) || reportsCaller) return false;
  const before = text.slice(Math.max(0, index - 160), index).replace(/’/g, "'");
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'), before.lastIndexOf(';'));
  return (CONDITION.test(before.slice(start + 1)) || OFFERED_IN_CASE.test(text.slice(index, index + 160))) && !ANSWERED_YES.test(text.slice(index, index + 60));
}

/**
 * Wording that makes a cue a prospect, not a present fact: "a risk of non-union, which would
 * need surgery", "may require a stay in hospital", "save for any future knee surgery". A
 * planned treatment ("is waiting for surgery", "will have surgery in May") is not a prospect.
 */
const PROSPECT =
  /\b(?:(?:would|could|might|may)\s+(?:(?:well|also|then|eventually|still|possibly|in time|in due course|at some (?:point|stage)|later)\s+)?(?:need|require|have|be|undergo|involve|result|lead|mean|necessitate)|risk (?:\([^)]{0,30}\) )?of|chance (?:of|that)|(?:will|may|might|could|likely to) develop|in (?:the )?future|possibility of|possibl[ey]|potential(?:ly)?|prospect of|any future|(?:if|unless|should)\s+(?:he|she|they|you|it|i|the \w+|an? \w+|PH|TP|anyone|anybody|someone|symptoms|any)\b|\bif (?:\w+ ){1,3}(?:raise|raises|claim|claims|allege|alleges|bring|brings)\b)[\s\S]*$/i;

/** A risk named after its condition: "5–10% arthritis risk", "arthritis is possible". */
const PROSPECT_AFTER =
  /^[\w-]*\s+(?:risk|is (?:a )?(?:possib(?:le|ility)|risk|unlikely)|(?:might|may|could) (?:then |also )?be (?:considered|recommended|offered|needed|required|necessary))\b/i;

export function isProspect(text: string, index: number, length = 0): boolean {
  // A cause given is a present fact: "that would be hard because she cares for her mum", "as it was".
  return (
    (PROSPECT.test(
      clauseBefore(text, index).replace(
        /^[\s\S]*\b(?:because\b(?! of\b)|as(?= (?:it|i|i've|we|we've|she|he|they) (?:was|is|were|are|have|has|had|'ve)\b))/i,
        '',
      ),
    ) ||
      (length > 0 && PROSPECT_AFTER.test(text.slice(index + length, index + length + 40)))) &&
    !ANSWERED_YES.test(text.slice(index, index + 60))
  );
}

/** About `radius` characters either side of a hit, whitespace collapsed, cut at word edges. */
export function excerptAround(text: string, index: number, length: number, radius = 70): string {
  let start = Math.max(0, index - radius);
  let end = Math.min(text.length, index + length + radius);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < index) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > index + length) end = space;
  }
  const body = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}
