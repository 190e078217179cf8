/**
 * Dissatisfaction cues read from the fifty-ninth round on (docs/screens.md), after
 * `dissatisfaction-latest-cues.ts` filled. On held-out-57: calls from our office by which "he's
 * been hounded", and "hounded by you". On held-out-58 (the sixtieth): water "again after your man
 * fix it", "taking yous to the cleaners", a letter that "answers none of" ours. On held-out-59 (the
 * sixty-first): "not a dicky bird", "rung till I'm blue". On held-out-60 (the sixty-second): "I
 * could scream", "driven up the wall", "mugs me off", "really joined up", "I'm not willing to
 * accept". On held-out-62 (the sixty-fourth): "really glad I paid you all these years", a video "on
 * TikTok about how you've treated me", "said we're being unreasonable", "isn't happy we keep
 * sending more links". On held-out-64 (the sixty-sixth): "we register our strong objection", "you
 * can probably guess the score", "nearly had a heart attack when I opened your letter", "I don't
 * want to sound ungrateful, but", "nobody there listens", "all I get is". On held-out-65 (the
 * sixty-seventh): "I'd rather stick pins in my eyes than ring your helpline", "handing this over
 * to a solicitor". On held-out-66 (the sixty-eighth): "still no1 has rung me back", "keep your
 * money", "every single person I speak to tells me something completely different". On
 * held-out-67 (the sixty-ninth): since your engineer "repaired" the boiler, "I don't trust him".
 * On held-out-69 (the seventy-first): "the best you can manage is", "after the way he spoke to
 * me". On held-out-70 (the seventy-second): "any chance the next one could have some actual
 * progress in it?", a brother-in-law on the paper who "would love a story like this". On held-out-71 (the seventy-third):
 * "she'd have liked to be told", "he speak to me very bad", "smirking down the phone", the hold
 * music whose words he has "learnt", "a free lesson in patience", "dying of old age here waiting",
 * "u want me to wait 6 wks". On held-out-81 (the eighty-third): "neither letter has been answered",
 * "we find that extraordinary". On held-out-82 (the eighty-fourth): "your conduct has been woeful",
 * "treated with contempt". They sit after every other complaint cue.
 */
import type { DissatisfactionCategory } from './dissatisfaction-lexicon';
import type { Cue } from './text-scan';
import { dissatisfactionCue as cue } from './cue-makers';

