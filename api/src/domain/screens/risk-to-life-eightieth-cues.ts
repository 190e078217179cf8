/**
 * Risk-to-life cues read from the eightieth round on (docs/screens.md), after
 * `risk-to-life-seventy-fifth-cues.ts` filled. On held-out-78: "a mix of vodka and her heart
 * tablets", "in a&e again sat for what i did to myself", a note "saying ur next", insulin "going
 * off in the warm", "not really felt the baby move today" at 36 weeks, a calor gas heater overnight
 * "with the windows shut", conductors left exposed where the grandchildren play, a threat that she
 * will "disappear and nobody will look for her". On held-out-79 (the eighty-first): a father who
 * will "take Leo and she'll never see either of them alive", an ex who said he would "make sure
 * she crashed" (her brake hoses then found cut), a mother two weeks after a birth "sleeping in her
 * car" with -3 forecast. On held-out-80 (the eighty-second): "next time I run you over properly",
 * a rear wall that "could fail without warning", people "still walking underneath" a leaning
 * scaffold, a stolen care-line pendant; and, as health, "simpler all round if I went to join her",
 * "tired of this life", "better I go from this world", letters left for her boys "so they find them
 * after". On held-out-86 (the eighty-eighth): bare cable ends someone has found live. They sit
 * after every other risk-to-life cue.
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
    '\\b(?:conductors|wires|wiring|cables?) (?:are |were |left )?(?:exposed|bare)\\b[^.!?\\n]{0,120}\\b(?:toddler|child|children|kids|baby|grandchildren)\\b|\\bbare (?:cable|wire)s?(?: ends)?\\b[^.!?\\n]{0,160}\\b(?:is|are|was|were) (?:still )?live\\b',
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
  urgentInContext(
    'next time I run you over properly',
    "\\b(?:i'?ll|i will|gonna|going to|he'?ll|he will|he'?d|he would|next time i) (?:just |properly |actually )?run (?:you|u|ya|her|him|them|me) (?:over|down)\\b",
    THREAT,
  ),
  urgentInContext(
    'a wall that could fail without warning',
    // Of a structure, not a part: "the wiper motor could fail without warning" is a repair.
    '(?<=\\b(?:wall|walls|structure|floor|ceiling|roof|chimney|stack|gable|joists?|beams?|lintel|scaffold\\w*|building|balcony|stairs?|staircase|tree|bank)\\b[^.!?\\n]{0,60})\\b(?:could|may|might|is liable to|is likely to|will) (?:fail|collapse|give way|come down|fall)(?: \\w+){0,2}? (?:without warning|at any (?:time|moment))\\b',
    UNSAFE_HOME,
  ),
  urgentInContext(
    'people still walking underneath',
    '\\b(?:people|pedestrians|children|kids|the public|shoppers|pupils)(?: are| were)? (?:still )?(?:walking|passing|going|standing|playing|queuing) (?:underneath|beneath|under (?:it|them|the scaffold(?:ing)?))\\b',
    UNSAFE_HOME,
  ),
  urgent(
    'her care-line pendant stolen, no pendant to press',
    '\\bno (?:pendant|alarm|care-?line|lifeline|button) to (?:press|pull)\\b|\\b(?:took|stole|taken|stolen)\\b[^.!?\\n]{0,20}\\b(?:care-?line|lifeline|personal alarm|falls alarm|pendant alarm)\\b|\\b(?:care-?line|lifeline|personal alarm) (?:pendant )?(?:was |were |has been )?(?:taken|stolen)\\b',
    'health',
    DANGER,
  ),
  urgent(
    'simpler if I went to join her, ways of making that happen sooner',
    '\\b(?:simpler|easier|better)(?: all round| for (?:everyone|everybody|all))? if i (?:just )?(?:went|go|was to go|were to go) (?:to )?(?:join|be with) (?:her|him|them)\\b(?! (?:in|at|on|for|there|out|abroad|over|until|till|while|when)\\b)|\\bways? of making (?:that|it) happen sooner\\b',
    'health',
    SUICIDE,
  ),
  urgent(
    'tired of this life, go and rest finally, go from this world',
    '\\btired of (?:this |my )?life\\b(?! (?:in|of|on|at|with|as|here|there)\\b)|\\bgo (?:and )?rest (?:finally|for ever|forever|for good)\\b|\\b(?:go|gone|leave|went) from this world\\b|\\bleave this world\\b',
    'health',
    SUICIDE,
  ),
  urgent(
    'letters for my boys so they find them after',
    "\\b(?:letters?|notes?)\\b[^.!?\\n]{0,100}\\bso (?:they|he|she)(?:'ll| will| can)? (?:find|get|read) (?:them|it) after(?:wards)?(?=\\s*(?:[.,;!?)]|$)| (?:i'?m|i am|he'?s|he is|she'?s|she is) gone\\b)",
    'health',
    SUICIDE,
  ),
];
