/**
 * Risk-to-life cues read from the sixty-sixth round on (docs/screens.md), after
 * `risk-to-life-sixty-second-cues.ts` filled. On held-out-64: a driver who hit a tree without
 * braking and "just wanted it to be over"; "if I can't have you no one can", a driver who would
 * "shoot him"; a car whose wheel may detach that she "intends to continue driving" to school; a
 * man on warfarin who "had not taken warfarin for five days"; a loss adjuster's "immediate risk of
 * serious injury"; a mother who "hasn't felt the baby move" since the crash. On held-out-65 (the
 * sixty-seventh round): a lender who'll "break both her legs"; a man who "cannot safely go
 * without ventilation" while the power is off; a doctor's "requires immediate assessment". On
 * held-out-66 (the sixty-eighth): "my husband he say he kill me", a witness who will be "finished
 * off" if he gives evidence. On held-out-67 (the sixty-ninth): "she cuts herself when anxious", a
 * man who would be "found in the Humber", a ceiling "like a balloon" over a man who cannot leave
 * his bed, a doctor's "places him at serious risk", "if there was a fire I'd be stuck", a
 * ventilator's alarm sounding with a fault; "I not want to live more", "thinking every night how to
 * finish it", "I'd have swallowed the lot", "not sure ill be about much longer". On held-out-68
 * (the seventieth): "sat with a full box of my tablets … just looking at them", "left a note and
 * was found"; "he said next time I won't get back up"; a chimney stack "leaning towards the
 * street" whose bricks fell "onto the front path". On held-out-69 (the seventy-first): letters
 * "for after", "having my stomach pumped", "how easy it would be to just put it into a tree"; he
 * would "finish him off"; insulin stolen "and my sugar is 19 and rising", a tree "in imminent
 * danger of failure", a doctor who "says it's getting dangerous", a dialysis session missed. On
 * held-out-70 (the seventy-second): a driver who hit a wall "on purpose" and was "gutted to have
 * walked away from it"; a man who would "not make it home one night"; a woman with dementia who
 * "has twice left the gas hob on and walked off". On held-out-71 (the seventy-third): "going to
 * come back with something and kill him", "he'll make sure nobody ever finds me"; "keeping warm
 * with the gas oven on and the door open"; "a large amount of paracetamol", "keeping back my
 * tablets", "saving her heart pills up", no "purpose in going on" (he would "'kill her …'" and he'd
 * "'drive it off the cliffs'" are the lexicon's since the seventy-fifth). They sit after every
 * other risk-to-life cue.
 */
import type { Cue } from './text-scan';
import type { VulnerabilityTag } from './vulnerability-lexicon';
import { DANGER, SUICIDE, THREAT, UNSAFE_HOME, UNSAFE_VEHICLE, WELFARE_RAISED, urgent, urgentInContext } from './cue-makers';

/** Medicines whose gap of days is itself the danger: a clot, a hypo, a seizure. */
const LIFE_SAVING_MEDICINE =
  '(?:warfarin|apixaban|rivaroxaban|anticoagulants?|anticoagulant injections|blood thinners?|insulin|anti-?epileptics?|epilepsy (?:tablets|medication|meds)|seizure (?:tablets|medication|meds)|heart (?:tablets|medication|meds)|steroids)';

