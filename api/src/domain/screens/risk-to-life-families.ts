/**
 * Risk-to-life cues written as families of expression rather than phrases: each pattern is the
 * shape a way of saying it takes (an amount of medicine taken, a means kept ready, being worth
 * more dead, a threat of violence on its way, a future the person is not in, a frail person
 * without heat), with the words that fill each slot listed wide, so wording no text has used yet
 * is caught. They sit after the risk-to-life cues and concepts; all are urgent.
 */
import type { Cue } from './text-scan';
import type { Driver, VulnerabilityTag } from './vulnerability-lexicon';

const urgent = (cue: string, pattern: string, driver: Driver, theme: string): Cue<VulnerabilityTag> => ({
  cue,
  pattern,
  tag: { driver, theme, urgent: true },
});
const SUICIDE = 'self-harm or suicide risk';
const THREAT = 'threat to life or safety';
const DANGER = 'immediate danger to health';

const SELF = '(?:me|my|myself|him|his|himself|her|herself|them|themselves)';
/** Medicines, by kind and by the names people use. */
const MEDS =
  '(?:pills|tablets|meds|medication|medicine|paracetamol|co-?codamol|codeine|ibuprofen|aspirin|painkillers|pain killers|sleepers|sleeping (?:pills|tablets)|antidepressants|anti-depressants|insulin|tramadol|diazepam|valium|zopiclone|sertraline|citalopram|mirtazapine|amitriptyline|morphine|oramorph|lithium|quetiapine)';
/** An amount taken at once, far past a dose. */
const AMOUNT =
  '(?:a (?:load|lot|lotta|handful|bunch|fistful)|loads|handfuls|(?:a |the )?(?:whole |full |entire )?(?:box|boxes|packet|packets|strip|strips|bottle|pack|packs|sheet|tub|month\'s supply|week\'s supply)|all(?: of)?|every (?:one|last one) of|the rest of|too many|the lot(?: of)?|double|triple)';
/** What someone keeps or holds when they are thinking of using it on themselves. */
const MEANS_KEPT = '(?:razor ?blades?|razors|blades?|knife|knives|rope|noose|ligature|pills|tablets|meds|paracetamol|hose ?pipe)';
/** Places people name as where they would end it. */
const EDGE =
  '(?:(?:the|a) (?:harbour(?: wall)?|pier|quay|quayside|dock|viaduct|flyover|overpass|motorway bridge|footbridge|railway bridge|embankment|gorge|ravine|cliffs?|cliff top|multi-?storey|car park roof|top floor|balcony|weir|estuary|river|canal|sea|reservoir|quarry|dam|bridge|tracks|railway line)|(?:a|an|the) oncoming (?:lorry|train|bus|car|traffic))';
/** Violence a threat names. */
const VIOLENCE = '(?:kill|stab|shoot|knife|strangle|batter|beat|burn|torch|glass|petrol[- ]bomb|slash|hurt|harm)';
const VICTIM = '(?:me|her|him|us|them|my (?:\\w+ )?(?:family|kids|children|wife|husband|partner|son|daughter|mum|dad))';
/** Frailty or an illness that makes a cold home dangerous. */
const FRAIL =
  "(?:frail|elderly|bed-?bound|bedridden|housebound|immobile|copd|emphysema|on oxygen|home oxygen|heart failure|newborn|premature|(?:days|weeks?|months?)[- ]old|baby|infant|aged (?:[89]\\d|1[01]\\d)|(?:[89]\\d|1[01]\\d)[- ]?(?:years?|yrs?)[- ]old|\\((?:[89]\\d|1[01]\\d)\\b|(?:is|was|she's|he's|mum's|dad's) (?:[89]\\d|1[01]\\d)\\b(?! (?:days|pounds|minutes|mins|miles|percent|%))|dementia|chemo(?:therapy)?|terminally ill)";
/** A home without heat. */
const NO_HEAT =
  "(?:no (?:heating|heat|boiler|central heating)|without (?:heating|heat|any heating|a boiler)|(?:heating|boiler|heat)(?: has| had|'s)?(?: been)? (?:off|off for|out|broken|condemned|capped|dead|not working|gone|failed)|(?:paraffin|calor gas|gas bottle) heater|(?:can't|cannot|couldn't) (?:heat|warm) (?:the|her|his|their|my) (?:house|home|flat|room))";

