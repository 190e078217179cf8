/**
 * Risk-to-life cues read on the latest blind sets (docs/screens.md): each is the shape of a risk
 * the cues had not met, written wide enough for its other wordings. From held-out-35 (the
 * thirty-seventh round) a goodbye the family did not know was one; a threat by a gesture, a posse
 * sent round, a note or bullet left, "you're next" after "just the start"; someone who cannot get
 * out of a building in an emergency; live sockets at the waterline. From held-out-36 (the
 * thirty-eighth) a rope put up ready, not caring to wake, medicine stopped on purpose, a school
 * known, a gun laid on the table, strangling, someone overheating in a heatwave. From held-out-37
 * (the thirty-ninth) a life held on by a pet or a child, going off the top of a place, wanting to
 * be with the dead, a "silly night" with the tablets, tablets put by for plans, a windscreen or
 * a police report threatened, "done in" in Scots, a condition a doctor calls life-threatening.
 * From held-out-38 (the fortieth) not intending to be around, "would see me dead", treatment
 * abroad held up for an insurer's guarantee. From held-out-39 (the forty-first) a heart attack or a
 * stroke told in its signs, a baby with no wet nappy, a crossbow aimed, "with me in it", a note
 * saying she is dead, an abuser who found a refuge, "end up in a ditch". From held-out-40 (the
 * forty-second) a threat to shank, a clot or sepsis not ruled out and sent on, hardly passing
 * water. From held-out-41 (the forty-third) more tablets taken than meant, told beside a hospital
 * stay; medicine stopped and "everything else" to stop; "she'll no see the New Year"; someone
 * "going to be killed" by a hazard. They sit after every other risk-to-life cue.
 */
import type { Cue } from './text-scan';
import type { VulnerabilityTag } from './vulnerability-lexicon';
import { DANGER, SUICIDE, THREAT, UNSAFE_HOME, urgent, urgentInContext } from './cue-makers';

const PERSON = '(?:me|her|him|us|them|you|ya|u|my (?:\\w+ )?(?:kids|children|son|daughter|wife|husband|partner|mum|dad))';

/** How a heart attack is told: the chest, and the left arm. */
const CHEST_FELT = '(?:tight|tightness|crushing|heavy|heaviness|pressure|pains?)';
const ARM_FELT = '(?:tingl\\w*|numb\\w*|pins and needles|gone dead|going dead)';
/** How a stroke shows in the face. */
const DROOPED = '(?:dropped|drooped|drooping|droopy|sagging|sagged|slipped|fallen)';

/** Sent to hospital now, said after the condition. */
const SENT_ON_NOW = '[^.!?\\n]{0,100}\\b(?:emergency|a&e|a and e|999|ambulance|immediately|straight|directly|urgently|resus)\\b';
/** Someone whose body is described, not a pipe or a pump. */
const SOMEONE = "(?:he|she|they|i|he'?s|she'?s|husband|wife|partner|mum|mam|dad|baby|son|daughter|nan|gran|grandad|patient|child|toddler)";

