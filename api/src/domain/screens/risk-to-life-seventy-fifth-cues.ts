/**
 * Risk-to-life cues read from the seventy-fifth round on (docs/screens.md), after
 * `risk-to-life-sixty-sixth-cues.ts` filled. On held-out-72: a severe wasp allergy with wasps coming
 * into the bedroom. On held-out-73: "not sure id even still be alive by the time u lot sort this
 * out. dont really want to be"; "'Still here, unfortunately.'" on a welfare call. On held-out-74
 * (the seventy-sixth): "in danger right now? 'yes'" to our closed questions. On held-out-75 (the
 * seventy-seventh): "next time I won't miss", an engineer's "must be moved to another room today",
 * flood water "round my ankles now and rising". They sit after every other risk-to-life cue.
 */
import type { Cue } from './text-scan';
import type { VulnerabilityTag } from './vulnerability-lexicon';
import { DANGER, SUICIDE, THREAT, UNSAFE_HOME, urgent, urgentInContext } from './cue-makers';

const STINGERS = '\\b(?:wasps?|bees?|hornets?)\\b';
const ANAPHYLAXIS = '\\b(?:anaphyla\\w*|epi-?pens?|adrenaline (?:pens?|auto-?injectors?))\\b';

export const SEVENTY_FIFTH_RISK_TO_LIFE_CUES: readonly Cue<VulnerabilityTag>[] = [
  // Read on held-out-73. "Want to be" with nothing after it is the end of the thought, not "want to be kept updated".
  urgent(
    "not sure I'll still be alive, don't really want to be; still here, unfortunately",
    "\\b(?:still )?be (?:alive|here|around)\\b[^\\n]{0,80}?\\b(?:do not|don'?t|dont) (?:really |even |honestly )?want to be\\b(?=\\s*(?:if\\b|tbh\\b|to be honest|honestly|really\\b|any ?more\\b|either\\b|[.!?,]|$))|(?<=(?:['‘\"“]|\\b(?:i'?m|im|i am) ))still (?:here|alive|breathing),? (?:unfortunately|sadly|worse luck|more's the pity)\\b",
    'health',
    SUICIDE,
  ),
  // Read on held-out-72: an allergy that has already meant anaphylaxis, with the insects in the home.
  urgent(
    'a sting allergy with wasps in the house',
    `${STINGERS}(?=[\\s\\S]{0,300}${ANAPHYLAXIS})|${ANAPHYLAXIS}(?=[\\s\\S]{0,300}${STINGERS})`,
    'health',
    DANGER,
  ),
  // Read on held-out-74 (the seventy-sixth round): closed questions a caller who cannot speak freely answers yes.
  urgentInContext(
    'in danger right now? yes',
    '\\bin danger(?: right now| now| at the moment)?\\?\\s*[\'‘"“]?yes\\b|\\bmight (?:hurt|harm) you\\?\\s*[\'‘"“]?yes\\b',
    THREAT,
  ),
  // Read on held-out-75 (the seventy-seventh round).
  urgentInContext(
    "next time I won't miss",
    "\\bnext time,? (?:i|he|she|they|we)(?:'ll| will)? ?(?:won'?t|wont|will not|shan'?t) miss\\b(?! (?:the|a|an|it|this|that|my|your|his|her|their|any|out|another|one)\\b)",
    THREAT,
  ),
  urgentInContext(
    'the occupant must be moved today',
    '\\b(?:occupant|occupier|resident|patient|mother|father|she|he)\\b[^.!?\\n]{0,40}\\bmust be moved\\b(?=[^.!?\\n]{0,40}\\b(?:today|immediately|tonight|now|urgently|without delay)\\b)',
    UNSAFE_HOME,
  ),
  urgent(
    'flood water round my ankles and rising',
    '\\b(?:water|flood ?water|river)\\b[^.!?\\n]{0,60}\\b(?:round|up to|over|past) (?:my|her|his|our|their) (?:ankles|knees|shins|calves|waist)\\b[^.!?\\n]{0,20}\\b(?:and )?(?:still |now )?rising\\b',
    'health',
    DANGER,
  ),
];
