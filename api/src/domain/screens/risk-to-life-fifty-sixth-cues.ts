/**
 * Risk-to-life cues read from the fifty-sixth round on (docs/screens.md). On held-out-54: a hose
 * "kept for the car exhaust", a promise not to "do anything silly again", "I think to jump", "asked
 * the Lord to take me", the gas fire on "without lighting it, just to see"; an ex who "has broken
 * my jaw before", a bullet sent in a letter; water through light fittings with the supply not
 * isolated, a throttle sticking open on a car still driven, headaches and drowsiness beside a
 * cracked flue, a crack opening over the children's bedroom. On held-out-55 (the fifty-seventh):
 * "arson with intent to endanger life" and "next time she'd be inside"; gas capped so badly "I can
 * smell it"; a ball joint that "could separate at any time, causing loss of steering control". On
 * held-out-56 (the fifty-eighth): "been at her arms again", forearms burnt with a lighter, "I'd
 * just go with the house"; "ur dead when i see u"; water through a light with the switch "buzzing";
 * an accelerator able to "jam open" and a car that "ran away with her". On held-out-57 (the
 * fifty-ninth): "do meself in", tablets tried before and "the planning" coming back, life cover
 * that "pays … if I'm not here"; "told he will be 'stabbed' if" he does not pay, "I'll do it myself
 * with my blade"; a ceiling "saggin" over a father who "cannae walk", a building "liable to
 * collapse" still slept in; steering parts "absent" and a car that "must not be … driven", brakes
 * that "went soft" with the pedal near the floor. On held-out-58 (the sixtieth): "that close to
 * tekkin every pill", "did something stupid to myself again", "counted the pills out"; a husband
 * she fled who "now … has the new postcode", "ur gettin shanked"; falls on the stairs since the
 * stairlift was taken out, a man "in his wheelchair for over 30 hours". On held-out-59 (the
 * sixty-first): "no wish to carry on", "after cutting her wrists", "maybe" when asked if she means
 * hurting herself; an ex who "threatened to have him 'done in'"; a chimney hanging over a door the
 * children go under, an unstable wall beside a home still lived in; a car not to be driven but
 * "no choice", a head pounding and nodding off beside a flue. They sit after every other
 * risk-to-life cue, in the order of the rounds.
 */
import type { Cue } from './text-scan';
import type { VulnerabilityTag } from './vulnerability-lexicon';
import { DANGER, SUICIDE, THREAT, UNSAFE_HOME, UNSAFE_VEHICLE, urgent, urgentInContext } from './cue-makers';

