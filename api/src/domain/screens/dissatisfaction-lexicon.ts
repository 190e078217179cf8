/**
 * Cues of an expression of dissatisfaction (docs/domain.md §1.4). The FCA definition works on
 * meaning, not keywords, and no regulator publishes a list: this is a screen for a human to
 * review, erring towards flagging ("if in doubt, treat it as a complaint").
 */
import { DISSATISFACTION_CONCEPTS } from './dissatisfaction-concepts';
import { DISSATISFACTION_EXPRESSIONS } from './dissatisfaction-expressions';
import { LATEST_DISSATISFACTION_CUES } from './dissatisfaction-latest-cues';
import { FIFTY_NINTH_DISSATISFACTION_CUES } from './dissatisfaction-fifty-ninth-cues';
import { DISSATISFACTION_FAMILIES } from './dissatisfaction-families';
import { lexicon, type Cue } from './text-scan';
import { NOT_AFTER_A_STAY, dissatisfactionCue as cue } from './cue-makers';

/** In order of how clearly they signal a complaint; a message reports its clearest cue. */
// 'read': no cue, but the learned reader (learned-reader.ts) reads the message as dissatisfied.
export const DISSATISFACTION_CATEGORIES = ['explicit', 'escalation', 'outcome', 'emotion', 'delay', 'read', 'harm'] as const;
export type DissatisfactionCategory = (typeof DISSATISFACTION_CATEGORIES)[number];

/**
 * Senders whose letters use litigation and harm words as a matter of course (a solicitor
 * threatens proceedings, a medical expert describes distress), whoever they act for.
 */
export const PROFESSIONAL_ROLES = new Set(['solicitor', 'medical_expert', 'loss_adjuster']);

/**
 * Cues that are a professional's trade rather than their client's voice: litigation, and harm
 * words describing an injury. Going to the ombudsman, the regulator, an MP or the press is not
 * part of litigation, so those escalation cues count from a representative as from the client.
 */
const ROUTINE_FOR_PROFESSIONALS = new Set(['legal action', 'instruct a solicitor', 'legal advice', 'small claims court']);

/**
 * Suing the insurer itself: routine from a claimant's representative (a third party may claim
 * against the insurer directly), a dispute when the policyholder's own representative says it.
 */
const ROUTINE_FROM_CLAIMANT_SIDE = new Set(['proceedings against you']);

/**
 * Arguing the outcome of a third party's claim ("we disagree with your denial of liability,
 * please reconsider") is negotiating that claim, not a complaint about our service.
 */
const NEGOTIATION_FROM_CLAIMANT_SIDE = new Set(['disagree', 'review the decision', 'wrong decision', 'outcome wrong']);

/**
 * Whose words a message carries, as far as the screen needs to know: the sender's own, a
 * professional's (client unknown or on the policyholder's side), a claimant's or third party's
 * professional representative, or someone else pursuing a third party's claim (the claimant in
 * person, their credit hire company).
 */
export type SenderStanding = 'own_words' | 'professional' | 'claimant_representative' | 'claimant_side';

/** True when `hit` is routine from a sender of this standing, so not a sign of dissatisfaction. */
export function isRoutineCue(standing: SenderStanding, hit: { cue: string; tag: DissatisfactionCategory }): boolean {
  if (standing === 'own_words') return false;
  if (hit.tag === 'harm' || ROUTINE_FOR_PROFESSIONALS.has(hit.cue)) return true;
  // Whoever pursues a third party's claim threatens to sue as the next step of that claim.
  return (
    (standing === 'claimant_representative' || standing === 'claimant_side') &&
    (ROUTINE_FROM_CLAIMANT_SIDE.has(hit.cue) || NEGOTIATION_FROM_CLAIMANT_SIDE.has(hit.cue))
  );
}

/** Whose: an article or a possessive ("the", "my", "PH's"). */
const WHOSE = "\\b(?:the|a|an|this|that|his|her|their|my|our|\\w+['’]s)";
const RELATIVES =
  '(?:(?:son|daughter|brother|sister|father|mother)-in-law|kids|children|son|daughter|husband|wife|partner|girlfriend|boyfriend|fianc[eé]e?|sister|brother|mum|mother|dad|father|aunt|uncle|cousin|nan|gran)';
/** People who are never our staff, whatever they feel or do. */
const NEVER_STAFF =
  '(?:drivers?|motorists?|cyclists?|riders?|postm[ae]n|postwom[ae]n|posties?|couriers?|neighbours?|(?:man|woman|lady|people|family) next door|landlord|tenants?|passengers?|pedestrians?|witness)';
/**
 * Up to the cue, in the same clause, with the writer not among them ("my husband and I are furious");
 * "the neighbour at No. 12 is livid" is one clause.
 */
const NOT_THE_WRITER = '(?:(?!\\b(?:and I|and me|and we|we|us)\\b)(?:\\b(?:no|nos|mr|mrs|ms|dr|st)\\.|[^.!?,;])){0,45}';

