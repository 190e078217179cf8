/**
 * Risk-to-life cues read from the seventy-fifth round on (docs/screens.md), after
 * `risk-to-life-sixty-sixth-cues.ts` filled. On held-out-72: a severe wasp allergy with wasps coming
 * into the bedroom. On held-out-73: "not sure id even still be alive by the time u lot sort this
 * out. dont really want to be"; "'Still here, unfortunately.'" on a welfare call. On held-out-74
 * (the seventy-sixth): "in danger right now? 'yes'" to our closed questions (and, since the
 * seventy-eighth, "asked if she's safe: 'not really'"). On held-out-75 (the
 * seventy-seventh): an engineer's "must be moved to another room today", flood water "round my ankles
 * now and rising". On held-out-76 (the seventy-eighth): a jump from a footbridge, "must not remain in
 * the property", steering that "could fail completely and without warning". They sit after every
 * other risk-to-life cue.
 */
import type { Cue } from './text-scan';
import type { VulnerabilityTag } from './vulnerability-lexicon';
import { DANGER, SUICIDE, THREAT, UNSAFE_HOME, UNSAFE_VEHICLE, eitherOrder, urgent, urgentInContext } from './cue-makers';

const STINGERS = '\\b(?:wasps?|bees?|hornets?)\\b';
const ANAPHYLAXIS = '\\b(?:anaphyla\\w*|epi-?pens?|adrenaline (?:pens?|auto-?injectors?))\\b';
/** Our closed questions about danger to the person, and how the answer follows them. */
const DANGER_ASKED = '\\b(?:in danger(?: right now| now| at the moment)?|(?:might|could|going to|will) (?:hurt|harm) you)';
const SAFETY_ASKED =
  "\\b(?:asked (?:if|whether) (?:she|he|they|you)(?:'s| is| was| are| were| feels?| felt)?|(?:are|do) you(?: feel)?|(?:is|does) (?:she|he)(?: feel)?) (?:safe|feeling safe)(?: at home| now| right now| there| tonight)?";
/** The answer straight after the question mark, or after a colon in our note ("asked if she's safe: 'no'"). */
const ANSWERED = '\\s*[?:]\\s*[\'‘"“]?';

export const SEVENTY_FIFTH_RISK_TO_LIFE_CUES: readonly Cue<VulnerabilityTag>[] = [
  // Read on held-out-73. "Want to be" with nothing after it is the end of the thought, not "want to be kept updated".
  urgent(
    "not sure I'll still be alive, don't really want to be; still here, unfortunately",
    "\\b(?:still )?be (?:alive|here|around)\\b[^\\n]{0,80}?\\b(?:do not|don'?t|dont) (?:really |even |honestly )?want to be\\b(?=\\s*(?:if\\b|tbh\\b|to be honest|honestly|really\\b|any ?more\\b|either\\b|[.!?,]|$))|(?<=(?:['‘\"“]|\\b(?:i'?m|im|i am) ))still (?:here|alive|breathing),? (?:unfortunately|sadly|worse luck|more's the pity)\\b",
    'health',
    SUICIDE,
  ),
  // Read on held-out-72: an allergy that has already meant anaphylaxis, with the insects in the home.
  urgent('a sting allergy with wasps in the house', eitherOrder(STINGERS, ANAPHYLAXIS, 300), 'health', DANGER),
  // Read on held-out-74 (the seventy-sixth round): closed questions a caller who cannot speak freely
  // answers, each by the answer that means danger: yes to danger, no to safety ("is the property
  // safe? Yes" asks of a building, not a person).
  urgentInContext(
    "in danger right now? yes; asked if she's safe: not really",
    `${DANGER_ASKED}${ANSWERED}(?:yes|yeah|yep)\\b|${SAFETY_ASKED}${ANSWERED}(?:no|nope|not really)\\b`,
    THREAT,
  ),
  // Read on held-out-75 (the seventy-seventh round); its "next time I won't miss" is in the lexicon's threats.
  urgentInContext(
    'the occupant must be moved today',
    '\\b(?:occupant|occupier|resident|patient|mother|father|she|he)\\b[^.!?\\n]{0,40}\\bmust be moved (?:out of|from|to another|to a different|to a safer?|away from) (?:the |that |this |her |his )?(?:\\w+ )?(?:room|bedroom|part of the (?:house|property)|house|property)\\b(?=[^.!?\\n]{0,40}\\b(?:today|immediately|tonight|now|urgently|without delay)\\b)',
    UNSAFE_HOME,
  ),
  urgent(
    'flood water round my ankles and rising',
    '\\b(?:water|flood ?water|river)\\b[^.!?\\n]{0,60}\\b(?:round|up to|over|past) (?:my|her|his|our|their) (?:ankles|knees|shins|calves|waist)\\b[^.!?\\n]{0,20}\\b(?:and )?(?:still |now )?rising\\b',
    'health',
    DANGER,
  ),
  // Read on held-out-76 (the seventy-eighth round): a jump already made, told as the reason for a hospital stay; not
  // an escape from a fire ("when she jumped from the balcony to get away from the smoke").
  urgent(
    'in hospital after jumping from a footbridge',
    '(?<!\\b(?:fire|smoke|flames|blaze)\\b[^.!?\\n]{0,80})\\b(?:after|since|following|when) (?:(?:he|she|they|i) )?(?:jump(?:ed|ing)|threw (?:him|her|them|my)sel(?:f|ves)) (?:off|from) (?:a|the) (?:foot ?bridge|bridge|flyover|viaduct|overpass|multi-?storey(?: car park)?|car park roof|cliffs?|balcony)\\b(?![^.!?\\n]{0,60}\\b(?:fire|smoke|flames|blaze)\\b)',
    'health',
    SUICIDE,
  ),
  // "Must not remain in the property" is nearly always a clinician's or engineer's warning in the corpus; "while the
  // drying equipment runs" is a trip hazard for the works.
  urgentInContext(
    'must not remain in the property',
    '\\b(?:must|should) not (?:remain|stay|sleep|live)(?: (?:in|at))? (?:an?|the|this|that|her|his|their)(?: (?:unheated|cold|damp|unsafe))? (?:property|house|flat|home|room|bedroom)\\b(?! (?:while|whilst|during|when)\\b)',
    UNSAFE_HOME,
  ),
  urgentInContext(
    'steering that could fail without warning, a loss of steering control',
    '\\b(?:steering|brakes?|housing|rack|mount(?:ing)?|wheel|suspension)\\b[^.!?\\n]{0,30}\\bcould fail (?:completely |suddenly |totally )?(?:and )?without warning\\b|\\b(?:resulting|result) in (?:a |the )?(?:sudden |total |complete )?loss of (?:steering|braking)(?: control)?\\b',
    UNSAFE_VEHICLE,
  ),
];