export const RISK_TO_LIFE_FAMILIES: readonly Cue<VulnerabilityTag>[] = [
  // "took a load of my sleeping tablets", "swallowed a whole strip of co-codamol": past or intended, never a daily dose.
  urgent(
    'took too much medicine',
    `(?:took|taken|swallowed|downed|necked|have taken|'ve taken)(?: (?:just|nearly|almost))? ${AMOUNT}(?: of)?(?: \\w+){0,3}? ${MEDS}|(?:going to|gonna|want(?:ed)? to|tempted to|thought about|thinking about|thinking of|could(?: just)?|felt like|feel like) (?:take|taking|swallow|swallowing) ${AMOUNT}(?: of)?(?: \\w+){0,3}? ${MEDS}|(?:look(?:ed|ing)? up|googl\\w*|search(?:ed|ing)?(?: for)?|research(?:ed|ing)?|read(?:ing)? up on|ask(?:ed|ing)? (?:me |us |the pharmacist )?)\\s*(?:how many (?:\\w+ ){0,3}(?:it (?:would )?takes?|would kill|to (?:die|kill|end))|(?:ways|how) to (?:die|kill (?:my|him|her)self|end (?:it|my life|things)|overdose)|painless ways|suicide methods)`,
    'health',
    SUICIDE,
  ),
  // Sitting with a blade, keeping a rope or pills for later: the means is there.
  urgent(
    'means kept ready',
    `razor ?blades?\\b(?! (?:wire|fence))|(?:sit|sits|sat|sitting|stand|stood|standing|lie|lay|lying|hold|holds|held|holding)\\b[^.!?\\n]{0,50}\\bwith (?:a|the|my|her|his|some) (?:\\w+ )?${MEANS_KEPT}|(?:keep|keeps|kept|carry|carries|carrying|bought|buy|buying|hid|hidden|hide|hiding|stash(?:ed|ing)?|got|have|has)(?: got)? (?:a|an|the|some|my|her|his) (?:\\w+ )?${MEANS_KEPT}\\b[^.!?\\n]{0,40}(?:for when|just in case|in case (?:i|it|things)|ready|hidden|stashed|under (?:my|her|his|the) (?:bed|pillow|mattress))|(?:hose ?pipe|pipe|tube)[^.!?\\n]{0,40}exhaust|exhaust[^.!?\\n]{0,40}(?:hose ?pipe|pipe|tube)`,
    'health',
    SUICIDE,
  ),
  // Worth more dead: the insurance on their life, or their family better off for it.
  urgent(
    'worth more dead',
    `worth more (?:to (?:them|my family|everyone|the kids|my kids) )?dead|(?:life (?:insurance|cover|policy|assurance)|death (?:benefit|in service)|pay ?out)\\b[^.!?\\n]{0,80}(?:if|when|once) (?:something|anything) (?:happens|happened|was to happen) to (?:me|him|her)|(?:if|when|once) (?:i|he|she)(?: was| were|'m|'s| am| is)? (?:gone|dead|died|die)\\b[^.!?\\n]{0,60}(?:life (?:insurance|cover|policy)|pay ?out|get the (?:money|insurance))|at least (?:they|she|he|my (?:\\w+ )?(?:family|kids|children|wife|husband|son|daughter))(?:'d|'ll| would| will| could) (?:get|have) (?:something|the money|a pay ?out)`,
    'health',
    SUICIDE,
  ),
  // A future the person is not in: "I don't see myself being here by Christmas", "not afraid of dying any more".
  urgent(
    'not in the future',
    `(?:don't|do not|can't|cannot|couldn't) see (?:myself|himself|herself) (?:still )?(?:being )?(?:here|around|alive)|(?:can't|cannot|couldn't) (?:guarantee|promise|say)(?: that)? (?:i'll|i will|she'll|she will|he'll|he will) (?:still )?be (?:here|around|alive)|(?:not|no longer|not even) (?:afraid|scared|frightened) of (?:dying|death|dying any ?more)|(?:don't|doesn't|do not|does not) care (?:any ?more )?(?:if|whether) (?:i|he|she) (?:die|live|wake up|make it)|(?:wouldn't|would not) (?:mind|care) if (?:i|he|she) (?:died|didn't wake|did not wake|never woke|wasn't here|was not here|was gone)|welcome death|(?:ready|want|longing) to (?:die|join (?:him|her|them|my \\w+))|wish (?:i|he|she)(?:'d| had) (?:died|been killed|gone (?:with|too)|not survived)|should (?:have|'ve) died(?: (?:too|with|in|instead))?|(?:the )?(?:crash|accident|fire) should (?:have|'ve) killed ${SELF}`,
    'health',
    SUICIDE,
  ),
  // A plan named with the place: "drive the car off the harbour wall", "walk into the estuary".
  urgent(
    'a place to end it',
    `(?:drive|drove|driving|crash|crashing|jump|jumped|jumping|walk|walked|walking|step|stepped|stepping|throw(?:ing)? (?:my|him|her)self)(?: (?:the|my|his|her) (?:hire )?(?:car|van))? (?:off|into|from|in front of|under) ${EDGE}(?<=(?:going to|gonna|will|'ll|would|'d|want(?:ed|s)? to|tempted to|thinking|thought|think|about to|could easily|nearly|almost|feel like|felt like|said (?:he|she|they)|planning|plan to|might|may)\\b[^.!?\\n]{0,60})`,
    'health',
    SUICIDE,
  ),
  // A threat on its way: "coming round to stab me", "going to knife her", reported with or without a verb of saying.
  urgent(
    'violence on its way',
    `(?:com(?:e|es|ing)|turn(?:s|ing)? up|go(?:es|ing)?|gonna|planning|plans|promised|vowed|swore|swears|threatening|wants?|out) (?:(?:round|over|back|after (?:me|her|him|us)|for (?:me|her|him|us)) )?(?:to )?(?:${VIOLENCE}) ${VICTIM}\\b(?! (?:when|if|once) (?:she|he|they|you|my \\w+) (?:sees?|finds? out|hears?|gets? (?:back|home)|knows?))(?<!(?:going|gonna|go|wants?) (?:to )?(?:kill|hurt|harm) (?:me|her|him|us|them))(?! feelings)|(?:you're|you are|i'm|i am|she's|she is|he's|he is) (?:a )?dead (?:man|woman|meat)|dead man walking|watch (?:your|my|her|his) back|(?:petrol|fireworks?|lit \\w+) through (?:the|my|our|her|his) letter ?box|make (?:me|her|him) pay with (?:my|her|his) life|(?:i|we) know where (?:you|she|he) li(?:ve|ves)\\b|knows? where (?:i|she|he|we) li(?:ve|ves)\\b(?<=(?:said|says|saying|told (?:me|her|him|us)|texted|messaged|threaten\\w*|warned|threats?)\\b[^.!?\\n]{0,60})`,
    'life_events',
    THREAT,
  ),
  urgent(
    'choked or pinned down',
    `(?:chok(?:e|es|ed|ing)|throttl(?:e|es|ed|ing)|smother(?:s|ed|ing)?|suffocat(?:e|es|ed|ing)) (?:me|her|him)\\b(?! (?:up|back))|(?:pin(?:s|ned|ning)?|held|holds|holding|hold) (?:me|her|him) (?:down|against (?:the|a) (?:wall|floor|door|bed))|(?:tried|tries|trying) to (?:kill|strangle|drown|suffocate|smother|run (?:me|her|him) (?:over|down)) (?:me|her|him)?|(?:kill|hurt) (?:me|her|us|the kids|the children) and (?:then )?(?:himself|herself|themselves)`,
    'life_events',
    THREAT,
  ),
  // A frail person in a cold home, with or without a cold word: "87, COPD ... no heating".
  urgent(
    'frail and without heat',
    `${NO_HEAT}(?<=${FRAIL}[\\s\\S]{0,220}${NO_HEAT})|${NO_HEAT}(?=[\\s\\S]{0,160}${FRAIL})`,
    'health',
    DANGER,
  ),
  urgent(
    'alarm or gas left on',
    `(?:carbon monoxide|co) (?:alarm|detector|monitor)s? (?:is |are |has been |have been |keeps |kept |started |went |goes )?(?:going off|sounding|beeping|went off|goes off|triggered)|(?:gas|hob|cooker|oven)(?: \\w+)? (?:was |is |has been |had been |were )?(?:left )?(?:on|running)(?: and)? (?:unlit|all night|for hours)`,
    'health',
    DANGER,
  ),
];
