/**
 * Risk-to-life cues read on held-out-42 (the forty-fourth round, docs/screens.md): how fast a
 * car must hit a wall "not to walk away from it", "it would be quicker for everyone", "I can't keep
 * going", "no longer able to continue" said as an ending; a threat to break someone's legs or bury
 * her in the garden; an earth safety device bridged out or bare cores at a wet consumer unit; an
 * expert sending someone to the emergency department today. And on held-out-43 (the forty-fifth):
 * peace made, "by the time anyone reads this", easier for everybody "if Ah just wisnae here",
 * wanting to go to a husband who died, "I'm dead" if she speaks, no adrenaline pens for an
 * allergy. And on held-out-44 (the forty-sixth): bleach swallowed, the beam in the loft, no
 * intention of seeing another winter, the wheel not turned, "I wont be hear … had enuff"; a neck
 * to be snapped, "dead" mouthed, "your next" on a note; a fire lit under a cracked flue, a roof
 * sheet that could take a head off, carbon monoxide in a van's cab, oxygen gone off, a careline
 * dead. And on held-out-45 (the forty-seventh): "he's comin for me" when he gets out, "I'll find you
 * and finish you"; someone found unresponsive, lips gone a funny colour; steering held on with cable
 * ties on a car still driven. And on held-out-46 (the forty-eighth): talked back off a bridge, "be off
 * the viaduct by the weekend"; "burst her" and set fire "tae the hoose"; seizures and a bath that
 * cannot be used safely alone; water through a light that is buzzing. And on held-out-47 (the
 * forty-ninth): "ah'll no be aboot much longer", looking at the Clyde, wanting to "finish himself",
 * wrists found cut; "I'll kill you" on a voicemail, "will be dealt with" sent through a friend; a fit
 * happening now; brakes metal to metal, a track rod loose on a car to be driven; a chimney leaning
 * over the front door; a scaffold dropping boards. Later rounds' cues are in
 * risk-to-life-fiftieth-cues.ts; both sit after every other risk-to-life cue.
 */
import type { Cue } from './text-scan';
import type { VulnerabilityTag } from './vulnerability-lexicon';
import { DANGER, SUICIDE, THREAT, UNSAFE_HOME, UNSAFE_VEHICLE, urgent, urgentInContext } from './cue-makers';

