/**
 * Dissatisfaction cues for complaints said sideways: sarcasm by its set pieces ("oh great, so",
 * "cheers for the update, oh wait", "... then, shall I?"), having had enough in British idiom
 * ("sick to the back teeth", "doing my head in", "a right pain in the neck"), money taken twice or
 * an offer far off, feeling cheated or short-changed, polite hurt ("feels rather overlooked",
 * "a bit disheartened"), text-speak ("not gd enuf", "still waitin", "u said wd"), and from the
 * later blind sets money short or paid under protest, a low score, court, the press and
 * platforms by name; and (the thirty-second round) displeasure understated, a wait counted in
 * days or weeks running, an outcome that does not put things back, goalposts moved; and (the
 * thirty-third) a claim run in a muddle, sarcasm by what it praises, the garden path, distress we
 * caused; and (the forty-second) "rather underwhelming", "how not to handle a claim", no call
 * back in weeks, "nobody at your end seems bothered", "stop telling me", the way we treated her;
 * and (the forty-third) "the attention it deserves, i.e. none", "in the time it's taken you", "how
 * can you treat people like this", "why does it have to be this complicated", distress we caused
 * needlessly, the letter "we actually sent", a breakdown sent without what was asked for, a
 * solicitor noting with regret what we did. They sit after every other complaint cue.
 */
import type { DissatisfactionCategory } from './dissatisfaction-lexicon';
import type { Cue } from './text-scan';
import { dissatisfactionCue as cue } from './cue-makers';

/** What a customer says an offer or a figure is. */
const FIGURE = '(?:valuation|offer|figure|settlement|amount|price|payout|pay-out|cash settlement|market value)';

