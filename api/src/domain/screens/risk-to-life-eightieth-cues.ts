/**
 * Risk-to-life cues read from the eightieth round on (docs/screens.md), after
 * `risk-to-life-seventy-fifth-cues.ts` filled. On held-out-78: "a mix of vodka and her heart
 * tablets", "in a&e again sat for what i did to myself", a note "saying ur next", insulin "going
 * off in the warm", "not really felt the baby move today" at 36 weeks, a calor gas heater overnight
 * "with the windows shut", conductors left exposed where the grandchildren play, a threat that she
 * will "disappear and nobody will look for her". On held-out-79 (the eighty-first): a father who
 * will "take Leo and she'll never see either of them alive", an ex who said he would "make sure
 * she crashed" (her brake hoses then found cut), a mother two weeks after a birth "sleeping in her
 * car" with -3 forecast. They sit after every other risk-to-life cue.
 */
import type { Cue } from './text-scan';
import type { VulnerabilityTag } from './vulnerability-lexicon';
import { DANGER, SUICIDE, THREAT, UNSAFE_HOME, urgent, urgentInContext } from './cue-makers';

export const EIGHTIETH_RISK_TO_LIFE_CUES: readonly Cue<VulnerabilityTag>[] = [
  urgent(
    'a mix of vodka and her heart tablets, what I did to myself',
    "\\b(?:taken|took|swallowed|had) (?:a (?:mix|mixture|cocktail|combination) of|(?:a lot of |loads of )?(?:vodka|alcohol|drink|wine|whisky|gin|booze) (?:and|with|on top of)) (?:\\w+ ){0,4}?(?:tablets|pills|meds|medication|painkillers)\\b|\\b(?:what|the thing) (?:i|she|he) (?:did|had done|'d done) to (?:myself|herself|himself)\\b",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    "a note saying you're next, she'll disappear and nobody will look for her",
    "\\b(?:note|message|text|letter|card|graffiti)\\b[^.!?\\n]{0,30}\\b(?:saying|said|reading|that said)\\b[^.!?\\n]{0,5}['‘\"“]?(?:ur|you'?re|your|you are) next\\b(?! (?:in (?:line|the queue)|on (?:the|our) list|to be (?:seen|called|contacted|visited)))|\\b(?:disappear|vanish) and (?:nobody|no one|no-one) (?:will|would|'ll)(?: ever)? (?:look for|find|miss) (?:her|him|me|you|them)\\b",
    THREAT,
  ),
  // Not "reduced fetal movements" told in a medical history: monitored and over. A mother who has not felt her baby
  // move today needs to be seen now.
  urgent(
    'insulin going off in the warm, not felt the baby move today',
    "\\binsulin\\b[^.!?\\n]{0,30}\\b(?:going off|gone off|go off|spoil(?:ing|t|ed)|getting warm|too warm|(?:won'?t|will not|can'?t|cannot) (?:keep|stay) cold)\\b|\\b(?:not|n't|never) (?:really |properly |actually )?(?:felt|feel|feeling) (?:the |my |her )?(?:baby|bump|little one) (?:move|moving|kick|kicking)\\b|\\bbaby (?:hasn't|has not|not) (?:been )?(?:moved|moving|kicked|kicking)\\b",
    'health',
    DANGER,
  ),
  urgentInContext(
    'a calor gas heater overnight with the windows shut',
    '\\b(?:calor|bottled|portable|camping|patio|paraffin)(?: gas)? heaters?\\b[^.!?\\n]{0,80}\\b(?:windows? (?:shut|closed)|overnight|all night|while (?:we|they|she|he) sleeps?|in the (?:caravan|tent|bedroom))\\b',
    UNSAFE_HOME,
  ),
  urgentInContext(
    'conductors left exposed where a child plays',
    '\\b(?:conductors|wires|wiring|cables?) (?:are |were |left )?(?:exposed|bare)\\b[^.!?\\n]{0,120}\\b(?:toddler|child|children|kids|baby|grandchildren)\\b',
    UNSAFE_HOME,
  ),
  urgentInContext(
    "she'll never see either of them alive",
    '\\b(?:never|not) (?:see|seeing) (?:either of them|both of them|him|her|them|the (?:kids|children|boys|girls|baby)|(?:your|her|his|my) (?:kids|children|son|daughter|baby)) alive(?: again)?\\b',
    THREAT,
  ),
  urgentInContext('he would make sure she crashed', '\\bmake sure (?:she|he|you|i|they) (?:crash(?:ed|es)?|(?:had|has|have) an accident)\\b', THREAT),
  // Nights in a car are a danger with a newborn or in a frost, not a nap in the car park.
  urgent(
    'sleeping in her car with a newborn, -3 forecast',
    '\\bsleeping in (?:her|his|my|their|the|our) (?:car|van)\\b(?:(?=[\\s\\S]{0,200}(?:\\b(?:baby|newborn|forecast|freezing|minus|frost|snow)\\b|-\\d))|(?<=\\b(?:baby|newborn)\\b[\\s\\S]{0,200}))',
    'health',
    DANGER,
  ),
];