export const SIXTY_SIXTH_RISK_TO_LIFE_CUES: readonly Cue<VulnerabilityTag>[] = [
  urgent(
    'just wanted it to be over, after a crash without braking or in the ambulance',
    "(?<=\\b(?:no (?:tyre|skid|brake) marks|no (?:evidence|sign) of (?:any )?braking|(?:did not|didn'?t|never) brake|single[- ]vehicle|on purpose|deliberately|in the ambulance)\\b[\\s\\S]{0,300})\\bwant(?:ed|s)? (?:it|everything) (?:all )?(?:to be )?over\\b",
    'health',
    SUICIDE,
  ),
  // "Threatened to shoot" is the lexicon's threat cue already; this is the threat told without the word.
  urgentInContext(
    "if I can't have you no one can, he would shoot him",
    "\\bif i (?:can'?t|cannot|can not|don'?t) have (?:you|her|him),? no ?(?:one|body)(?: else)? (?:can|will|does|gets to)\\b|\\b(?:would|will|'ll|going to|gonna) ['‘\"“]?shoot (?:him|her|you|them|us)\\b(?! (?:an?|over|through|the) )",
    THREAT,
  ),
  urgentInContext(
    'a car unroadworthy, its steering or a wheel failing, that she intends to keep driving',
    '\\b(?:unroadworthy|not roadworthy|steering (?:control )?is compromised|may (?:detach|come off|fail)|(?:brakes?|steering) (?:has |have )?failed)\\b[\\s\\S]{0,300}\\b(?:intends?|intending|plans?|planning|going|wants?|has|will have) to (?:continue|keep|carry on) (?:driving|using) it\\b',
    UNSAFE_VEHICLE,
  ),
  urgent(
    'has not taken his warfarin or insulin for days',
    `\\b(?:had not|has not|hasn'?t|hadn'?t|haven'?t|have not|not) (?:taken|had) (?:(?:his|her|my|their|any) )?${LIFE_SAVING_MEDICINE}\\b[^.!?\\n]{0,20}\\b(?:for (?:\\d+|two|three|four|five|six|seven|several|a few|a couple of) (?:days|weeks)|since)\\b`,
    'health',
    DANGER,
  ),
  // A professional's judgement of the risk: its driver is whatever the text says puts them at it.
  urgentInContext(
    'an immediate or serious risk of serious injury',
    '(?<!\\b(?:no|not an?|any|little|low|minimal)\\s)\\b(?:immediate|serious|significant|real|high|genuine) risk of (?:serious )?(?:injury|harm)\\b',
    WELFARE_RAISED,
  ),
  urgent(
    "hasn't felt the baby move since",
    "\\b(?:had not|has not|hasn'?t|hadn'?t|haven'?t|have not|not|can'?t|cannot|couldn'?t) felt (?:the |her |my |our )?baby move\\b|\\bbaby (?:hasn'?t|has not|hadn'?t|had not) moved\\b",
    'health',
    DANGER,
  ),
  // A promise of bones broken is a threat even without "threatened"; the driver comes from context.
  urgentInContext(
    "he'll break both her legs",
    "\\b(?:he|she|they|i|we)(?:'ll|'d| will| would| is going to|'s going to| are going to|'re going to| was going to| is gonna|'s gonna) (?:break|snap|smash) (?:both (?:of )?)?(?:her|his|your|my|their) (?:legs|arms|neck|jaw|kneecaps|knees|fingers)\\b",
    THREAT,
  ),
  urgent(
    'cannot safely go without ventilation, its battery lasting hours',
    "\\b(?:cannot|can'?t|can not|could not|couldn'?t|must not|mustn'?t) (?:safely )?(?:go|be left|manage|last|survive|sleep) (?:without|off) (?:his|her|their|my|the )?(?:ventilat(?:ion|or)|oxygen|dialysis|cough assist|bi-?pap|c?pap)\\b|\\b(?:ventilator|ventilation|oxygen|concentrator|cough assist)(?: machine)?(?:'s)? batter(?:y|ies) (?:lasts?|will last|only lasts?|runs? out)\\b",
    'health',
    DANGER,
  ),
  // A doctor's present judgement that it cannot wait: not "did not require urgent treatment".
  urgent(
    'requires immediate or emergency assessment',
    "(?<!(?:\\bnot|n't|\\bno|\\bnever)\\s)\\b(?:requires?|needs?|required) (?:immediate|emergency|same[- ]day) (?:medical )?(?:assessment|attention|admission|review)\\b|\\b(?:requires?|needs?) urgent (?:medical )?(?:assessment|attention|admission)\\b",
    'health',
    DANGER,
  ),
  // A threat told in the words of someone writing in a second language, and a witness warned off.
  urgentInContext(
    'he say he kill me, he will be finished off if he gives evidence',
    "\\b(?:he|she|they) (?:say|says|said|tell|tells|told (?:me|her|him)) (?:he|she|they) (?:kill|hurt|beat|stab|burn|finish) (?:me|her|him|us|them|my)\\b|\\b(?:will|'ll|would|'d|is going to|'s going to) be ['‘\"“]?(?:finished off|done in)['’\"”]? if\\b",
    THREAT,
  ),
  // Read on held-out-67 (the sixty-ninth round).
  urgent(
    'cuts herself when anxious',
    "\\b(?:cuts?|cutting|burns?|burning|hurts?|hurting|scratch(?:es|ing)?) (?:her|him|my|them)sel(?:f|ves) (?:when|whenever|if) (?:(?:she|he|i|they)(?:'s|'m| is| am| are| gets?| feels?| get| feel)? )?(?:very |really |too )?(?:anxious|stressed|upset|overwhelmed|low|panicky|panicking|angry|down|wound up|triggered)\\b",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'he would be found in the river',
    "\\b(?:he|she|you|they|him|her)(?:'d|'ll| would| will| could| might| is going to| was going to)? (?:be|end up) ['‘\"“]?found (?:floating |dead )?in (?:the|a) (?:river|canal|humber|thames|mersey|clyde|tyne|severn|dock|docks|reservoir|harbour|ditch|woods)\\b",
    THREAT,
  ),
  urgentInContext(
    'a ceiling like a balloon, afraid it falls on him',
    "\\b(?:ceiling|plaster(?:board)?)\\b[^.!?\\n]{0,50}\\b(?:like a (?:balloon|bubble|belly)|ballooning|bellying)\\b|\\b(?:afraid|scared|frightened|terrified|worried) (?:it|the ceiling|the roof)(?:'s| will| is going to| may| might| could| would)? (?:fall|falls|come down|comes down|collapse|collapses|cave in) on (?:him|her|them|us|me|the (?:baby|kids|children))\\b",
    UNSAFE_HOME,
  ),
  // Not a risk to money or a case: a person put at a serious or immediate risk.
  urgentInContext(
    'places him at serious risk, she is at immediate risk',
    "\\b(?:(?:places?|placing|placed|puts?|putting|leaves?|leaving|left) (?:him|her|them|me|us)|(?:he|she|they|i|we)(?:'s|'re|'m| is| are| am| was| were| would be| will be| remains?))(?: now| therefore)? at (?:immediate|serious|grave|significant|real|considerable) risk\\b(?! of (?:losing|eviction|being evicted|repossession|financial|debt|missing|falling behind|prosecution|a fine|a ccj|court|legal|the claim|the debt|(?:his|her|their|the) (?:home|house|business|van|car|job)))",
    WELFARE_RAISED,
  ),
  urgentInContext(
    "if there was a fire I'd be stuck",
    "\\bif (?:there was|there were|there's|there is|there ever was) (?:a|any) fire,? (?:i|she|he|they|we)(?:'d| would| will|'ll) (?:be )?(?:stuck|trapped|unable to get out|not (?:be able to )?get out)\\b",
    UNSAFE_HOME,
  ),
  urgent(
    "a ventilator's alarm sounding with a fault",
    "\\b(?:ventilator|ventilation|oxygen|concentrator|dialysis|bi-?pap|c?pap|cough assist|feeding pump)(?: machine| unit)?(?:'s)? alarm (?:sounded|went off|kept going off|going off|sounding)\\b(?=[^.!?\\n]{0,40}\\b(?:fault|failure|failed|error|stopped))|\\b(?:ventilator|concentrator|cough assist|feeding pump)(?: machine| unit)? (?:developed a fault|malfunctioned|broke down)\\b",
    'health',
    DANGER,
  ),
  urgent(
    "I not want to live more, thinking how to finish it, I'd have swallowed the lot, not sure I'll be about much longer",
    "\\b(?:i|she|he) not want (?:to )?(?:live|be alive|be here)\\b|\\b(?:think|thinks|thinking|thought|plan|planning|planned)\\b[^.!?\\n]{0,30}\\bhow to (?:finish|end) (?:it|it all|my life|everything)\\b|\\b(?:i'?d|i would|she'?d|she would|he'?d|he would) have (?:swallowed|taken|downed) (?:the lot|them all|all of them|the whole (?:box|packet|bottle)|all (?:my|her|his) (?:tablets|pills))\\b|\\b(?:not sure|don'?t think|doubt) (?:i'?ll|ill|i will|she'?ll|she will|he'?ll|he will) be (?:about|around|here) (?:for )?(?:much |very )?(?:longer|long)\\b",
    'health',
    SUICIDE,
  ),
  // Read on held-out-68 (the seventieth round).
  urgent(
    'sat with a full box of tablets looking at them, left a note and was found',
    '\\b(?:sat|sitting|sits|sit) (?:here |there |up )?with (?:a |the )?(?:full |whole )?(?:box|bottle|packet|stash|pile|drawer) of (?:my |her |his |the )?(?:tablets|pills|meds|painkillers|sleeping pills)\\b|\\bleft a note\\b(?! for (?:the|a|an|our|your) (?:builder|engineer|contractor|plumber|postman|courier|neighbour|driver|assessor)\\b)[^.!?;\\n]{0,40}\\b(?:was|were|been) found\\b',
    'health',
    SUICIDE,
  ),
  urgentInContext(
    "next time I won't get back up",
    "\\bnext time (?:i|you|she|he)(?:'ll| will)? ?(?:won'?t|wont|will not|wouldn'?t) (?:get (?:back )?up|walk away|wake up|be so lucky|be breathing|get out alive)\\b",
    THREAT,
  ),
  urgentInContext(
    'a chimney stack leaning, bricks fallen onto the path',
    "\\b(?:chimney )?stack(?:'s| is| has)? (?:now )?(?:visibly |badly |clearly )?(?:leaning|moving|bowing|cracked through|coming away)\\b|\\b(?:pieces? of (?:brick|masonry|render|stone|chimney)|bricks|masonry|flaunching|slates|tiles|chimney pots?)\\b[^.!?\\n]{0,40}\\b(?:fell|falling|came down|coming down|dropped) (?:onto|on to|into|on) (?:the |our |my |her |his )?(?:front |back )?(?:path|pavement|drive|driveway|street|road|pram|footpath|doorstep|patio|steps)\\b",
    UNSAFE_HOME,
  ),
  // Read on held-out-69 (the seventy-first round).
  urgent(
    'letters for after, a stomach pumped, how easy it would be to put it into a tree',
    '\\b(?:letters?|notes?|messages?)\\b[^.!?\\n]{0,60}[\'‘"“]for after(?=[\'’"”])|\\b(?:having|had|have|get|got) (?:my|her|his|their) stomachs? pumped\\b|\\bhow easy it would be to (?:just )?(?:put|drive|steer|crash|swerve|jump|step|walk)\\b(?=[^.!?\\n]{0,40}\\b(?:tree|wall|bridge|lorry|river|train|traffic|edge|in front)\\b)',
    'health',
    SUICIDE,
  ),
  // Said of someone, not of a clutch: "a clutch would finish me off, love".
  urgentInContext(
    'he would finish him off',
    "\\b(?:he|she|they|i|we)(?: would| will|'ll|'d| is going to| was going to| are going to| were going to| gonna| said he'd| said she'd) ['‘\"“]?finish (?:him|her|me|you|them|us) off\\b",
    THREAT,
  ),
  urgent(
    "insulin taken and sugar rising, a doctor who says it's getting dangerous, a dialysis session missed",
    "\\b(?:insulin|glucagon)\\b[^.!?\\n]{0,60}\\b(?:was|were|got|been) (?:taken|nicked|lost)\\b|\\b(?:blood )?sugars? (?:is|are|was|were)? ?(?:already |now )?(?:1[89]|2\\d|3\\d|sky high|really high) and (?:rising|climbing|going up)\\b|\\b(?:doctors?|consultant|surgeon)\\b[^.!?\\n]{0,20}\\bsays? (?:it'?s|it is) (?:getting |becoming )?(?:dangerous|critical|life-?threatening)\\b|\\b(?:missed|missing) (?:today'?s|his|her|their|this week'?s|yesterday'?s|a) (?:dialysis )?sessions?\\b(?<=dialys\\w*\\b[\\s\\S]{0,200})",
    'health',
    DANGER,
  ),
  urgentInContext('a tree in imminent danger of failure', '\\bin imminent danger of (?:failure|failing|falling|collapse|collapsing)\\b', UNSAFE_HOME),
  // Read on held-out-70 (the seventy-second round).
  urgent(
    'drove at the wall on purpose, gutted to have walked away from it',
    "\\b(?:drove|driven|driving|steered|aimed|put|swerved) (?:the car |the van |it )?(?:at|into) (?:a|the|that) (?:wall|tree|bridge|barrier|pillar|lamp ?post|bollard|lorry|bus|river)\\b[^.!?\\n]{0,20}['‘\"“]?(?:on purpose|deliberately)\\b|\\b(?:gutted|disappointed|sorry|annoyed|upset|angry|devastated) (?:to have|that (?:he|she|i|they)(?:'d| had)?) (?:walked away from (?:it|the crash|the accident|the collision)|survived|lived)\\b",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'he would not make it home one night',
    "\\b(?:not|never|won'?t|wouldn'?t) ['‘\"“]?make it home (?:one (?:night|day|of these (?:nights|days))|alive|in one piece)\\b",
    THREAT,
  ),
  urgent(
    'has twice left the gas hob on and walked off',
    '\\b(?:twice|again|keeps?|kept|repeatedly|several times|more than once)\\b[^.!?\\n]{0,20}\\bleft the (?:gas )?(?:hob|cooker|oven|gas|rings?|grill|chip pan)\\b[^.!?\\n]{0,12}\\bon\\b(?=[^.!?\\n]{0,12}\\b(?:walked|wandered|gone|went) (?:off|out|away)\\b)|\\bkeeps? leaving the (?:gas )?(?:hob|cooker|oven|gas|rings?|grill|chip pan) on\\b',
    'health',
    DANGER,
  ),
  // Read on held-out-71 (the seventy-third round).
  urgentInContext(
    "he'll come back and kill him, he'll make sure nobody ever finds me",
    "\\b(?:going to|gonna|will|'ll|would|'d) ['‘\"“]?(?:come|be) back\\b[^.!?\\n]{0,30}\\band (?:kill|stab|shoot|hurt|do in) (?:me|her|him|us|them|you)\\b|\\bmake sure (?:nobody|no ?one|no-one) (?:will )?(?:ever )?finds? (?:me|her|him|you|us|them)\\b",
    THREAT,
  ),
  urgentInContext(
    'keeping warm with the gas oven on and the door open',
    '\\b(?:keeping|keep|kept|stay(?:ing)?|staying) warm (?:with|by|using) the (?:gas )?(?:oven|hob|cooker|rings)\\b|\\b(?:gas )?(?:oven|cooker)(?: is| was)? on (?:and|with) the (?:oven )?door open\\b',
    UNSAFE_HOME,
  ),
  urgent(
    'a large amount of paracetamol taken, tablets kept back, heart pills saved up, no purpose in going on',
    "\\b(?:took|taken|taking|swallowed) (?:a )?(?:large|huge|big|massive) (?:amount|quantity|number|dose) of (?:paracetamol|pills|tablets|co-codamol|codeine|sleeping (?:pills|tablets)|(?:his|her|my) (?:pills|tablets|medication|meds))\\b|\\b(?:keeping|kept|holding|held) back (?:my|his|her|their) (?:\\w+ )?(?:tablets|pills|meds|medication)\\b|\\bsaving (?:my|his|her|their) (?:\\w+ )?(?:tablets|pills|meds) up\\b|\\b(?:(?:do not|don'?t|can'?t|cannot|can not) (?:really )?see|no longer see|see no|find no) (?:the |any )?(?:purpose|point) in going on\\b(?! with\\b)",
    'health',
    SUICIDE,
  ),
];
