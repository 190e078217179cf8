/**
 * Cues of an expression of dissatisfaction (docs/domain.md §1.4). The FCA definition works on
 * meaning, not keywords, and no regulator publishes a list: this is a screen for a human to
 * review, erring towards flagging ("if in doubt, treat it as a complaint").
 */
import { lexicon, type Cue } from './text-scan';

/** In order of how clearly they signal a complaint; a message reports its clearest cue. */
export const DISSATISFACTION_CATEGORIES = ['explicit', 'escalation', 'outcome', 'emotion', 'delay', 'harm'] as const;
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
const ROUTINE_FOR_PROFESSIONALS = new Set(['legal action', 'instruct a solicitor', 'small claims court']);

/**
 * Suing the insurer itself: routine from a claimant's representative (a third party may claim
 * against the insurer directly), a dispute when the policyholder's own representative says it.
 */
const ROUTINE_FROM_CLAIMANT_SIDE = new Set(['proceedings against you']);

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
  return (standing === 'claimant_representative' || standing === 'claimant_side') && ROUTINE_FROM_CLAIMANT_SIDE.has(hit.cue);
}

/**
 * Someone the writer describes: "the other driver was furious", "my neighbour was livid".
 * Their temper is part of the story of the loss, not the writer's dissatisfaction with us.
 */
const SOMEONE_ELSE =
  /\b(?:the|a|an|this|that|his|her|their|my|our) (?:other |third[- ]party )?(?:driver|motorist|cyclist|rider|neighbours?|landlord|tenants?|builder|contractor|plumber|passengers?|pedestrian|officer|policem[ae]n|man|woman|lady|bloke|guy|owner|witness)\b[^.!?,;]{0,30}$/i;

/**
 * The emotion cues that are a feeling someone has. The rest are verdicts on someone's work
 * ("the lady on the phone was unhelpful", "the man who answered was useless"), and the person
 * judged may be one of our own staff, so they stay a sign of dissatisfaction.
 */
const FEELINGS = new Set(['not happy', 'unhappy', 'dissatisfied', 'disgusted', 'fed up', 'disappointed', 'frustrated', 'angry']);

/** True when a feeling cue at `index` describes someone else the writer mentions. */
export function isSomeoneElsesFeeling(text: string, hit: { index: number; cue: string }): boolean {
  if (!FEELINGS.has(hit.cue)) return false;
  return SOMEONE_ELSE.test(text.slice(Math.max(0, hit.index - 80), hit.index));
}

const cue = (c: string, pattern: string, tag: DissatisfactionCategory): Cue<DissatisfactionCategory> => ({
  cue: c,
  pattern,
  tag,
});