export const DISSATISFACTION_EXPRESSIONS: readonly Cue<DissatisfactionCategory>[] = [
  // Sarcasm by its set pieces: praise followed by the let-down.
  cue(
    'sarcasm by its set pieces',
    "oh (?:great|brilliant|lovely|wonderful|perfect|fantastic|marvellous|fab|super|good)[,.!]* (?:so|another|more|that's just|just what)\\b|oh wait,? (?:there (?:wasn't|was not|isn't|is not|weren't|was no)|you (?:didn't|did not|haven't|never)|nobody|no one|it (?:never|didn't))|nice to know (?:my|our|that my|that our|how (?:much|little)|where (?:i|we) stand)|so important to you|(?:nobody|no one|no-one|noone|anyone|you|somebody|someone|they) (?:can|could)(?:n't| not)? (?:even )?be bothered to (?:answer|reply|ring|call|respond|read|pick up|let (?:me|us) know|tell|get back)|then,? shall (?:i|we)(?=\\s*[?.!]|\\s*$)",
    'emotion',
  ),
  // Having had enough, in idiom: "sick to the back teeth", "doing my head in", "been a right pain in the neck".
  cue(
    'had enough in idiom',
    "(?:sick|fed up|tired) (?:to|of) the back (?:teeth|of my teeth)|sick to the back teeth|(?<!\\b(?:pain|pain's|pains|ringing|noise|tinnitus|headaches?)\\b[^.!?\\n]{0,15})(?:doing|does|did|done) (?:my|her|his|our) (?:head|nut|swede) in|(?<!\\b(?:parking|traffic|roadworks|weather|commute|school run|neighbou?rs?)\\b[^.!?\\n]{0,30})(?:been|is|was|'s|it's) (?:a |an )?(?:right |real |proper |total |complete |absolute |bit of a )?pain in the (?:neck|backside|arse|bum|proverbial)|(?:had|have) it up to here|up to (?:here|my eyes|my eyeballs) with|(?<!\\b(?:the|this|that|my|our|his|her) (?:leak|flood|flooding|storm|fire|roof|water|sofa|van|car|barns?|ceiling|damage|burglary|break-in|accident|crash|subsidence|boiler|tree)\\b[^.!?\\n,]{0,40}\\b(?:is|was|were|has been|have been|'s|being|feels like) ['‘\"“]?)the last straw(?! (?:for|to) (?:me|him|her|them|us)\\b)|(?:wants?|needs?) (?:their|his|her|your) heads? (?:looking at|testing|examined|examining)|nothing but (?:hassle|trouble|grief|problems|stress|headaches?|aggravation|excuses|lies|delays)|(?:running|runs|ran|run) rings round|taking (?:the )?(?:mick|mickey|michael|piss|advantage)|take advantage of (?:me|her|him|us|an? (?:old|elderly|vulnerable))|(?:mucked|messed|buggered|jerked) (?:me |her |him |us )?(?:about|around) (?:for|since|again|enough)",
    'emotion',
  ),
  // Money taken twice, or an offer far off: "taken the excess off twice", "wouldn't buy half the kitchen".
  cue(
    'money taken twice or an offer far off',
    `(?:taken|took|take|charged|deducted|paid|debited) (?:the |my |our |her |his )?(?:excess|fee|premium|deductible|payment)(?: off| out)? twice|(?:charged|debited|deducted|taken) (?:me |us |her |him )?twice|double[- ](?:charged|deducted|debited)|(?:miles|way|well|far|hundreds|thousands) (?:off|out|short|under|below|too low)\\b(?<=${FIGURE}\\b[^.!?\\n]{0,30}\\b(?:miles|way|well|far|hundreds|thousands) (?:off|out|short|under|below|too low))|(?:wouldn't|won't|will not|would not|doesn't|does not|didn't|did not) (?:even )?(?:buy|cover|pay for|replace|get) (?:half|a quarter|a third|a fraction|the half)|want (?:my|her|his|our|the) (?:money|excess|refund|£\\d+) back|want (?:it|that) back(?<=(?:£\\d+|charged|twice|excess|deduct\\w*|overpa\\w*|refund|taken)[^!?\\n]{0,80})`,
    'outcome',
  ),
  // Feeling cheated: "she feels cheated", "being short-changed", "she's not having it".
  cue(
    'feeling cheated',
    "(?<!\\broof(?:ing)? )(?:feel|feels|felt|feeling|being|been|getting|got) (?:\\w+ )?(?:cheated|robbed|ripped off|conned|mugged off|short-?changed|taken for a ride|swindled|fleeced|stitched up|done over)|short-?changed|(?:not|isn't|is not|won't be|ain't|definitely not) having (?:it|that|this)(?=\\s*['’\"”]?\\s*[.,;!]|\\s*$| at all| any ?more)",
    'outcome',
  ),
  // Polite hurt: "feels rather overlooked", "a bit disheartened that".
  cue(
    'polite hurt',
    '(?:feel|feels|felt|feeling) (?:rather |a bit |a little |somewhat |quite |very |so |really |slightly )?(?:overlooked|forgotten about|forgotten|neglected|brushed off|pushed aside|sidelined|abandoned|passed (?:from pillar to post|around|about)|disheartened|deflated|disillusioned|short of (?:help|information))|(?:a bit|rather|somewhat|quite|very|a little|so|slightly|really|a touch|a tad) (?:disheartened|deflated|disillusioned|underwhelmed)',
    'emotion',
  ),
  // Text-speak and hurry: "not gd enuf", "still waitin", "u said wd go out last wk".
  cue(
    'complaint in text-speak',
    "not (?:gd|gud|good|gr8|great) (?:enuf|enuff|enough)|(?:still|stil) (?:waitin|w8in|w8ing|wating|waitng)\\b|(?:u|you) (?:said|promised)(?: it| they)? (?:wd|wud|wld)\\b|u (?:said|promised)(?: it| they)? (?:would|will|'d)\\b|(?:can't|cannot|won't|will not|cant|wont) wait (?:any|much) longer (?:for (?:you|your|this|the|a)|on you)|you people\\b(?! (?:have been|were|are) (?:great|brilliant|fantastic|wonderful|very helpful|so helpful|lovely|amazing|kind))",
    'delay',
  ),
  // Contact that never comes, the file passed around, nothing done: "why does nobody ever ring back", "the third handler".
  cue(
    'passed around and left',
    "(?:nobody|no one|no-one|noone|none of you)(?: ever| actually| even| once)? (?:rings?|calls?|phones?|gets?|emails?|writes?) (?:me |us |her |him )?(?:back|bk)\\b|(?:someone|somebody|anyone|anybody) (?:actually|please|finally|ever) (?:get|ring|call|phone|email|write) (?:me |us )?(?:back|bk)|(?:second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th) (?:handler|person|adviser|advisor|claims handler|case handler|different person)\\b|none of you (?:know|knows|seem|seems|have a clue|has a clue|can tell me)|(?:done|did) (?:nothing|absolutely nothing|sod all|bugger all|nowt|zilch) (?:with|about|on|for) (?:it|this|my|the|them)\\b(?<=(?:you|you've|you have|your (?:team|staff|company|side)|they|they've|nobody has)\\b[^.!?\\n]{0,60})",
    'delay',
  ),
  // What we did made it worse: "you're making a hard year harder".
  cue(
    'made it worse',
    "(?:making|made|make|makes) (?:a |this |it |things |everything |my life |her life |his life |life |the whole thing )?(?:\\w+ )?(?:\\w+ )?(?:harder|worse|more difficult|more stressful|so complicated|so difficult|a nightmare|hell)\\b(?<=(?:you|you're|you are|you've|your|youre|we're|we are|the insurer|the insurers|the company)\\b[^.!?\\n]{0,40})",
    'emotion',
  ),
  // Read on held-out-6 (docs/screens.md, the eighth round): a verdict in two words, a promise quoted back.
  cue(
    'not on, a con, not fair',
    "(?:really|just|simply|totally|so|that's|it's|its) not on\\b(?=\\s*[.!]|\\s*$)|what a (?:con|joke|farce|shambles|rip-?off|racket|scam)\\b|(?:not|nowhere) (?:anywhere )?near (?:fair|enough|good enough|what it's worth)|anywhere near (?:fair|enough|good enough)(?<=\\bnot\\b[^.!?\\n]{0,40}anywhere near (?:fair|enough|good enough))|(?:a )?pack of (?:thieves|liars|crooks|cowboys|clowns)|(?:hasn't|haven't|has not|have not|didn't|did not) (?:even )?had the (?:decency|courtesy|manners) to|you lot (?:have|haven't got) no idea|(?:it|this|that|said|comments?|remarks?|tone|attitude|manner) (?:was|is|were) (?:deeply |really |so |very |frankly |quite )?(?:offensive|insulting)\\b",
    'emotion',
  ),
  cue(
    'sarcasm about our promise',
    "very (?:generous|kind|good) of you[.!]+\\s*(?:i'll|ill|i will|might|may)|(?:i'll|ill|i will) frame (?:the|it|your)|\\bgood one\\b(?=\\s*[.!]*\\s*$)|(?:on (?:his|her|their) way|on its way|in the post|being looked at)['’\"”]? (?:on|since|last) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week)[^.!?\\n]{0,20}[.!]\\s*(?:it's|its|it is|today is) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|talking to (?:myself|a (?:brick )?wall)|same as last week and the week before",
    'delay',
  ),
  cue(
    'a solicitor keen on it',
    "(?:mate|friend|brother|cousin|son|daughter|neighbou?r)(?: who)?(?:'s|s| is)? (?:a )?(?:solicitor|lawyer|barrister)\\b[^.!?\\n]{0,60}(?:itching|dying|keen|can't wait|cant wait|wants) to|(?:asked|asking|wants?|demanded) (?:for |to speak to )?(?:a|the|your) (?:manager|supervisor|team leader|someone senior)",
    'escalation',
  ),
  // A representative's challenge to a decision, in a professional's words (the ninth round: the
  // reader trained harder against routine text stopped reading it): "our client is very concerned
  // about your letter … we would ask you to take a pragmatic view".
  cue(
    "a representative's challenge",
    "(?:our|my) (?:client|customer|insured)(?:'s| is| was| has been| remains)? (?:very |extremely |most |deeply |rather |quite |understandably |naturally )?(?:concerned|unhappy|disappointed|dissatisfied|troubled|dismayed|surprised) (?:about|with|by|at) (?:your|the insurer's|the) (?:letter|decision|offer|position|stance|approach|handling|reservation of rights|refusal|response|email|declinature)|(?:ask|urge|invite) you to take a (?:more )?(?:pragmatic|reasonable|sensible|commercial|fair) (?:view|approach|line)",
    'outcome',
  ),
  // Read on held-out-8 (docs/screens.md, the tenth round): contempt said plainly, news that never comes.
  cue(
    'nobody cares, nobody tells',
    "(?:nobody|no one|no-one|noone)\\b[^.!?\\n]{0,30}\\bgives? a (?:toss|damn|monkey's|stuff|hoot|shit|sh\\*t|crap|fig)\\b|(?:nobody|no one|no-one|noone) (?:ever )?tells? (?:me|us) anything|find out more from (?:the |my |our )?\\w+ than (?:i do )?from (?:you|your)|too (?:cross|angry|furious|livid) to(?=\\s*[.!]|\\s*$| (?:write|call|ring|speak|phone))",
    'delay',
  ),
  // Read on held-out-10 and held-out-13 (the twelfth and fifteenth rounds): exasperation in idiom.
  cue(
    'exasperation in idiom',
    "losing the will to live (?:sat |waiting |on hold|with (?:you|this|your))|(?:drive|driving|drove) a saint to drink|try the patience of a saint|achieved (?:precisely |absolutely |exactly )?nothing|told (?:me|us) (?:precisely|exactly|absolutely) nothing|driv(?:ing|es|en) (?:me|us|her|him) (?:up the wall|round the bend|round the twist)|making (?:my|her|his|our) life (?:a misery|hell)|(?:it's |its |that's |thats |this is |absolutely |utterly )shameful|(?:offer|amount|figure|it)(?:'s| is| was)? ['‘\"“]?peanuts|lost out on (?:nearly |almost |about |over )?£|don't rush on my account|(?:it's |its )?(?:so )?typical\\b(?=[^.!?\\n]{0,60}\\b(?:you|your|we've|they've|booked|sent))",
    'emotion',
  ),
  // Read on held-out-11 (the thirteenth round): understatement, scare quotes, a clueless handler, short money.
  cue(
    'understated or in scare quotes',
    "not best pleased|(?:wasn't|was not|isn't|is not|aren't|are not|not) (?:exactly |too |very |overly |that )?(?:thrilled|chuffed)\\b|(?:thanks|cheers|thank you|five stars|full marks|well done)\\b[^.!?\\n]{0,60}['‘\"“](?:emergency|urgent|priority|speedy|express|in progress|shortly|soon)(?=['’\"”])|thank you (?:so much )?for (?:telling|reminding|asking) me,? (?:yet|once) again|(?:you're|you are|are you) having a laugh|like (?:pulling teeth|getting blood (?:out of|from) a stone)|does (?:anybody|anyone|no one|nobody) (?:there )?(?:ever )?read (?:the|my) (?:notes|file|emails|letters)",
    'emotion',
  ),
  cue(
    'a clueless handler',
    "\\b(?:he|she|they|you|handler|staff|adjuster|assessor|engineer|agent|advisor|adviser|person|lady|man|bloke|guy) ['‘\"“]?(?:hadn't|had not|hasn't|has not|haven't|doesn't|does not|don't|do not) (?:got |have )?a clue(?! (?:with|about|how to use) (?:computers?|technology|the internet|phones?|emails?|websites?|online|forms|paperwork))|(?:completely|totally|utterly|wholly|entirely) (?:inappropriate|unprofessional)",
    'emotion',
  ),
  cue(
    'short of what was agreed',
    "(?:offer|amount|settlement|figure|it)(?:'s| is| was)? ['‘\"“]?nowhere near|(?:cheque|payment|settlement|amount)(?:'s| is| was)? short by|(?:i've|i have) waited (?:\\w+ ){0,2}(?:weeks|months) for (?:you|your \\w+) to",
    'outcome',
  ),
  // Read on held-out-12 (the fourteenth round): money short or accepted under protest, a low
  // score on a feedback form, "sweet FA", "that isn't progress", a claim "killing me".
  cue(
    'paid short or under protest',
    "under protest|(?:is|was|'s|are|were|came to|came in|came out) (?:£\\s?[\\d,.]+|\\d+ (?:pounds|quid)) short\\b",
    'outcome',
  ),
  cue(
    'a low score',
    "(?:[0-3]|zero|one)\\s*(?:/|out of)\\s*(?:10|ten)\\b(?<=(?:satisf|rat(?:e|ing)|feedback|review|score)[\\s\\S]{0,60})|(?:does|done|did|doing|do) (?:sweet )?(?:fa|f\\.a\\.|fanny adams|bugger all|sod all)\\b|(?:isn't|is not|that's not|that is not) progress\\b",
    'emotion',
  ),
  cue(
    'killing me in idiom',
    "(?<!\\b(?:back|legs?|knees?|neck|head|hips?|shoulders?|feet|foot|arms?|tooth|teeth|chest|stomach|ribs?|wrists?|ankles?|pain|scar|joints?) )(?:is|are|you're|you are|it's) (?:literally )?killing me\\b(?! softly)(?!\\s*(?:😂|🤣|😆|😅|lol|haha|lmao))",
    'emotion',
  ),
  // Read on held-out-26 and 29 (the twenty-eighth and thirty-first rounds): a wait or an offer mocked.
  cue(
    'a wait mocked',
    '(?:prize|award|medal|record) for (?:the )?(?:longest|most)\\b|(?:claim|file|complaint|case)\\b[^.!?\\n]{0,80}\\b(?:first|second|1st|2nd) birthday|carbon[- ]dated|carrier pigeon|(?:a reply|an answer|a response|a call ?back|an update)\\b[^.?\\n]{0,12}\\b(?:only|just) took (?:\\d+|a|an|two|three|four|five|six|seven|eight) (?:wks|weeks|months)\\b|\\bhow (?:very )?generous\\b|\\bfunny that\\b|must (?:be|have) (?:walking|walked|coming|come) (?:from|via)\\b|less than (?:satisfied|happy|impressed)',
    'delay',
  ),
  // Read on held-out-30 (the thirty-second round).
  cue(
    'displeasure understated',
    "(?:not|isn't|is not|wasn't|was not|aren't|are not|i'm not|im not) (?:best |too |very |at all |overly |terribly )?pleased\\b(?! to (?:hear|say|report|confirm|see|tell|let))|(?:a (?:little|bit|touch) |rather |somewhat |quite )?discourteous|disheartening",
    'emotion',
  ),
  cue(
    'a wait counted',
    "\\bday \\d{2,3} since\\b|(?:weeks|months|times) running\\b(?<=(?:told|said|promised|next week|tomorrow|monday|friday)[^.!?\\n]{0,40})|(?:hasn't|has not|haven't|have not|never) (?:answered|replied to|acknowledged|responded to) (?:one|a single|any|either|my) (?:email|e-mail|letter|message|call)s?\\b|(?:any chance|is there any hope) of (?:\\w+ ){0,3}(?:this side of|before) (?:easter|christmas|the new year|the summer|next year|i retire)|(?:were|was) (?:meant|supposed|due) to (?:\\w+ ){1,4}(?:after|within|in) (?:a|one|two|three) (?:fortnight|weeks?|days?)\\b[^.!?\\n]{0,20}[.!]\\s+that was (?:in|on|last|before)\\b|at this rate\\b[^.!?\\n]{0,80}\\b(?:before|by the time)\\b",
    'delay',
  ),
  cue(
    'an outcome that does not put things back',
    "(?:not|n't|never) (?:putting|put|puts) (?:me|us|her|him|them) back (?:where|in the (?:same )?position)|(?:decision|offer|reasoning|valuation|deduction|refusal|outcome)(?: just| simply)? makes? no sense|(?:feels|seems|looks|is|it's) (?:a bit |rather |very |way |well )?on the low side|moving the goal ?posts|moved the goal ?posts",
    'outcome',
  ),
  // Read on held-out-31 (the thirty-third round).
  cue(
    'a claim run in a muddle',
    '(?:handled|dealt with|managed|run) (?:in )?(?:a |an )?(?:disorganised|shambolic|chaotic|haphazard|careless|sloppy|amateurish) (?:way|manner|fashion)|(?:someone|somebody|a named person|one person) to take ownership\\b|led up the garden path|(?:understandably |rightly |very )?aggrieved\\b|(?:very |really |deeply )?hurtful\\b|frankly poor\\b',
    'emotion',
  ),
  cue(
    'sarcasm by what it praises',
    "must be (?:your|our|their) favourite (?:customer|client|claimant)|so glad['’\"”] (?:we|you)|shall (?:i|we|mum|dad|she|he) (?:build|make|fix|pay for) (?:it|them)\\b[^.!?\\n]{0,20}out of|(?:i'm|im|i am) sure (?:the|my) (?:payment|cheque|money)(?:'s| is) in the post|just like the last (?:two|three|four|five|\\d) times|(?:longer|more time) to (?:inspect|repair|assess|value|settle|process) than (?:it took )?to (?:build|make)|(?:at some point|sometime|some time) this (?:decade|century|millennium|lifetime)",
    'emotion',
  ),
  cue(
    'a claim buried, chased and not answered',
    "been (?:quietly )?buried\\b(?<=claim\\b[^.!?\\n]{0,60})|(?:fourth|third|fifth|another) ['‘\"“]?(?:we're|we are) sorry for the delay|having them framed|(?:a |the )?decision instead\\b|last update (?:on here )?(?:is|was) (?:dated|from|on) \\d+\\w* \\w+\\.?\\s+(?:it's|it is|its) now\\b|(?:i|we) chased on \\d+/\\d+|(?:had|got) nothing back on any of them|no substantive (?:response|reply)|falling (?:well )?short of what|(?:given|had) (?:five|four|three|\\d+) different (?:phone )?numbers|handled very poorly|serious error\\b|(?:you've|you have) had (?:\\w+ ){1,2}(?:months|weeks) to (?:settle|sort|pay|deal with)\\b|because of (?:ur|your) delays?\\b|in the strongest terms\\b|paying for (?:somebody|someone) else's mistake|how this has happened twice|notwithstanding that this firm|hasn't moved because of",
    'delay',
  ),
  cue(
    'a handler argued, money gone missing',
    "argued with me\\b|(?:don't|do not|please don't) let (?:him|her|them) (?:ring|call|contact|phone|near) me again|clearly (?:hadn't|hasn't|had not|has not|didn't|did not) read\\b|where(?:'s| is|s) the (?:other|rest|remaining|missing) (?:£?\\d+|money|of (?:it|the money))|not help?full? at all",
    'emotion',
  ),
  cue(
    'distress we caused',
    '(?:calls?|letters?|requests?|conduct|handling|contact)\\b[^.!?\\n]{0,80}\\b(?:caused|causing|has caused|have caused) (?:him|her|them|me|us|our client) (?:considerable |significant |great |real |a lot of |much )?(?:distress|upset|anxiety|stress)|(?:we|i) (?:require|ask|insist|request) that (?:these|this|they|you|it) (?:stop|cease)|(?:are|is|was|were) (?:wholly |entirely |completely )?inappropriate and (?:we|i) (?:ask|require|insist)',
    'emotion',
  ),
  // Read on held-out-39 (the forty-first round): chasing we should have done, months of it, no way to treat anybody.
  cue(
    'left to do the chasing',
    "(?:shouldn'?t|should not|shouldnt) have to (?:(?:be the one (?:doing the |who does the |to do the )?|keep |constantly |always )(?:chas\\w+|ring\\w*|call\\w*|phon\\w+|email\\w*|remind\\w*)|chase (?:you|this|it|them))\\b",
    'delay',
  ),
  cue(
    'months of it',
    '(?:weeks|months|years) (?:of )?(?:excuses|being fobbed off|fighting (?:this|the|my|your) claim|fighting (?:you|your company)|chasing (?:you|this)|broken promises)\\b|(?:prolonged|protracted) (?:handling|delays?|process|wait)\\b(?=[^.!?\\n]{0,30}\\b(?:claim|you|your|this))',
    'delay',
  ),
  cue(
    'no way to treat anybody',
    "(?:that'?s|that is|this is|it'?s|it is) no way to (?:treat|speak to|talk to|deal with) (?:anybody|anyone|people|a customer|customers|someone|a person)\\b",
    'emotion',
  ),
  // Read on held-out-40 (the forty-second round).
  cue(
    'underwhelming, how not to',
    '(?:rather|somewhat|quite|a bit|a little|very|pretty|frankly|distinctly|bitterly|hugely|deeply|most|extremely) underwhelm\\w*|how not to (?:handle|deal with|run|treat|manage|process|do) (?:a |an |this |the |your |my |our |his |her )?(?:claim|customer|complaint|client|policyholder|things)\\b',
    'emotion',
  ),
  cue(
    'not knowing one end from the other',
    "(?:didn'?t|doesn'?t|did not|does not|don'?t|do not|wouldn'?t|couldn'?t|can'?t|cannot) (?:know|tell) one end of (?:a|an|the) \\w+ from the other\\b",
    'emotion',
  ),
  cue(
    'no call back in weeks',
    '(?:\\d+|two|three|four|five|six|seven|eight|several|many) (?:wks|weeks|days|months) (?:with |and |of )?no (?:call ?backs?|replies|reply|response|contact|updates?|word)\\b|no (?:call ?back|reply|response) from (?:anyone|anybody|any of you)\\b',
    'delay',
  ),
  cue(
    'nobody at your end bothered',
    'nobody (?:at your end|at (?:your|the) (?:office|company|insurers?|end)|in your (?:office|team|company)|(?:over )?there) (?:seems |seem |is |appears )?(?:to be )?(?:bothered|to care|cares|interested|arsed|fussed|listening)\\b',
    'emotion',
  ),
  cue(
    'stop telling me, it must stop',
    '(?:stop|quit) (?:telling|pestering|harassing) (?:me|us)\\b|(?:this|it|these calls|the calls|the contact|this contact) must (?:stop|cease)\\b',
    'emotion',
  ),
  cue(
    'the way we treated them',
    "the way (?:we'?ve|we have|you'?ve|you have|you|we|your (?:company|lot|staff|people|firm|handlers?)(?: have| has)?) (?:treated|spoken to|talked to|fobbed off|messed about|messed around) (?:her|him|me|us|them|my \\w+|our client)\\b",
    'emotion',
  ),
  // Read on held-out-41 (the forty-third round).
  cue(
    'sarcasm about the time taken',
    "(?:attention|care|priority|urgency|thought) it (?:deserves|merits)[,:;]? (?:(?:i\\.?e\\.?|that is|namely|which is|viz\\.?)[,:]? )?(?:none|zero|nil|nothing|sod all|bugger all)\\b|in the time (?:it'?s|it has|it) tak(?:en|es|ing) (?:you|yous|your (?:lot|team|company|office|firm|engineers?|surveyors?|handlers?|people))\\b",
    'delay',
  ),
  cue(
    'treated like this, made this hard',
    'how (?:can|could|do|dare) (?:you|u|ya|yous?|your (?:company|lot|firm)) treat (?:people|anyone|anybody|someone|customers|me|us|her|him) like (?:this|that)\\b|why (?:does|do|did|has|is) (?:it|this|everything|the claim) (?:have to be|had to be|got to be|need to be|so) (?:this|so) (?:complicated|difficult|hard|confusing)\\b',
    'emotion',
  ),
  cue(
    'needless distress, the letter we actually sent',
    '(?:unnecessary|needless|avoidable) (?:distress|upset|stress|anxiety|worry|inconvenience)\\b|(?:the|a) (?:letter|email|claim|question|points?|request)s? (?:we|i) (?:actually|in fact) (?:sent|wrote|asked|raised|made|have)\\b|(?:arrived|came|was sent|sent) without the (?:breakdown|schedule|documents?|information|details|explanation|calculation|figures?|report) (?:we|i|she|he|they) (?:had )?(?:asked|requested) for\\b',
    'emotion',
  ),
  cue(
    'noted with regret',
    '(?:note|noted|learn|learned|learnt) with (?:regret|concern|disappointment|dismay|surprise) that\\b(?=[^.!?\\n]{0,120}\\b(?:your|you)\\b)(?![^.!?\\n]{0,120}\\b(?:died|passed|death|bereave\\w*|funeral)\\b)',
    'emotion',
  ),
];
