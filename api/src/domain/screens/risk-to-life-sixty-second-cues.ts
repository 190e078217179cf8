/**
 * Risk-to-life cues read from the sixty-second round on (docs/screens.md), after
 * `risk-to-life-fifty-sixth-cues.ts` filled. On held-out-60: a GP's "serious and immediate risk to
 * his life"; thoughts of "steering into an oncoming lorry", "tidying things up so Daniel doesn't
 * have to", "I'll be joining Ken soon", life cover that "pays out if it was your own doing"; men
 * who will "do his kneecaps", "you'll go the same way as the glass"; wheel nuts "only finger
 * tight"; a collapse with chest pain, a man alone who "has run out of food and his pain relief", a
 * child who has eaten rat bait. On held-out-61 (the sixty-third): "I do not intend to go on very
 * much longer", "2 days without a proper meal"; a wheel "wobbling", a car
 * "not roadworthy" that he "drives daily"; a husband who "nearly went over the edge" of a stairwell
 * left open, a lintel failing over the "only route out in a fire". On held-out-62 (the
 * sixty-fourth): a man who walked to the level crossing and "just wanted it over with"; occupants
 * told "not to use any switches"; a courtesy car with "the airbag light on" and "the brakes grind"
 * that carries a baby every day, a car under a "stop-drive" recall used daily. On held-out-63 (the
 * sixty-fifth): "I won't be here for the payout", a hire car he "wouldn't be needing much longer",
 * "sat in the garage with the washing line in my hand", a mental health nurse who says "still high
 * risk"; insulin doses skipped and halved to make it last; a chimney pot hanging off over the front
 * door. They sit after every other risk-to-life cue.
 */
import type { Cue } from './text-scan';
import type { VulnerabilityTag } from './vulnerability-lexicon';
import { DANGER, SUICIDE, THREAT, UNSAFE_HOME, UNSAFE_VEHICLE, urgent, urgentInContext } from './cue-makers';