export const LATEST_RISK_TO_LIFE_CUES: readonly Cue<VulnerabilityTag>[] = [
  urgent(
    'how fast to hit a wall',
    "how fast (?:you'?d|you would|would you|do you|you|i'?d|i would) (?:have|need) to (?:hit|go into|drive into) a (?:wall|tree|bridge|bollard)\\b",
    'health',
    SUICIDE,
  ),
  urgent(
    'quicker for everyone, cannot keep going',
    "(?:thinking|think|thought|feel|felt)(?: that)? (?:it|things) (?:would|'d) be (?:quicker|easier|better|simpler|kinder) for everyone(?=\\s*[.!]|\\s*$| if i (?:was|were)n'?t| without me)|(?:i|she|he) (?:can'?t|cannot|just can'?t) keep going(?=\\s*[,.;!]|,? see\\b| any ?more| like this)|(?:i am|i'm|im) no longer able to (?:continue|go on|carry on)(?=\\s*[.;!]|\\s*$)",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'legs broken, buried in the garden',
    '[\'‘"“]?(?:break|snap) (?:his |your |her |my |their |both )?legs\\b(?![\'’"”]? (?:off|running|rushing) )|\\bbury (?:her|him|you|me|them|ya|u) (?:in the garden|under the \\w+|alive)\\b',
    THREAT,
  ),
  urgentInContext(
    'an earth safety device bridged, bare cores wet',
    '\\b(?:rcd|rccb|trip switch|earth bonding)\\b[^.!?\\n]{0,30}\\b(?:bridged(?: out)?|bypassed|overridden|linked out)\\b|\\bbare (?:cores|conductors)\\b[^.!?\\n]{0,60}\\bwet\\b',
    UNSAFE_HOME,
  ),
  urgent(
    'sent to the emergency department today',
    '(?:directed|told|advised|urged|sent|referred) (?:him|her|them|the claimant|the patient) (?:to )?(?:attend|go (?:straight )?to|go) (?:the |an )?(?:emergency department|a ?& ?e|a and e|accident and emergency)\\b(?=[^.!?\\n]{0,20}\\b(?:today|immediately|now|straight away|tonight|urgently|at once)\\b)',
    'health',
    DANGER,
  ),
  // Read on held-out-43 (the forty-fifth round).
  urgent(
    'peace made, read after the end',
    "(?:i'?ve|i have|i) made my peace(?=\\s*[.,;!]|\\s*$| and\\b)|by the time (?:anyone|anybody|someone|somebody) reads? this\\b|(?:easier|better|quicker|kinder) for (?:everyone|everybody|all of (?:us|them)|my (?:family|kids|bairns)) if (?:i|ah) (?:just )?(?:wasn'?t|wisnae|wasnae|weren'?t|was not|were not|wisny) (?:here|around)\\b",
    'health',
    SUICIDE,
  ),
  urgent(
    'wanting to go to the dead',
    'wants? to go to (?:her|his|my) (?:late )?(?:husband|wife|son|daughter|mum|dad|mother|father|partner)\\b(?=[^.!?\\n]{0,40}\\b(?:died|passed|dead|death)\\b)',
    'health',
    SUICIDE,
  ),
  urgentInContext(
    "'I'm dead' if she speaks",
    "(?:said|says|told (?:me|her|him)|warned)\\b[^.!?\\n]{0,60}\\b(?:i'?m|im|i am|you'?re|ur|she'?s|he'?s) dead(?=\\s*[.!]|\\s*$)",
    THREAT,
  ),
  urgent(
    'no adrenaline pens',
    "(?:no|without|hasn'?t got|has not got|left without) (?:her |his |any |an? )?(?:epi-?pens?|pens at all|adrenaline (?:pens?|auto-?injectors?)|auto-?injectors?)\\b(?=[\\s\\S]{0,200}\\b(?:reacts?|allerg\\w*|anaphyla\\w*)\\b|(?<=\\b(?:anaphyla\\w*|allerg\\w*)\\b[\\s\\S]{0,200}))",
    'health',
    DANGER,
  ),
  // Read on held-out-44 (the forty-sixth round).
  urgent(
    'bleach swallowed, the beam in the loft, no more winters',
    "swallow(?:ed|ing)? (?:some |a (?:bottle|cup|glass|mouthful) of )?(?:bleach|weedkiller|antifreeze|drain cleaner)\\b|(?:looking|staring|stare|look) at the (?:beam|beams|rafters?|banisters?) in the (?:loft|attic|garage|hall|barn)\\b|(?:no intention of|not intending to|don'?t intend to|do not intend to) (?:seeing|see|being here for|living to see) (?:another|next|the next) (?:winter|christmas|year|birthday|summer|spring)\\b|\\b(?:i|she|he) (?:won'?t|wont|will not) turn the wheel\\b|(?:wont|won'?t|will not) be (?:here|hear)\\b(?=[^.!?\\n]{0,10}[.!]?\\s*(?:i (?:have|'ve) |ive )?had (?:enough|enuff)\\b)|(?:what'?s|whats) (?:even )?the point (?:of|in) me (?:being here|being alive|carrying on|going on)\\b|(?:no|nae|not) wantin[g']? (?:tae|to) wake up\\b|(?:would'?ve|would have) been a mercy if (?:i|she|he)'?d been in (?:it|there)\\b",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'a neck snapped, "dead" mouthed, the next thing written off',
    "['‘\"“]?(?:snap|break) (?:his |her |my |your )neck\\b|\\bmouthed ['‘\"“]?(?:dead|you'?re dead|die)\\b|(?:note|message|text|card)\\b[^.!?\\n]{0,30}['‘\"“](?:you'?re|your|ur) next\\b|(?:she'?ll|you'?ll|he'?ll|she will|you will|he will) be the next (?:thing|one) (?:i|we) (?:write off|get rid of|sort out)\\b",
    THREAT,
  ),
  urgentInContext(
    'a fire lit under a condemned flue, a head taken off, carbon monoxide in the cab',
    "(?:keeps?|kept) (?:lighting|using|turning on) (?:the )?(?:fire|boiler|gas fire|heater|cooker)\\b(?:(?=[\\s\\S]{0,200}\\b(?:flue|condemned|warning (?:notice|sticker)|capped|do not use)\\b)|(?<=\\b(?:flue|condemned|warning (?:notice|sticker)|capped|do not use)\\b[\\s\\S]{0,200}))|take (?:someone'?s|somebody'?s|someone|a kid'?s|a child'?s|his|her|your) head off\\b|(?<=\\b(?:exhaust|fumes)\\b[\\s\\S]{0,120})(?:co|carbon monoxide) (?:detector|alarm)\\b[^.!?\\n]{0,40}\\b(?:went off|going off|goes off|keeps going off|sounded|sounding)\\b",
    UNSAFE_HOME,
  ),
  urgent(
    'oxygen gone off, a careline dead',
    "(?:her|his|gran'?s|nan'?s|mum'?s|dad'?s|my) oxygen (?:went|has gone|is|'s) (?:off|down|out)\\b|(?:spare|last|backup) (?:oxygen )?(?:bottle|cylinder)\\b[^.!?\\n]{0,40}\\b(?:going down|running (?:out|low))\\b|(?:careline|lifeline|pendant alarm|care line|telecare)(?: base)?(?: unit)?\\b[^.!?\\n]{0,60}\\b(?:is dead|not working|was flooded|broken)\\b",
    'health',
    DANGER,
  ),
  // Read on held-out-45 (the forty-seventh round).
  urgentInContext(
    'coming for her, found and finished',
    "(?:told|said|says|warned|threatened|texted|messaged|saying)\\b[^.!?\\n]{0,40}\\b(?:he'?s|hes|he is|she'?s|shes|she is|they'?re|theyre|they are) (?:comin[g']?|coming) (?:for|after) (?:me|her|him|us)\\b(?! (?:at|to|in|on|tomorrow|later|after|with|from)\\b)|(?:i'?ll|ill|i will|i'?m gonna|im gonna|i'?m going to) find (?:you|u|ya|her|him) and (?:finish|kill|end|sort|do) (?:you|u|ya|her|him)\\b(?! a (?:favour|deal)\\b)",
    THREAT,
  ),
  urgent(
    'found unresponsive, lips a funny colour',
    "\\bfound (?:[\\w.]+ ){0,3}unresponsive\\b|(?:her|his|their|my|the baby'?s|the child'?s) lips (?:are|were|have gone|had gone|went|were going|are going|turning|turned) (?:a funny colour|blue|grey|gray|purple|white)\\b",
    'health',
    DANGER,
  ),
  urgentInContext(
    'steering tied on with cable ties, a car unfit and dangerous',
    '\\bunroadworthy and dangerous\\b|\\b(?:track rod|tie rod|steering (?:arm|rack|column)|brake (?:pipes?|lines?|hoses?|call?ipers?)|wheel)(?: ends?)?\\b[^.!?\\n]{0,40}\\b(?:secured|held|tied|fixed|attached) (?:on |up |together )?with (?:cable ties|a cable tie|zip ties|tape|string|wire|gaffer tape)\\b',
    UNSAFE_VEHICLE,
  ),
  // Read on held-out-46 (the forty-eighth round).
  urgent(
    'talked back off a bridge',
    "talked (?:her|him|me|them) (?:back |down )?(?:off|from) (?:the )?(?:[\\w']+ ){0,3}(?:bridge|ledge|roof|edge|cliffs?|viaduct|railway|platform|tracks|parapet)\\b|(?:'d|would|will|'ll|gonna|going to) ['‘\"“]?be off the (?:viaduct|bridge|cliffs?|roof|ledge|multi-?storey|pier)\\b",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'burst her, set fire tae the hoose',
    '(?:said|says|shouted|threatened|telt|told (?:her|him|me))\\b[^.!?\\n]{0,40}\\b(?:burst|set fire (?:tae|to)) (?:her|him|me|ye|you|(?:the|her|ma|my|his) (?:hoose|house|flat))\\b',
    THREAT,
  ),
  urgent(
    'seizures and a bath that cannot be used alone',
    "(?:cannot|can'?t|can not|unable to) safely (?:bathe|bath|shower|wash|be left alone|be left on (?:her|his) own)\\b(?:(?=[\\s\\S]{0,200}\\b(?:seizures?|epilep\\w*|fits?)\\b)|(?<=\\b(?:seizures?|epilep\\w*|fits)\\b[\\s\\S]{0,200}))",
    'health',
    DANGER,
  ),
  urgentInContext(
    'water through a light that is buzzing',
    '\\bwater\\b[^.!?\\n]{0,40}\\b(?:light|light fitting|lights|socket|sockets|fuse ?box|consumer unit|ceiling rose)\\b[^.!?\\n]{0,30}\\b(?:buzzing|sparking|crackling|fizzing|humming|smoking)\\b',
    UNSAFE_HOME,
  ),
  // Read on held-out-47 (the forty-ninth round).
  urgent(
    'not about much longer, looking at the river, wanting to finish himself',
    "(?:i'?ll|ah'?ll|i will) (?:no|not) be (?:aboot|about|around|here) (?:much|for much) longer\\b|(?:lookin[g']?|staring|stare|looking) at the (?:clyde|river|thames|tyne|wear|mersey|taff|canal|water|sea|reservoir) (?:a lot|again|every (?:day|night)|for hours)\\b|(?:want|wants|wanted) to finish (?:himself|herself|myself)\\b|(?:with|had) (?:his|her|their|my) wrists (?:cut|slashed|slit)\\b",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    "'I'll kill you' on a voicemail, dealt with through a friend",
    "(?<=['‘\"“:]\\s*)(?:i'?ll|ill|i will|i'?m gonna|im gonna|i'?m going to) (?:kill|stab|murder) (?:you|ya|u)\\b|(?<=['‘\"“])(?:i|we) know where you (?:are|live)(?: now)?\\b|sent word\\b[^.!?\\n]{0,60}\\b(?:will|'ll) be (?:dealt with|sorted|taken care of)\\b|\\bthreat to (?:his|her|my|their|our client'?s) life\\b",
    THREAT,
  ),
  urgent(
    'a fit happening now',
    "\\b(?:he'?s|she'?s|he is|she is|they'?re|is) having a (?:fit|seizure)(?: right)? now\\b|\\bhaving a (?:fit|seizure)\\b(?=[^.!?\\n]{0,60}\\b(?:on the (?:kitchen |bathroom |bedroom )?floor|ambulance is (?:coming|on its way))\\b)",
    'health',
    DANGER,
  ),
  urgentInContext(
    'brakes metal to metal, a track rod loose',
    '\\b(?:vehicle|car|van) is in (?:a )?dangerous condition\\b|\\bbrake pads? (?:are |were )?metal (?:to|on) metal\\b|\\btyres? worn (?:through )?to the cords?\\b|\\btrack rod(?: end)? (?:is |was )?(?:loose|detached|broken|snapped)\\b|\\bsteering pulls violently\\b',
    UNSAFE_VEHICLE,
  ),
  urgentInContext(
    'a chimney leaning over the door, a scaffold dropping boards',
    '(?:chimney(?: stack)?|gable|parapet)\\b[^!?\\n]{0,60}\\b(?:leaning|displaced)\\b[^!?\\n]{0,80}\\b(?:over|above) (?:the )?(?:front |back )?(?:door|path|pavement|drive|entrance)\\b|\\bscaffold(?:ing)?\\b[^.!?\\n]{0,80}\\bleft unattended\\b|\\b(?:two |several |some )?boards? fell (?:from|off) (?:it|the scaffold(?:ing)?)\\b|\\bno (?:ladder guard|toe ?boards|guard ?rails?)\\b',
    UNSAFE_HOME,
  ),
];
