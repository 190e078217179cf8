/**
 * Risk-to-life cues read from the eighty-third round on (docs/screens.md), after
 * `risk-to-life-eightieth-cues.ts` filled. On held-out-81: a pet that is "the only reason I'm still
 * here" ("when he goes I'm going too"), "don't know why I keep bothering to wake up", "thought about
 * the gun more than once", a family "better off with the life money", window edges taped over beside
 * gas taps left open unlit; threats that she would be "stabbed on her own driveway", "I'll put you in
 * the ground", a van reversed into a man, girls who "bring shame on the family end up dead"; a
 * bulging ceiling over sleeping children, a light fitting full of water, an old man with "no food or
 * fluids since Friday". On held-out-82 (the eighty-fourth): "might just walk out in front of a
 * bus", "the next fire will have your family in it", a voice note saying she'll be "dead before
 * Christmas", a gable "at imminent risk of collapse", a consultant's "at immediate risk of death".
 * On held-out-83 (the eighty-fifth): "I'll be dead before you sort it", said of herself. On
 * held-out-87 (the eighty-ninth): a corner "at risk of sudden local collapse", the fire service's
 * "an unacceptable risk to life", a seat belt that "would not restrain an occupant". On held-out-88
 * (the ninetieth): "before somebody is killed", a brake hose "at imminent risk of failing", a caller
 * who "read out the name of her children's primary school".
 * They sit after every other risk-to-life cue.
 */
import type { Cue } from './text-scan';
import type { VulnerabilityTag } from './vulnerability-lexicon';
import { DANGER, SUICIDE, THREAT, UNSAFE_HOME, UNSAFE_VEHICLE, urgent, urgentInContext, WELFARE_RAISED } from './cue-makers';

