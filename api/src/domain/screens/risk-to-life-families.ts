/**
 * Risk-to-life cues written as families of expression rather than phrases: each pattern is the
 * shape a way of saying it takes (an amount of medicine taken, a means kept ready, being worth
 * more dead, a threat of violence on its way, a future the person is not in, a frail person
 * without heat), with the words that fill each slot listed wide, so wording no text has used yet
 * is caught. They sit after the risk-to-life cues and concepts; all are urgent.
 */
import type { Cue } from './text-scan';
import type { VulnerabilityTag } from './vulnerability-lexicon';
import { A_VISITOR, DANGER, SUICIDE, THREAT, UNSAFE_HOME, urgent, urgentInContext } from './cue-makers';

const SELF = '(?:me|my|myself|him|his|himself|her|herself|them|themselves)';
/** Medicines, by kind and by the names people use. */
const MEDS =
  '(?:pills|tablets|meds|medication|medicine|paracetamol|co-?codamol|codeine|ibuprofen|aspirin|painkillers|pain killers|sleepers|sleeping (?:pills|tablets)|antidepressants|anti-depressants|insulin|tramadol|diazepam|valium|zopiclone|sertraline|citalopram|mirtazapine|amitriptyline|morphine|oramorph|lithium|quetiapine)';
/** An amount taken at once, far past a dose. */
const AMOUNT =
  "(?:a (?:load|lot|lotta|handful|bunch|fistful)|loads|handfuls|(?:a |the )?(?:whole |full |entire )?(?:box|boxes|packet|packets|strip|strips|bottle|pack|packs|sheet|tub|month's supply|week's supply)|all(?: of)?|every (?:one|last one) of|the rest of|too? many|the lot(?: of)?|double|triple)";
/** What someone keeps or holds when they are thinking of using it on themselves. */
const MEANS_KEPT = '(?:razor ?blades?|razors|blades?|knife|knives|rope|noose|cartridges?|shells|bullets|ligature|pills|tablets|meds|paracetamol|hose ?pipe)';
/** Places people name as where they would end it. */
const EDGE =
  '(?:(?:the|a) (?:road|harbour(?: wall)?|pier|quay|quayside|dock|viaduct|flyover|overpass|motorway bridge|footbridge|railway bridge|embankment|gorge|ravine|cliffs?|cliff top|multi-?storey|car park roof|top floor|balcony|weir|estuary|river|canal|sea|reservoir|quarry|dam|bridge|tracks|railway line)|(?:a|an|the) oncoming (?:lorry|train|bus|car|traffic))';
/** Violence a threat names. */
const VIOLENCE = '(?:kill|stab|shoot|knife|strangle|batter|beat|burn|torch|glass|petrol[- ]bomb|slash|hurt|harm)';
const VICTIM = '(?:me|her|him|us|them|my (?:\\w+ )?(?:family|kids|children|wife|husband|partner|son|daughter|mum|dad))';
/** Frailty or an illness that makes a cold home dangerous. */
export const FRAIL =
  "(?:frail|elderly|bed-?bound|bedridden|housebound|immobile|copd|emphysema|on oxygen|home oxygen|heart failure|newborn|premature|prem(?![a-z])|(?:days|weeks?|wks?|months?)[- ]old|baby|infant|aged (?:[89]\\d|1[01]\\d)|(?:[89]\\d|1[01]\\d)[- ]?(?:years?|yrs?)[- ]old|\\((?:[89]\\d|1[01]\\d)\\b|(?:is|was|she's|he's|shes|hes|mum's|dad's) (?:[89]\\d|1[01]\\d)\\b(?! (?:days|pounds|minutes|mins|miles|percent|%))|dementia|parkinson'?s|motor neurone|sickle[- ]cell|lung (?:disease|condition)|, (?:[89]\\d|1[01]\\d),|multiple sclerosis|chemo(?:therapy)?|terminally ill)";
/** Someone whose wish a sentence reports: the writer, the customer, a relative. */
const WISHER = "(?:i|i'd|i'm|i'll|i've|id|im|she|she'd|she's|he|he'd|he's|me|ph|mum|dad|nan|husband|wife|son|daughter|caller|insured)";
/** Wanting, planning, thinking or talking of something. */
const WISH =
  '(?:want|wants|wanted|wanting|wish|wishes|wished|wishing|rather|sooner|prefer|happier|easier|hope|hoping|pray|praying|longing|ready|tempted|urges?|talking about|talks about|talked about|thinking about|thinks about|think about|thought about|planning|plans|plan|looking forward to|welcome|deserve|deserves|be better)';
/** Things whose "dying" is not a person's: a car, a battery, a plant. */
const THING =
  '(?:car|cars|battery|phone|engine|van|boiler|plants?|trees?|hedge|grass|lawn|garden|it|business|laptop|fridge|freezer|tv|signal|fish|dog|cat|pet|flowers?|conversation|claim|case)';
/** Being dead, said as such, without the idioms ("dead battery", "dying to", "dead against"). */
const DEAD =
  "(?:dead(?! (?:tree|battery|end|cert|set|easy|slow|line|lock|leg|weight|ringer|zone|spot|heat|right|on|simple|good|keen|against|serious|funny|bored|tired|quiet|straight|loss|wood|man's|mans))|die(?!-)(?! (?:down|out|off|hard|cast|of old age|(?:my|her|his|your|the|their|it) (?:hair|clothes|roots|fabric)))|dying(?! to| for| of (?:laughter|boredom|embarrassment)| (?:my|her|his|your|the|their) (?:hair|clothes|roots))|(?<!(?:his|her|their|its|the|a|our|your|\\w's) )death(?! (?:of|certificate|in service|benefit|toll|trap|threat))|not (?:wake|waking) up|never (?:wake|woke|waking) up|be (?:gone|in the ground|six feet under)|(?:my|her|his) (?:own )?grave)";
/** Freezing weather, said in words or degrees. */
const COLD_WORDS =
  '(?:freezing|below zero|sub-zero|frost(?![- ]?(?:setting|stat|protection|free)\\b)|snow(?:ing)?|snaw|minus \\d+|bitter(?:ly)? cold|icy|-\\d+ ?(?:°|degrees))';
