/**
 * Broader cues of dissatisfaction, written from what complaints are about rather than from single
 * phrases: delay and contact that never came, our staff, the outcome and the money, sarcasm, and
 * idioms of having had enough. They sit after the sharper cues of dissatisfaction-lexicon.ts.
 */
import type { DissatisfactionCategory } from './dissatisfaction-lexicon';
import type { Cue } from './text-scan';
import { dissatisfactionCue as cue } from './cue-makers';

/** What a customer waits for from us. */
const AWAITED =
  '(?:date|decision|payment|word|reply|replies|response|answer|update|news|call|call ?back|money|car|contact|settlement|cheque|offer|engineer|repairs?|progress|explanation|apology)';
const NOBODY = '(?:nobody|no one|no-one|noone)';

export const DISSATISFACTION_CONCEPTS: readonly Cue<DissatisfactionCategory>[] = [
  cue(
    'still no answer',
    `still nothing|still (?:no|(?:(?:have|has|had|do|does) )?(?:not|haven't|hasn't|hadn't|don't|doesn't)(?: (?:had|got|received|heard|been given|been sent|have))?|(?:have|got) no)(?: \\w+){0,2} ${AWAITED}|not (?:one|a single) (?:reply|response|call|email|word|answer)|why (?:has|have|hasn't|haven't|is|was|did|didn't) ${NOBODY}|why (?:has|have)n?'?t (?:anyone|anybody|you)|${NOBODY} (?:has |have |had |ever )?(?:replied|responded|answered|let (?:me|us|her|him) know|told (?:me|us)|bothered|rang|rung|called|got back)|(?<!\\b(?:called|rang|chased|wrote to|emailed|texted) (?:ph|tp|the insured|the claimant|her|him|them) (?:as|because|since|re:?|-) )(?:no|never (?:had|got|received) (?:a|any)) (?:reply|response|answer|acknowledg(?:e?ment)) (?:to|from|despite)|despite (?:our|my) (?:letters|emails|calls|chasers)`,
    'delay',
  ),
  cue(
    'weeks gone by',
    `(?:weeks|months|\\d+ days) (?:since|after|on from)[^.!?\\n]{0,60}(?:still|no |nothing|yet to)|(?:weeks|months) (?:later|on),? (?:and )?(?:still|no |nothing)|(?:waiting|waited) (?:since|for over|over|nearly|almost)\\b|(?:left|kept) (?:me |us |her |him )?waiting|(?:left|kept) (?:me|us|her|him|them|my \\w+) without|(?:turned up|arrived|was|were) (?:\\w+ )?(?:hours?|days?) late|(?<!\\b(?:she|he|they|i|we)'?d (?:booked|arranged|hired|found|got) )(?<!\\b(?:her|his|their) (?:own )?(?:plumber|builder|electrician|roofer|joiner|gardener|cleaner|mechanic) )(?<!\\b(?:suitcases?|cases?|bags?|luggage|baggage|parcels?|packages?)(?: that| which)? )(?:didn't|did not|never) (?:turn|show) up|no-?show|(?<!\\b(?:i|we) (?:accidentally |mistakenly |had )?)(?:sent|went|gone|came|delivered|posted|turned up) to the wrong address|cancelled (?:without|at (?:the )?last minute)|${NOBODY} let (?:me|us) know`,
    'delay',
  ),
  // Our staff on the phone through a visit; not a driver on his phone when it happened, nor the
  // grandson's phone the portal was set up on.
  cue(
    'our staff',
    `(?:abrupt|curt|short with (?:me|him|her|us)|impolite|offhand|off-hand|snotty|snappy|belittl(?:ed|ing))|made (?:me|him|her|us) feel (?:stupid|small|like (?:a|an) (?:idiot|criminal|liar|nuisance)|awful|worthless)|(?:(?<!\\b(?:data|credit|signal|apps?|nothing|photos|pictures|being|searches|messages|texts|videos|took|taken|filmed|recorded|snapped|photographed|survey|call|claim|form|portal|rang|called|texted|messaged|phoned|things|list|camera|open|details|zoom|mistake|vehicles) )(?<!\\b(?:driver|drivers|motorist|cyclist|rider)\\b[^.!?\\n]{0,80})(?<!\\b(?:admitted|admits|insisting|insisted|insists|claimed|claiming|denied|denies)\\b[^.!?\\n]{0,25})(?<!\\b(?:photos?|pictures?|screenshots?|images?|videos?|copy|certificate|button|upload|link|app|website)\\b[^.!?\\n]{0,40})on (?:his|her|their) phone(?= (?:the whole|the entire|all the time|throughout|for (?:the )?(?:whole|entire|most|half)|most of|during|instead)|(?<=\\b(?:spent|spending) (?:\\w+ ){0,5}on (?:his|her|their) phone))|barely looked|didn't (?:even )?look)|(?:pressured|pressurised|pushed|bullied|forced) (?:me|him|her|us|my \\w+) into|accus(?:ed|ing) (?:me|her|him|us) of|(?:didn't|did not|never|without) (?:even )?(?:an )?apolog(?:i[sz]e|i[sz]ed|i[sz]ing|y)|(?:worse|bigger) (?:state|mess) than`,
    'emotion',
  ),
  cue(
    'outcome wrong',
    `(?<=\\b(?:this|that|it)(?:'s| is| was)? )(?:not|isn't|wasn't|is not|was not) right|(?:this|that|it) (?:was|is) (?:wrong|not right)|(?:didn't|don't|do not|did not) (?:think|feel) it (?:was|is) (?:right|fair|reasonable)|why am i (?:being )?(?:charged|penalised|paying|asked to pay|told|made to|treated)|refusal to (?:indemnify|pay|cover|accept)|(?:unjustified|unreasonable|unjustifiable) (?:decision|refusal|deduction|delay)|(?:consider|considers|find) (?:your|the|this) (?:\\w+ ){0,2}(?:to be )?(?:unjustified|unreasonable|unacceptable|wrong|too low)|(?:far|way|much|far too|way too) (?:too )?low|(?:worth|valued at) (?:at least|much more|a lot more|double)|(?:don't|do not|doesn't|does not|not) accept (?:your|the|this) (?:\\w+ )?(?:offer|settlement|valuation|decision|figure)`,
    'outcome',
  ),
  // "I can't face another form" is distress (resilience), not sarcasm.
  cue(
    'sarcasm',
    `(?:^|[.!?]\\s*)(?:oh )?(?:wonderful|brilliant|great|fantastic|marvellous|lovely|amazing|perfect|super)(?=[,.!]+[^.!?\\n]{0,60}\\b(?:another|now (?:i|you)|still|wrong|only|the same|yet)\\b)|(?:great|brilliant|fantastic|excellent|wonderful|amazing|superb) (?:service|job|work)[,.! ]+(?:as (?:always|usual|ever)|again)|(?<!\\b(?:been|were) )(?:really|very|so) (?:efficient|helpful|quick)(?= ?[.!])|(?<=(?:'|‘|"|“))(?:quick|prompt|speedy|fast|helpful|service|efficient|urgent|priority|looking into (?:it|this)|investigating|dealing with (?:it|this)|on (?:it|the case))(?=(?:'|’|"|”))|(?<!\\b(?:pass on|passing on|give|send|extend|convey) (?:our|my|the) )thanks? (?:so much )?to whoever|(?<!\\b(?:can'?t|cannot|couldn'?t|not) (?:face|cope with|deal with|handle|be doin[g']? with) )another form|(?:pile|stack) of (?:the )?other|cheers for nothing|(?:umpteenth|sixth|\\d+(?:st|nd|rd|th)) time`,
    'emotion',
  ),
  cue(
    'had enough',
    `(?:had|have had|'ve had) (?:a |my )?(?:gutful|bellyful)|tearing (?:my|her|his) hair out|(?<!\\b(?:on purpose|deliberately|self-harm\\w*|hurting (?:him|her|my)self)\\b[^.!?\\n]{0,20})banging (?:my|her|his) head|(?<!\\b(?:night|awake|my head|mind|thoughts?|brain)\\b[^.!?\\n]{0,15})going round in circles|beyond a joke|(?:complete|total|absolute|utter) (?:farce|circus|mess|fiasco)|farce|fiasco|couldn't organise|passed (?:around|round|about|between)|(?:can anyone|does anyone|is anyone|will anyone) (?:actually )?(?:help|answer|read|listen)|do your jobs?|where is it|(?:sick|tired) to death|(?:fed up|sick) (?:of|with) (?:being|waiting|chasing|your|this)`,
    'emotion',
  ),
  // "Could you explain why I was not told" asks us to account; "I should explain why I missed the
  // visit" is the writer accounting for herself.
  cue(
    'polite dissatisfaction',
    `expected (?:rather |much |a lot |far |a bit |a little )?(?:better|more) (?:from|of|than)|not (?:really |quite )?what (?:i|we) (?:expected|was expecting|were expecting|was promised|were promised)|(?<!\\b(?:want|wanted|wanting|like|going|need|needed|wish|wished|just|ought|have|had) to )(?<!\\b(?:i|we) (?:should|must|shall|will|can)(?: also| just| first| briefly)? |\\b(?:i'll|we'll|let me) |(?:^|[.!?:,\\n]\\s*)to )(?:look into|explain) why (?:i|we|my|our|nobody|no one|you)|why (?:was|were|wasn't|weren't) (?:i|we|my \\w+) (?:not )?(?:told|informed|notified|warned|contacted)|(?:most|very|rather|extremely|highly|really) inconvenient|(?:a (?:little|bit)|rather|somewhat|quite|slightly|very|most) (?:let down|disappointed|unimpressed|upset (?:by|with|about|at)(?! (?:having|being|herself|himself|myself)\\b))|(?:treated|spoken to|dealt with) (?:so |very |really |extremely |quite )?(?:badly|poorly|shabbily|disgracefully|appallingly|unfairly)|shabb(?:y|ily)`,
    'emotion',
  ),
  cue(
    'offer falls short',
    `(?:offer|settlement|valuation|figure|amount|payment|sum)\\b[^.!?\\n]{0,30}(?:doesn't|does not|don't|do not|didn't|did not|won't|will not) (?:reflect|cover|come (?:close|near)|match|go anywhere near)|(?:don't|do not|doesn't|does not) (?:feel|think|believe) (?:that )?(?:the|your|this) (?:offer|settlement|valuation|decision|amount|figure|payment)|laughable|derisory|pittance|paltry|less than (?:i|we|she|he) paid|(?:only|just) (?:paid|offered|given) (?:me |us |her |him )?(?:half|a fraction|part)|(?:not prepared|unwilling|refuse) to accept|won't be (?:accepting|signing)|(?:why|how come) (?:have|has|did) you only`,
    'outcome',
  ),
  cue(
    'anger in plain words',
    `(?<!\\b(?:cat|dog|puppy|pup|kitten|spaniel|labrador|terrier|collie|kids?|children|grandkids|baby|toddler|weather|traffic|journey)\\b[^.!?\\n]{0,80})(?:absolute|complete|total|utter|bloody) (?:joke|shambles|disgrace|nightmare|farce)|(?:get a grip|sort (?:it|this|yourselves) out)(?= ?[.!]|$)|(?:browned|cheesed|hacked|brassed|peed|ticked) off|(?:my|our) patience (?:is|has|'s) (?:wearing|worn|run|running) (?:thin|out)|end of (?:my|our) patience|enough is enough|(?:bounced|shunted|shuffled) (?:from|between|around)(?! behind\\b)|(?:didn't|doesn't|did not|does not|don't) have a clue|clueless|talking over|swore at|thanks a bunch|(?:should|should've) have known better than to trust|congratulat(?:e|ions)(?: you)? on (?:managing|losing|taking|getting|finally)|(?:maybe|perhaps) (?:by|in) (?:\\d{4}|next year|christmas)|another (?:week|month|day|form|excuse|delay)(?: (?:gone|passed|goes by|gone by))?[^.!?\\n]{0,20}(?:and|with) (?:still )?(?:nothing|no)\\b|(?:^|[.!?]\\s*)well done[,!.]?[^.!?\\n]{0,40}\\b(?:another|still|nothing|again|only)\\b|report(?:ing)? (?:you|this|it|the matter) to`,
    'emotion',
  ),
  cue(
    'service let down',
    `(?<!\\benglish )(?:isn't|wasn't|'s not) (?:really )?good enough|(?<!\\b(?:i'?m|im|i am|i feel like|feel like|says i'?m|says im) (?:a |just a )?)(?:complete |total |utter |a )?waste of (?:time|space)|how (?:hard|difficult) can it be|messed (?:me |us |her |him )?(?:about|around)|mucked (?:me |us |her |him )?(?:about|around)|(?:told|promised|said)(?: (?:me|us|her|him))?(?: (?:it|this|that))? would[^.!?\\n]{0,60}(?:still (?:isn't|hasn't|haven't|not|no)|never (?:happened|came|did|was))|because (?:you|your (?:team|side|company|engineer|handler|repairer))(?: still)? (?:haven't|hasn't|didn't|won't|wouldn't|can't|couldn't|never)\\b`,
    'delay',
  ),
  cue(
    'outcome disputed',
    `(?:you(?:'ve| have)?|your (?:\\w+ )?(?:engineer|valuation|offer|figure)(?: has)?) under-?valued|under-?valued (?:my|our|her|his) |why you(?:'ve| have| had) (?:refused|declined|rejected|deducted|reduced|only)|(?:why|how come) (?:have|has|did|are|were) (?:you|your \\w+) (?:refused|declined|rejected|deducted|reduced|refusing|declining|only)|penalised for|(?:wasn't|was not|isn't|is not|not) (?:my|our|her|his) fault(?=[^.!?\\n]{0,60}(?:excess|pay|penal|charged|increase|premium|liab|blame|claim))`,
    'outcome',
  ),
  cue(
    'taking business elsewhere',
    `(?:i'm|i am|i'll|i will|we're|we'll|we will)(?: be)? cancel(?:ling|ing)? (?:my|our) (?:policy|cover|insurance)(?! (?:on|for) (?:the|my|our) (?:old|other|previous|second)| as (?:i|we)(?:'ve| have) sold)|(?:taking|take|move|moving) (?:my|our) (?:business|insurance|policy|custom) (?:elsewhere|away|to another)|(?:never|won't|will not) (?:be )?(?:use|using|insure|insuring|renew|renewing)(?: with)? you(?:r company)? again|won't be renewing`,
    'escalation',
  ),
  cue(
    'solicitor or MP',
    `(?:i|we|i've|we've|i have|we have|she has|he has) (?:now )?(?:instructed|engaged|appointed|contacted|consulted|written to|copied (?:this|it|in)(?: to)?) (?:a |my |our |her |his )?(?:solicitors?|lawyers?|mp|councillor|citizens advice)|copied (?:to|in) (?:my|our|the) (?:mp|solicitor)|(?:in touch with|contacted|speaking to|spoken to) (?:the )?(?:local )?(?:paper|press|bbc|itv|news|radio)`,
    'escalation',
  ),
];
