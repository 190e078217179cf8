/**
 * Dissatisfaction cues read on held-out-42 (the forty-fourth round, docs/screens.md): "not quite
 * the service I was expecting", the patience "our client has left", "the rudest man I've ever had
 * in my house" and a different surveyor asked for, a handler's conduct raised as "wholly
 * improper", no call back "like they promised", the wool pulled over her eyes, "your lot have
 * finished me off", a helpline that cut her off both times. They sit after every other complaint
 * cue.
 */
import type { DissatisfactionCategory } from './dissatisfaction-lexicon';
import type { Cue } from './text-scan';
import { dissatisfactionCue as cue } from './cue-makers';

export const LATEST_DISSATISFACTION_CUES: readonly Cue<DissatisfactionCategory>[] = [
  cue(
    'not the service expected, patience left',
    'not (?:quite |exactly |really )?the (?:service|standard|level of service) (?:i|we|she|he|they|our client) (?:was|were|had been|had) expect(?:ing|ed)\\b|(?:all )?the patience (?:\\w+ ){0,2}(?:has|have|had) left\\b',
    'emotion',
  ),
  cue(
    'the rudest man, a different surveyor',
    '\\brudest (?:man|woman|person|bloke|chap|lady|surveyor|adjuster|handler|engineer|assessor)\\b|\\bwants? (?:a )?(?:different|new|another) (?:surveyor|handler|adjuster|loss adjuster|engineer|assessor)\\b',
    'emotion',
  ),
  cue(
    'conduct raised as improper',
    '\\bwholly (?:improper|inappropriate|unacceptable|unreasonable)\\b|(?:raise|complain about|draw your attention to) the conduct of (?:your|the) (?:handler|adjuster|loss adjuster|engineer|staff|agent|surveyor|assessor|representative)\\b',
    'emotion',
  ),
  cue(
    'no call back as promised',
    "(?:nobody|naebody|no ?one|no-one|hasn'?t|haven'?t|didn'?t|never)\\b[^.!?\\n]{0,60}\\b(?:like|as) (?:they|you|she|he|your \\w+) (?:had )?promised\\b",
    'delay',
  ),
  cue(
    'the wool pulled over her eyes',
    "pull(?:ing|ed|s)? the wool over (?:my|her|his|our|their) eyes\\b|(?:your lot|you lot|you people|your company)(?: have|'ve)? (?:finished me off|done me in)\\b|(?:been |got )?cut off (?:both times|every time|each time|twice|three times)\\b",
    'emotion',
  ),
];
