/**
 * Risk-to-life cues read from the fiftieth round on (docs/screens.md). On held-out-48 (the
 * fiftieth): a car driven into a tree on purpose, the top of a multi-storey and "keep there money i
 * dont need it now", "had not expected to still be here" and letters "for after", "finish himself
 * off" with a knife to the wrist; dialysis missed; a steering mount cracked on a car still driven.
 * On held-out-49 (the fifty-first): "the wrong side of the railings on the Humber Bridge", "I have
 * had quite enough now and I am ready", "most of a box" of paracetamol; a brake pipe corroded
 * through, a brake pedal to the floor, steering that "could fail without warning"; a wall that
 * "could collapse at any time". On held-out-50 (the fifty-second): "sat on the end of the pier",
 * "thinking to finish my life", "a belt and a beam", "the engine running and a pipe", wanting "to
 * go to sleep and be with Grandad", "if this house goes, I go with it"; "picking your teeth up off
 * the floor"; steering control that "will be lost", LPG weeping from a tank. On held-out-51 (the
 * fifty-third): "a lot of her late husband's morphine" taken, "might as well not be here"; a stack
 * that "could fall through the roof onto her bed". On held-out-52 (the fifty-fourth): "lookin at
 * the drop" ("ah'm no wantin tae be here" is read by risk-to-life-lexicon.ts); "he'll do us in", a
 * threat to "put her back in hospital"; cauda equina, brakes failing on a car still driven. On
 * held-out-53 (the fifty-fifth): a "paracetamol OD", "parked up at the reservoir" and "hasn't
 * decided yet"; an ex who "did time for GBH on her"; bricks fallen where children play, water
 * through light fittings with the lights still on, "a loud crack like a gun"; petrol leaking from a
 * car still used, steering "locked solid" on a car still driven. They sit after every other
 * risk-to-life cue, in the order of the rounds.
 */
import type { Cue } from './text-scan';
import type { VulnerabilityTag } from './vulnerability-lexicon';
import { DANGER, SUICIDE, THREAT, UNSAFE_HOME, UNSAFE_VEHICLE, urgent, urgentInContext } from './cue-makers';