export const RECENT_RISK_TO_LIFE_CUES: readonly Cue<VulnerabilityTag>[] = [
  // "Said bye to my mum last night and she didn't even know that's what it was."
  urgent(
    'a goodbye nobody understood',
    "(?:said|say|saying|says|had) (?:my |our |a |a last |a proper |a final )?(?:good-?)?byes? to\\b[^.!?\\n]{0,80}\\b(?:didn'?t|did not|doesn'?t|does not|won'?t|never|wouldn'?t)(?: even)? (?:know|knew|realise|realize|realised|realized|twig|twigged|clock|clocked|understand|get|got)\\b[^.!?\\n]{0,8}\\b(?:that'?s|thats|that (?:it|this) (?:was|is)|it was|what (?:it|that|this|i) (?:was|meant|is|mean)|i meant it|(?:it|that) meant)\\b",
    'health',
    SUICIDE,
  ),
  // A threat made by a sign: a gun made with the hand, a finger drawn across the throat.
  urgentInContext(
    'a threatening gesture',
    '(?:made|making|makes|make|did|doing|does|gave|giving|pulled) (?:a |the |this )?(?:gun|shooting|pistol|throat[- ]?slit(?:ting)?|throat[- ]cutting|cut[- ]?throat|slit[- ]throat) (?:sign|gesture|motion|signal|hand sign)|(?:fingers?|thumb|hand)s? (?:shaped |made )?(?:like|into) a gun\\b[^.!?\\n]{0,30}\\b(?:at|towards?) (?:me|her|him|us|them|the (?:house|window|kids))|(?:drew|drawing|draws|draw|ran|running|runs|dragged|dragging|drags|drag|slid|sliding) (?:a |his |her |their )?(?:finger|thumb|hand) across (?:his|her|their|the|my) (?:throat|neck)',
    THREAT,
  ),
  // Others sent round to hurt someone: "get her cousins to come round n cut me".
  urgentInContext(
    'others sent round to hurt them',
    `(?:(?:come|coming|comes|came|go|going)|(?:sent|send|sending|sends)(?: [\\w']+){0,3}) (?:round|over|to (?:the|my|her|his|your) (?:house|flat|door|work))\\b[^.!?\\n]{0,12}?\\b(?:and|n|an'?|&|to) (?:cut|stab|knife|slash|glass|shoot|kill|burn|torch|batter|beat|hurt|kneecap|do in|sort out) ${PERSON}\\b(?! (?:a |an |some |in on|off|out|short|loose|free|down|back|slack|a deal|a cheque))`,
    THREAT,
  ),
  // A note left with the damage: "next time it's you".
  urgentInContext('next time it is them', `next time (?:it'?s|its|it is|you'?ll be|you will be)['’"”]? ${PERSON}(?=\\s*(?:['’"”]|[.!,;]|$|and\\b))`, THREAT),
  // A bullet or cartridge left for someone to find, or a note with their name beside it.
  urgentInContext(
    'a bullet left for them',
    '\\b(?:a|one|single|live|the) (?:single |live |spent )?(?:bullet|cartridge|shotgun cartridge|shotgun shell)s?\\b(?=[^.!?\\n]{0,80}\\b(?:left|on (?:the|her|his|my|our|their) |through (?:the|her|his|my|our|their) (?:letterbox|door|window)|posted|envelope|note|doorstep|windscreen|pillow|with (?:her|his|my|their) name))',
    THREAT,
  ),
  // "The car's just the start, you're next."
  urgentInContext(
    "the start, you're next",
    "(?:start|beginning|first|warning|taster)['’\"”]?\\W{1,4}(?:and |now |so )?(?:you'?re|youre|your|you are|she'?s|he'?s|ur) next\\b(?! (?:in|on|to|for|week|month|year)\\b)",
    THREAT,
  ),
  // Someone who cannot get out if the alarm goes: lifts down, a wheelchair, no way to evacuate.
  urgent(
    'no way out in an emergency',
    "(?:no (?:means|way|means of escape|way of escaping)(?: of| for (?:her|him|them|me) to| to)? (?:escape|escaping|evacuat\\w+|get(?:ting)? out)|(?:unable|not able|can'?t|cannot|could not|couldn'?t|no way) (?:to )?(?:evacuate|escape)\\b(?=\\s*(?:[.,;:!)]|$| (?:in|from|if|when|should|the (?:fire|flames|smoke|building|flat|house|block)\\b))))(?<=(?:fire|alarm|smoke|flood\\w*|lifts?)\\b[\\s\\S]{0,200})",
    'health',
    DANGER,
  ),
  // Sockets live at the waterline: "the sockets are live - water's up to the bottom of them".
  urgentInContext(
    'live sockets at the waterline',
    "(?:sockets?|electrics|plugs?|wiring|extension leads?)(?: (?:in|by|near|behind|on|under) (?:the|her|his|my|their|our) (?:[\\w-]+ ){0,2}?[\\w-]+)?(?: are| is| still| all)* (?:still )?live\\b(?![^.!?\\n;]{0,25}\\b(?:safe|isolated|off)\\b)(?=[^.!?\\n;]{0,60}\\bwater)|\\bwater(?:'s| is| has| was)?\\b[^.!?\\n;]{0,30}\\b(?:sockets?|plugs?|extension leads?)\\b[^.!?\\n;]{0,20}\\b(?:(?:still|are|is) (?:live|on|switched on))\\b(?![^.!?\\n;]{0,25}\\b(?:safe|isolated)\\b)",
    UNSAFE_HOME,
  ),
  // Read on held-out-36 (the thirty-eighth round).
  urgent(
    'a rope made ready',
    "(?:put|tied|hung|fixed|rigged|got) (?:the |a |my |her |his )?(?:rope|noose|ligature)s? (?:up|ready)\\b|(?:rope|noose|ligature)\\b[^.!?\\n]{0,40}\\bfor when (?:i'?m|im|i am|she'?s|he'?s|the time)",
    'health',
    SUICIDE,
  ),
  urgent(
    'not caring to wake',
    "(?:not|isn't|isnt|wasn't|wasnt|aren't|arent|don't|dont|doesn't|doesnt|didn't|didnt|ain't|aint|no longer) (?:really |that |too |even )?(?:fussed|bothered|worried|caring|care|mind|minds|minding) (?:about|if|whether) (?:i |she |he |they )?(?:ever )?wak(?:e|es|ing)(?!(?: up)? (?:early|on time|in time|for|at|to|first|before|after|when|in the)\\b)(?: up)?\\b",
    'health',
    SUICIDE,
  ),
  urgent(
    'medicine stopped on purpose',
    '(?:deliberately|on purpose|purposely|purposefully|intentionally) (?:stopped|stopping|not taking|quit|come off|coming off|skipping|skipped|refusing|refused)(?: taking| to take)? (?:all )?(?:her|his|my|their) (?:\\w+ )?(?:tablets|meds|medication|medicine|insulin|pills|inhalers?)|(?:stopped|stopping|not taking|quit|skipping|refusing) (?:her|his|my|their) (?:\\w+ )?(?:tablets|meds|medication|medicine|insulin|pills) (?:deliberately|on purpose)',
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'a school known',
    "knows? (?:which|what) (?:school|nursery|college) (?:my|our|her|his|the|your) (?:kids|children|son|daughter|boys?|girls?|lad|little ones?)(?:'s)? (?:go(?:es)? to|attends?|(?:is|are) at)|knows? (?:which|what) (?:school|nursery) (?:they|he|she) (?:go|goes) to",
    THREAT,
  ),
  urgentInContext(
    'a gun laid on the table',
    '(?:put|placed|laid|set|left|got out|took out|put down) (?:his|her|their|a|the) (?:gun|shotgun|pistol|rifle|handgun|machete)\\b[^.!?\\n]{0,20}\\b(?:on|onto) (?:the|my|her|his|our) (?:kitchen |dining |coffee |front |passenger )?(?:table|side|counter|worktop|bed|seat|lap|dashboard|knee|desk)',
    THREAT,
  ),
  urgentInContext(
    'strangling',
    '(?:strangl(?:es|ed|ing)|chok(?:es|ed|ing)) (?:me|her|him)\\b(?! (?:up|off|out|back)\\b)|(?:non-fatal )?strangulation\\b',
    THREAT,
  ),
  urgent(
    'overheating in a heatwave',
    '\\b(?:overheating|over-heating|heatstroke|heat stroke|heat exhaustion)\\b(?<=\\b(?:he|she|husband|wife|mum|dad|nan|gran|baby|son|daughter|they|partner|mother|father)\\b[^.!?\\n]{0,80})(?<=\\b(?:3[2-9]|4\\d) ?(?:degrees|°c?)\\b[\\s\\S]{0,160})',
    'health',
    DANGER,
  ),
  // Read on held-out-37 (the thirty-ninth round).
  urgent(
    'held on only by someone',
    "if it (?:weren'?t|wasn'?t|were not|was not|hadn'?t been|had not been) for (?:the|my|her|his|our) (?:dog|dogs|cat|cats|kids|children|grandkids|grandchildren|son|daughter|boys|girls|mum|mam|dad|wife|husband|partner)\\b[^.!?\\n]{0,30}\\b(?:i'?d|i would|she'?d|he'?d|she would|he would)(?: have|'ve)? (?:gone (?:off|over|under|in front)|jumped|ended (?:it|things|my life)|done (?:it|something)|not be (?:here|around)|be (?:gone|dead|six feet under)|topped (?:myself|herself|himself)|killed (?:myself|herself|himself))",
    'health',
    SUICIDE,
  ),
  urgent(
    'off the top of a place',
    '(?:gone|go|going|went|walk(?:ed)?|jump(?:ed)?|driv(?:e|en)|drove|throw(?:n)? (?:myself|herself|himself)) off the top of (?:the |a |that )?(?:[A-Z]\\w+ )*(?:moor|cliffs?|bridge|car park|multi-?storey|building|tower|block|flats|tor|fell|quarry|\\w+ (?:moor|bridge|head|edge))\\b',
    'health',
    SUICIDE,
  ),
  urgent(
    'wanting to be with the dead',
    '(?:wants?|wanted|wanting|longing|longs|ready|keeps saying (?:she|he) wants?|saying (?:she|he) wants?) to [\'‘"“]?(?:go (?:and|to) )?be with (?:dad|mum|mam|nan|gran|him|her|them|my \\w+|(?:her|his|their) (?:late )?\\w+)\\b(?=[\\s\\S]{0,160}\\b(?:passed|died|death|late|grave|funeral|lost (?:him|her)|in heaven)\\b)',
    'health',
    SUICIDE,
  ),
  urgent(
    'a silly night with the tablets',
    '(?:silly|stupid|daft|bad|mad) (?:night|moment|evening|weekend|thing)\\b[^.!?\\n]{0,20}\\bwith (?:the |some |her |his |my )?(?:paracetamol|pills|tablets|meds|sleeping (?:pills|tablets)|painkillers|co-?codamol|insulin)',
    'health',
    SUICIDE,
  ),
  urgent(
    'tablets put by for plans',
    '(?:putting|put|saving|saved|stockpil\\w+|hoard\\w*) (?:them |those |(?:the|my|her|his) (?:\\w+ )?(?:tablets|pills|meds|paracetamol) )?(?:by|aside|back|up)\\b(?<=(?:tablets|pills|meds|medication|paracetamol)\\b[^.!?\\n]{0,70})(?=[\\s\\S]{0,120}\\b(?:plans?|for (?:when|later|one day|the day)|my own)\\b)|(?:tablets|pills|meds|paracetamol)\\b[^.!?\\n]{0,40}\\b(?:stockpil\\w+|hoard\\w*)',
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'a windscreen or the police threatened',
    `(?:put|throw|send|push) ${PERSON} through (?:the|a) (?:windscreen|window|wall|door|glass)\\b|if (?:i|she|he|you|we) (?:go|goes|went|tell|tells|talk|talks|speak|speaks|grass|grasses|report|reports)\\b[^.!?\\n]{0,40}\\b(?:i'?m|i am|she'?s|she is|he'?s|you'?re|you are|we'?re) (?:dead|a dead (?:woman|man|girl))\\b`,
    THREAT,
  ),
  urgentInContext(
    'done in, in Scots',
    "(?:'ll|will|gonnae|going to|gonna) (?:hae|have|get) (?:me|her|him|us|ye|you) (?:done in|killed|kneecapped|seen tae|seen to)\\b",
    THREAT,
  ),
  urgent(
    'a condition called life-threatening',
    '(?:condition|injur(?:y|ies)|bleed(?:ing)?|infection|it|this) (?:is|are|was|were|remains|being|considered|assessed as|to be|as)? ?(?:potentially |immediately |now )?life[- ]threatening\\b',
    'health',
    DANGER,
  ),
  // Read on held-out-38 (the fortieth round).
  urgent(
    'not intending to be around',
    "(?:does not|doesn't|doesnt|don't|dont|do not|did not|didn't|not|no) (?:intend|intention|plan|plans|mean) (?:to |of )?(?:still )?(?:be(?:ing)? (?:around|here|alive)|stay(?:ing)? (?:around|alive)|see (?:it|the (?:winter|spring|summer|new year)|christmas))\\b(?! (?:when|for|on|at|while|during|tomorrow|today|tonight|next|this|that|in the|until|till|if|because|as)\\b)",
    'health',
    SUICIDE,
  ),
  urgentInContext('would see them dead', "(?:would|'d|will|'ll) (?:rather |sooner )?see (?:me|her|him|us|you|them) dead\\b", THREAT),
  urgent(
    'treatment abroad held up',
    "(?:(?:won'?t|will not|wouldn'?t|would not|refus\\w+ to|declin\\w+ to|can'?t|cannot|not allowed to) (?:do|start|operate|treat|scan|fly|transfer|admit|move|release)|(?:treatment|care|dialysis|chemo\\w*) (?:will|would|is going to|is to) (?:stop|be stopped|be withdrawn|end|cease))\\b[^.!?\\n]{0,60}\\b(?:until|without|unless|pending)\\b[^.!?\\n]{0,40}\\b(?:guarantee|confirmation|authoris\\w+|authoriz\\w+|payment|insurer|cover)\\b(?<=\\b(?:stroke|head|scan|urgent|emergency|heart|bleed\\w*|unconscious|intensive care|icu|surgery|surgical|fracture|operation|treatment)\\b[\\s\\S]{0,240})|needs? (?:an? )?urgent (?:transfer|medevac|evacuation|air ambulance|airlift|repatriation)\\b",
    'health',
    DANGER,
  ),
  // Read on held-out-39 (the forty-first round).
  urgent(
    'a heart attack told in its signs',
    `chest\\b[^.!?\\n]{0,30}\\b${CHEST_FELT}\\b[^.!?\\n]{0,60}\\b(?:left )?arm\\b[^.!?\\n]{0,25}\\b${ARM_FELT}|(?:left )?arm\\b[^.!?\\n]{0,25}\\b${ARM_FELT}\\b[^.!?\\n]{0,60}\\b(?:chest\\b[^.!?\\n]{0,30}\\b${CHEST_FELT}\\b|${CHEST_FELT}\\b[^.!?\\n]{0,20}\\bchest\\b)`,
    'health',
    DANGER,
  ),
  urgent(
    'a stroke told in its signs',
    `face\\b[^.!?\\n]{0,20}\\b${DROOPED}\\b[^.!?\\n]{0,12}\\bone side|one side of (?:the |her |his |my |their )?face\\b[^.!?\\n]{0,20}\\b${DROOPED}\\b|face\\b[^.!?\\n]{0,20}\\b(?:dropped|drooped|drooping|droopy|sagging|sagged)\\b(?=[^.!?\\n]{0,80}\\bslurr)|slurr(?:ed|ing)\\b[^.!?\\n]{0,80}\\bface\\b[^.!?\\n]{0,20}\\b(?:dropped|drooped|drooping|droopy|sagging|sagged)\\b`,
    'health',
    DANGER,
  ),
  urgent(
    'a baby with no wet nappy',
    "(?:no|hasn'?t had (?:a|any)|has not had (?:a|any)|not had (?:a|any)|hadn'?t had (?:a|any)|had not had (?:a|any)|without (?:a|any)) (?:wet|damp) napp(?:y|ies)\\b",
    'health',
    DANGER,
  ),
  urgentInContext(
    'a weapon aimed at them',
    "(?:pointed|pointing|points|aimed|aiming|aims|levelled|trained) (?:a|an|the|his|her|their) (?:loaded )?(?:crossbow|shotgun|rifle|air rifle|air gun|airgun|pistol|handgun|firearm|bow and arrow|harpoon|nail gun|flare gun|taser)\\b[^.!?\\n]{0,40}\\bat\\b|next one(?:'s| is|s)? (?:going|goin|gonna go|will go|goes) (?:in|into|through) (?:your|ur|her|his|my|their) (?:chest|head|heart|face|back|skull)",
    THREAT,
  ),
  urgent(
    'driving in with them in it',
    '(?:drive|driving|drove|put|steer|crash|wrap|plough|roll|park|stick)\\b[^.!?\\n]{0,60}\\b(?:into|off|over|under|in)\\b[^.!?\\n]{0,40}\\bwith (?:me|myself) (?:still )?in it\\b',
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'a note saying they are dead',
    "(?:note|message|text|letter|card|graffiti|written|sprayed|scratched|painted)\\b[^.!?\\n]{0,40}\\b(?:saying|said|reading|reads|read|that said|which said)\\b[^.!?\\n]{0,6}['‘\"“]?(?:she'?s|she is|he'?s|he is|you'?re|youre|you are|ur|i'?m) (?:dead|a dead (?:woman|man|girl|boy))\\b",
    THREAT,
  ),
  urgentInContext(
    'found in a refuge',
    "(?:abuser|ex|ex-partner|ex-husband|ex-wife|he|partner|husband)\\b(?: has| had|'s)? (?:somehow |now |already )?(?:found|tracked|traced|located) (?:her|him|me|them|us|where (?:she|he|i|they|we))\\b(?! (?:a|an|some|the|new|another)\\b)(?<=\\brefuge\\b[\\s\\S]{0,160})",
    THREAT,
  ),
  urgentInContext(
    'ending up in a ditch',
    "(?:you'?ll|she'?ll|he'?ll|i'?ll|you will|she will|he will|you'?d|she'?d|he'?d|you would|she would|he would)\\s['‘\"“]?(?:end up|wind up|be found) (?:dead )?in a (?:ditch|shallow grave|canal|river|skip|bin bag|box)\\b|nobody(?: will|'ll|'d| would)? (?:ever )?(?:come|go|bother|be) looking for (?:her|me|him|you)\\b|nobody (?:will|'ll|would|'d) (?:ever )?come looking\\b",
    THREAT,
  ),
  // Read on held-out-40 (the forty-second round).
  urgentInContext(
    'a threat to shank them',
    "(?:'ll|will|gonna|going to|gonnae|wanna|want to|to|get|got|getting) (?:\\w+ )?['‘\"“]?shank(?:ed)?['’\"”]? (?:me|him|her|you|ya|u|us|them|my \\w+)\\b",
    THREAT,
  ),
  urgent(
    'a clot or sepsis not ruled out',
    `(?:pulmonary embol\\w+|(?:blood )?clot (?:on|in) (?:the|his|her|my) lungs?|sepsis|meningitis)\\b[^.!?\\n]{0,30}\\b(?:could not|cannot|can'?t|couldn'?t|not) (?:be )?(?:excluded|ruled out)\\b(?=${SENT_ON_NOW})|(?:suspected|possible|query|\\?) ?(?:pulmonary embol\\w+|sepsis|meningitis)\\b(?=${SENT_ON_NOW})`,
    'health',
    DANGER,
  ),
  urgent(
    'hardly passing water',
    `\\b${SOMEONE}\\b[^.!?\\n]{0,40}\\b(?:hardly|barely|not|hasn'?t|has not|hadn'?t|had not|isn'?t|is not|wasn'?t|no longer|stopped|not been|hasn'?t been) (?:been )?pass(?:ing|ed)? (?:any |much )?(?:water|urine)\\b`,
    'health',
    DANGER,
  ),
  // Read on held-out-41 (the forty-third round).
  urgent(
    'more tablets than meant, and hospital',
    `(?:took|taken|swallowed|had) (?:a lot|a load|loads|lots|way|far|much|a good few) more (?:\\w+ )?than (?:i|she|he|they) (?:should|was meant to|was supposed to|ought to)(?: have| of|'ve)?\\b(?! (?:to drink|to eat|of the wine|of the beer|drink)\\b)(?:(?<=\\b(?:hospital|a&e|a and e|ambulance|paramedics|stomach pumped|overdose)\\b[\\s\\S]{0,160})|(?=[\\s\\S]{0,160}\\b(?:hospital|a&e|a and e|ambulance|paramedics|stomach pumped|overdose)\\b))`,
    'health',
    SUICIDE,
  ),
  urgent(
    'medicine stopped, and everything else',
    '(?:stopped|stopping|come off|coming off|binned|thrown away|quit) (?:taking )?(?:all )?(?:my|her|his) (?:antidepressants|anti-depressants|meds|medication|medicine|tablets|pills|insulin|lithium)\\b[^.!?\\n]{0,60}\\b(?:stop|stopping|give up|giving up|end|ending) (?:everything|it all|all of it)\\b',
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'not seeing the new year, in Scots',
    "(?:she|he|you|ye|they|i)(?:'ll|ll| will|'d| would) (?:no|nae|not) see (?:christmas|the new year|new year|next year|the summer|the spring|(?:her|his|your|my) (?:next )?birthday)\\b(?! (?:at|in|with|here|there|home|out|because)\\b)",
    THREAT,
  ),
  urgentInContext(
    'someone going to be killed',
    "(?:someone|somebody|some(?:one'?s|body'?s) (?:kid|child)|a (?:kid|child)|one of (?:the|those|these) (?:kids|children))(?:'s| is| are)? (?:going to|gonna|goin to|bound to) (?:get|be) (?:killed|seriously hurt|badly hurt)\\b|(?:someone|somebody|a (?:kid|child)) (?:will|'ll|could) (?:get|be) killed\\b",
    UNSAFE_HOME,
  ),
];
