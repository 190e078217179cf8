/**
 * Risk-to-life cues read on the later blind sets (docs/screens.md, the twelfth to thirty-second
 * rounds), grouped by kind: self-harm, threats, a danger to health told by what is happening
 * (lips gone blue, left on the floor, a hypo, a wound going septic, no water for someone frail,
 * a home too hot for her condition),
 * a home dangerous to be in, and a welfare or safeguarding referral already made. Affairs left in
 * order, water on the electrics, a lifeline without power, water or charge, medicine running out
 * and a home that could collapse are the older rules' (`risk-to-life-convergence.ts`,
 * `risk-to-life-lexicon.ts`, `risk-to-life-expressions.ts`, `risk-to-life-families.ts`), whose
 * lists those rounds extended. All are urgent; which driver each is filed under is decided in
 * `risk-driver.ts`.
 */
import type { Cue } from './text-scan';
import type { VulnerabilityTag } from './vulnerability-lexicon';
import { DANGER, NOT_FOR_A_LICENCE, SUICIDE, THREAT, UNSAFE_HOME, WELFARE_RAISED, urgent, urgentInContext } from './cue-makers';
import { FRAIL } from './risk-to-life-families';

/** A home without water. */
const NO_WATER =
  '(?:no (?:running |mains |drinking |clean )?water|without (?:any )?(?:running |mains )?water)\\b(?! to (?:that|the|one|this) (?:side|tap|sink|kitchen|room|part|bathroom|floor)\\b)(?! for (?:(?:an|a few|a couple of|one|two|[1-3]) hours?|\\d+ (?:minutes|mins))\\b)';
/** Someone a few days without water endangers: FRAIL, and more. */
const NEEDS_WATER = `(?:${FRAIL}|diabetic|diabetes|kidney|renal|pregnant|toddler|relies on (?:a|her|his) carer|dehydrat\\w*|can'?t walk|cannot walk)`;
/** A condition that makes a danger at home a matter of health, or the harm it is already doing (risk-driver.ts). */
export const HEALTH_NEED = `(?:${NEEDS_WATER}|disab\\w+|(?:registered )?blind|deaf|autis\\w+|cerebral palsy|wheelchair|on (?:two |her |his |my )?(?:walking )?sticks|walking (?:frame|stick)|zimmer|crutches|(?:hospital|profiling) bed|(?:can't|cannot) be moved|(?:can'?t|cannot|can not) (?:(?:do|manage|get up) (?:the )?stairs|get (?:down|up)stairs|get (?:out of (?:her|his|my|the) (?:chair|bed)|up|out)\\b[^.!?\\n]{0,20}(?:without help|on (?:my|her|his|their) own|by (?:my|her|him|them)sel(?:f|ves)))|carers? to (?:transfer|move|lift)|hoist|oxygen|ventilator|dialysis|insulin|tracheostomy|suction (?:machine|unit|pump)|nebuli[sz]er|feeding pump|(?:knees?|hips?|legs?) (?:won'?t|will not|don'?t|do not) (?:bend|work)|because of (?:her|his|my) (?:knees|hips|back|arthritis)|dementia|epilep\\w+|drowsy|dizzy|woozy|headaches?|nause\\w+|(?:was|been|being) sick|vomit\\w*)`;