export const FIFTIETH_RISK_TO_LIFE_CUES: readonly Cue<VulnerabilityTag>[] = [
  // Read on held-out-48 (the fiftieth round).
  urgent(
    'drove into a tree on purpose',
    "\\b(?:drove|steered|crashed|driven) (?:(?:her|his|my|the) (?:car|van) )?(?:into|off) (?:a|the) (?:tree|wall|bridge|pillar|bollard|lamp ?post|embankment|quarry|cliff|river|canal|reservoir)\\b[^.!?\\n]{0,20}\\b(?:deliberately|on purpose|intentionally)\\b|\\b(?:deliberately|intentionally) (?:drove|steered|crashed) (?:(?:her|his|my|the) (?:car|van) )?(?:into|off) (?:a|the) (?:tree|wall|bridge|pillar|bollard|lamp ?post|embankment|quarry|cliff|river|canal|reservoir)\\b|\\bwas(?:n'?t| not) an accident\\b[^!?\\n]{0,80}\\b(?:drove|steered|crashed) into it (?:deliberately|on purpose|intentionally)\\b",
    'health',
    SUICIDE,
  ),
  urgent(
    'on top of the multi-storey, keep the money',
    "\\b(?:on|at) (?:the )?top (?:of|floor of) (?:the )?(?:multi-?\\s?stor(?:e)?y|car park|bridge)\\b(?=[\\s\\S]{0,200}\\b(?:sorry mum|sorry dad|love you all|(?:don'?t|dont) need it (?:now|any ?more)|goodbye|bye mum)\\b)|\\b(?:keep|have) (?:there|their|the|your|ur|yer) (?:money|cash|payout)\\b[^.!?\\n]{0,10}\\bi (?:don'?t|dont|do not|won'?t|wont) need it (?:now|any ?more|where i'?m going)\\b",
    'health',
    SUICIDE,
  ),
  urgent(
    'not expected to still be here, letters for after',
    "\\b(?:had not|hadn'?t|did not|didn'?t|never) expect(?:ed)? to (?:still )?be (?:still )?(?:here|alive|around)\\b(?! (?:for|at|on|in|when|by|to see the|waiting)\\b)|\\b(?:said|says) (?:(?:they|these|it) )?(?:were|are|was|is) ['‘\"“]?for after\\b",
    'health',
    SUICIDE,
  ),
  urgent(
    'finish himself off, a knife to the wrist',
    "\\b(?:he|she|i)(?:'d|'ll| would| will| was going to| is going to) ['‘\"“]?finish (?:himself|herself|myself) off\\b|\\bknife (?:to|against|at|across) (?:his|her|my|their) (?:own )?wrists?\\b",
    'health',
    SUICIDE,
  ),
  urgent(
    'dialysis missed',
    '\\bdialysis\\b[\\s\\S]{0,200}\\bmissed (?:mon|tues?|wed|thurs?|fri|sat|sun|\\w+day|today|yesterday|(?:two|three|a|her|his|my|the last) (?:sessions?|appointments?|treatments?)|sessions?|appointments?|it)\\b|\\bmissed (?:her|his|my|two|three|a|the last) (?:\\w+ )?dialysis\\b',
    'health',
    DANGER,
  ),
  urgentInContext(
    'a steering mount cracked, could let go at speed',
    '\\bcould (?:let go|fail|give way|snap|come (?:off|away|apart)|detach|break) at speed\\b|\\b(?:steering (?:rack|arm|column)|track rod|tie rod|suspension (?:arm|strut|mount\\w*)|subframe|wheel bearing|brake (?:pipes?|lines?|hoses?))(?: mounting)? (?:is |was |are |were )?(?:cracked|fractured|sheared|snapped|hanging)\\b(?=[^.!?\\n]{0,80}\\bstill (?:driving|drives|driven|being driven|using|uses)\\b)',
    UNSAFE_VEHICLE,
  ),
  // Read on held-out-49 (the fifty-first round).
  urgent(
    'the wrong side of the railings on a bridge',
    '\\b(?:on|over|climbed (?:on)?to|to) the (?:wrong|other|far) side of the (?:railings?|barriers?|parapet|fence)\\b(?=[^.!?\\n]{0,60}\\b(?:bridge|viaduct|cliff|car park|multi-?storey|platform|flyover)\\b)',
    'health',
    SUICIDE,
  ),
  urgent(
    'quite enough now and ready, a box of paracetamol',
    "\\b(?:had|have had) (?:quite |more than )?enough(?: now)?,? and (?:i'?m|i am) ready\\b|\\b(?:written|wrote) (?:out )?my wishes\\b[\\s\\S]{0,300}\\b(?:i'?m|i am) ready(?=\\s*[.!]|\\s*$)|\\b(?:taking|took|taken|swallowed) ['‘\"“]?(?:most of |half )?(?:a|the|two|three) (?:box|packet|bottle|strip)s?['’\"”]? of (?:paracetamol|pills|tablets|co-?codamol|sleeping tablets|ibuprofen|aspirin)\\b",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'a brake pipe rotted through, brakes to the floor, steering that could fail',
    '\\bbrake (?:pipes?|lines?|hoses?) (?:is |are )?(?:corroded|rotted|rusted) through\\b|\\b(?:steering|brakes?) could fail without warning\\b|\\bbrake pedal (?:went|goes|sank|sinks|dropped)(?: nearly| almost| right)? to the floor\\b|\\bnot roadworthy\\b(?=[\\s\\S]{0,120}\\b(?:intends? to drive|still driving|will drive|plans? to drive|uses (?:it|the vehicle) every day)\\b)',
    UNSAFE_VEHICLE,
  ),
  urgentInContext(
    'a wall that could collapse at any time',
    '\\bcould (?:collapse|come down|fall|give way|come through)(?: the (?:roof|ceiling))? (?:at )?any (?:time|moment|minute|second)\\b',
    UNSAFE_HOME,
  ),
  // Read on held-out-50 (the fifty-second round).
  urgent(
    'the end of the pier, to finish my life, a belt and a beam, the engine running and a pipe',
    "\\b(?:sat|sitting|standing|stood|i'?m) on the (?:end|edge) of the (?:pier|cliff|bridge|platform|harbour wall|roof)\\b|\\b(?:to|of|about) finish(?:ing)? my life\\b|\\b(?:got|have|bought) (?:a|the) (?:belt|rope|cord|flex) and (?:a|the) (?:beam|banister|hook|loft hatch)\\b|\\bengine (?:running|on),? and (?:a|the) (?:pipe|hose|hosepipe|tube)\\b|\\b(?:pipe|hose|hosepipe|tube) (?:from|on|to|into|through) the exhaust\\b|\\b(?:want|wants|wanted|wanting) to go to sleep and (?:not wake|be with)\\b|\\bif (?:this|the) house goes,? i go (?:with it|too)\\b|\\bshould have stayed in (?:it|the fire|there)\\b(?<=\\bfire\\b[\\s\\S]{0,300})",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'picking your teeth up off the floor',
    '\\bpicking (?:your|ur|yer|his|her) teeth (?:up )?(?:off|from) the (?:floor|pavement|ground|road)\\b',
    THREAT,
  ),
  urgentInContext(
    'steering control that will be lost, LPG leaking',
    '\\b(?:risk that |danger that )?steering control (?:will|could|may|would) be lost\\b|\\b(?:strong )?smell of (?:lpg|propane|butane)\\b|\\blpg\\b[^.!?\\n]{0,80}\\b(?:weeping|leaking|leak)\\b',
    UNSAFE_VEHICLE,
  ),
  // Read on held-out-51 (the fifty-third round).
  urgent(
    "a lot of her late husband's morphine taken, might as well not be here",
    "\\b(?:having |had |has )?taken (?:a lot|lots|loads|a handful|most|the whole (?:box|packet|bottle)) of (?:her|his|my|their) (?:[\\w']+ ){0,2}?(?:morphine|tablets|pills|medication|meds|insulin|painkillers|sleeping tablets)\\b|\\bmight as well not be here\\b",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'a stack that could fall through the roof onto her',
    '\\bcould (?:fall|come down|collapse|come) (?:through (?:the )?(?:roof|ceiling) )?(?:on ?to|onto|on) (?:her|him|them|someone|anyone|the (?:bed|cot|children|occupants?))\\b',
    UNSAFE_HOME,
  ),
  // Read on held-out-52 (the fifty-fourth round).
  urgent('looking at the drop', "\\blook(?:in[g']?|ing|ed) (?:at|over) the drop\\b", 'health', SUICIDE),
  urgentInContext(
    "he'll do us in, threatened to put her back in hospital",
    "\\b(?:he|she|they)(?:'ll| will|'d| would|'s gonna| is going to| was going to|s gonna) ['‘\"“]?do (?:us|me|her|him|you|yous) in\\b|\\bthreat(?:en(?:ed|ing|s)?)? to ['‘\"“]?put (?:her|him|me|you|us|them) (?:back )?in (?:hospital|a&e|intensive care|the ground|a wheelchair|a box)\\b",
    THREAT,
  ),
  urgent(
    'cauda equina, a surgical emergency',
    '\\b(?:suggestive of|signs of|symptoms of|suspected|possible|query) cauda equina\\b|\\b(?:is|was|as) a surgical emergency\\b',
    'health',
    DANGER,
  ),
  urgentInContext(
    'brakes failing, the pedal to the floor',
    '\\bbrakes (?:on (?:the|my|her|his|this) (?:\\w+ )?(?:car|van|vehicle) )?(?:are|is) (?:failing|not working|gone)\\b|\\bthe pedal (?:went|goes|sank|sinks|dropped)(?: nearly| almost| right| all the way)? to the floor\\b',
    UNSAFE_VEHICLE,
  ),
  // Read on held-out-53 (the fifty-fifth round).
  urgent(
    "a paracetamol OD, parked up at the reservoir and hasn't decided",
    "\\b(?:paracetamol|tablet|pill|drugs?|meds?|medication|insulin) OD\\b|\\b(?:following|after) (?:an? |her |his )?OD\\b|\\bhasn'?t decided yet\\b(?<=\\b(?:reservoir|bridge|cliffs?|quarry|river|railway|viaduct|multi-?storey)\\b[\\s\\S]{0,80})",
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'did time for GBH on her',
    '\\b(?:did time|went down|was jailed|served time|got \\w+ years?) for (?:gbh|abh|assault|wounding|stabbing|attacking) on (?:her|him|me)\\b',
    THREAT,
  ),
  urgentInContext(
    'bricks fallen where the children play, water through the light fittings, a crack like a gun',
    '\\b(?:bricks|blocks|stones|coping(?: stones)?) (?:fell|fallen|falling|came down|coming down)\\b(?=[\\s\\S]{0,160}\\b(?:kids|children|grandkids|grandchildren|toddler) (?:play|playing|plays|are out)\\b)|\\bwater (?:running|pouring|dripping|coming) (?:through|out of|from) (?:the )?(?:\\w+ )?(?:light fittings?|ceiling lights?|light sockets?|sockets?|fuse ?box|consumer unit)\\b(?=[^.!?\\n]{0,60}\\b(?:lights?|power|electrics?|electricity) (?:are |is )?still on\\b)|\\bcrack like a (?:gun|gunshot|shot)\\b',
    UNSAFE_HOME,
  ),
  urgentInContext(
    'petrol leaking from a car still used, steering locked solid on a car still driven',
    "\\b(?:actively )?leaking (?:petrol|fuel|diesel)\\b(?=[\\s\\S]{0,200}\\b(?:smok\\w+|continues to use|still (?:using|driving|drives)|fire risk)\\b)|\\bsteering (?:locked|seized|jammed)(?: solid| up)?\\b(?=[\\s\\S]{0,200}\\b(?:keep using|still (?:using|driving)|could(?:'?ve| have) killed)\\b)",
    UNSAFE_VEHICLE,
  ),
];
