/**
 * Risk-to-life cues read on held-out-42 (the forty-fourth round, docs/screens.md): how fast a
 * car must hit a wall "not to walk away from it", "it would be quicker for everyone", "I can't keep
 * going", "no longer able to continue" said as an ending; a threat to break someone's legs or bury
 * her in the garden; an earth safety device bridged out or bare cores at a wet consumer unit; an
 * expert sending someone to the emergency department today. They sit after every other
 * risk-to-life cue.
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
];