export const RISK_TO_LIFE_CIRCUMSTANCES: readonly Cue<VulnerabilityTag>[] = [
  // Self-harm: said plainly, by its marks, by what it is for, or reassured away with a hedge.
  urgent(
    'self-harm told plainly or by its marks',
    "(?:cut|burned|burnt|hurt) (?:him|her|my)self (?:again|deliberately|on purpose|worse|deeper|badly)|fresh (?:cuts|wounds|scars|marks) (?:all )?(?:on|up|over|down) (?:both |her |his |my |their )?(?:forearms?|arms?|wrists?|thighs?|legs?)|back on (?:the )?(?:SH|self[- ]?harm\\w*)\\b|(?:been|started) (?:doing )?(?:SH|self[- ]?harming) again\\b|(?:found|discovered) with (?:her|his|their) wrists (?:cut|slashed)|(?:cut|burned|burnt|hurt) (?:him|her|my)self\\b(?=[^.!?\\n]{0,40}\\b(?:after|because|when|over) (?:the|your|a|my|her|his|that) (?:letter|call|email|decision|news|decline|text|phone call))|go(?:ing|ne)? back to (?:cutting|self-?harming|harming (?:my|her|him)self|hurting (?:my|her|him)self)|(?:started|starting) (?:cutting|self-?harming) again|cutting again|(?:done|did) (?:it|that) to (?:my|her|him)self again|(?:doing|did|done) (?:me|my|her|his) arms in\\b(?=[^.!?\\n]{0,60}\\bagain\\b)|(?:deliberately|intentionally|purposely|on purpose) (?:took|taking|taken|swallow\\w*|overdos\\w*)\\b|(?:found|discovered)\\b[^.!?\\n]{0,40}\\bwith (?:a )?(?:plastic bag|ligature|noose) (?:and|over|round|around)\\b|(?:think|thinking|thought|want|wants|wanted) (?:to|of|about) (?:jump|jumping) (?:from|off) (?:my|her|his|the|a) (?:balcony|bridge|roof|window|building|cliff)|(?:hasn't|has not|haven't|have not|not) got long left,? by choice|(?:turning|switching|turned|switched) (?:my|her|his|the) phone off\\b[^.!?\\n]{0,20}\\bfor good\\b|(?:won't|wont|will not) be (?:a?round|here) to (?:spend|enjoy|use|see) (?:it|the money|the payment|the settlement)\\b|(?:was|were|been|being) found (?:by (?:the )?(?:police|officers|a passer-?by|\\w+) )?(?:on|at) (?:the )?(?:\\w+ )?(?:bridge|viaduct|cliffs?|railway line|tracks|multi-?storey|car park roof)\\b|(?:asked|asking|wanted to know)\\b[^.!?\\n]{0,20}\\bwhere (?:\\w+ ){0,3}(?:keeps?|kept|used to keep|puts?) (?:his|her|the|my|their) (?:shotgun|gun|rifle|pills|tablets)\\b",
    'health',
    SUICIDE,
  ),
  urgent(
    'hurting to feel something',
    '(?:scratch|cut|burn|hurt|harm|pinch|bang)(?:ing|s|ed)? (?:my|her|his) (?:arms?|legs?|wrists?|skin|thighs?|head)\\b[^.!?\\n]{0,40}to feel (?:something|anything)',
    'health',
    SUICIDE,
  ),
  urgent(
    'banging her head',
    '(?:been|keeps?|kept|started|is|was|has been) (?:banging|hitting|smashing) (?:her|his|my) head (?:against|on|off) the (?:wall|floor|door)\\b(?! (?:trying|with (?:you|your|this)))',
    'health',
    SUICIDE,
  ),
  urgent(
    'crash on purpose',
    "(?:i'll|i will|i'm going to|im going to|i'm gonna|im gonna|gonna|i'd|he'll|she'll|he'd|she'd) (?:just )?(?:drive|crash|steer|plough|put) (?:the car |my car |the van |it |myself )?(?:into|off|in front of|under) (?:a|the) (?:wall|tree|bridge|lorry|bus|train|river|cliff|wagon)\\b",
    'health',
    SUICIDE,
  ),
  urgent(
    'a reassurance with a hedge',
    "(?:not|won't|wont|will not|never) (?:going to |gonna )?do anything (?:stupid|silly|daft)\\b(?=[^.!?\\n]{0,20}\\b(?:tonight|today|yet|for now)\\b|[^\\n]{0,30}\\b(?:probably|i think|i hope|maybe|promise)\\b)",
    'health',
    SUICIDE,
  ),
  // Threats: by who is coming, by what will be done, by a weapon, by where she will be found, by
  // the children or the car, and in other words. Whose threat it is, threat-driver.ts decides.
  urgentInContext(
    'coming for her',
    "(?:he's|he is|hes|they're|they are|theyre|he was|they were|he'll be|she's|she is) ['‘\"“]?coming (?:back )?(?:for|after) (?:me|her|him|us|them)\\b(?! (?:at|on|to) \\d)|coming for (?:it|the money|them|you),? and (?:for )?(?:me|her|him|us|them)\\b",
    THREAT,
  ),
  urgentInContext(
    'a threat to hurt',
    "\\bthreats?(?:\\s*(?:,|—|–|-)[^,—–.]{0,60}(?:,|—|–|-))? to ['‘\"“]?(?:cut|stab|kill|hurt|burn|shoot|batter|beat|strangle|slash|glass|knife|run over) (?:me|her|him|us|them|you)\\b|(?:come back|coming back|be back) (?:and|to) finish (?:the job|it)\\b(?<=(?:deliberately|on purpose|set (?:fire|light)|arson|attack\\w*|tried to kill|stabbed|beat (?:her|him|me)|started)[\\s\\S]{0,160})|(?:your|her|his|my|the|their) (?:house|home|place|flat)(?:'s| is| goes| will go| gonna go| would go| go) up (?:in flames )?next|(?:was|is|were|'s|you're|you are|she's|he's|youre) ['‘\"“]?dead['’\"”]? if (?:she|he|you|i|they)\\b|make sure (?:she|he|you|i) (?:never|won't|will never|doesn't|don't) (?:walks?|drives?|works?|see|sees|wakes?|gets? up) again|(?:threat\\w*|messages?|told|warned)[^.!?\\n]{0,80}(?<!\\b(?:this|it|that|which|everything|things|all|claim|file|matter|case|repairs?|work|job|hire|invoice|payment|complaint|problem|issue|leak|ceiling) ?)(?:will|'ll|would|'d|going to) be ['‘\"“]?(?:dealt with|sorted out|taken care of|seen to)\\b(?!['’\"”]? (?:within|in due course|in turn|shortly|promptly|as a priority|as soon as|by (?:the|our|your|a|an|close|end|next|\\d)|under (?:the|our|your)|(?:today|tomorrow|this week|next week)\\b))|(?:shouted|said|told|threatened|messaged|warned|screamed)[^.!?\\n]{0,40}\\b(?:she|he|you|they)(?:'ll| will|'d| would)? ['‘\"“]?(?:won't|will not|wont|not going to|never) see (?:christmas|the new year|next year|(?:her|his|your) (?:next )?birthday|the summer|another \\w+|tomorrow)|threatened with (?:serious |extreme |physical )?violence|(?:they'll|they will|he'll|he will|she'll|she will|gonna|going to) ['‘\\\"“]?finish (?:the job|him|her|you|me)(?: off)?\\b(?<=(?:attack\\w*|stabbed|machete|knife|beat(?:en)?|assault\\w*|shot|bottled|glassed)[\\s\\S]{0,160})",
    THREAT,
  ),
  urgentInContext(
    'a weapon and a promise to use it',
    "(?:got|has|had|with|holding|waving) (?:a|the|his|her) (?:knife|blade|machete|hammer|bat|gun|axe)\\b[^.!?\\n]{0,40}(?:says|said|saying|threaten\\w*|swears?|swore) (?:he|she|they)(?:'ll| will|ll| would|'d)? use it|(?<=['‘\"“])(?:you're|youre|you are|ur) dead\\b|go(?:es)? (?:for|at) (?:me|her|him|them|mum|mam|dad|(?:my|her|his|our) \\w+) with (?:a|the|his|her) (?:\\w+ )?(?:knife|blade|machete|hammer|bat|bottle|axe)|(?:he's|he has|she's|she has) got (?:the|a|his|her) (?:knife|blade|machete|gun)(?: out)? again",
    THREAT,
  ),
  urgentInContext(
    'hiding from a weapon',
    '(?:locked|hiding|barricaded|shut) (?:(?:her|him|my|them)sel(?:f|ves) |in )?(?:in )?(?:the )?(?:bathroom|bedroom|toilet|loo|box room)\\b(?=[^.!?\\n]{0,100}\\b(?:knife|knives|blade|weapon|gun|machete|hammer|going mad|kill))',
    THREAT,
  ),
  urgentInContext(
    'where she will be found',
    "(?:be|get|end up|being) ['‘\"“]?found (?:in|at the bottom of|face down in) (?:the|a) (?:canal|river|ditch|woods|sea|reservoir|quarry)|(?:had|'d) ['‘\"“]?better watch (?:her|him|your|my|them)sel(?:f|ves)\\b",
    THREAT,
  ),
  urgentInContext(
    'a threat by the children or the car',
    "(?:your|her|his|my) (?:kids|children|family|son|daughter|boys|girls) (?:will |'ll |could |might )?get(?:s)? hurt|know where (?:your|her|his|my) (?:kids|children|son|daughter) (?:go to school|goes to school|live|lives)|(?:you|she|he|they)(?:'ll| will|ll|'d| would|'re going to| are going to| is going to) (?:go the same way as|end up like) (?:the|your|her|my) (?:car|van|windows?|house|dog)|\\bor (?:i'll|i will|ill) (?:kill|hurt|stab|do) (?:you|her|him)\\b",
    THREAT,
  ),
  urgentInContext(
    'a threat in other words',
    "(?:i|you|she|he|we|they) (?:won't|will not|wont|wouldn't|would not|never) live to (?:see|spend|enjoy|tell|regret)\\b|police (?:say|said|says|have said|told (?:me|her|him|us)|think|believe)(?: that)? (?:he|she|they)(?:'s|s| is| are|'re) (?:a )?(?:danger|dangerous|high risk)\\b|\\b(?:ex|ex-?(?:partner|husband|wife|boyfriend)|husband|partner|boyfriend)(?:'s| is| was| can be) (?:dangerous|violent)\\b(?=[\\s\\S]{0,240}\\b(?:turned up|turning up|(?:is|was) (?:outside|at the door)|(?:waiting|sat|parked) outside)\\b)|(?:will|'ll|gonna|going to) get what'?s coming(?! to (?:me|us)\\b| to (?:you|her|him|them) (?:from|when|once|after|in)\\b)|(?:or|and) (?:you're|youre|you are|she's|he's) next\\b(?! (?:in|on|to|for|week|month|year)\\b)|(?:throw|push|chuck) (?:her|him|me|you|them) (?:out of|off|through) (?:the|a) (?:window|balcony|bridge)|(?:come|coming) (?:round|over|back) (?:and|to) d(?:o|ae) (?:me|her|him|you)\\b(?! (?:a|the|some|any) )|said (?:i'?m|im|i am|she'?s|shes|you'?re|youre) next\\b|enjoy (?:your|ur) last (?:week|day|days|christmas|weekend|night)\\b|(?:i'll|i will|he'll|he will|she'll|she will|they'll|they will|he'd|she'd|they'd|he would|she would|they would) find (?:her|you|me|him|them) (?:anyway|wherever|eventually)\\b|(?:she|you|he|they) knows? what (?:happens|will happen|'ll happen) (?:then|next)\\b|held (?:me|her|him) under (?:the )?(?:bath ?)?water|(?:sent|texted|messaged|posted)(?: (?:me|her|him|us))? (?:a )?(?:photo|picture|pic|video) of (?:my|her|his|our|their|the)(?: \\w+'s)? (?:front )?(?:door|house|home|car|street|kids|children|flat)\\b|(?:saying|said|says|posted|messaged|texted|threaten\\w*)[^.!?\\n]{0,20}['‘\\\"“]?(?:she's|he's|you're|they're|youre|shes|hes) (?:getting|gonna get|going to get) it(?=\\s*[.!,;\\n]|['’\\\"”]|$)|(?:says|said|told|texted|messaged|threaten\\w*)[^.!?\\n]{0,30}(?:won'?t|wont|will not|not going to|never) (?:make it|get) (?:home |out |back )?alive|\\bosman (?:warning|notice|letter)s?\\b|threat[- ]to[- ]life (?:notice|warning|letter)s?\\b|(?:he|she|they)(?:'d|'ll| would| will| (?:was|were|is|are) going to) (?:put|have|see) (?:me|her|him|us|you|them) (?:six (?:foot|feet) under|in (?:the ground|a box|a wooden box|a body bag))|(?:drawing|picture|sketch|photo|card|note) of (?:a )?(?:gravestone|headstone|coffin|noose)\\b|bullets? (?:through|in|posted through) (?:the|my|her|his|our) (?:letterbox|door)",
    THREAT,
  ),
  // Danger to health told by what is happening to the person.
  urgent(
    'blue at the lips',
    '(?:gone|turned|turning|going) blue (?:round|around|at|in) the (?:lips|mouth|face)|lips (?:are |have |had |were )?(?:gone |turned |going |turning )blue',
    'health',
    DANGER,
  ),
  urgent(
    'left lying after a fall',
    "(?:lay|lying|laid|been lying|was lying|left lying) on the floor (?:for|all) (?:\\d+|hours|several|a few|five|four|three|two|six|most of|the whole|night)|(?:pendant|careline|lifeline|falls?|personal) alarm(?: base unit| base| unit| pendant)? (?:was |is |has been |got |were )?(?:ruined|broken|damaged|not working|destroyed|dead|lost|washed away|soaked)|(?:couldn't|could not|can't|cannot|unable to) (?:reach|get to) (?:the|her|his|a) (?:phone|pendant|alarm|help)\\b(?<=(?:floor|fell|fall|slipped|collapsed)[\\s\\S]{0,100})|(?:not|isn't|is not|hasn't been|has not been) answering\\b(?=[\\s\\S]{0,200}\\b(?:had a fall|fell (?:over|down)|collapsed|felt (?:dizzy|faint)))|(?:had a fall|fell (?:over|down)|collapsed)\\b(?=[\\s\\S]{0,200}\\b(?:not|isn't|is not|hasn't been|has not been) answering)",
    'health',
    DANGER,
  ),
  urgent(
    'a diabetic going hypo',
    '(?:type 1|diabetic|insulin)\\b[^.!?\\n]{0,150}\\b(?:shaky and (?:confused|sweaty|pale)|confused and (?:shaky|sweaty)|(?:having|had|going) (?:a )?hypo)\\b|(?:(?:insulin pump|pump)\\b[^.!?\\n]{0,60}\\b(?:broke|broken|smashed|damaged|not working|lost|destroyed)|(?:broke|broken|smashed|damaged|destroyed|lost)\\b[^.!?\\n]{0,20}\\binsulin pump)\\b[\\s\\S]{0,150}\\bsugars? (?:are |is |have been |has been )?(?:all over the place|through the roof|sky[- ]high|really high|dangerously high)',
    'health',
    DANGER,
  ),
  urgent(
    'a wound going septic',
    '(?:hot|red|swollen|weeping|oozing|pus|smell\\w*)\\b[^.!?\\n]{0,80}\\b(?:a (?:high )?temperature|fever|the shakes|shivering|rigors)\\b(?<=(?:wound|stitch\\w*|cut|scar|dressing|graze|bite)\\b[\\s\\S]{0,160})',
    'health',
    DANGER,
  ),
  urgent(
    'care that cannot get in',
    "(?:district nurses?|carers?|nurses?|paramedics?|ambulance(?: crew)?|the doctor)\\b[^.!?\\n]{0,20}(?:can't|cannot|couldn't|could not|unable to) (?:get in|get to (?:him|her|them|the house|the property|the flat)|reach (?:him|her|them))\\b(?! until\\b)",
    'health',
    DANGER,
  ),
  urgent(
    'pregnant and bleeding',
    "(?:\\d{1,2} weeks|heavily|very) pregnant\\b[\\s\\S]{0,120}\\b(?:bleeding|(?:bad|severe|awful|terrible) (?:stomach|tummy|abdominal|belly) pains?|waters (?:have |'ve |has )?(?:gone|broken)|(?:baby|she) (?:hasn't|has not|isn't|is not) (?:moved|moving|kicked|kicking))",
    'health',
    DANGER,
  ),
  urgent(
    'a reliever used again and again',
    '(?:used|using|taken|had|needed|on) (?:his|her|my|their|the) (?:blue |reliever |salbutamol |ventolin )?(?:inhaler|pump|puffer) (?:\\d{1,2}|five|six|seven|eight|nine|ten|eleven|twelve|loads of|dozens of) times|(?:inhaler|pump|puffer) every (?:\\d{1,2}|few|ten|fifteen|twenty|thirty) (?:mins?|minutes)',
    'health',
    DANGER,
  ),
  urgent(
    'a brittle condition in crisis',
    `brittle (?:asthma\\w*|diabet\\w*|type 1(?: diabetes)?|epilep\\w*)\\b(?=[\\s\\S]{0,200}\\b(?:admissions?|admitted|paramedics?|ambulance|a&e|hypo\\w*|seizures?|still living there)\\b)|(?:had|having|been having|suffered) (?:\\d+|two|three|four|several|more|repeated) (?:seizures|fits)\\b(?! in (?:\\w+ )?(?:weeks|months|years)\\b)${NOT_FOR_A_LICENCE}(?![^.!?\\n]{0,80}\\b(?:meds have been changed|medication (?:has been|was) (?:changed|increased))\\b)|repeated (?:hypos|hypoglycaemic (?:episodes|attacks)|seizures|fits)\\b`,
    'health',
    DANGER,
  ),
  urgent(
    'without water and at risk from it',
    `${NO_WATER}(?<=${NEEDS_WATER}[\\s\\S]{0,200}${NO_WATER})|${NO_WATER}(?=[\\s\\S]{0,200}${NEEDS_WATER})`,
    'health',
    DANGER,
  ),
  urgent(
    'not eating, not looking after herself',
    'stopped (?:eating|washing)(?! properly)|rotting food|malnourish\\w*|(?:severely )?neglected (?:conditions|state)|not managing (?:her|his|their|my) (?:diabetes|insulin|medication|meds)|(?:found|been) wandering (?:the streets|outside|in the road|at night|around at night)|(?:when|if) (?:she|he) (?:last )?ate|no sign of (?:any )?(?:recent )?(?:meals|food)|self-?neglect\\w*',
    'health',
    DANGER,
  ),
  urgent(
    'no carers for days, or a lifeline gone',
    "carers? (?:haven't|hasn't|have not|has not|didn't|did not|never) (?:come|been|turned up|visited|arrived|shown up) (?:for|in) (?:\\d+|two|three|four|five|several) days\\b|(?:suction|ventilator|concentrator|dialysis|feeding pump|c?pap|bipap)(?: machine| unit| pump)?\\b[^.!?\\n]{0,60}\\b(?:was|were|has been|got|is) (?:damaged|broken|destroyed|ruined|written off|lost)\\b|(?:methadone|subutex|buprenorphine)\\b[\\s\\S]{0,120}\\b(?:withdrawing|in withdrawal|rattling)\\b|(?:seizures|fits)\\b[^.!?\\n]{0,40}\\b(?:\\d+|two|three|four|five|six|several) (?:a|per|every) day\\b",
    'health',
    DANGER,
  ),
  urgent(
    'fumes in the cabin, a head hurt and drowsy',
    '(?:exhaust (?:gases|fumes)|fumes|carbon monoxide)\\b[^.!?\\n]{0,60}\\b(?:entering|getting into|coming into|leaking into|into) (?:the )?(?:cabin|car|vehicle|passenger compartment)\\b|(?:cut|bang|bump|knock|gash|injury) (?:on|to) (?:his|her|my|the) head\\b[\\s\\S]{0,60}\\b(?:drowsy|confused|vomiting|being sick|not making sense)\\b',
    'health',
    DANGER,
  ),
  urgent(
    'too hot for her condition',
    `(?:(?:3[2-9]|4\\d) ?(?:degrees|°c?)|sweltering|like an oven|like a sauna|unbearably hot)\\b[^.!?\\n]{0,30}\\b(?:in|inside) (?:the|my|her|his|their|this) (?:house|home|flat|room|bedroom|bungalow)\\b(?=[\\s\\S]{0,200}(?:${HEALTH_NEED}|${FRAIL}|(?:i have|she has|he has|with|got) ms\\b|heat makes (?:me|her|him)))`,
    'health',
    DANGER,
  ),
  // A home that is dangerous to be in: sparks or shocks, fumes from a flue, smoke from something left running.
  urgentInContext(
    'sparks from the wall',
    'sparks? (?:are |were |is )?(?:coming|flying|going) (?:out )?(?:of|from) (?:the )?(?:wall|sockets?|plugs?|fuse ?box|consumer unit|lights?|ceiling|switch)|(?:sockets?|fuse ?box|consumer unit|plugs?|wiring|wires|cables?|electrics)(?: (?:in|by|near|behind) (?:the|his|her|my|their) \\w+)? (?:is |are |keeps? |(?:has|have) (?:been|started) |(?:is|are) still )?(?:still )?(?:sparking|sparkin|smoking)\\b|(?:live (?:conductors|wires|cables?|wiring)|exposed (?:live )?(?:wires|wiring|cables?|conductors))\\b[^.!?\\n]{0,120}\\b(?:toddler|child|children|kids|baby|grandchildren)\\b|(?:electric )?shocks? (?:off|from) (?:the )?(?:kitchen |bathroom )?(?:taps?|sink|switch\\w*|sockets?|radiators?|shower|bath|light switch)',
    UNSAFE_HOME,
  ),
  urgentInContext(
    'fumes from a flue',
    "(?:combustion products|flue gases|exhaust fumes|fumes)\\b[^.!?\\n]{0,40}(?:spill\\w*|escap\\w*|leak\\w*|venting) (?:in)?to (?:the )?(?:house|property|flat|room|bedroom|airing cupboard|kitchen|loft|hall)|flue (?:joint |pipe )?(?:was |is |found )*(?:disconnected|detached|split|cracked|blocked)\\b(?=[^.!?\\n]{0,120}(?:bedroom|sleep|spilling|fumes|carbon monoxide))|(?:smoke|fumes)\\b[^.!?\\n]{0,60}\\b(?:whenever|every time|when) (?:the )?(?:woodburner|wood burner|log burner|stove|fire|boiler)(?:'s| is)? (?:lit|on)\\b|(?:camping|gas|portable|calor) (?:stove|cooker|burner) (?:in|inside) (?:the )?(?:living room|lounge|bedroom|house|flat)",
    UNSAFE_HOME,
  ),
  urgentInContext(
    'a ceiling giving way over a bed',
    "ceiling\\b[^.!?\\n]{0,40}(?:crack\\w*|bow\\w*|sagg\\w*|bulg\\w*)\\b[^.!?\\n]{0,60}\\b(?:over|above) (?:[\\w']+ ){0,3}bed\\b|ceiling\\b[^.!?\\n]{0,60}(?:collaps\\w*|bow\\w*|sagg\\w*|bulg\\w*|belly\\w*)\\b[\\s\\S]{0,160}?\\bin (?:(?:her|his|their|the) )?(?:\\w+ )?bed (?:directly )?(?:underneath|beneath|below)\\b|\\bin (?:(?:her|his|their|the) )?bed (?:beneath|under|below) (?:the|a) (?:bowed|bowing|sagging|bulging|cracked|cracking) ceiling",
    UNSAFE_HOME,
  ),
  urgentInContext(
    'a drop or a chimney that could fall',
    '(?:balustrade|banisters?|bannisters?|handrail|stair rail)\\b[^.!?\\n]{0,60}\\b(?:removed|taken (?:out|away|off)|missing|ripped out|gone)\\b[^.!?\\n]{0,60}\\b(?:drop|fall)\\b|(?:open|unguarded|sheer) (?:[\\w-]+[- ])?(?:metre|meter|foot|feet|ft|m)[- ]?(?:drop|fall)\\b|(?:metre|meter|foot|feet|ft|m)[- ](?:open|unguarded|sheer) (?:drop|fall)\\b|(?:removed|taken out|ripped out)\\b[^.!?\\n]{0,30}\\b(?:balustrade|banisters?|bannisters?|handrail|stair rail)\\b[^.!?\\n]{0,60}\\bdrop\\b|(?:chimney|stack|gable|parapet)\\b[^.!?\\n]{0,40}\\b(?:rocking|swaying|wobbling|moving) in the wind',
    UNSAFE_HOME,
  ),
  urgentInContext(
    'smoke from something left running',
    'smoke (?:is |was |has been )?(?:coming|pouring|billowing) (?:out )?(?:from|of) (?:the|a|her|his|my) (?:dehumidifier|drier|dryer|heater|fan|drying (?:kit|equipment|machine)|socket|plug|extension lead|fuse ?box|consumer unit)',
    UNSAFE_HOME,
  ),
  // What others have already done about a risk.
  urgentInContext(
    'a welfare or safeguarding referral',
    'welfare (?:concern|referral)s? (?:was |has been |have been )?(?:raised|made|logged|flagged|passed)|(?:raised|made|logged) (?:a )?welfare (?:concern|referral)|(?:urgent )?safeguarding (?:referral|concern)s? (?:was |has been )?(?:made|raised|submitted|logged)|(?:made|raised|submitted) (?:an? )?(?:urgent )?safeguarding (?:referral|concern)|police (?:were |have been |has been )?(?:asked|called|requested|contacted|informed)\\b[^.!?\\n]{0,30}(?:welfare|to attend|check on)|(?:welfare|safety) check (?:requested|asked for|arranged|by (?:the )?police)|welfare (?:call|visit|check)s? (?:was |were |has been )?(?:made|done|completed|arranged|booked)|safeguarding referral(?=\\s*(?:[.;]|$))|(?:permission|consent) for (?:a )?welfare (?:check|visit)|escalated (?:per|under|to) (?:the |our )?(?:welfare|vulnerable customer|safeguarding)',
    WELFARE_RAISED,
  ),
];