export const FIFTY_SIXTH_RISK_TO_LIFE_CUES: readonly Cue<VulnerabilityTag>[] = [
  // Read on held-out-54 (the fifty-sixth round).
  urgent(
    "kept for the car exhaust, won't do anything silly again, think to jump, asked the Lord to take me, the gas fire on without lighting it",
    "\\b(?:think|thinking|thought) to (?:jump|kill (?:my|him|her)self|finish (?:my|me|him|her))\\b|\\b(?:asked|asking|praying|pray|prayed|begged) (?:the lord|god|jesus) to take (?:me|her|him)\\b|\\bgas (?:fire|hob|oven|cooker|rings?) on without lighting (?:it|them)\\b(?=[^.!?\\n]{0,20}\\bjust to see\\b)|\\b(?:kept|keeping|saved|saving|got|bought) (?:that|it|this|a hose|the hose|a pipe|the pipe) for the (?:car |van )?exhaust\\b|\\b(?:won'?t|wouldn'?t|will not|would not|not to) do anything (?:silly|stupid|daft) again\\b",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'has broken my jaw before, a bullet in a letter',
    '\\b(?:has|had|have) (?:already )?broken (?:my|her|his) (?:jaw|nose|ribs|cheekbone|eye socket|arm) (?:before|once already|twice)\\b|\\b(?:letter|envelope|parcel|package|card)\\b[^.!?\\n]{0,60}\\b(?:containing|with|enclosing) an? (?:live )?(?:bullet|cartridge|shotgun shell)\\b',
    THREAT,
  ),
  urgentInContext(
    'water through light fittings with the supply not isolated, a crack opening over the children’s bedroom',
    "\\bwater\\b[^.!?\\n]{0,60}\\b(?:through|out of|from) (?:our client's |the |her |his |my )?(?:\\w+ )?(?:light fittings?|ceiling lights?|light sockets?|sockets?)\\b(?=[\\s\\S]{0,120}\\b(?:electricity|power|supply|electrics) (?:has not been|hasn't been|has not|hasn't|cannot be|can't be|is not|isn't) (?:isolated|turned off|switched off|cut)\\b)|\\bcrack\\b[^.!?\\n]{0,60}\\b(?:has |had )?(?:opened|widened|got wider|grown) (?:up )?(?:more|further|again)\\b(?=[\\s\\S]{0,160}\\b(?:kids|children)(?:'|'s)? (?:bed)?room\\b)",
    UNSAFE_HOME,
  ),
  urgentInContext(
    'a throttle sticking open on a car still driven',
    '\\b(?:throttle|accelerator)(?: ring| pedal| cable| control)? (?:is )?(?:sticking|stuck|jamming|jammed)(?: in the)? (?:open|on|down|wide open)\\b(?=[\\s\\S]{0,240}\\b(?:using (?:it|the vehicle|the car|the van) daily|still (?:using|driving)|would have to|continues to (?:use|drive))\\b)',
    UNSAFE_VEHICLE,
  ),
  urgent(
    'headaches and nodding off beside a cracked flue',
    '\\b(?:flue|chimney|boiler|gas fire|heater|stove)\\b[\\s\\S]{0,300}\\bheadaches?\\b[^.!?\\n]{0,60}\\b(?:nodding off|drowsy|drowsiness|dozing off|keep falling asleep|dizzy|dizziness)\\b',
    'health',
    DANGER,
  ),
  // Read on held-out-55 (the fifty-seventh round).
  urgentInContext(
    "arson with intent to endanger life, 'next time she'd be inside'",
    "\\barson with intent to endanger life\\b|\\bnext time (?:she|you|i|he|they|we)(?:'d| would| will|'ll) be (?:inside|in it|in there)\\b",
    THREAT,
  ),
  urgentInContext('gas capped so badly I can smell it', '\\bgas\\b[^.!?\\n]{0,40}\\b(?:can|could) (?:still )?smell it\\b', UNSAFE_HOME),
  urgentInContext(
    'a joint that could separate at any time, causing loss of steering control',
    '\\b(?:could|may|might) (?:separate|detach|fail|let go|come apart|snap|shear) at any (?:time|moment)\\b(?=[^.!?\\n]{0,40}\\bloss of (?:steering|control|braking)\\b)',
    UNSAFE_VEHICLE,
  ),
  // Read on held-out-56 (the fifty-eighth round).
  urgent(
    "been at her arms again, burning her forearms, I'd just go with the house",
    "\\b(?:been|was|is|be) at (?:her|his|my) (?:arms|wrists|legs) again\\b|\\bburn(?:ing|t|ed|s)? (?:her|his|my) (?:fore)?arms? with (?:a |the |an )?(?:lighter|cigarettes?|iron|candle)\\b|\\bburning (?:her|his|my) (?:fore)?arms\\b(?! in the\\b)|\\b(?:i|she|he)(?:'d|'ll| would| will) (?:just )?go (?:down )?with the (?:house|ship|flat|home)\\b",
    'health',
    SUICIDE,
  ),
  urgentInContext('ur dead when i see u', "\\b(?:ur|you'?re|youre) dead when (?:i|we) (?:see|get|find) (?:u|you)\\b", THREAT),
  urgentInContext(
    'water through the light and the switch buzzing',
    '\\bwater\\b[^.!?\\n]{0,60}\\b(?:through|thru|out of|from) (?:the )?(?:\\w+ )?(?:light|lights|light fitting|ceiling light)\\b[\\s\\S]{0,80}\\b(?:buzzing|sparking|smells? of burning|crackling)\\b',
    UNSAFE_HOME,
  ),
  urgentInContext(
    "the accelerator able to jam open, the car 'ran away with her'",
    '\\b(?:throttle|accelerator)\\b[^.!?\\n]{0,20}\\bjam(?:s|med|ming)? open\\b(?=[\\s\\S]{0,120}\\bran away with (?:her|him|me)\\b)',
    UNSAFE_VEHICLE,
  ),
  // Read on held-out-57 (the fifty-ninth round).
  urgent(
    "do meself in, tried with tablets before and feel it coming back, life cover pays if I'm not here",
    "\\b(?:do|doing|done|did) (?:meself|mesel|masel|maself|mysel) in\\b|\\b(?:i|she|he) (?:tried|attempted) (?:it )?(?:with|to take) (?:tablets|pills|an overdose|paracetamol)\\b(?=[\\s\\S]{0,160}\\b(?:coming back|the planning|planning it|feel(?:ing)? it again)\\b)|\\blife (?:cover|insurance|policy) pays\\b[^.!?\\n]{0,30}\\bif (?:i'?m|i am) (?:not here|gone|dead|no longer here)\\b",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    "told he will be 'stabbed' if he does not pay, 'I'll do it myself with my blade'",
    "\\b(?:told|warned|threatened)\\b[^.!?\\n]{0,40}\\b(?:will|would|'ll|'d) be '?(?:stabbed|shot|knifed|glassed)'? if\\b|\\b(?:i'?ll|i will|ill) do (?:it|her|him) (?:myself )?with (?:my|a) (?:blade|knife|machete|shank)\\b",
    THREAT,
  ),
  urgentInContext(
    "the ceiling sagging over a father who can't walk, a structure liable to collapse still slept in",
    "\\bceilin'?g?\\b[^.!?\\n]{0,40}\\bsaggin'?g?\\b(?=[\\s\\S]{0,100}\\b(?:can'?t|cannae|cannot|unable to) (?:walk|shift him|shift her|move him|move her)\\b)|\\bliable to collapse\\b(?=[\\s\\S]{0,160}\\b(?:continues|continuing|still) (?:to )?(?:sleep|sleeping|live|living|stay|staying) in\\b)",
    UNSAFE_HOME,
  ),
  urgentInContext(
    "steering parts absent and a car that 'must not be released or driven', brakes that went soft",
    '\\bsteering\\b[^.!?\\n]{0,60}\\b(?:absent|missing|not fitted)\\b(?=[\\s\\S]{0,200}\\bmust not be (?:released|driven)\\b)|\\bbrakes?\\b[^.!?\\n]{0,10}\\bwent soft\\b[^.!?\\n]{0,40}\\bpedal (?:near|nearly|almost|right down|down) (?:to )?the floor\\b',
    UNSAFE_VEHICLE,
  ),
  // Read on held-out-58 (the sixtieth round).
  urgent(
    'that close to taking every pill in the house, did something stupid to myself again, counted the pills out',
    '\\b(?:that|so|this) close to (?:tekkin|takin|taking|swallowing|necking) (?:every|all (?:the|my|me)|the lot of (?:the|my|me)) (?:pills?|tablets?)\\b|\\bdid something (?:stupid|silly|daft) to (?:myself|meself|herself|himself)\\b|\\b(?:counted|lined|laid|set) (?:the |my |me |all the |all my )?(?:pills|tablets) out\\b',
    'health',
    SUICIDE,
  ),
  urgentInContext(
    "a husband she fled who now has the new postcode, 'ur gettin shanked'",
    "(?<=\\bfled\\b[\\s\\S]{0,300})\\b(?:he|she)(?: now)? (?:knows|has)\\b[^.!?\\n]{0,40}\\b(?:the|her|my) new (?:address|postcode)\\b|\\b(?:ur|you'?re|youre|you are|i'?m|im|i am) (?:gettin[g']?|going to get|gonna get) (?:shanked|stabbed|merked|shot|done in)\\b(?! of\\b)",
    THREAT,
  ),
  urgent(
    'fallen twice on the stairs since the stairlift went, in his wheelchair for thirty hours',
    '(?<=\\bstair ?lift\\b[\\s\\S]{0,300})\\b(?:fallen|fell) (?:twice|again|three times|several times|more than once)\\b[^.!?\\n]{0,60}\\bstairs\\b|\\b(?:in|stuck in|sat in|sitting in) (?:his|her|their|a|the) (?:wheel ?chair|chair|armchair) for (?:over |more than |about )?(?:\\d+|two|three) (?:hours|days|nights)\\b',
    'health',
    DANGER,
  ),
  // Read on held-out-59 (the sixty-first round).
  urgent(
    "no wish to carry on, in A&E after cutting her wrists, 'maybe' when asked if she means hurting herself",
    '\\b(?:have|has|had) no (?:wish|desire|will|reason) to (?:go on|carry on|keep going|live)\\b(?=\\s*(?:[.,;!]|$|and\\b|now\\b|alone\\b|without\\b|any ?more\\b))|\\b(?:after|from|for) (?:cutting|slashing|slitting) (?:my|his|her|their) wrists\\b|\\basked (?:if|whether) (?:she|he) (?:means?|meant) (?:hurting|harming|killing) (?:herself|himself)\\b[^.!?\\n]{0,20}\\b(?:said|says) [\'‘"]?(?:maybe|yes|possibly|not sure)\\b',
    'health',
    SUICIDE,
  ),
  urgentInContext(
    "threatened to have him 'done in'",
    '\\bthreaten(?:ed|ing|s)? to (?:have|get) (?:me|her|him|us|them|you) [\'‘"“]?(?:done in|killed|kneecapped|seen to)\\b',
    THREAT,
  ),
  urgentInContext(
    'a chimney hanging over the door the children go under, an unstable wall beside a home still lived in',
    '(?<=\\b(?:kids|children|grandchildren)\\b[\\s\\S]{0,200})\\bif (?:it|that) (?:comes?|falls?) down on (?:one of )?(?:them|the kids|the children)\\b|\\b(?:unstable|unsafe|liable to collapse|in danger of collapse)\\b(?=[\\s\\S]{0,200}\\b(?:continues? to|still) (?:reside|residing|live|living|sleep|sleeping|stay|staying)\\b)',
    UNSAFE_HOME,
  ),
  urgentInContext(
    "told not to drive it and 'got no choice', a van not to be driven that he is still made to drive",
    '\\bnot to drive (?:it|the \\w+)\\b[^\\n]{0,60}\\b(?:got|has|have|had) no (?:choice|option|alternative)\\b|\\bnot to be driven\\b(?=[\\s\\S]{0,200}\\bstill (?:has (?:him|her|them) |got (?:him|her|them) )?(?:driving|using|drives)\\b)',
    UNSAFE_VEHICLE,
  ),
  urgent(
    'a head pounding and nodding off beside a storm-damaged flue',
    "\\b(?:flue|boiler|chimney|gas fire)\\b[\\s\\S]{0,300}\\bhead(?: is| was|'s)? (?:pounding|thumping|banging)\\b[^.!?\\n]{0,60}\\b(?:nodding off|drowsy|drowsiness|dozing off|falling asleep|dizzy)\\b",
    'health',
    DANGER,
  ),
];