/** A home without heat. */
const NO_HEAT =
  "(?:no (?:functioning |working )?(?:heating|heat|boiler|central heating)|nae heat(?:in[g']?)?|unheated (?:house|home|flat|bungalow|room|bedroom)|without (?:any )?(?:working )?(?:heating|heat|a boiler)|(?:heating|boiler|heat|(?:storage )?heaters)(?: has| had|'s| is| was| are| were| have)?(?: been)?(?: still)? (?:off|off for|out|broken|condemned|capped|dead|not working|gone|failed|packed up|broke down|broken down)|(?:house|home|flat|bedroom|room|place)(?: is|'s| was)? (?:so|too|that|freezing|bitterly|perishing) cold\\b|(?:house|home|flat|bedroom|room|lounge|place)(?: is|'s| was| were| has been| had been)?(?: at)? (?:only |just |down to )?(?:[0-9]|1[0-2]) ?(?:degrees|°c?|c)\\b|(?:it's|it is|it was|its|it's been|its been|it has been) (?:only |just )?(?:[0-9]|1[0-2]) ?(?:degrees|°c?|c) (?:in|inside) (?:there|(?:my|the|her|his|our|mum's|dad's) (?:house|home|flat|room|bedroom|lounge))|(?:emergency |temporary |electric |oil )?heaters? (?:we|you|they) (?:promised|said|ordered)[^.!?\\n]{0,20}(?:never|didn't|did not|haven't|have not) (?:came|come|arrived|turned up|been delivered)|(?:heating|boiler|heat)(?: still)? (?:doesn't|does not|isn't|is not|won't|will not|hasn't been|has not been|can't be) (?:work|working|come on|coming on|fixed|turned on)|(?:heating|boiler)(?: is|'s)? still not (?:fixed|working|repaired|back on)\\b|(?:paraffin|calor gas|gas bottle) heater|(?:can't|cannot|couldn't) (?:heat|warm) (?:the|her|his|their|my) (?:house|home|flat|room))";

/** A building that could come down on whoever is in it. */
const STRUCTURE_FAILING =
  "(?:(?:(?:at|real|serious|significant|high) risk of (?:(?:imminent|immediate|sudden|partial|further|total) )*collaps(?:e|ing)|at risk of falling)(?! on (?:first |our |my |initial )?(?:attendance|arrival|inspection|visit)\\b)|(?:must|should) not be (?:occupied|slept in|lived in)|structurally unstable|(?:ceiling|roof|wall|chimney|floor|beam|joists?|rafters?|gable)(?:'s| is| has been| are| have been)?(?: audibly| visibly)? (?:bowing|sagging|cracking|bulging|buckling|leaning|moving|coming away|dropping)\\b|in danger of collaps\\w+|(?:wall|ceiling|roof|floor|chimney(?: stack)?|gable|joists?|beams?|stairs?|bay|lintel|foundations?)(?:'s)?\\b[^.!?\\n]{0,40}\\b(?:leaning|sagging|bowing|moving|moves|dropped|(?:partly |partially )?gave way|moved (?:significantly|considerably|noticeably|outwards?|away)|has moved\\b(?! (?:in|out|house|home|to|on|over|into)\\b)|charred through|unsafe|could (?:come|fall) down|(?:is |are )?(?:about|going) to (?:go|collapse|fall|give way))|(?:bricks|masonry|slates|tiles) (?:came|coming|falling|fell) (?:down|off|in)|(?:roof|ceiling|floor|wall|stairs?|building|house|structure)(?:'s| is| was| are)? (?:isn't|is not|not|aren't|are not|wasn't|no longer) safe|(?:told|advised|warned) (?:them|her|him|us|me|the family) not to go (?:back )?in|prohibition notice|dangerous structure(?![^.!?\\n]{0,80}\\b(?:has been|have been|was|were|now|since been) (?:lifted|withdrawn|removed|discharged|cancelled)\\b)|(?:nobody|no-?one|no one) (?:is |should )?(?:to |be )?(?:go|enter|sleep|stay|allowed) in|structurally unsafe|resting on (?:the|her|his|their|my|our|PH's|the insured's) roof|(?:limb|branch|bough)\\b[^.!?\\n]{0,60}\\b(?:hanging|suspended|dangling|resting) (?:over|above|on) (?:the|her|his|their|my|ph's) (?:conservatory|roof|house|bedroom|bungalow|extension|kitchen|lounge))";
/** Someone who stays in it regardless; "staying there" after a hotel or a sister's flat is somewhere else. */
const STAYING_IN =
  "(?:remain(?:s|ing)? in|continues? to (?:sleep|live|stay|use)|(?:still|staying|stays|sleeping|sleeps|living|lives|returned to live|moved back) (?:in (?:there|that room|the (?:(?:rear|back|front|spare|main|upstairs|downstairs) )?(?:room|bedroom|house|property|flat))|upstairs|downstairs|put|there(?<!\\b(?:hotel|b&b|inn|travelodge|airbnb|(?:temporary|alternative) accommodation|(?:sister|brother|mum|mother|dad|father|daughter|son|friend|parent)s?['’]s?(?: (?:house|flat|place|home))?)\\b[^.!?\\n]{0,60}there))|still using (?:them|it|the (?:stairs|room|bedroom|bathroom|toilet))|staying put|(?:gone|went|moved|going|gone straight) back in(?:side| there| to the (?:house|property|flat))?\\b|(?:gone|went|moved) back into (?:the|her|his|their) (?:[\\w-]+ )?(?:house|home|bungalow|flat|property|building)|nowhere else to go|(?:won't|will not|refuses to|refused to|refusing to|not) (?:leave|leaving|move out|go anywhere)|(?:he's|she's|they're|he is|she is|they are) in there|(?:still|keeps|kept) (?:sitting|sat|sleeping|living) in (?:the|her|his|their|that) (?:conservatory|extension|lounge|kitchen|room|bedroom))";
/** Someone close by in the same sentence (the older rule's words): "the ceiling is bowing over the kids' beds". */
const STAYING_NEAR = `[^.!?\\n]{0,60}\\b(?<!\\b(?:nobody|no one|no-one) )(?:sleep|sleeps|sleeping|bed|bedroom|kids|children|baby|nan|mum|dad|inside|living|lives)\\b(?! (?:heard|saw|noticed|found|spotted|reported|rang|called|phoned)\\b)|[\\s\\S]{0,200}${STAYING_IN}`;