export const SIXTY_SECOND_RISK_TO_LIFE_CUES: readonly Cue<VulnerabilityTag>[] = [
  // Read on held-out-60 (the sixty-second round).
  urgent(
    'a serious and immediate risk to his life, a danger to her life',
    '(?<!\\b(?:no|not an?|any|little|low)\\s)\\b(?:serious|significant|immediate|real|grave|genuine|direct)(?: and (?:immediate|serious|significant|real))? (?:risk|danger) to (?:his|her|their|my|your) (?:life|health)\\b|(?<!\\b(?:no|not a|any)\\s)\\bdanger to (?:his|her|their|my) life\\b',
    'health',
    DANGER,
  ),
  urgent(
    "thoughts of steering into an oncoming lorry, tidying things up so he doesn't have to, joining her late husband soon, life cover that pays out if it was your own doing",
    "\\b(?:thought|thoughts|thinks?|thinking|pictured|picturing|imagined|imagines?|imagining|urges?|tempted)\\b[^.!?\\n]{0,40}\\b(?:steer|steering|swerve|swerving|drive|driving|veer|veering|crash|crashing) (?:it )?(?:into|under|in front of) (?:an? |the )?(?:oncoming|lorry|lorries|truck|bus|train|wall|tree|bridge)\\b|\\btid(?:y|ying|ied) (?:things|everything|it all|my things|my stuff|stuff|my affairs) up so (?:\\w+ ){1,2}(?:doesn'?t|don'?t|won'?t|wont|does not|will not|wouldn'?t) have to\\b|(?<=\\b(?:lost|died|dead|passed|late|widow\\w*|funeral|grave|gone)\\b[\\s\\S]{0,200})\\b(?:i'?ll|i will|i'?m going to|i am going to|she'?ll|she will|he'?ll|he will) be (?:joining|with) (?:him|her|[a-z]+) (?:soon|before long|shortly)\\b|\\blife (?:cover|insurance|policy)\\b[^.!?\\n]{0,60}\\bif (?:it was|it's|it is|it were) (?:your|my|her|his|their|one's) own doing\\b",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    "they'll do his kneecaps, you'll go the same way as the glass",
    "\\bdo (?:his|her|my|your|ur|their) kneecaps\\b|\\b(?:you'?ll|you will|she'?ll|she will|he'?ll|he will|i'?ll|i will|they'?ll) ['‘\"“]?go (?:the )?same way as (?:the|your|her|his|my)\\b",
    THREAT,
  ),
  urgentInContext(
    'wheel nuts only finger or hand tight',
    '\\b(?:wheels?|nuts?|bolts?|studs?|caliper|hub|ball joint|track rod|suspension)\\b[^.!?\\n]{0,60}\\b(?:finger|hand)[- ]tight\\b',
    UNSAFE_VEHICLE,
  ),
  urgent(
    'collapsed with chest pain, run out of food and his pain relief, a child who has eaten rat bait',
    "\\bcollapsed\\b[^.!?\\n]{0,40}\\bchest pains?\\b|\\bchest pains?\\b[^.!?\\n]{0,40}\\b(?:collapsed|grey and sweating|waiting for (?:the|an) ambulance)\\b|\\b(?:has|have|had|'s|'ve) (?:now )?run out of (?:food|insulin|oxygen|(?:his|her|my|their) (?:food|medication|meds|tablets|pain relief|painkillers|insulin|oxygen|inhalers?))\\b|\\b(?:rat|mouse|slug|weed|ant) (?:bait|poison|pellets|killer)\\b[^.!?\\n]{0,80}\\b(?:has|had|have|'s|'ve) (?:eaten|swallowed|ingested|drunk) (?:some|it|them)\\b|\\b(?:ate|eaten|swallowed|ingested|licked) (?:some )?(?:of )?(?:the )?(?:rat|mouse|slug|weed|ant) (?:bait|poison|pellets|killer)\\b",
    'health',
    DANGER,
  ),
  // Read on held-out-61 (the sixty-third round).
  urgent(
    'I do not intend to go on very much longer, two days without a proper meal',
    "\\b(?:do not|don'?t|dont) intend to (?:go on|carry on)\\b(?! (?:with|paying|as|like|working|at|in|the)\\b)|\\b(?:\\d+|two|three|four|five) days without (?:a (?:proper |hot )?meal|food|eating|water|(?:his|her|my) (?:medication|tablets|meds|insulin))\\b",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'a wheel wobbling on a car still driven, not roadworthy and driven daily',
    '(?:(?<=\\b(?:drive|driving|drives|kids|children|school|work)\\b[\\s\\S]{0,200})|(?=[\\s\\S]{0,240}\\b(?:drive|driving|drives|kids|children|school|work)\\b))\\bwheel (?:is |was |keeps |started )?wobbl(?:ing|es)\\b|\\bnot roadworthy\\b[\\s\\S]{0,200}\\bdrives? it (?:daily|every day)\\b',
    UNSAFE_VEHICLE,
  ),
  urgentInContext(
    'nearly went over the edge of an open stairwell, a lintel failing over the only way out in a fire',
    '\\bnearly (?:went|fell|gone) (?:over|down|through) (?:the )?(?:edge|banister|stairwell|stairs)\\b|(?<=\\bfailing\\b[\\s\\S]{0,120})\\bonly (?:route|way) out in a fire\\b',
    UNSAFE_HOME,
  ),
  // Read on held-out-62 (the sixty-fourth round).
  urgent(
    'walked to the level crossing and just wanted it over with',
    '\\b(?:level crossing|railway line|train tracks)\\b[\\s\\S]{0,200}\\bwant(?:ed|s)? it (?:all )?over with\\b',
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'told not to use any switches',
    '\\b(?:adv(?:ised)?|told|asked|warned)\\b[^.!?\\n]{0,80}\\bnot to (?:use|touch) (?:any |the )?(?:light )?switch(?:es)?\\b',
    UNSAFE_HOME,
  ),
  urgentInContext(
    'the airbag light on, brakes grinding, a stop-drive recall, in a car driven daily',
    '\\b(?:(?:airbag|brake) (?:warning )?light (?:is |was |comes |keeps coming )?on|brakes? grind(?:s|ing)?|stop[- ]drive)\\b(?=[\\s\\S]{0,240}\\b(?:in the back|every (?:single )?day|daily|every morning)\\b)',
    UNSAFE_VEHICLE,
  ),
  // Read on held-out-63 (the sixty-fifth round).
  urgent(
    "won't be here for the payout, wouldn't be needing a car much longer, sat with the washing line in her hand, a mental health nurse's high risk",
    "\\b(?:won'?t|wont|will not|wouldn'?t|would not) be (?:here|around) (?:for|to see|to get) (?:the|my|any) (?:payout|pay-?out|money|settlement|cheque|compensation)\\b|\\b(?:won'?t|wont|will not|wouldn'?t|would not) be needing (?:a|the|my|his|her) (?:car|van|vehicle|house|flat|money|payout)\\b[^.!?\\n]{0,20}\\b(?:much|any) longer\\b|\\bwith (?:the|a|my|her|his) (?:rope|noose|washing line|clothes ?line|belt|flex|cord|ligature) in (?:my|her|his) hands?\\b|\\b(?:mental health|crisis|psychiatric|home treatment) (?:nurse|team|worker|practitioner|doctor)\\b[^.!?\\n]{0,40}\\b(?:(?:still|very|at) )?high risk\\b(?! of (?:falls?|infection|relapse|pressure|fracture))",
    'health',
    SUICIDE,
  ),
  urgent(
    'insulin doses skipped or halved to make them last',
    '\\b(?:skipping|skipped|halving|halved|rationing|rationed|stretching|eking out)\\b(?: and \\w+)?(?: (?:his|her|my|their))? insulin\\b',
    'health',
    DANGER,
  ),
  urgentInContext(
    'a chimney pot or masonry hanging off over the front door',
    '\\b(?:chimney(?: pot| stack)?|coping stones?|masonry|bricks?|lintel)\\b[^.!?\\n]{0,40}\\b(?:hanging (?:off|loose|down)|coming away|about to (?:fall|drop|come down))\\b[^.!?\\n]{0,30}\\bover (?:my|the|her|his|our) (?:front |back )?(?:door|doorway|entrance|step)\\b',
    UNSAFE_HOME,
  ),
];