export const EIGHTY_THIRD_RISK_TO_LIFE_CUES: readonly Cue<VulnerabilityTag>[] = [
  urgent(
    "the only reason I'm still here, when he goes I'm going too",
    "\\b(?:only|one and only) (?:reason|thing) (?:i'?m|i am|she'?s|she is|he'?s|he is) (?:still )?(?:here|alive|hanging on)\\b(?! (?:at|in|on|for|until|till|is (?:the|to|because)|because)\\b)|\\bwhen (?:he|she|they|it) goes,? (?:i'?m|i am|she'?s|he'?s) going (?:too|as well|with (?:him|her|them|it))\\b",
    'health',
    SUICIDE,
  ),
  urgent(
    "don't know why I keep bothering to wake up",
    "\\b(?:don'?t|do not|dont) (?:know|see) why (?:i|she|he) (?:keep|keeps|even) (?:bother(?:ing)? (?:to |with )?)?(?:wak(?:e|ing) up|getting up in the morning)\\b",
    'health',
    SUICIDE,
  ),
  urgent(
    'thought about the gun more than once, the shotguns taken for safekeeping',
    '\\bthought (?:about|of) (?:the|his|my|a|using the) (?:shot)?gun\\b(?=[^.!?\\n]{0,40}\\b(?:more than once|again|a lot|every day|this week|lately|at night|on (?:myself|himself|herself)))|\\b(?:take|took|taken|remove|removed|hand(?:ed)? in) (?:the|his|her|my) (?:shot)?guns? (?:away )?(?:for safe ?keeping|off (?:him|her)|out of the house)\\b',
    'health',
    SUICIDE,
  ),
  urgent(
    'the family better off with the life money',
    '\\bbetter off with (?:the|my|his|her) (?:life|life insurance|death in service|insurance) (?:money|payout|pay-?out|policy|cover)\\b',
    'health',
    SUICIDE,
  ),
  // Tape round a window beside open gas is a plan; gas taps open and unlit are a danger either way.
  urgent(
    'the window edges taped over beside open gas taps',
    '\\b(?:window|door)s?\\b[^.!?\\n]{0,60}\\b(?:taped|sealed) (?:over|up|shut)\\b(?=[\\s\\S]{0,300}\\b(?:gas|burner|cooker|hob|oven) taps?\\b)|(?<=\\b(?:gas|burner|cooker|hob|oven) taps?\\b[\\s\\S]{0,300})\\b(?:window|door)s?\\b[^.!?\\n]{0,60}\\b(?:taped|sealed) (?:over|up|shut)\\b',
    'health',
    SUICIDE,
  ),
  urgent(
    'gas taps left fully open and unlit',
    '\\b(?:burner|gas|cooker|hob|oven|ring) taps?\\b[^.!?\\n]{0,60}\\b(?:(?:fully |all )?(?:open|on)),? (?:and )?unlit\\b',
    'health',
    DANGER,
  ),
  urgentInContext(
    "she would be stabbed on her own driveway, I'll put you in the ground",
    // Not "be shot of the car": rid of it.
    "\\b(?:would|'d|will|'ll|gonna|going to) (?:be|get) ['‘\"“]?(?:stabbed|shot|knifed|glassed)\\b(?! of\\b)|\\bput (?:you|u|ya|him|her|them|me) in the ground\\b",
    THREAT,
  ),
  urgentInContext(
    'reversed his van into him',
    '\\b(?:reversed|drove|driven|accelerated|swerved) (?:his|her|the|a|their) (?:van|car|truck|lorry|vehicle|4x4|pick-?up) (?:straight )?(?:in)?to (?:him|her|me|them|(?:our|my|the) client|my (?:husband|wife|son|daughter|partner))\\b',
    THREAT,
  ),
  urgentInContext(
    'girls who bring shame on the family end up dead',
    '\\bshame on (?:the|my|our|her|his|their) family\\b[^.!?\\n]{0,60}\\b(?:end up dead|die|dies|get killed|are killed|pay for it)\\b|\\bhonou?r[- ]based (?:violence|abuse)\\b|\\bforced (?:into (?:a )?)?marriage\\b',
    THREAT,
  ),
  urgentInContext(
    'the ceiling bulging over sleeping children, a light fitting full of water',
    '\\b(?:ceiling|plasterboard)\\b[^.!?\\n]{0,40}\\b(?:bulging|sagging|bowing)\\b(?=[\\s\\S]{0,150}\\b(?:asleep|sleeping|in bed|cots?)\\b)|\\b(?:light fittings?|ceiling lights?|ceiling rose|light switch(?:es)?|sockets?|fuse ?box|consumer unit)\\b[^.!?\\n]{0,20}\\b(?:full of water|filling (?:up )?with water|pouring with water)\\b|\\bwater (?:pouring|coming) (?:out of|through|from) (?:the )?(?:light fittings?|ceiling lights?|ceiling rose|light switch|sockets?|fuse ?box|consumer unit)\\b',
    UNSAFE_HOME,
  ),
  urgent(
    'no food or fluids since Friday, his situation now dangerous',
    "\\b(?:no|without|hadn'?t had|had no) (?:food or (?:fluids?|water|drink)|food(?:,| and) (?:fluids?|drink|water)|fluids?)\\b[^.!?\\n]{0,12}\\bsince\\b|\\b(?:(?:her|his|their|our client'?s) (?:situation|position|condition)) is (?:now )?(?:dangerous|life-threatening)\\b",
    'health',
    DANGER,
  ),
  // Read on held-out-82 (the eighty-fourth round).
  urgent(
    'might just walk out in front of a bus',
    '\\b(?:might|could|may|should|gonna|going to|want(?:ed)? to|tempted to|feel like|thought (?:about|of)|thinking (?:about|of))(?: just)? (?:walk(?:ing)?|step(?:ping)?|jump(?:ing)?|throw(?:ing)? (?:my|him|her)sel(?:f|ves))(?: out)? in front of (?:a|the|an) (?:bus|train|lorry|truck|car|tube|tram)\\b',
    'health',
    SUICIDE,
  ),
  // Said of herself, in her own quoted words: despair, not a threat ("she said 'I'll be dead before you pay out'").
  urgent(
    "she said 'I'll be dead before you sort it'",
    "\\b(?:said|says|saying|shouted|told (?:me|us|him|her))\\b[^.!?\\n]{0,30}['‘\"“](?:i'?ll|i will|i'?d|i would|i'm going to|i am going to) be dead\\b",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    "the next fire will have your family in it, she'll be dead before Christmas",
    "\\bnext (?:fire|one|time)(?: (?:will|'ll|is going to|it'?ll))? (?:have|be with) (?:your|her|his|my|their|the) (?:family|kids|wife|children|husband|mum|dad) in (?:it|there)\\b|\\b(?:said|saying|says|told|voice ?note|messag\\w*|text\\w*)\\b[^.!?\\n]{0,40}\\b(?:she|he|you|u)(?:'ll| will|'d| would) be ['‘\"“]?dead (?:before|by|within)\\b",
    THREAT,
  ),
  urgentInContext(
    'a gable at imminent risk of collapse',
    '\\b(?:imminent|immediate) (?:risk|danger) of (?:collapse|collapsing|falling|coming down|caving in)\\b|\\bat risk of (?:sudden|imminent|immediate)(?: (?:local|partial|structural))? (?:collapse|failure)\\b',
    UNSAFE_HOME,
  ),
  urgentInContext(
    'at immediate risk of death',
    '\\bat [\'‘"“]?(?:immediate|imminent|serious|grave|real|significant) (?:risk|danger) of (?:death|dying)\\b',
    WELFARE_RAISED,
  ),
  // Read on held-out-87 (the eighty-ninth round).
  urgentInContext(
    'an unacceptable risk to life',
    "(?<!\\b(?:no|not|any|without)\\s)(?<!\\bif there(?:'s| is) (?:an? )?)\\b(?:an? )?(?:unacceptable|serious|real|significant|grave) risk to (?:(?:his|her|their|my|the occupants['’]?) )?li(?:fe|ves)\\b(?! or (?:property|limb)\\b)",
    WELFARE_RAISED,
  ),
  urgentInContext(
    'a seat belt that would not restrain a child',
    '\\bseat ?belts?\\b[^.!?\\n]{0,120}\\b(?:would|will|could) not (?:restrain|hold)\\b(?! (?:the|a|an) (?:load|luggage|bag|case)s?\\b)',
    UNSAFE_VEHICLE,
  ),
  // Read on held-out-88 (the ninetieth round).
  urgentInContext(
    'get the tree off the live cable before somebody is killed',
    "\\bbefore (?:some|any)(?:one|body|a child|the kids?)(?: actually)?(?:'s| is| gets?| ends? up) (?:killed|electrocuted|seriously (?:hurt|injured)|hurt|injured)\\b",
    UNSAFE_HOME,
  ),
  urgentInContext(
    'a brake hose at imminent risk of failing',
    '\\b(?:hoses?|brakes?|brake (?:pipes?|lines?)|calipers?|steering|track rods?|tyres?|wheels?|ball joints?|suspension arms?)\\b[^.!?\\n]{0,60}\\b(?:(?:at|in) (?:imminent|immediate) (?:risk|danger) of (?:failing|failure|bursting|detaching|coming off|coming apart)|(?:could|may|might|is likely to) fail at any (?:time|moment))\\b',
    UNSAFE_VEHICLE,
  ),
  urgentInContext(
    "read out the name of her children's school",
    "\\b(?:read out|reeled off|recited|named|quoted|mentioned|knows|knew) (?:the name of )?(?:her|his|my|your|their|the) (?:children|kids|sons?|daughters?|grandchildren|grandsons?|granddaughters?)['’]?s?['’]? (?:primary |secondary |junior |infant |nursery |new )?(?:school|nursery)\\b",
    THREAT,
  ),
  // Read on held-out-89 (the ninety-first round).
  urgentInContext("an electrician's C1, danger present", '(?<!\\bno )\\bC1\\b\\s*(?:[-–:(]\\s*)?danger present\\b', UNSAFE_HOME),
];
