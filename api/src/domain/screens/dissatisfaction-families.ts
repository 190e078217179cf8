/**
 * Dissatisfaction cues written as families of expression: the shape a complaint takes when it
 * does not use a complaint word (an expectation not met, treatment never met before, feelings
 * about what we did, not being taken seriously, a promise, an offer far off), with each slot's
 * words listed wide. They sit after the lexicon's and the concepts' cues.
 */
import type { DissatisfactionCategory } from './dissatisfaction-lexicon';
import type { Cue } from './text-scan';
import { NOT_AFTER_A_STAY, dissatisfactionCue as cue } from './cue-makers';

/** Feelings a customer names about what we did. */
const FEELING = '(?:upset|annoyed|angry|distressed|hurt|frustrated|unhappy|livid|furious|disgusted|appalled|shocked|dismayed|gutted|insulted|offended)';
/** Us, as a customer speaks of us. */
const US = "(?:we|you|your|you've|you'd|the insurer|the insurers|the claims team|nobody|no one|no-one|they|they've|i (?:was|had|have been|'ve been|keep))";

export const DISSATISFACTION_FAMILIES: readonly Cue<DissatisfactionCategory>[] = [
  cue(
    'not what was expected',
    "(?:not|isn't|wasn't|is not|was not|hardly|far from|nothing like|not at all) (?:really |quite |exactly |at all )?what (?:i|we) (?:expected|was expecting|were expecting|was promised|were promised|was told|were told|paid for|signed up for|had hoped for|hoped for)",
    'emotion',
  ),
  // "I have never been treated so shabbily": the negator is the emphasis, so it is part of the cue.
  cue(
    'never treated like this',
    'never (?:in (?:all )?my (?:life|years) )?(?:been|felt|had|seen|known|experienced|come across|dealt with)(?: \\w+){0,3} (?:so|such|as|worse|this|like this)\\b[^.!?\\n]{0,40}(?:in (?:all )?my (?:life|years)|by any|from any|with any|company|insurer|firm|service|organisation|business)|never (?:been|felt) (?:treated|spoken to|dealt with|messed (?:about|around)|let down|fobbed off|made to feel|ignored)(?: \\w+){0,2} (?:so|like this|this|as)\\b',
    'emotion',
  ),
  cue('feelings about what we did', `${FEELING}(?: \\w+)? (?:that|because|as|when) ${US}\\b`, 'emotion'),
  cue(
    'not taken seriously',
    "(?:nobody|no one|no-one|you(?:'re| are)(?: not|n't)|not being|isn't being) (?:is )?(?:taking|taken|take) (?:this|me|my claim|us|it|my complaint) seriously|(?:feel|felt|feeling) (?:like )?(?:i'm|i am|i was|we are|we're)? ?(?:being )?(?:ignored|fobbed off|brushed off|forgotten|a number|an afterthought)",
    'emotion',
  ),
  cue(
    'told before',
    `(?:told|informed|reminded|asked) (?:you|your (?:staff|team|colleagues?)|the (?:insurer|claims team))(?: about (?:this|it))? (?:twice|three times|four times|several times|repeatedly|more than once|over and over|again and again)|after being (?:told|asked|informed) (?:twice|three times|four times|several times|repeatedly|more than once)|(?:how many times|${NOT_AFTER_A_STAY}for the (?:second|third|fourth|fifth|umpteenth) time)\\b(?![^.!?\\n]{0,20}\\basking (?:the same|again)\\b)`,
    'delay',
  ),
  cue(
    'offer far off',
    '(?:offer|valuation|figure|amount|settlement|payout|price|estimate)(?: (?:is|was|seems))? (?:way|far|miles|well|hundreds|thousands|nowhere near|a long way)(?: \\w+)? (?:off|short|below|under|too low|less)|(?:insult(?:ing)?|slap in the face)',
    'outcome',
  ),
  cue(
    'is anyone dealing with it',
    '(?:is|does|will|can|has) (?:anyone|anybody) (?:actually|even|ever|at all|there) (?:dealing|looking|working|reading|listening|going|bothered|care|handling)',
    'delay',
  ),
  cue(
    'told to the watchdogs',
    '(?:contact(?:ed|ing)?|writ(?:e|ing|ten)(?: to)?|gone to|report(?:ed|ing)? (?:you|this|it) to|complain(?:ed|ing)? to) (?:to )?(?:which(?=\\?)|which magazine|trading standards|watchdog|rip-?off britain|money ?saving ?expert|martin lewis|the (?:local )?(?:paper|papers|press|news|radio|bbc))',
    'escalation',
  ),
  cue(
    'too much taken off',
    '(?:deducted|taken off|knocked off|docked|took off|knocking off)(?: far| way| much| a lot)? too much|(?:unfair|unreasonable|excessive) (?:deduction|excess|charge|betterment)s?|(?:must|have to|strongly|wish to|do) object to|i object\\b|wriggle out of|weasel out of|(?:get|getting|trying to get) out of paying|(?:looking for|finding) (?:a reason|an excuse|any excuse|excuses) (?:not )?to (?:pay|decline|refuse)',
    'outcome',
  ),
  cue(
    'taking so long',
    '(?<!\\bsorry (?:it\\W?s|it has|this has|that it\\W?s|i\\W?ve|for) )(?:taken|taking|take|took) (?:so|this|such a) long\\b(?! (?:as|to (?:get back|reply) to (?:you|me) (?:on|about)))|(?:kept|left|held|sat|waiting) on hold for (?:over |more than |nearly |almost )?(?:an? |\\d+ |half an )?(?:hour|hours|minutes|mins|ages)',
    'delay',
  ),
  cue(
    'thanks for nothing',
    '(?:thanks|thank you|cheers|ta)(?: so much| very much| a lot)? for (?:absolutely |precisely |exactly )?nothing|(?:thanks|thank you|cheers|ta)(?: so much| very much| a lot)? for (?:the|your) (?:\\w+ )?(?:update|reply|response|call|help)[.…!, ]+(?:only )?(?:\\w+ )?(?:weeks|months|days) (?:later|on|after)',
    'emotion',
  ),
  cue(
    'idioms of getting nowhere',
    "(?:like )?(?:talking|speaking) to a (?:brick )?wall|(?:head|heads) against a (?:brick )?wall|(?:had it|had enough) with (?:you|your \\w+|this (?:company|insurer|firm)|the lot of you|you people)\\b|(?:end of (?:my|our) tether|wits'? end) (?:with|over|because of) (?:you|your|this|the (?:claim|insurer|company|hire|garage|repairer))|treated (?:as|like) (?:a|an) (?:criminal|liar|fraudster|suspect|idiot|number|nuisance|child)",
    'emotion',
  ),
  cue(
    'told different things',
    'told (?:one thing|something) by (?:one|someone|somebody)[^.!?\\n]{0,40}(?:different|else|another)|(?:different|conflicting|contradictory|mixed) (?:answers|information|stories|advice|messages)|(?:full of|riddled with) (?:mistakes|errors|inaccuracies)|(?:got|getting|gets) (?:my|the) (?:name|address|details|facts|dates?|registration|reg) wrong',
    'delay',
  ),
];