export const DISSATISFACTION_CUES: readonly Cue<DissatisfactionCategory>[] = [
  cue('formal complaint', 'formal(?:ly)? complain(?:t|ts)?', 'explicit'),
  // "Complains of neck pain" describes a symptom (medical reports, letters of claim).
  cue('complaint', 'complaints?(?! of\\b)', 'explicit'),
  cue('complain', 'complain(?:ing|ed|s)?(?! of\\b)', 'explicit'),
  cue('escalate', 'escalat(?:e|ed|ing|ion)', 'explicit'),
  cue('speak to a manager', '(?:speak|talk) (?:to|with) (?:a |your |the )?(?:manager|supervisor|someone (?:more )?senior)', 'explicit'),
  cue('take this further', 'take (?:this|it|the matter|matters) (?:any )?further', 'explicit'),
  cue('not the end of the matter', 'not the end of (?:the|this) matter', 'explicit'),

  cue('ombudsman', '(?:financial )?ombudsman|FOS', 'escalation'),
  cue('FCA', 'FCA|Financial Conduct Authority|regulator', 'escalation'),
  cue(
    'instruct a solicitor',
    '(?:instruct|instructing|contact|contacting|consult|consulting|speak(?:ing)? to|see|seeing|get|getting|involve|involving|engage|go(?:ing)? to|refer(?:ring)? (?:this|it|the matter) to|pass(?:ing)? (?:this|it) (?:on )?to|hand(?:ing)? (?:this|it) to) (?:a |my |our )?(?:solicitors?|lawyers?)',
    'escalation',
  ),
  // Before 'legal action', so "legal action against you" reports the sharper cue.
  cue(
    'proceedings against you',
    '(?:legal action|(?:legal |court )?proceedings) against (?:you|yourselves|your company|the insurers?)|su(?:e|ing) you|take you to court',
    'escalation',
  ),
  cue('legal action', 'legal (?:action|proceedings)', 'escalation'),
  cue('small claims court', 'small claims court', 'escalation'),
  cue('trading standards', 'trading standards', 'escalation'),
  cue('my MP', 'my MP|member of parliament', 'escalation'),
  cue('the press', 'the press|newspapers?|watchdog', 'escalation'),
  // Facebook Marketplace is where contents are often bought, not a threat to go public.
  cue('social media', 'social media|trustpilot|twitter|facebook(?! marketplace)|(?:bad|negative|one-star|1-star) reviews?', 'escalation'),

  cue('unfair', 'unfair(?:ly)?', 'outcome'),
  cue('not fair', "(?:not|isn't|wasn't|aren't|weren't|hasn't|haven't)(?: been)? (?:at all )?fair(?:ly)?", 'outcome'),
  cue('mis-sold', 'mis-?sold|mis-?selling|misled|misleading', 'outcome'),
  cue('offer is an insult', 'insult(?:ing)?', 'outcome'),
  cue('not what I am entitled to', "not what (?:i'm|i am|we're|we are) entitled to", 'outcome'),
  cue('lowball', 'low-?ball(?:ed|ing)?', 'outcome'),
  cue('dispute', 'disput(?:e|ing)', 'outcome'),
  // ICOBS 8.1.1R(3): an insurer must not unreasonably reject a claim.
  cue(
    'wrongly declined',
    "(?:wrongly|unreasonably|unfairly|unjustifiably) (?:declined|rejected|refused|repudiated|avoided)|(?:decline|declinature|rejection|refusal|repudiation|avoidance)(?: of (?:[a-z]+(?:'s)? ){0,3}claims?)? (?:is|was) (?:wrong|unreasonable|unjustified|unjustifiable|incorrect|mistaken|unfounded)",
    'outcome',
  ),

  cue('not happy', 'not (?:at all )?happy', 'emotion'),
  cue('unhappy', 'unhappy', 'emotion'),
  // The word of the DISP definition itself: "any oral or written expression of dissatisfaction" (docs/domain.md §1.1).
  cue('dissatisfied', 'dissatisf(?:ied|action)|not (?:at all )?satisfied', 'emotion'),
  cue('not good enough', 'not good enough', 'emotion'),
  cue('unacceptable', 'unacceptable|not acceptable', 'emotion'),
  cue('disgusted', 'disgust(?:ed|ing)', 'emotion'),
  cue('disgraceful', 'disgrace(?:ful)?', 'emotion'),
  cue('appalling', 'appall?(?:ing|ed)', 'emotion'),
  cue('ridiculous', 'ridiculous', 'emotion'),
  cue('fed up', 'fed up|sick and tired', 'emotion'),
  cue('let down', 'let (?:me |us )?down', 'emotion'),
  cue('disappointed', 'disappoint(?:ed|ing)', 'emotion'),
  cue('shocking service', 'shocking|(?:poor|terrible|awful|dreadful) service', 'emotion'),
  cue('useless', 'useless', 'emotion'),
  cue('incompetent', 'incompeten(?:t|ce)', 'emotion'),
  cue('frustrated', 'frustrat(?:ed|ing)', 'emotion'),
  cue('outrageous', 'outrageous', 'emotion'),
  cue('angry', 'angry|furious|livid|fuming|outraged|infuriat(?:ed|ing)|annoyed', 'emotion'),
  cue(
    'worst service',
    'worst (?:service|experience|insurers?|company|claims?)|pathetic|shambolic|(?:a|an absolute|a complete|a total) (?:shambles|joke)|diabolical',
    'emotion',
  ),
  // "There was no help for it" means nothing else could be done.
  cue('no help', 'no help(?! for it)|unhelpful|not (?:been )?(?:at all )?helpful', 'emotion'),

  cue('still waiting', "still (?:waiting|not heard|haven't heard|have not heard|no (?:reply|response|update))", 'delay'),
  cue(
    'no one has called back',
    '(?:no(?:-| )?one|nobody) (?:has |have |had |ever )?(?:called|rung|phoned|rang|got|gotten|come|written|gone) (?:me |us )?back|never (?:called|rung|phoned|rang|got|wrote|written|came|come) (?:me |us )?back',
    'delay',
  ),
  cue('waiting for weeks', '(?:been )?waiting (?:for )?(?:weeks|months|ages|over (?:a|two|three|four|six) (?:weeks?|months?))', 'delay'),
  cue('taking too long', 'taking (?:so|too|far too|way too|this) long|(?:unreasonable|unacceptable|ongoing|constant|endless|repeated) delays?', 'delay'),
  cue('no response', 'no (?:reply|response|update|answer)s?(?: from you| to my)', 'delay'),
  cue('chased', 'chas(?:ed|ing) (?:you|this|again|up|it)', 'delay'),
  cue('third time', '(?:third|fourth|fifth|3rd|4th|5th) time', 'delay'),
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
];

export const DISSATISFACTION_LEXICON = lexicon(DISSATISFACTION_CUES);