export const RISK_TO_LIFE_FAMILIES: readonly Cue<VulnerabilityTag>[] = [
  // "took a load of my sleeping tablets", "swallowed a whole strip of co-codamol": past or intended, never a daily dose.
  urgent(
    'took too much medicine',
    `(?:took|taken|swallowed|downed|necked|have taken|'ve taken)(?: (?:just|nearly|almost))? ['‘"“]?${AMOUNT}['’"”]?(?: of)?(?: \\w+){0,3}? ${MEDS}|(?:another|a second|a third|a last) (?:go|try|attempt) (?:with|at) (?:the|her|his|my) (?:tablets|pills|meds|paracetamol)\\b|(?:i'?ve|i have|she'?s|she has|he'?s|he has) (?:just )?taken (?:the lot|them all|all of them)\\b(?! (?:to|down|round|back|off|out|away|in|up|with|home|apart))|(?:going to|gonna|want(?:ed)? to|tempted to|thought about|thinking about|thinking of|could(?: just)?|felt like|feel like) (?:take|taking|swallow|swallowing) ${AMOUNT}(?: of)?(?: \\w+){0,3}? ${MEDS}|(?:look(?:ed|ing)? up|googl\\w*|search(?:es|ed|ing)?(?: for)?(?:[^.!?\\n]{0,30}?\\babout)?|research(?:ed|ing)?|read(?:ing)? up on|ask(?:ed|ing)? (?:me |us |the pharmacist )?)\\s*(?:how many (?:[\\w-]+ ){0,3}(?:it (?:would )?takes?|would kill|to (?:die|kill|end))|(?:ways|how) to (?:die|kill (?:my|him|her)self|end (?:it|my life|things)|overdose)|painless ways|suicide methods)`,
    'health',
    SUICIDE,
  ),
  // Sitting with a blade, keeping a rope, pills or cartridges for later, sitting in the car in a
  // shut garage, found with a belt: the means is there.
  urgent(
    'means kept ready',
    `razor ?blades?\\b(?! (?:wire|fence))|(?:sit|sits|sat|sitting|stand|stood|standing|lie|lay|lying|hold|holds|held|holding)\\b[^.!?\\n]{0,50}\\bwith (?:a|the|my|her|his|some) (?:\\w+ )?${MEANS_KEPT}|(?:keep|keeps|kept|carry|carries|carrying|bought|buy|buying|hid|hidden|hide|hiding|stash(?:ed|ing)?|got|have|has)(?: got)? (?:a|an|the|some|my|her|his|two|three|a few|a couple of) (?:\\w+ )?${MEANS_KEPT}\\b[^.!?\\n]{0,40}(?:for when|just in case|in case (?:i|it|things)|ready|hidden|stashed|under (?:my|her|his|the) (?:bed|pillow|mattress)|for (?:him|her|my|them)sel(?:f|ves))|\\b(?:hose ?pipe|pipe|tube)[^.!?\\n]{0,40}exhaust|hose ?pipe in the (?:boot|car|back of the car)|(?:garage|car) door (?:was |is |had been |has been )?taped (?:up|shut|round)|exhaust[^.!?\\n]{0,40}\\b(?:hose(?: ?pipe)?|pipe|tube)\\b|(?:sit|sits|sat|sitting)\\b[^.!?\\n]{0,10} in (?:the|my|his|her) (?:car|van) in (?:the|a) (?:garage|lock-?up)\\b(?=[^.!?\\n]{0,40}\\b(?:doors? (?:shut|closed|down|pulled down)|engine))|found (?:him|her|them|me|PH|my \\w+|\\w+)\\b[^.!?\\n]{0,50}\\bwith a (?:belt|rope|cord|flex|ligature|noose|cable|dressing gown cord)\\b(?<!seat with a belt)`,
    'health',
    SUICIDE,
  ),
  // Worth more dead: the insurance on their life, or their family better off for it.
  urgent(
    'worth more dead',
    `worth more (?:to (?:them|my family|everyone|the kids|my kids) )?dead|(?:if|when|once) (?:i|he|she) (?:wasn't|weren't|was not|were not) (?:here|around|alive)\\b(?<=(?:life (?:insurance|cover|policy)|insurance|pay ?out|policy)\\b[^.!?\\n]{0,60})|(?:life (?:insurance|cover|policy|assurance)|death (?:benefit|in service)|pay ?out)\\b[^.!?\\n]{0,80}(?:if|when|once) (?:something|anything) (?:happens|happened|was to happen) to (?:me|him|her)|(?:if|when|once) (?:i|he|she)(?: was| were|'m|'s| am| is)? (?:gone|dead|died|die)\\b[^.!?\\n]{0,60}(?:life (?:insurance|cover|policy)|pay ?out|get the (?:money|insurance))|at least (?:they|she|he|my (?:\\w+ )?(?:family|kids|children|wife|husband|son|daughter))(?:'d|'ll| would| will| could) (?:get|have) (?:something|the money|a pay ?out)`,
    'health',
    SUICIDE,
  ),
  // A future the person is not in: "I don't see myself being here by Christmas", "not afraid of dying any more".
  urgent(
    'not in the future',
    `(?:don't|do not|can't|cannot|couldn't) see (?:myself|himself|herself) (?:still )?(?:being )?(?:here|around|alive)|(?:can't|cannot|couldn't) (?:guarantee|promise|say)(?: that)? (?:i'll|i will|she'll|she will|he'll|he will) (?:still )?be (?:here|around|alive)|(?:not|no longer|not even) (?:afraid|scared|frightened) of (?:dying|death|dying any ?more)|(?:don't|doesn't|do not|does not) care (?:any ?more )?(?:if|whether) (?:i|he|she) (?:die|live|wake up|make it)|(?:wouldn't|would not) (?:mind|care) if (?:i|he|she) (?:died|didn't wake|did not wake|never woke|wasn't here|was not here|was gone)|welcome death|(?:ready|want|longing) to (?:die|join (?:him|her|them|my \\w+))|wish(?:es|ed)? (?:i|he|she)(?:'d| had) (?:died|been killed|gone (?:with|too)|not survived)|should (?:have|'ve) died(?: (?:too|with|in|instead))?|(?:the )?(?:crash|accident|fire) should (?:have|'ve) killed ${SELF}`,
    'health',
    SUICIDE,
  ),
  // A plan named with the place: "drive the car off the harbour wall", "walk into the estuary";
  // or the place visited and stood at, or a height weighed up ("whether it was high enough").
  urgent(
    'a place to end it',
    `(?:drive|drove|driving|crash|crashing|jump|jumped|jumping|walk|walked|walking|step|stepped|stepping|throw(?:ing)? (?:my|him|her)self)(?: (?:the|my|his|her) (?:hire )?(?:car|van))? (?:off|into|from|in front of|under) ${EDGE}(?<=(?:going to|gonna|will|'ll|would|'d|want(?:ed|s)? to|tempted to|thinking|thought|think|about to|could easily|nearly|almost|feel like|felt like|said (?:he|she|they)|planning|plan to|might|may)\\b[^.!?\\n]{0,60})|(?:walk|walking|walked|go|going|gone|been|went|drive|driving|drove|head|heading|headed)(?: (?:up|down|out|back))? to (?:the )?(?:\\w+ )?(?:bridge|weir|cliffs?|cliff top|pier|harbour wall|viaduct|multi-?storey|railway line|level crossing|river|canal|quarry|reservoir|edge)\\b[^.!?\\n]{0,60}\\b(?:stand|stood|standing|sit|sat|sitting)\\b[^.!?\\n]{0,20}(?:at the (?:rail|railings?|edge)|(?:there )?(?:for )?a long (?:while|time)|there for ages)|(?:whether|if) (?:it|the \\w+|that) (?:was|is|would be|were) high enough to (?:do (?:it|the job)|finish (?:it|me|him|her)|end it)|high enough to (?:do (?:it|the job)|finish (?:it|me|him|her)|end it)`,
    'health',
    SUICIDE,
  ),
  // A threat on its way: "coming round to stab me", "going to knife her", reported with or without a verb of saying.
  urgentInContext(
    'violence on its way',
    `(?:com(?:e|es|ing)|turn(?:s|ing)? up|go(?:es|ing)?|gonna|planning|plans|promised|vowed|swore|swears|threatening|wants?|out) (?:(?:round|over|back|after (?:me|her|him|us)|for (?:me|her|him|us)) )?(?:to )?(?:${VIOLENCE}) ${VICTIM}\\b(?! (?:when|if|once) (?:she|he|they|you|my \\w+) (?:sees?|finds? out|hears?|gets? (?:back|home)|knows?))(?<!(?:going|gonna|go|wants?) (?:to )?(?:kill|hurt|harm) (?:me|her|him|us|them))(?! feelings)|(?:you're|you are|i'm|i am|she's|she is|he's|he is) (?:a )?dead (?:man|woman|meat)|dead man walking|watch (?:your|my|her|his) back|(?:petrol|fireworks?|lit \\w+) through (?:the|my|our|her|his) letter ?box|make (?:me|her|him) pay with (?:my|her|his) life|(?:i|we) know where (?:you|she|he) li(?:ve|ves)\\b|knows? where (?:i|she|he|we) li(?:ve|ves)\\b(?<=(?:said|says|saying|told (?:me|her|him|us)|texted|messaged|threaten\\w*|warned|threats?)\\b[^.!?\\n]{0,60})`,
    THREAT,
  ),
  urgentInContext(
    'choked or pinned down',
    `(?:chok(?:e|es|ed|ing)|throttl(?:e|es|ed|ing)|smother(?:s|ed|ing)?|suffocat(?:e|es|ed|ing)) (?:me|her|him)\\b(?! (?:up|back))|(?:pin(?:s|ned|ning)?|held|holds|holding|hold) (?:me|her|him) (?:down(?! (?:to|on) (?:a|the|an|some)\\b)(?<!\\b(?:trying|try|tried|hard) to pin (?:me|her|him) down)|against (?:the|a) (?:wall|floor|door|bed))|(?:tried|tries|trying) to (?:kill|strangle|drown|suffocate|smother|run (?:me|her|him) (?:over|down)) (?:me|her|him)?(?! ?(?:it|(?:the|a|an) (?:burning |flaming |blazing )?(?:fire|flames?|(?:chip |frying )?pan|blaze|fat|oil))\\b)|(?:kill|hurt) (?:me|her|us|the kids|the children) and (?:then )?(?:himself|herself|themselves)`,
    THREAT,
  ),
  // A frail person in a cold home, with or without a cold word: "87, COPD ... no heating".
  urgent('frail and without heat', `${NO_HEAT}(?<=${FRAIL}[\\s\\S]{0,220}${NO_HEAT})|${NO_HEAT}(?=[\\s\\S]{0,160}${FRAIL})`, 'health', DANGER),
  urgent(
    'alarm or gas left on',
    `(?:carbon monoxide|co) (?:alarm|detector|monitor)s? (?:(?:is |are |has been |have been |keeps |kept |started |'s been |'s )(?:going off|sounding|beeping|triggering)|(?:keeps |kept )?(?:going off|beeping|sounding|went off|triggered)|(?:has |have |had )?gone off (?:again|twice|repeatedly|(?:\\w+ )?times))(?! (?:at|in|next door|for) (?:the )?(?:neighbou?r|next door|no\\.))(?![^.!?\\n]{0,80}\\bnot (?:a |from a |due to a |caused by a )?(?:gas leak|leak of gas|carbon monoxide)\\b)|(?:gas|hob|cooker|oven)(?: \\w+)? (?:was |is |has been |had been |were )?(?:left )?(?:on|running)(?: and)? (?:unlit|all night|for hours)`,
    'health',
    DANGER,
  ),
  // Not being around much longer, a point or a life not worth it, a burden, "I'm done, I mean it".
  urgent(
    'not around much longer',
    `(?:not|won't|will not|wouldn't|not going to|not planning on|no plans? (?:on|to)|don't (?:plan|intend|expect) (?:on|to)) (?:be(?:ing)? )?(?:around|here|alive)(?: (?:for )?(?:much|very|a lot) longer| for long| to see(?! ${A_VISITOR}))\\b|(?:don't|do not|doesn't|does not) know how (?:much )?longer (?:i|she|he) can (?:keep going|go on|carry on|hold on|keep living|last)|what(?:'s|s| is) the point (?:any ?more|of (?:anything|it all|going on|carrying on|trying|any of it|me))|(?:there's |there is |i've got |i have |i've )?nothing (?:left )?(?:for me|to live for)(?=\\s*(?:[.,;!]|$| now| any ?more| here| without))|(?<!\\b(?:if|whether|unless) )(?:life|living|it)(?: is|'s|s)?(?: not| isn't| is not| no longer|n't) (?:really )?worth (?:it|living|going on|carrying on)(?=\\s*(?:[.,;!]|$| without| any ?more| now))|no point (?:in )?(?:going on|carrying on|living|being here|trying any ?more|me being here)|(?:would|will|'d|'ll|could) (?:all )?(?:cope|manage|be fine|be ok(?:ay)?|do better|get on|be happier) (?:fine |better |just fine |perfectly well )?without (?:me|him|her)\\b(?! (?:for|on|at|while|when|if|this|today|tomorrow|there|for a))|(?:not|won't|will not)(?: going to)? be a (?:burden|problem|bother|nuisance)(?: (?:to|for|on) (?:anyone|anybody|you|them|everyone|anyone else|my family))? (?:for )?(?:much|very|any) longer|(?:i'm|im|i am|feel(?:ing)? like (?:i'm|i am|a)|she's|he's|she feels like|he feels like|just|such) (?:a |such a |nothing but a )?burden (?:to|on|for) (?:everyone|everybody|my family|them|the family|my kids|my children|people)|(?:i|she|he) (?:can't|cannot|cant) (?:live|go on|keep living|go on living) like this any ?more`,
    'health',
    SUICIDE,
  ),
  // Pills saved or stared at, a place visited or talked down from, a car with its engine running.
  urgent(
    'means and places',
    `(?:stockpil\\w*|hoard\\w*) (?:(?:my|his|her|their) )?(?:\\w+ )?${MEDS}|putting (?:(?:my|his|her|their|the) )?(?:\\w+ )?${MEDS} by\\b|keeping (?:(?:my|his|her|their) )?${MEDS} back\\b|enough (?:\\w+ )?${MEDS} (?:saved|stored|stashed|put by|put away|hidden|to (?:do it|do the job|end it|kill|finish|not wake))|${MEDS} (?:saved up|stashed|hoarded|put by|lined up|counted out)\\b|(?:looking|staring|stared|looked|sat looking) at (?:the|my|her|his|all (?:the|my|her|his)) ${MEDS}\\b(?! (?:label|leaflet|box|packet|instructions|dose))|talk(?:ed|ing)? (?:him|her|me|them) down\\b(?! (?:to|from £|on (?:the )?price))|talked down (?:from|off) (?:the|a) (?:bridge|roof|ledge|edge|cliff|multi-?storey|car park|balcony|railings?|parapet|building|motorway|viaduct)|(?:found|seen|spotted|picked up|stopped) (?:him|her|them|me) (?:on|up on|on top of|at the edge of|standing on|sitting on) (?:the )?(?:cliff edge|cliffs?|cliff top|edge of the cliff|railway line|train tracks|tracks|bridge|viaduct|harbour wall|parapet|ledge|roof of|top of)|(?:been|went|go|going|drove|drive|driven|walked|walk) (?:up |back |down )?to (?:the|a) (?:bridge|cliffs?|cliff edge|viaduct|multi-?storey|railway|tracks|quarry|harbour|river|pier|level crossing)\\b[^.!?\\n]{0,40}(?:just to look|and (?:stood|sat|stared|thought about))|better off (?:in|at the bottom of) (?:the|a) (?:river|sea|canal|ground|grave|quarry|reservoir)|engine running\\b(?<=(?:garage|in the car|hose)[^.!?\\n]{0,60})|(?:like|as if|as though) it (?:was|were) the last time|(?:giv(?:e|es|ing)|gave|given) (?:(?:all )?(?:his|her|my|their) )(?:\\w+ )?(?:jewellery|jewelry|rings?|watch|medals|things|belongings|possessions) away\\b|(?:giv(?:e|es|ing)|gave|given) away (?:(?:all )?(?:his|her|my|their) )?(?:\\w+ )?(?:jewellery|jewelry|clothes|books|furniture|records|collection|rings?|watch|medals|photos|guitar|tools|prized \\w+|things|belongings|possessions)\\b`,
    'health',
    SUICIDE,
  ),
  // A threat said with its act: "said he'd slit her throat", "they'd come and smash my face in", "finish what he started".
  urgentInContext(
    'threat with its act',
    `(?:he|she|they|ex|partner|husband|boyfriend|mates|brother|family|gang|lads?)(?:'d|d|'ll|ll| would| will| is going to|'s going to| was going to| were going to|'re going to| are going to| said (?:he|she|they)(?:'d|'ll| would| will))(?: ['‘"“]?(?:come|be)(?: round| over| back)?(?: and)?)? ['‘"“]?(?:(?:slit|cut) (?:my|her|his|your|their) throat|(?:cut|glass|knife|slash) (?:me|her|him|you|them|us)\\b(?! (?:off|out|some|a |in |short|down|loose|free|back|up(?! (?:with|into|like|good|bad|badly|so))))|(?:smash|kick|cave|bash|kick) (?:my|her|his|your|their) (?:face|head|skull|teeth) in|break (?:my|her|his|your|their) (?:neck|legs|arms|jaw|face|bones)|(?:torch|burn down|petrol[- ]bomb|firebomb) (?:the|my|our|her|his|your) (?:place|house|flat|home|car)|(?:set|burn) (?:the|my|our|her|his|your) (?:place|house|flat|home) (?:alight|on fire|ablaze|down)|set (?:fire|light) to (?:the|my|our|her|his|your) (?:place|house|flat|home)|throw acid|run (?:me|her|him|you) (?:over|down)|finish what (?:he|she|they) started|beat (?:me|her|him|you|us) (?:up|to death|senseless))|(?:black and blue|beaten (?:up )?(?:badly|unconscious|senseless|to a pulp))`,
    THREAT,
  ),
  // Life-saving equipment, medicine or a way out gone: "the oxygen machine stopped when the electricity went".
  urgent(
    'lifeline failing',
    `(?:oxygen|concentrator|ventilator|dialysis|c?pap|bipap|suction|feeding pump)(?: machine| unit| pump)?\\b[^.!?\\n]{0,40}(?:stopped|stops|cut out|cuts out|cutting out|packed up|died|not working|won't (?:work|start|turn on)|isn't working|keeps? (?:cutting|going) (?:out|off))|(?:power|electric(?:ity|s)?|supply|mains)(?: keeps| kept)? (?:cutting|cuts|cut|going|went|goes|tripping|trips|tripped)(?: out| off)?\\b(?<=(?:oxygen|concentrator|ventilator|dialysis|c?pap|bipap|suction|feeding pump)[^.!?\\n]{0,80})|(?:hasn't|haven't|has not|have not|not|hadn't) (?:had|taken|got|been able to get) (?:her|his|my|their|any) (?:insulin|epilepsy (?:medication|meds|tablets)|heart (?:medication|tablets)|inhalers?|epi-?pens?|anti-?epileptics|seizure (?:medication|meds))(?: for| since| in)|(?:can't|cannot|couldn't|unable to) get (?:out|down|downstairs|him out|her out|them out)\\b(?<=(?:smoke|fire|flames|flood(?:water|ing)?|water (?:is )?rising)[^.!?\\n]{0,80})`,
    'health',
    DANGER,
  ),
  urgent(
    'collapse or neglect',
    `(?:she|he|i|mum|dad|nan|gran|grandad|grandma|husband|wife|son|daughter|partner|PH|insured|caller|mother|father|baby|(?:my|her|his) \\w+)(?: \\(\\d{1,3}\\))?(?: has| had|'s| just| then| has just)? (?:collapsed(?! (?:the|a|an|her|his|their|my|it|its)\\b)|(?:had|has had|having) (?:a )?(?:stroke|heart attack|seizure|fit) and collapsed|fallen and (?:can't|cannot|couldn't) get up|fell and (?:can't|cannot|couldn't) get up|had a fall and (?:can't|cannot|couldn't) get up)|(?:not|hasn't|haven't|has not|have not|stopped|isn't|is not)(?: been)? eating (?:or|and|nor) drinking|(?<!\\b(?:burglary|break-in|broken into|burgled)\\b[\\s\\S]{0,120})(?:won't|will not|refuses to|refused to) (?:let anyone in|answer the door|open the door)(?! (?:otherwise|unless|until|without)\\b)|(?:won't|will not|refuses to|refused to) eat or drink`,
    'health',
    DANGER,
  ),
  // A home that could come down on whoever stays in it: a health matter only where someone's health is named (risk-driver.ts).
  urgentInContext(
    'staying where it could collapse',
    `${STRUCTURE_FAILING}(?=${STAYING_NEAR})|${STAYING_IN}(?=[\\s\\S]{0,200}${STRUCTURE_FAILING})`,
    UNSAFE_HOME,
  ),
  // Goodbyes: a last message, sorry for everything, a funeral planned, wanting to be with someone who died.
  urgent(
    'saying goodbye',
    `(?:this is|this will be|this'll be) (?:my|the) (?:very )?last (?:email|message|letter|call|text)(?: (?:to you|ever|you'll get|from me))?(?=\\s*['’"”]?\\s*(?:[.!,;]|$))|(?:sent|sending|left|leaving) (?:\\w+ )?good-?bye (?:texts?|messages?|notes?|letters?|voicemails?)|(?:you|you'll|you will)(?: won't| will not| wont| will never| never) (?:hear from|be bothered by) me again(?=\\s*['’"”]?\\s*(?:[.!;]|$)| after (?:today|this|tonight))|tell (?:my|her|his) (?:\\w+ )?(?:kids|children|daughter|son|wife|husband|mum|dad|family|grandchildren|boys|girls) (?:that )?(?:i'm sorry|i am sorry|i love (?:them|her|him))(?=\\s*['’"”]?\\s*(?:[.!,;]|$))|made (?:my|her|his) peace with (?:it all|everything|life|god|dying|the world)|(?:i'm|i am) sorry for everything(?=\\s*(?:['’"”]|[.!;]|$))|never (?:get|getting|wake|waking) up again|go to (?:bed|sleep) and (?:never|not) (?:get|wake) up|(?:instructions|plans|arrangements|wishes) for (?:my|his|her) (?:own )?funeral|(?:planned|arranged|paid for|sorted|organised) (?:my|(?:my|his|her) own) funeral|(?:be|go) (?:with|to) (?:my|her|his|our) (?:late )?(?:husband|wife|partner|son|daughter|mum|mam|dad|baby|boy|girl|child)(?= now\\s*(?:['’"”]|[.!;]|$)| again| in heaven| up there| where (?:he|she) is)|better off with (?:my|her|his) (?:late )?(?:husband|wife|partner|son|daughter|mum|dad|baby)\\b(?=[^.!?\\n]{0,60}(?:passed|died|death|lost|late))`,
    'health',
    SUICIDE,
  ),
  // Shorthand, slang, command voices, an attempt by its method, a threat made vague.
  urgent(
    'said in shorthand or slang',
    `(?:hx of|history of|mentioned|disclosed|reports?|reported|previous|past|recent|ongoing|current|risk of) (?:SH|DSH|OD)\\b|\\bSH (?:history|urges|thoughts|risk|scars)|urges (?:to (?:self[- ]harm|hurt|cut|harm)|are back|have come back|have returned|returned)|\\bkms\\b|\\bunaliv(?:e|ing|ed)\\b|voices (?:telling|tell|told|that tell|which tell) (?:me|her|him|them) to (?:hurt|harm|kill|cut|end|jump|die)|(?:make it|the most|a|the quickest|the least) (?:quick and )?painless(?: way| ways)?(?<=(?:research\\w*|look\\w* (?:up|into)|googl\\w*|search\\w*|read\\w* about|how to|ways? to)\\b[^.!?\\n]{0,40})|(?:tried|trying|try|tries|attempted|attempting|threatened|threatening|wanted|going) to (?:jump|hang|drown|gas|throw (?:him|her|my|them)sel(?:f|ves)) (?:off|from|out of|in front|into|under|him|her|my|them)|do something (?:stupid|drastic|silly|daft|final|terrible|awful|(?:i|i'll|i will|i'd|i might|you'll|we'll|they'll) (?:all )?regret)`,
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'threat made vague or armed',
    `if (?:he|she) can'?t have (?:me|her|him),? (?:no ?one|nobody|no-one) (?:else )?(?:can|will)|(?:take|took|taking) (?:the|my|her|his|our) (?:kids|children|boys|girls|baby) and kill (?:them|us|her|him|me)\\b|kill (?:them|us) all\\b|held (?:my|her|his|their) head (?:down )?under (?:the )?(?:bath ?)?water|(?:i'll|i will|he'll|he will|she'll|she will|they'll|they will|i'd|he'd|she'd|they'd|gonna|going to) (?:come round (?:\\w+ ){0,3}and )?break (?:your|her|his|my|their) (?:neck|legs?|jaw|skull)\\b|(?:he|she|they)(?:'ll|'d| will| would| is going to|'s going to|'re going to| said (?:he|she|they)(?:'d|'ll| would| will)) get (?:me|her|him|us)(?=\\s*['’"”]?\\s*(?:[.!,;]|$| back| for (?:this|that|it)| one day| eventually| sooner or later))|threaten(?:ed|s|ing)? (?:me|her|him|us|them)(?: and (?:the|my|her|his|our) (?:kids|children|family|son|daughter|baby|mum|dad))? with (?:a |an |his |her |their )?(?:\\w+ )?(?:knife|gun|weapon|hammer|bat|machete|axe|bottle|screwdriver|blade|crowbar|acid)`,
    THREAT,
  ),
  urgent(
    'lifeline cut off',
    `(?<=\\b(?:on|her|his|my|their|home|uses?|needs?|mum's|dad's|nan's)\\s(?:\\w+\\s)?)(?:oxygen|concentrator|ventilator|dialysis|c?pap|bipap|suction|feeding pump)\\b(?<=(?:(?:cut|cuts|cutting|knocked|switched|turned) (?:off |out )?(?:her|his|my|the|their|our) (?:electric(?:ity|s)?|power|supply)|(?:electric(?:ity|s)?|power|supply)\\b[^.!?\\n]{0,20}\\b(?:cut|off|out|gone|down|went))[\\s\\S]{0,150}(?:oxygen|concentrator|ventilator|dialysis|c?pap|bipap|suction|feeding pump))|(?<!\\b(?:stock|schedule|inventory|pharmacy|shop)\\b[^.!?\\n]{0,40})(?:insulin|epi-?pens?|inhalers?|adrenaline|(?:epilepsy|anti-?seizure|anti-?epileptic|seizure|heart) (?:medication|medicine|meds|tablets))\\b(?:(?!\\bbut\\b)[^.!?\\n]){0,60}(?:written off|stolen|burnt (?:out|down)|burned (?:out|down)|washed away|under water|flooded|destroyed)`,
    'health',
    DANGER,
  ),
  // By its parts, in any wording: someone, a wish or plan, and being dead, in one clause ("I'd be happier dead",
  // "she'd rather not wake up", "talking about dying all the time"). Things that die (a car, a battery) do not count.
  urgent(
    'a wish to be dead, by its parts',
    `${DEAD}(?<=\\b${WISHER}\\b(?:(?!\\b${THING}\\b)[^.!?\\n,;]){0,30}\\b${WISH}\\b(?:(?!\\b${THING}\\b)[^.!?\\n]){0,25}${DEAD})`,
    'health',
    SUICIDE,
  ),
  urgent(
    'means at hand',
    `(?:taken|took|got|getting|fetched|loaded) (?:the |his |her |my |a )?(?:shotgun|gun|rifle|firearm) (?:out|down)|practis\\w+['’"”]? with (?:the|a|her|his|my) (?:\\w+ ){0,2}(?:cord|belt|rope|scarf|cable|tie|pills|tablets|knife|blade)|(?:cord|belt|rope|scarf|cable|wire)\\b[^.!?\\n]{0,30}round (?:my|her|his) neck|(?:a few|far|way) too many['’"”]? (?:of )?(?:(?:my|her|his|the) )?${MEDS}|(?:can't|cannot|can not|cant|don't|do not|couldn't) see (?:myself|herself|himself) (?:getting|making it|coming) through (?:this|it)|look after (?:the kids|the children|my kids|my children|my boys|my girls|mum|my mum|the dog|my dog|them) for me(?=\\s*['’"”]?\\s*(?:[.!]|$))|(?:urges?|tempted|want(?:s|ed)? to|thinking of|thought of) (?:to )?(?:drive|crash|walk|step|swerve) (?:into|in front of|under) (?:the |an )?oncoming (?:lorries|lorry|traffic|trains?|cars?|buses|bus)`,
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'a threat with a weapon at the door',
    `(?:outside|at the (?:door|house|window|front door)|came (?:round|to the (?:door|house))|turned up|waiting)\\b[^.!?\\n]{0,30}with (?:a |an |his |her )?(?:can of petrol|petrol|knife|baseball bat|bat|gun|shotgun|machete|hammer|axe|crowbar)|(?:nobody|no one|no-one|they|you) (?:would|will|'ll|'d) (?:ever )?find (?:my|your|her|his) body|break every bone|put (?:me|her|him) in (?:a )?wheelchair|(?:locked|locks|locking) (?:me|her|him) in (?:the|a|my|her) (?:\\w+ )?(?:room|bedroom|bathroom|house|shed|cupboard)`,
    THREAT,
  ),
  urgent(
    'found down or breathless',
    `(?:found|finding|find|lying|lay|been) (?:(?:him|her|them|my|his|the) )?(?:\\w+ )?(?:unconscious|unresponsive|not breathing)|(?:on|lying on|lay on) the floor\\b[^.!?\\n]{0,30}(?:since (?:yesterday|last night|the (?:morning|night|day) before|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|for (?:hours|days|a day|two days)|all night|overnight)|(?:wheez\\w+|struggling to breathe|can't breathe|chest infections?|asthma attacks?)(?<=(?:mould|damp|sewage|smoke|fumes)[\\s\\S]{0,120})|(?:bulge|bulging|bowing|sagging)\\b(?<=(?:ceiling|roof)[^.!?\\n]{0,60})(?<=\\b(?:bed|beds|cot|sleep|sleeps|sleeping|nursery)\\b[^.!?\\n]{0,60})`,
    'health',
    DANGER,
  ),
  // Family-level widenings: the contemplation, the farewell and the danger told in their other orders.
  urgent(
    'contemplated in other words',
    `how (?:i|she|he|they) (?:would|could|might|will|'d) do it\\b(?<=(?:think\\w*|thought|plann\\w*|work(?:ed|ing) out|research\\w*|decid\\w*)\\b[^.!?\\n]{0,30})|(?:thinking|thought|think|dreaming) about the (?:cliffs?|bridge|railway|tracks|sea|river|canal|quarry|edge|motorway bridge|viaduct)|(?:called|rang|phoned|texted|messaged) (?:us |me )?from (?:the|a) (?:motorway bridge|bridge|cliff(?: top| edge)?|viaduct|multi-?storey|railway line|roof)|(?:look after|have|take) (?:my|the|her|his) (?:cat|dog|kids|children|pets?|boys|girls)\\b[^.!?\\n]{0,20}if (?:anything|something) (?:happens|happened|should happen)(?: to (?:me|her|him))?|(?:sorted out|decided|worked out|arranged) who (?:gets|will get|is having|will have|should have) (?:the|my|her|his) (?:dog|cat|things|house|car|stuff|jewellery|belongings)|(?:kinder|easier|better|happier|simpler|best)(?: off)? (?:for|to) (?:everyone|everybody|all of them|my family|the (?:kids|children|family)|them) if (?:i|he|she) (?:just )?\\w+|better off with (?:the|my|his|her) (?:insurance|life insurance|money|payout)\\b|(?:stopped|stop|don't|do not|doesn't) car(?:ing|e)(?: any ?more)? (?:what|whether|if) (?:happens|anything happens) to (?:me|her|him|myself)|(?:previous|past|recent|two|three|several|multiple) (?:suicide )?attempts?\\b(?=[^.!?\\n]{0,30}\\b(?:hanging|overdose|od|drowning|cutting|jumping|ligature|on (?:her|his|my) life))|(?:garage|car)\\b[^.!?\\n]{0,30}(?:car|engine) (?:running|on)\\b(?<=(?:sitting|sat|sits|found|sleeping|lying)\\b[^.!?\\n]{0,50})`,
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'violence in other words',
    `(?:grabbed|held|had|took|pinned|got) (?:me|her|him) by the (?:throat|neck)|set fire to (?:the|my|our|her|his) (?:flat|house|home|door)\\b[^.!?\\n]{0,20}(?:while|with) (?:we|us|me|her|him|they|the kids)(?: are| were)? (?:sleep|asleep|inside|in it|in bed)|(?:said|says|told (?:me|her|him)|texted|messaged|shouted)(?: that)? (?:i'm|i am|you're|you are|she's|he's|she is|he is) dead\\b(?! (?:tired|keen|against|right|serious))|(?:come|coming|go|going) after (?:me|her|him|us)(?: and (?:my|her|his|the|our) (?:kids|children|family|son|daughter))?(?<=(?:said|says|threaten\\w*|warned|told|texts?|messages?)\\b[^.!?\\n]{0,40})|(?:going to|gonna|will|'ll) get what'?s coming(?: to (?:me|her|him|you))?(?!(?: to (?:me|her|him|you))? (?:in|from) (?:the )?(?:settlement|claim|payout|compensation))(?<=(?:saying|said|says|texts?|messages?|threaten\\w*|warned|told)\\b[^.!?\\n]{0,40})`,
    THREAT,
  ),
  urgent(
    'danger in other orders',
    `(?:oxygen|concentrator|ventilator|dialysis|feeding pump)\\b[^.!?\\n]{0,20}(?:unplugged|switched off|turned off|disconnected)|(?<!\\b(?:smell|smells|odou?r|stench|soot|damp)\\b[^.!?\\n]{0,12})(?:still|stuck|trapped) (?:in there|inside|in the (?:house|room|bedroom|building|flat))(?<=(?:come down|collapsed|caved in|fallen in|fire|flood\\w*|smoke)[^.!?\\n]{0,80})|(?:electrics|sockets?|wires?|wiring|fuse ?box|consumer unit)(?: are| is)? (?:sparking|smoking|fizzing|arcing)|(?:insulin|epi-?pens?|inhalers?|(?:epilepsy|anti-?seizure|seizure|heart) (?:medication|meds|tablets))\\b[^.!?\\n]{0,20}(?:went|was lost|got lost|burnt|burned|destroyed) (?:in|with) the (?:fire|flood|crash|house|car)|(?:roof|ceiling|wall|windows?|front door)(?: is| are| has been| was)? (?:off|gone|missing|open|blown (?:in|out|off)|smashed|out)\\b(?=[\\s\\S]{0,120}${COLD_WORDS})(?<=${FRAIL}[\\s\\S]{0,160})|(?:oxygen|concentrator|ventilator)\\b[^.!?\\n]{0,40}(?:(?:on|running on|down to) (?:the|its|her|his|a|our) (?:backup|back-up|spare|reserve|last) (?:cylinder|bottle|battery|tank)|how long (?:it|they)(?:'ll| will| would) last)|(?:fell|fallen|had a fall)\\b[^.!?\\n]{0,40}(?:can't|cannot|couldn't|unable to|not able to) get (?:up|herself up|himself up|back up)|(?:can't|cannot|couldn't|unable to) get (?:up|upstairs|up the stairs)\\b(?<=(?:flood(?:water|ing)?|water (?:is )?rising|fire|smoke|flames)[^.!?\\n]{0,80})|(?:cough\\w*|wheez\\w+|struggling to breathe|can't breathe)\\b(?=[^.!?\\n]{0,80}(?:smoke|fumes|mould|damp|sewage))`,
    'health',
    DANGER,
  ),
  urgent(
    'said another way again',
    `(?:do|done|doing) something (?:to|stupid to|bad to) (?:my|her|him)self|(?:no ?one|nobody|no-one)(?: left)?(?: who| that)? (?:would|will|'d|is going to) (?:even )?(?:miss|notice|care about) (?:me|her|him)\\b|(?:took|taken|swallowed|had) (?:\\d{2,}|twenty|thirty|forty|fifty|sixty|a hundred)(?: or so)? (?:\\w+ )?${MEDS}|(?:locked|shut|barricaded) (?:him|her|my|them)sel(?:f|ves) in\\b[^.!?\\n]{0,40}\\b(?:pills|tablets|knife|rope|blade|meds)|better off (?:under|in front of) (?:a|the) (?:bus|train|lorry|car|truck)|(?:has|have|got|had) a plan\\b(?<=(?:risk|suicid\\w*|harm\\w*|thoughts?|ideation|end (?:it|her life|his life|my life))[^.!?\\n]{0,80})|(?:want|wanted|wants|wanting) to (?:just )?(?:sleep|go to sleep) (?:for (?:a (?:very )?long time|ever|good)|and not wake)|(?:songs?|music|hymns?|readings?|flowers) (?:\\w+ ){0,4}(?:at|for) (?:my|her|his) (?:own )?funeral|(?:can't|cannot|don't|do not) see me (?:still )?(?:being )?(?:here|around|alive)`,
    'health',
    SUICIDE,
  ),
  urgentInContext(
    'armed or burning threat',
    `(?:held|put|pressed|pointed|had) (?:a|an|his|her|the) (?:\\w+ )?(?:knife|blade|screwdriver|gun|shotgun|bottle|hammer|scissors|weapon) (?:to|against|at) (?:my|her|his) (?:neck|throat|head|face|chest)|burn (?:us|me|her|him|them) out\\b|(?:photos?|pictures?|videos?) of (?:his|her|a|the) (?:gun|knife|weapon|shotgun|machete|knives)`,
    THREAT,
  ),
  urgent(
    'unable to escape a flood or fire',
    `(?:bed-?bound|bedridden|immobile|can't walk|cannot walk)\\b(?<=(?:flood(?:ing|ed)?|fire|smoke|water (?:is )?rising)[^.!?\\n]{0,60})|(?:sleeping|sleeps|living|staying) in (?:the|a|that) (?:room|bedroom)\\b(?<=(?:collapsed|came down|come down|caved in|fell in)[^.!?\\n]{0,60})`,
    'health',
    DANGER,
  ),
];