export const FIFTY_NINTH_DISSATISFACTION_CUES: readonly Cue<DissatisfactionCategory>[] = [
  // Read on held-out-57 (the fifty-ninth round).
  cue(
    "the way he's been hounded, hounded by you",
    "\\bthe way (?:he|she|i|we|they|my \\w+)(?:'s|'ve| has| have| is| was) been (?:hounded|harassed|badgered|pestered)\\b|\\b(?:hounded|harassed|badgered|pestered) by (?:you|your|ur|yer)\\b",
    'emotion',
  ),
  // Read on held-out-58 (the sixtieth round).
  cue(
    'leaking again after your man fixed it, taking yous to the cleaners, a letter that answers none of ours',
    '\\bagain after (?:your|ur|yer) (?:man|men|guy|plumber|builder|contractor|engineer|roofer) (?:fix|fixed|repair|repaired|came)\\b|\\btak(?:e|ing) (?:yous|youse|you|you lot|ye|yez) to the cleaners\\b|\\banswers none of (?:the|our|my)\\b',
    'emotion',
  ),
  // Read on held-out-59 (the sixty-first round).
  cue(
    "not a dicky bird, rung till I'm blue",
    "\\bnot a dicky ?bird\\b|\\b(?:rung|rang|phoned|called) (?:till|until|til) (?:i'?m|i am|i was) blue\\b",
    'emotion',
  ),
  // Read on held-out-60 (the sixty-second round).
  cue(
    'could scream, driven up the wall, mugs me off, really joined up',
    '\\bcould (?:scream|spit)\\b|\\bdriven (?:me |him |her )?up the wall\\b|\\b(?:mug|mugs|mugging|mugged) (?:me|us|her|him) off\\b|\\b(?:really|very|love the|bit more|more|so|real) joined[- ]up\\b',
    'emotion',
  ),
  cue("I'm not willing to accept", "\\b(?:i'?m|i am|we'?re|we are)(?: afraid)?(?: (?:simply|just))? (?:not |un)willing to accept\\b", 'outcome'),
  // Read on held-out-62 (the sixty-fourth round).
  cue(
    "really glad I paid you all these years, said we're being unreasonable, isn't happy we keep sending links",
    "\\bglad (?:i'?ve|i have|i) (?:paid|been paying) (?:you|ur)\\b|\\b(?:said|says) (?:we'?re|we are|you'?re|you are) being unreasonable\\b|\\b(?:isn'?t|wasn'?t|aren'?t) (?:at all )?happy (?:that )?(?:we|you)\\b",
    'emotion',
  ),
  cue('a video on TikTok about how you treated me', '\\bon (?:tiktok|facebook|instagram|youtube) about how (?:you|ur|your)\\b', 'escalation'),
  // Read on held-out-64 (the sixty-sixth round).
  cue(
    'we register our strong objection, you can guess the score, a heart attack at the letter you sent',
    '\\b(?:register|registered|record|recorded) (?:our|my) (?:strong(?:est)? |formal )?objection\\b|\\bguess (?:the|my|what) (?:score|rating|i (?:gave|scored|rated))\\b|\\b(?:nearly|almost) had a heart attack when (?:i|we|she|he) (?:opened|saw|read|got) (?:your|the) (?:letter|offer|valuation|email|bill|settlement)\\b',
    'emotion',
  ),
  cue(
    "I don't want to sound ungrateful but, nobody there listens, all I get is",
    "\\b(?:don'?t|do not) want to (?:sound|seem|appear|be) ungrateful\\b|\\bno(?:body| ?one) (?:there |here |at (?:your|ur) \\w+ )?(?:ever )?listens\\b|\\ball (?:i|we) (?:ever )?(?:get|got) (?:is|was) ['‘\"“]",
    'emotion',
  ),
  // Read on held-out-65 (the sixty-seventh round).
  cue(
    "I'd rather stick pins in my eyes than ring you",
    '\\b(?:rather|sooner) [^.!?\\n]{3,40} than (?:ring|call|phone|contact|chase|speak to|deal with) (?:you|your|this|the claims?)\\b',
    'emotion',
  ),
  cue(
    'handing this over to a solicitor',
    '\\bhand(?:ing|ed|s)? (?:this|it|the (?:claim|matter|whole thing)) (?:over )?to (?:a|my|our) (?:solicitors?|lawyers?)\\b',
    'escalation',
  ),
  // Read on held-out-66 (the sixty-eighth round).
  cue(
    'still no1 has rung me back, every person I speak to tells me something different',
    '\\bstill (?:no ?(?:one|1)|nobody|noone) (?:has |have )?(?:rung|called|phoned|got back|contacted|replied)\\b|\\bevery (?:single )?(?:person|one) (?:i|we) (?:speak|talk|spoke|talked) to (?:tells|says|gives|told|said|tell) (?:me |us )?(?:something|a|another)(?: (?:completely|totally|entirely))? different\\b',
    'delay',
  ),
  cue('keep your money', '\\bkeep your (?:money|cash|payout|offer|pennies)\\b(?! safe\\b)', 'outcome'),
  // Read on held-out-67 (the sixty-ninth round): a repair in scare quotes, our man not trusted.
  cue(
    'your engineer "repaired" it, I don\'t trust him',
    "\\b(?:your|ur|the) (?:engineer|repairer|builder|contractor|plumber|electrician|roofer|fitter|garage|bodyshop|man)s? ['‘\"“](?:repaired|fixed|inspected|assessed|checked|sorted)(?=['’\"”])|\\bi (?:don'?t|do not|no longer) trust (?:him|her|them|your (?:engineer|repairer|builder|contractor|assessor|garage|bodyshop|company|firm))\\b",
    'emotion',
  ),
  // Read on held-out-69 (the seventy-first round).
  cue(
    'the best you can manage is, after the way he spoke to me',
    '\\bthe best (?:you|your \\w+) (?:can|could) (?:manage|do|come up with)\\b|\\bafter the way (?:he|she|they|your \\w+|mr \\w+|mrs \\w+|ms \\w+) (?:spoke|talked|treated|dealt with|has treated|has spoken)\\b',
    'emotion',
  ),
  // Read on held-out-70 (the seventy-second round): progress asked for in irony, a reporter who'd love the story.
  cue('some actual progress in it', '\\b(?:some|any) actual (?:progress|news|answers?|action|movement|updates?)\\b', 'delay'),
  cue('would love a story like this', "\\b(?:would|'d) (?:love|jump at|be all over) (?:a story like (?:this|that|mine|ours)|this story)\\b", 'escalation'),
  // Read on held-out-71 (the seventy-third round).
  cue(
    "she'd have liked to be told, he speak to me very bad, not to deal with her again, smirking",
    "\\b(?:i'?d|she'?d|he'?d|we'?d|would) have (?:liked|preferred|appreciated) (?:to be|being) (?:told|informed|warned|asked|consulted|kept informed)\\b|\\b(?:spoke|speak|speaks|talked|talk) to me (?:very |so |really )?(?:bad|badly|rude|rudely|horribly)\\b|\\b(?:talk|speak|deal) (?:with|to) (?:an)?other person,? not (?:him|her)\\b|\\b(?:asked|asks|wants?) not to (?:deal|speak) (?:with|to) \\w+ again\\b|\\bsmirk(?:ing|ed)\\b",
    'emotion',
  ),
  cue(
    'the words of your hold music, a lesson in patience, dying of old age waiting, you want me to wait six weeks',
    '\\b(?:learnt|learned|know) (?:all )?the words\\b(?<=\\bhold music\\b[\\s\\S]{0,120})|\\blesson in patience\\b|\\bdying of old age (?:here )?waiting\\b|\\b(?:you|u) want me to wait (?:\\d+|two|three|four|five|six|eight|another) (?:wks?|weeks?|months?)\\b',
    'delay',
  ),
  // Read on held-out-81 (the eighty-third round).
  cue(
    'neither letter answered, we find that extraordinary',
    '\\b(?:neither|none) (?:of (?:our|my|the) )?(?:letters?|emails?|messages?|chasers?) (?:has|have|had) (?:been|received) (?:answered|acknowledged|replied to|a (?:reply|response))\\b|\\b(?:we|i) find (?:that|this|it) (?:quite |frankly |simply |wholly )?(?:extraordinary|astonishing|remarkable|unacceptable|incredible)\\b',
    'delay',
  ),
  // Read on held-out-82 (the eighty-fourth round).
  cue(
    'your conduct has been woeful, treated with contempt',
    '\\b(?:your|the) (?:conduct|handling|communication|approach|behaviou?r)\\b[^.!?\\n]{0,30}\\b(?:has been|was|is|have been) (?:frankly |simply |quite |utterly |truly )?(?:woeful|lamentable|deplorable|dreadful|shambolic|abysmal|appalling|disgraceful)\\b|\\btreated (?:me |her |him |us |them |our client |my \\w+ )?(?:with (?:utter |complete |total )?contempt|like dirt|like rubbish|like a criminal)\\b',
    'emotion',
  ),
];
