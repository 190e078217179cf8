/**
 * Risk-to-life cues read on held-out-42 (the forty-fourth round, docs/screens.md): how fast a
 * car must hit a wall "not to walk away from it", "it would be quicker for everyone", "I can't keep
 * going", "no longer able to continue" said as an ending; a threat to break someone's legs or bury
 * her in the garden; an earth safety device bridged out or bare cores at a wet consumer unit; an
 * expert sending someone to the emergency department today. And on held-out-43 (the forty-fifth):
 * peace made, "by the time anyone reads this", easier for everybody "if Ah just wisnae here",
 * wanting to go to a husband who died, "I'm dead" if she speaks, no adrenaline pens for an
 * allergy. They sit after every other risk-to-life cue.
 */
import type { Cue } from './text-scan';
import type { VulnerabilityTag } from './vulnerability-lexicon';
import { DANGER, SUICIDE, THREAT, UNSAFE_HOME, urgent, urgentInContext } from './cue-makers';

export const LATEST_RISK_TO_LIFE_CUES: readonly Cue<VulnerabilityTag>[] = [
  urgent(
    'how fast to hit a wall',
    "how fast (?:you'?d|you would|would you|do you|you|i'?d|i would) (?:have|need) to (?:hit|go into|drive into) a (?:wall|tree|bridge|bollard)\\b",
    'health',
    SUICIDE,
  ),
  urgent(
    'quicker for everyone, cannot keep going',
    "(?:thinking|think|thought|feel|felt)(?: that)? (?:it|things) (?:would|'d) be (?:quicker|easier|better|simpler|kinder) for everyone(?=\\s*[.!]|\\s*$| if i (?:was|were)n'?t| without me)|(?:i|she|he) (?:can'?t|cannot|just can'?t) keep going(?=\\s*[,.;!]|,? see\\b| any ?more| like this)|(?:i am|i'm|im) no longer able to (?:continue|go on|carry on)(?=\\s*[.;!]|\\s*$)",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'legs broken, buried in the garden',
    '[\'‘"“]?(?:break|snap) (?:his |your |her |my |their |both )?legs\\b(?![\'’"”]? (?:off|running|rushing) )|\\bbury (?:her|him|you|me|them|ya|u) (?:in the garden|under the \\w+|alive)\\b',
    THREAT,
  ),
  urgentInContext(
    'an earth safety device bridged, bare cores wet',
    '\\b(?:rcd|rccb|trip switch|earth bonding)\\b[^.!?\\n]{0,30}\\b(?:bridged(?: out)?|bypassed|overridden|linked out)\\b|\\bbare (?:cores|conductors)\\b[^.!?\\n]{0,60}\\bwet\\b',
    UNSAFE_HOME,
  ),
  urgent(
    'sent to the emergency department today',
    '(?:directed|told|advised|urged|sent|referred) (?:him|her|them|the claimant|the patient) (?:to )?(?:attend|go (?:straight )?to|go) (?:the |an )?(?:emergency department|a ?& ?e|a and e|accident and emergency)\\b(?=[^.!?\\n]{0,20}\\b(?:today|immediately|now|straight away|tonight|urgently|at once)\\b)',
    'health',
    DANGER,
  ),
  // Read on held-out-43 (the forty-fifth round).
  urgent(
    'peace made, read after the end',
    "(?:i'?ve|i have|i) made my peace(?=\\s*[.,;!]|\\s*$| and\\b)|by the time (?:anyone|anybody|someone|somebody) reads? this\\b|(?:easier|better|quicker|kinder) for (?:everyone|everybody|all of (?:us|them)|my (?:family|kids|bairns)) if (?:i|ah) (?:just )?(?:wasn'?t|wisnae|wasnae|weren'?t|was not|were not|wisny) (?:here|around)\\b",
    'health',
    SUICIDE,
  ),
  urgent(
    'wanting to go to the dead',
    'wants? to go to (?:her|his|my) (?:late )?(?:husband|wife|son|daughter|mum|dad|mother|father|partner)\\b(?=[^.!?\\n]{0,40}\\b(?:died|passed|dead|death)\\b)',
    'health',
    SUICIDE,
  ),
  urgentInContext(
    "'I'm dead' if she speaks",
    "(?:said|says|told (?:me|her|him)|warned)\\b[^.!?\\n]{0,60}\\b(?:i'?m|im|i am|you'?re|ur|she'?s|he'?s) dead(?=\\s*[.!]|\\s*$)",
    THREAT,
  ),
  urgent(
    'no adrenaline pens',
    "(?:no|without|hasn'?t got|has not got|left without) (?:her |his |any |an? )?(?:epi-?pens?|pens at all|adrenaline (?:pens?|auto-?injectors?)|auto-?injectors?)\\b(?=[\\s\\S]{0,200}\\b(?:reacts?|allerg\\w*|anaphyla\\w*)\\b|(?<=\\b(?:anaphyla\\w*|allerg\\w*)\\b[\\s\\S]{0,200}))",
    'health',
    DANGER,
  ),
];