/** Not a post of someone else's: their messages, threats, photographs or goodbye, or where they found someone. */
const SOMEONE_ELSES_POST =
  '(?<!\\b(?:messages?|threats?|threatening|photo(?:graph)?s?|pictures?|screenshots?|not post|posted by|about (?:him|her|them)|where (?:he|she|they) lives?|sent me this)\\b[^.!?\\n]{0,40})(?![^.!?\\n]{0,60}\\bgood-?bye\\b)';

/** A group counted rather than owned: "other guests were furious", "a number of diners were annoyed". */
const MANY =
  '\\b(?:other|some|several|many|most|both|a few|a (?:number|couple|group|lot|few|handful) of(?: the)?|(?:most|all|some|many|several) of the|all the)';

/** People whose feelings are theirs, not a complaint to us. */
const OTHER_PEOPLE = `(?:${NEVER_STAFF}|lodgers?|attendant|warden|flatmates?|housemates?|colleagues?|boss|line manager|(?:shop|site|store|branch|pub|restaurant|garage|hotel|(?:delivery|sorting) office) manager|employer|friends?|guests?|diners|holidaymakers|residents|builder|contractor|scaffolders?|roofers?|decorators?|glaziers?|fitters?|tradesm[ae]n|removal men|foreman|workmen|engineer|letting agent|insurer|plumber|roofer|electrician|joiner|decorator|farmer|officer|policem[ae]n|man|woman|lady|bloke|guy|lad|chap|fella|gentleman|owner|${RELATIVES})`;

/**
 * Someone the writer describes: "the other driver was furious", "my neighbour was livid".
 * Their temper is part of the story of the loss, not the writer's dissatisfaction with us.
 */
const SOMEONE_ELSE = new RegExp(
  `(?:${WHOSE} (?:\\w+ )?(?:other |third[- ]party )?${OTHER_PEOPLE}|${MANY} (?:\\w+ )?${OTHER_PEOPLE}|\\b(?:said|says|reports?|reported|mentioned) (?:the |her |his |their |my |our )?${OTHER_PEOPLE}|\\bTPs?)\\b(?:,[^.!?,;]{1,40},| ?\\([^()]{1,60}\\))?${NOT_THE_WRITER}$`,
  'i',
);

/**
 * The emotion cues that are a feeling someone has. The rest are verdicts on someone's work
 * ("the lady on the phone was unhelpful", "the man who answered was useless"), and the person
 * judged may be one of our own staff, so they stay a sign of dissatisfaction.
 */
const FEELINGS = new Set(['not happy', 'unhappy', 'dissatisfied', 'disgusted', 'fed up', 'disappointed', 'frustrated', 'angry']);

/**
 * People who are never our staff: "the other driver was rude", "my neighbour complained about
 * the noise". What they do or feel is part of the story, whatever the cue.
 */
const NOT_OUR_STAFF = new RegExp(
  `${WHOSE} (?:\\w+ )?(?:other |third[- ]party )?(?:${NEVER_STAFF}|kids|children|son|daughter|husband|wife|partner)\\b[^.!?,;]{0,45}$`,
  'i',
);
/** A feeling aimed at us or the claim ("my mum is furious with you"): a complaint on someone's behalf. */
const AT_US =
  /^\W*(?:\w+ ){0,2}(?:with|at|about|by|over|that) (?:you\b(?!r (?:insured|customer|policyholder|driver|client))|your\b(?! (?:insured|customer|policyholder|driver|client))|us\b|our\b(?! (?:PH|insured|customer|policyholder|client|driver)\b)(?! (?:usual|own|regular|local|family)\b)|this claim|the (?:claim|delays?|offer|decision|handling|way (?:you|the claim|she|he|they)|service|insurers?|settlement|payment|excess|deduction)\b)/i;

/** Words of a feeling, whichever cue found them ("quite annoyed", "very upset about"). */
const FEELING_WORDS =
  /\b(?:unhappy|dissatisfied|disgusted|fed up|disappointed|frustrated|angry|annoyed|livid|fuming|furious|upset|cross|irate|seething|stressed|aggrieved|restless|put out|not best pleased|tearing (?:his|her|their) hair out)\b/i;

/** True when a cue at `index` is a feeling of, or something done by, someone else the writer mentions. */
export function isSomeoneElsesFeeling(text: string, hit: { index: number; cue: string; text: string }): boolean {
  const before = text.slice(Math.max(0, hit.index - 80), hit.index);
  if (!(FEELINGS.has(hit.cue) || FEELING_WORDS.test(hit.text))) return NOT_OUR_STAFF.test(before);
  return SOMEONE_ELSE.test(before) && !AT_US.test(text.slice(hit.index + hit.text.length, hit.index + hit.text.length + 80));
}

/** Fed up with the weather, not with us ("sick of this rain! third storm this month"). */
const THE_WEATHER = '(?:the|this|all this|all the|these) (?:weather|rain|storms?|winds?|snow|cold|heat|heatwave|flooding|floods)\\b';

/** A skin or chest complaint is a condition, not a complaint about us. */
const NOT_A_CONDITION = '(?<!\\b(?:skin|chest|heart|stomach|tummy|bowel|kidney|liver|eye|ear|joint|bladder|lung|respiratory|digestive|medical) )';

export const DISSATISFACTION_CUES: readonly Cue<DissatisfactionCategory>[] = [
  cue('formal complaint', 'formal(?:ly)? complain(?:t|ts)?', 'explicit'),
  // "Complains of neck pain" describes a symptom (medical reports, letters of claim).
  cue(
    'complaint',
    `(?<!(?:not|n't) (?:want|wish|need)s? (?:(?:this|it|that) )?(?:to be )?(?:logged|recorded|treated|registered|put down|raised) as (?:a )?(?:formal )?)(?<!\\bnoise |\\b(?:not|never) (?:raised|made|lodged|logged|registered) a (?:formal )?|\\bnothing to (?:log|record|register|treat) as a (?:formal )?|\\b(?:not|n't) (?:want|wish|intend)s? to (?:make|raise|lodge|file) a (?:formal )?|\\bstandard (?:paragraph|wording|section) (?:about|on|re) )${NOT_A_CONDITION}(?!(?<=\\b(?:receiving|received|got|getting|sent|sending|enclosed|enclosing|included|including) (?:the |a |our |your |their )?)complaints? (?:leaflet|booklet)\\b)complaints?(?! of\\b)(?! (?:leaflet|procedure|process|paragraph|information|details)\\b[^.!?\\n]{0,40}\\bas (?:standard|usual|routine|required)\\b)(?! to (?:the )?(?:\\w+ ){0,2}(?:council|police|landlord|housing association|environmental health)\\b)(?![^.!?\\n]{0,25}\\b(?:the|this) weather(?=\\s*(?:[.!,;]|$)))(?!['’]? [a-z]{2,4}-\\d)(?! (?:ref(?:erence)?|no\\.?|number)\\b)`,
    'explicit',
  ),
  cue(
    'complain',
    `${NOT_A_CONDITION}(?<!\\b(?:builder|neighbou?r|landlord|contractor|council|trader|tenant)s? (?:she|he|they|i|we) )(?<!\\b(?:went|go|goes|going|gone|walked) (?:round|over|next door|across|up) to )(?<!\\b(?:the one|the person|the neighbour) who )complain(?:ing|ed|s)?(?! of\\b)(?! about (?:him|her|them) (?:parking|playing|revving|blocking|shouting|leaving|dumping|burning|smoking|making)\\b)(?! (?:(?:that )?(?:his|her|my|their) (?:neck|back|shoulder|knee|wrist|chest|arm|leg|hip|head|hand|foot|ankle)s? (?:hurt|was hurting|ached|was sore|felt))|(?:about|with) (?:(?:a|his|her|my) )?(?:sore|stiff|painful|aching) (?:neck|back|shoulder|knee|wrist|chest)\\b)`,
    'explicit',
  ),
  // "Escalated to TL" in a call note is the handler's action; "I want this escalated" is the caller's.
  cue(
    'escalate',
    "escalat(?:e|ing|ion)|(?:be|been|get|got|have|has|had|want|wants|wanted|need|needs|i|i've|i have) (?:it |this |the (?:matter|complaint|claim) )?escalated",
    'explicit',
  ),
  cue(
    'speak to a manager',
    '(?:speak|talk) (?:to|with) (?:a |your |the )?(?:manager|supervisor|someone (?:more )?senior|someone in charge|someone higher up)|(?:want|get|need|demand) (?:a|your|the) (?:manager|supervisor)|(?:your|the) (?:ceo|chief executive|managing director|head office)',
    'explicit',
  ),
  cue('take this further', 'tak(?:e|ing) (?:this|it|the matter|matters) (?:any )?further', 'explicit'),
  cue('not the end of the matter', 'not the end of (?:the|this) matter', 'explicit'),
  // "I want it on record" counts where what is recorded is us ("that your conduct…"): a threat or a
  // third party's conduct put on record is a report, not a complaint.
  cue(
    'raise a concern',
    "raise (?:a|my|our|her|his) concerns?|register (?:my|our|a|her|his) (?:dissatisfaction|concern|unhappiness)|(?:would like|want|wants|like) (?:it|this) (?:noted|(?:put )?on record(?= that (?:you\\b|your (?!customer|insured|driver|side|policyholder|client)|i'?m not|i am not|the way|how)))|(?:would like|want|wants|expect|expects|demand|deserve) an apology|(?:don't|do not) want to (?:make a fuss|complain|moan|be difficult|nag|cause trouble)[^.!?]{0,10}\\bbut\\b|not the (?:level|standard) of service|someone (?:more )?senior",
    'explicit',
  ),
  cue(
    'review the decision',
    '(?:want|like|ask|asking|would like) (?:for )?(?:this|the|my|it|that|your) (?:decision |offer |valuation )?(?:to be )?(?:reviewed|reconsidered|looked at again)|(?:please|to) reconsider|(?:like|want) it reconsidered',
    'outcome',
  ),

  cue('ombudsman', '(?:financial )?ombudsman|FOS', 'escalation'),
  cue('FCA', '(?<!\\bregulated by the )(?:FCA|Financial Conduct Authority)|regulator', 'escalation'),
  cue(
    'legal advice',
    "(?:passed|handed|given|sent|referred|forwarded) (?:the (?:file|matter|papers)|this|it|everything) (?:on )?to (?:my|our) (?:solicitors?|lawyers?)|(?:get|getting|take|taking|seek|seeking|sought|took|taken) legal advice|(?:my|our) (?:solicitors?|lawyers?)\\b[^.!?]{0,40}\\bwill be (?:writing|in touch|contacting)|(?:lawyer|solicitor|barrister)\\b[^.!?\\n]{0,60}(?:writing to you|be writing|will write|be in touch with you|says you can't)|(?:spoken|talked) to (?:a|my|our) (?:solicitor|lawyer)",
    'escalation',
  ),
  cue(
    'instruct a solicitor',
    '(?:instruct|instructing|contact|contacting|consult|consulting|speak(?:ing)? to|see|seeing|get|getting|involve|involving|engage|go(?:ing)? to|refer(?:ring)? (?:this|it|the matter) to|pass(?:ing)? (?:this|it) (?:on )?to|hand(?:ing)? (?:this|it) to) (?:a |my |our )?(?:solicitors?|lawyers?)',
    'escalation',
  ),
  // Before 'legal action', so "legal action against you" reports the sharper cue.
  cue(
    'proceedings against you',
    '(?:legal action|(?:legal |court )?proceedings) against (?:you|yourselves|your company|the insurers?)|su(?:e|ing) you|take you to court|see you in court',
    'escalation',
  ),
  cue('legal action', 'legal (?:action|proceedings)', 'escalation'),
  cue('small claims court', 'small claims court', 'escalation'),
  cue('trading standards', 'trading standards(?! (?:info|information|details|number|advice|leaflet)\\b)', 'escalation'),
  cue('an MP or councillor', '(?:my|ma|his|her|our|their|local|the) (?:MP|MSP|MLA)|member of parliament|(?:local )?councillor', 'escalation'),
  cue(
    'the press',
    'the press|(?:local|national) (?:paper|papers|newspaper)|(?:to|writing to|contact(?:ed|ing)?|go(?:ing)? to|tell(?:ing)?) the (?:papers|newspapers?|local paper)|(?:friend|mate|contact|someone|cousin|sister|brother) (?:at|on|who works (?:at|for)) (?:the )?(?:\\w+ ){0,3}(?:news|gazette|echo|post|times|mail|herald|chronicle|standard|telegraph|guardian|express|mirror|sun|bbc|itv|sky)\\b|newspapers?|journalists?|watchdog|rip[ -]?off britain|(?:go|going|went) to the (?:bbc|itv|papers|press|local news)|(?:bbc |tv |the )?consumer (?:programmes?|show|column|pages?|champion|desk)|money pages?\\b',
    'escalation',
  ),
  // Facebook Marketplace is where contents are often bought, not a threat to go public; "found me
  // on Facebook", a threat or a goodbye posted there is not about us: "on Facebook" counts where
  // something is put or posted there (no quote between) or we are tagged. Messages, threats or
  // photographs someone else posted on social media are not about us either.
  cue(
    'social media',
    SOMEONE_ELSES_POST +
      'social media|trustpilot|twitter|' +
      SOMEONE_ELSES_POST +
      '(?<!\\bon )facebook(?! marketplace| groups?\\b| (?:post|page|profile|account|message)s? (?:of|dated|from|on|made|by|saying|threatening|in which)\\b)|(?<=\\b(?:put|putting|post|posting|posted|share|sharing|it all|this|story|saga|everything|experience|review|about (?:you|us|this|it))\\b[^.!?\\n\'"‘“]{0,30}\\bon )(?<!\\b(?:goodbye|farewell|threats?|messages?|address|details|photos?|pictures?|name|number)\\b[^.!?\\n]{0,10}\\bon )' +
      SOMEONE_ELSES_POST +
      "facebook(?! that)|(?<=\\bon )facebook(?= and tag)|(?:bad|negative|one-star|1-star|terrible|honest) reviews?|(?:leave|write|post)(?:ing)? (?:a )?review|go(?:ing)? public|tell(?:ing)? everyone(?! (?:about (?:the|a|her|his|their|my) (?!claim|insur)\\w+|(?:i|she|he|they) (?:had|was|fell|did)\\b))|(?:going|goes|go|put|putting|put it|posted|posting|posting it|post|post it|it's going|its going) (?:about (?:you|us|this|it) )?(?:up )?(?:on|onto) (?:x|tiktok|instagram|youtube|reddit|threads|mumsnet)\\b",
    'escalation',
  ),

  cue('unfair', 'unfair(?:ly)?', 'outcome'),
  cue('not fair', "(?:not|isn't|wasn't|aren't|weren't|hasn't|haven't)(?: been)? (?:at all )?fair(?:ly)?", 'outcome'),
  cue('mis-sold', 'mis-?sold|mis-?selling|misled|misleading', 'outcome'),
  cue('offer is an insult', 'insult(?:ing)?', 'outcome'),
  cue('not what I am entitled to', "not what (?:i'm|i am|we're|we are) entitled to", 'outcome'),
  cue('lowball', 'low-?ball(?:ed|ing)?|daylight robbery|rip-?off|ripped (?:me|us|her|him) off', 'outcome'),
  // Disputing our decision; not a matter "in dispute" between others, liability argued by the
  // other side, or a hire firm's rate.
  cue(
    'dispute',
    "(?<!\\b(?:you|we|you've|we've|you have|we have|insurers?) (?:still |now |also )?)(?<!\\b(?:parking|boundary|drain|neighbou?r|fence|hedge|tree|wall|custody|family|land|the|separate|unrelated|an unrelated|domestic|personal|drugs?|liability|rate|garage|repair|long-running|matrimonial|alternative|in) )(?<!\\b(?:arrangements|finances|money|assets|house|property) (?:are|is|remain|remains) in )(?<!\\byour (?:letter|email|response|reply|report|engineer|decision|message)(?: of [^.!?\\n]{1,30})? )(?<!\\bany (?:real |genuine |serious )?)disput(?:e|ing)(?! (?:liability|the rate|the period|the need for hire|resolution)\\b)",
    'outcome',
  ),
  cue(
    'disagree',
    "(?:i|we|she|he|they|our client|my (?:wife|husband|mum|mother|dad|father)) (?:strongly |totally |completely |really )?disagree|(?:strongly )?disagree (?:with|that)|(?:don't|do not|doesn't|does not|cannot|can't|won't|will not|refuse to|not going to) (?:accept|agree with) (?:the|your|this|that|any|a|his|her|my) (?:\\w+ )?(?:offer|valuation|figure|amount|decision|settlement|deduction|reduction|outcome|explanation|excuse|payment|application|assessment)(?![^.!?\\n]{0,30}\\bfrom (?:her|him|them|mum|dad|my (?:mum|dad|mother|father))\\b)|(?:don't|do not|doesn't|does not|cannot|can't|won't) accept (?:it|this|that)\\b(?! (?:she|he|they|our client|it|the \\w+) (?:was|were|is|are|had been) (?:negligent|liable|at fault|to blame|responsible)\\b)|not accepting (?:it|this|that|the|your)|(?<!\\b(?:please|pls|so) )(?:don't|do not) agree(?! (?:anything|to anything)\\b)|nowhere near|well below|(?:far )?too low|derisory|pittance|(?:doesn't|does not|don't|do not|won't|will not) (?:even )?(?:cover|reflect) (?:the|my|what|it)|(?:far |way |much )?too little|(?<!\\benglish (?:is|was) )not (?:nearly )?enough (?:to cover|for)",
    'outcome',
  ),
  cue(
    'wrong decision',
    "(?:think|feel|believe) (?:it's|it is|this is|that's|that is|the \\w+ is) (?:wrong|unfair|unjust|not right|incorrect)|(?:don't|do not|doesn't|does not) (?:think|feel|believe)\\b[^.!?]{0,60}\\b(?:fair(?:ly)?|right|reasonable|acceptable|good enough|correct)\\b|got (?:it|this|that|my \\w+) (?:badly |completely |totally |all )?wrong|wrong in law|not what (?:i|she|he|we) (?:was|were) told|unjust|on a technicality|nobody (?:told|explained|warned) (?:me|us|her|him)|(?:wasn't|was not|weren't|were not|never) told (?:about|that)",
    'outcome',
  ),
  // ICOBS 8.1.1R(3): an insurer must not unreasonably reject a claim.
  cue(
    'wrongly declined',
    "(?:wrongly|unreasonably|unfairly|unjustifiably) (?:declined|rejected|refused|repudiated|avoided)|(?:decline|declinature|rejection|refusal|repudiation|avoidance)(?: of (?:[a-z]+(?:'s)? ){0,3}claims?)? (?:is|was) (?:wrong|unreasonable|unjustified|unjustifiable|incorrect|mistaken|unfounded)",
    'outcome',
  ),

  cue('not happy', 'not (?:at all |so |very |too |really |that |entirely )?happy', 'emotion'),
  cue('unhappy', 'unhappy', 'emotion'),
  // The word of the DISP definition itself: "any oral or written expression of dissatisfaction" (docs/domain.md §1.1).
  cue('dissatisfied', 'dissatisf(?:ied|action)|not (?:at all )?satisfied', 'emotion'),
  cue('not good enough', 'not good enough', 'emotion'),
  cue('unacceptable', 'unacceptable|not acceptable', 'emotion'),
  cue('disgusted', 'disgust(?:ed|ing)', 'emotion'),
  cue('disgraceful', 'disgrace(?:ful)?', 'emotion'),
  cue('appalling', 'appall?(?:ing|ed)', 'emotion'),
  cue('ridiculous', 'ridiculous', 'emotion'),
  cue('fed up', `(?:fed up|sick and tired)(?! (?:with|of) ${THE_WEATHER})`, 'emotion'),
  cue('let down', 'let (?:me |us )?down', 'emotion'),
  cue('disappointed', 'disappoint(?:ed|ing|ment)', 'emotion'),
  cue(
    'shocking service',
    "shocking|(?:poor|bad|terrible|awful|dreadful|rubbish|appalling|woeful) service|(?:your|the) service (?:has been|is|was) (?:poor|bad|terrible|awful|dreadful|shocking|rubbish|appalling|atrocious|woeful)|(?:poor|bad|terrible|awful|shoddy|sub-?standard) (?:quality|workmanship|repairs?|job|standard|communication|handling)|shoddy|substandard|botched|(?:paint|colour) (?:doesn't|does not|didn't|did not) match|nightmare (?:from start to finish|of a claim|service|experience)|(?:claim|process|experience|service|this) (?:has been|is|was) (?:a |an )?(?:absolute |complete |total |utter )?nightmare|express(?:ing)? (?:my |our )?(?:concerns?|dissatisfaction)",
    'emotion',
  ),
  cue('useless', '(?<!\\b(?:police|council|landlord|ambulance service)(?: r| are| is| were| was| have been| been)(?: \\w+)? )useless', 'emotion'),
  cue('incompetent', 'incompeten(?:t|ce)', 'emotion'),
  cue('frustrated', 'frustrat(?:ed|ing)', 'emotion'),
  cue('outrageous', 'outrageous', 'emotion'),
  cue(
    'angry',
    "(?<!\\bgets (?:very |really |easily |quite )?)(?:(?<!\\b(?:ex|husband|dad|father|brother(?:-in-law)?|partner|boyfriend|other driver|(?:claimant|defendant)['’]s father)\\b[^.!?\\n]{0,40})(?<!\\b(?:making|make|makes|made|get|gets) (?:him|her) )(?<!\\b(?:he|she)(?:'ll| will| would|'d) (?:be |get )(?:very |really )?)(?<!\\bwhen (?:he|she)(?:'s| is| was| gets| got) (?:very |really )?)(?<!\\b(?:our client|claimant|she) (?:was |is )?understandably )angry|angry(?= (?:with|at) (?:you|your|the|our)\\b| (?:about|that|because|over)\\b))|furious(?! with (?:[\\w'’]+,? ){1,3}not (?:with )?(?:us|you)\\b)|livid|fuming|outraged|infuriat(?:ed|ing)|(?<!\\b(?:motorists|drivers|neighbou?rs?|parents|couple|people|passengers)\\b[^.!?\\n]{0,20})annoyed(?! (?:at|with|about|by|that) (?:myself|himself|herself|themselves|him|them|the (?:other|hold-up|tenant|neighbou?r|cyclist|post|skip|scaffold)|(?:your|the) insured|(?:his|her|my) (?:son|daughter|husband|wife|partner)|missing)\\b)(?! than anything)",
    'emotion',
  ),
  cue(
    'worst service',
    'worst (?:service|experience|insurers?|company|claims?)|pathetic|shambolic|(?:a|an absolute|a complete|a total) (?:shambles|joke)|diabolical',
    'emotion',
  ),
  // "There was no help for it" means nothing else could be done; "no help needed" needs nothing.
  cue(
    'no help',
    '(?<!\\b(?:needs?|needed|needing|wants?|wanted|requires?|required) )no help(?! for it| (?:is |was )?(?:needed|required|necessary|wanted))|unhelpful|not (?:been )?(?:at all )?helpful',
    'emotion',
  ),
  cue(
    'rude',
    'rude|condescending|dismissive|patroni[sz]ing|arrogant|unprofessional|humiliat(?:ing|ed)|(?<!\\bi |\\btold (?:him|her|them|me) to )(?:put|slammed) the phone down|(?<!\\b(?:i|we) )hung up on|talked over|treated (?:me|us|her|him) (?:like|as if|as though)|cowboys|(?:from )?pillar to post|pass(?:ing|ed)? the buck|(?:the )?(?<!\\b(?:old|little|her|my|his|our|their|family|second) )run-?around|fob(?:bed)? (?:me |us |her |him )?off|(?:a )?different (?:story|answers?)|wrong information|(?<!\\b(?:i|we) (?:have |had )?)lied|lying to|stop lying|liars?(?! in (?:court|the witness box))|no idea what (?:they|he|she|you) (?:were|was|are|is) doing|(?:nobody|no-? ?one) (?:listens|listened|cares|cared|reads|read|seems to (?:know|care)|seems interested|thought|returns|bothers?)',
    'emotion',
  ),
  cue(
    'had enough',
    `(?:had|have had|'ve had) it up to here|had enough (?:of|with) (?!waking up|being here|being alive|it all\\b|life|living|everything|the lot of it\\b|the pain\\b)|sick (?:of|to death of)(?! (?:life|living)| ${THE_WEATHER})|tired of (?:being(?! a (?:burden|nuisance|bother))|waiting|chasing|your|the excuses)|at (?:my|his|her|our) wits'? end|giving me a headache|getting nowhere|upset(?:ting)? (?:by|with|at) (?:the way|how|your|you)|it's upsetting|(?:you|they) keep (?:phoning|calling|ringing|sending|asking|losing|cancelling)|keeps? cancelling|(?:felt|feel|was|been|being) (?:rushed|pressured|bullied|misled)|(?:your|more|these|the same) excuses|not (?:very |at all |really |remotely )?impressed|expected (?:better|more)|(?:deserve|expect) better|is this how you treat|how you treat (?:your |loyal |long-standing )+customers|this is what i get|told (?:me|us) one thing|conflicting (?:information|advice|answers)|contradict(?:ory|s|ed)|(?:actually|even|bother(?:ed)? to) read (?:my|the) (?:file|emails?|letters?|notes)|how is (?:this|that|it) (?:acceptable|fair|right)|is this acceptable|how can this be (?:right|acceptable|fair)|absolute (?:joke|shambles|disgrace|farce)|(?:cancel(?:ling)?|leaving|not renew(?:ing)?) (?:my|the) policy because|take my business elsewhere|(?:never|won't|will not) (?:use|recommend) you|(?:patience (?:is|has) (?:running|run|worn) (?:out|thin)|lost (?:my|all) patience|end of my patience)|enough is enough|beyond a joke|beggars belief|(?:can't|cannot|couldn't) believe (?:how (?:long|slow|rude|bad|badly|poor)|(?:that )?you (?:have|'ve|would|could))|how (?:dare|can) you|shame on you|laughable|farc(?:e|ical)`,
    'emotion',
  ),
  cue(
    'sarcasm',
    "thanks for nothing|(?:really|very|most) impressive|congratulate you|(?:only|just) took (?:\\d+|a|two|three|four|five|six|seven|eight|several) (?:weeks|months)|(?:hear|heard) (?:from you|back) at last|was the phone broken|must be a different meaning|another (?:week|month|day),? another|(?:brilliant|great|fantastic|wonderful|lovely|marvellous)[,!]? so (?:i'll|i (?:have|get) to|i'm)",
    'emotion',
  ),

  cue(
    'still waiting',
    "(?<!\\b(?:contractor|builder|garage|repairer|plumber|bodyshop|supplier|roofer|electrician|engineer)s? (?:is |are |was |were )?)(?<!\\bthey(?:'re| are| were) )still (?:waiting(?! (?:for|on) (?:my|her|his|their|the) (?:asylum|visa|immigration|home office|council|housing|hospital|operation|surgery|scan|test|benefits?|PIP|universal credit|divorce|court|gp|biopsy|redundancy|wages|final pay|pension)\\b)|not heard|haven't heard|have not heard|no (?:reply|response|update))",
    'delay',
  ),
  cue(
    'no one has called back',
    '(?:no(?:-| )?one|nobody) (?:has |have |had |ever |ever )?(?:called|calls|rung|rings|phoned|phones|rang|got|gets|gotten|come|comes|written|writes|gone) (?:me |us |her |him )?back|never (?:called|rung|phoned|rang|got|wrote|written|came|come) (?:me |us )?back',
    'delay',
  ),
  cue(
    'waiting for weeks',
    '(?:been )?waiting (?:for )?(?:weeks|months|ages|over (?:a|two|three|four|six) (?:weeks?|months?)|(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen) (?:weeks|months) for (?:you|your|a (?:decision|payment|reply|response|call ?back|settlement)|my (?:money|payment|settlement|cheque))\\b)',
    'delay',
  ),
  cue('taking too long', 'taking (?:so|too|far too|way too|this) long|(?:unreasonable|unacceptable|ongoing|constant|endless|repeated) delays?', 'delay'),
  cue('no response', 'no (?:reply|response|update|answer)s?(?: from you| to my)', 'delay'),
  cue('chased', 'chas(?:ed|ing) (?:you|this|again|up|it)', 'delay'),
  // A repeat told of an event ("Second time this week.", "the second time he had a knife") is not a chase.
  cue(
    'third time',
    `${NOT_AFTER_A_STAY}(?:second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th) (?:time|call|email|letter|chaser|attempt)(?! (?:came|arrived|landed|was delivered|dropped)\\b)(?! (?:this|that) (?:week|month|fortnight|year)\\s*[.,;]| since (?:the|christmas|\\w+day)\\b|,? (?:he|she|they|with (?:a|the|his|her)|a passer-by|kicked|i lay|she was|he had|he told)\\b)(?![^.!?\\n]{0,20}\\basking (?:the same|again)\\b)|how much longer(?:\\?| (?:do|must|have|should|am) (?:i|we) (?:have to )?(?:wait|put up|chase)| (?:will|is) (?:this|it) (?:take|go on|drag on)| are you going to)|(?:rung|rang|called|phoned|chased|emailed|written|wrote|sent|asked(?! who (?:i|we) (?:was|were)\\b)(?! (?:me |us |him |her )?to (?:repeat|say (?:it|that|things) again|slow down|speak (?:slower|more slowly))\\b)(?!(?<=\\b(?:PH|TP|she|he|insured|caller|customer|claimant)\\b[^.!?]{0,30} asked) (?:me |us |him |her )?the same (?:q|question|questions|thing)\\b)|told|explained|contacted|given)[^.!?]{0,40}\\b(?<!\\b(?:stop|stopped|pause|paused) )(?:three|four|five|six|3|4|5|6|several|so many) times(?! to (?:use|log ?in|get (?:in|past|through|on)|access|register|upload|fill|complete|open|find|sign|do|enter|type|submit)\\b| who (?:i|we) (?:was|were)\\b)|(?<!\\bread (?:it|this|that|the \\w+|your \\w+(?: \\w+)?) )(?:three|four|five|six|several|so many) times (?:now|already)|how many (?:more )?times`,
    'delay',
  ),
  cue(
    'no call back',
    "(?:not|never|don't|doesn't|didn't) (?:returned|returning|return) (?:my|her|his|our) calls|(?:i|she|he|we) was told (?:i'd|she'd|he'd|we'd|i would|she would|he would) (?:get|have) a call|(?:didn't|did not|never) (?:get|got|receive|received) (?:the|a|my|any) (?:call|reply|response|update)|(?:remains?|still) unresolved|takes? (?:a|two|three|four|six) (?:weeks?|months?) to|why (?:has|is|does|did|hasn't) it tak|heard nothing|(?:left|kept) (?:me |us |her |him )?(?:in limbo|in the dark|hanging(?! (?:by|off|from|down|loose|on)\\b))|in limbo|(?:nobody|no-? ?one) (?:has been|came|has come) (?:out|round)|(?:nobody|no-? ?one) (?:is )?answering|(?:not|never) answer(?:ing|ed)? (?:my|the|our) (?:emails?|calls?|phone|letters?)|(?<!\\b(?:put|putting|place|placed|keep|keeping|kept|left|leave|leaving) (?:the |this |his |her |my |our |their )?(?:[\\w-]+ ){0,2}(?:claim|file|matter|case|everything|it|things|repairs?|work) )(?<!\\b(?:claim|file|matter|case)(?: is| was| now| remains| stays)? )on hold for|still without (?:a|my|the|any|our) (?:car|kitchen|heating|home|hot water|bathroom)|still (?:no|not had|not received|haven't (?:had|received|got|heard)) (?:a |any )?(?:decision|date|word|news|money|payment|cheque|call|reply|response|update|sign)|where(?:'s| is) (?:my|the|our) (?:money|payment|cheque|car|settlement|engineer|update)|(?:been|keep|kept|having to|have to|had to) chas(?:e|ing)|(?:nobody|no-? ?one) has (?:been in touch|contacted|replied|responded|come)|(?:not|never) (?:had|received) (?:a|any) (?:reply|response|call|update)|(?<!\\b(?:idea|thought|prospect|worry|fear) of (?:this|it|the claim) )dragg(?:ing|ed) on|(?:has|have|it's|it has|this has) (?:now )?(?:been|taken) (?:over |more than )?(?:\\w+ )?(?:weeks|months|a month)(?! (?:now )?and (?:it'?s|it is|i'?m|i am|she'?s|he'?s) (?:no better|not (?:any )?better|still (?:sore|painful|ringing|bad|the same)))|without (?:a|my|her|his) (?:car|kitchen|heating|home) for (?:\\w+ )?(?:weeks|months)|(?<!(?:excuse|forgive|sorry for|apologies for|apologise for|pardon|bear with) )(?<!\\b(?:asked|asking|ask) (?:\\w+ ){0,3}(?:whether|if|about) )(?<!\\b(?:apologi[sz]ed|apologi[sz]ing|apologetic|worry|worried|no problem(?: at all)?|no issue) (?:about|for|over) )(?<!\\bexplain(?:ed|ing|s)? )(?:your|the|these|this|constant|continued|ongoing|further|endless|repeated|long) delays?(?! (?:in (?:\\w+ ){0,2})?(?:was|is|has been|being|arose) (?:entirely |wholly |all )?(?:attributable to|the (?:supplier|repairer|builder|garage|scaffolder|tenant|manufacturer)['’]s|on (?:his|her|their) (?:side|end)|(?:from|due to|because of|down to|caused by) (?:the )?(?:repairer|supplier|parts|garage|builder|tenant|manufacturer|weather|bank holiday|scaffolder|availability)))(?! in (?:reporting|notifying|getting back|replying|answering|responding|sending|returning|letting|telling|contacting))(?! (?:is|was|has been) (?:down to|due to|because of) (?:my|our) own\\b)",
    'delay',
  ),
  cue('weeks and nothing', '(?:weeks|months) (?:and|with|of) (?:nothing|no (?:reply|response|update|progress))', 'delay'),
  cue('lost my documents', 'lost (?:my|our) (?:documents|paperwork|forms?|photos|claim|file)', 'delay'),
  cue("promised and didn't", "promised[^.!?\\n]{0,60}(?:didn't|did not|never|hasn't|has not|haven't)", 'delay'),
  cue('ignored', 'ignor(?:ed|ing) (?:me|my|us|our)', 'delay'),

  cue('out of pocket', 'out of pocket', 'harm'),
  cue('cost me', 'cost (?:me|us)', 'harm'),
  cue('had to pay myself', 'had to pay (?:for it )?(?:myself|ourselves|out of my own pocket)', 'harm'),
  cue('stress', '(?<!traumatic )stress(?:ed|ful)?|distress(?:ed|ing)?', 'harm'),
  cue('anxiety', 'anxiety', 'harm'),
  cue("can't sleep", "can't sleep|cannot sleep|sleepless", 'harm'),
  cue('inconvenience', 'inconvenien(?:ce|ced|t)', 'harm'),
  cue('time off work', 'time off work', 'harm'),
  ...DISSATISFACTION_CONCEPTS,
  ...DISSATISFACTION_FAMILIES,
  ...DISSATISFACTION_EXPRESSIONS,
  ...LATEST_DISSATISFACTION_CUES,
  ...FIFTY_NINTH_DISSATISFACTION_CUES,
];

export const DISSATISFACTION_LEXICON = lexicon(DISSATISFACTION_CUES);
