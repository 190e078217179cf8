/**
 * Cues of a risk to someone's life, always urgent (FG21/1 and docs/domain.md §3.2: self-harm or
 * suicide needs immediate escalation): thoughts, plans and attempts of suicide or self-harm, a
 * threat to kill or seriously hurt someone, and a danger to health that cannot wait (home oxygen
 * without power, a gas leak). People rarely say "suicidal": they say they won't be around, that
 * everyone would be better off without them, that they have the pills. The screen errs towards
 * flagging these; a handler reads the excerpt.
 */
import type { Cue } from './text-scan';
import type { VulnerabilityTag } from './vulnerability-lexicon';
import { A_VISITOR, DANGER, FEAR_PUT_TO_REST, NOT_FOR_A_LICENCE, SUICIDE, THREAT, UNSAFE_HOME, urgent, urgentInContext } from './cue-makers';

const SELF = '(?:my|him|her|them|your|our)sel(?:f|ves)';
/** "He'll kill me if I so much as scratch it": what makes a threat the idiom. */
const SO_MUCH_AS = '(?:so much as |ever |even )?';
const MISHAP = '(?:scratch(?:es|ed)?|dents?|marks?|breaks?|loses?|spills?|forgets?|damages?|prangs?)';
const PERSON =
  '(?:me|her|him|us|them|you|the (?:kids|children|family)|my (?:kids|children|family|wife|husband|partner|son|daughter|mum|mam|dad)|mum|mam|dad|nan|gran)';
/** What a writer says when thinking of doing something, so "drove into a wall" (an accident) is not read as a plan. */
const THINKING =
  '(?:think|thinking|thought|thoughts|want|wanted|feel like|felt like|tempted|urges?|considered|considering|keep thinking) (?:of |about )?(?:just )?';

const suicide = (cue: string, pattern: string) => urgent(cue, pattern, 'health', SUICIDE);
const threat = (cue: string, pattern: string) => urgentInContext(cue, pattern, THREAT);
const danger = (cue: string, pattern: string) => urgent(cue, pattern, 'health', DANGER);

/** Equipment or medicine someone's life depends on. */
const LIFELINE =
  '(?:home oxygen|on oxygen|(?:spare|backup|back-up|reserve|oxygen) (?:bottle|cylinder|tank)|(?:her|his|my) oxygen|oxygen (?:concentrator|machine|cylinders?)|c?pap machine|bipap|concentrator|ventilat(?:or|ed)|(?:haemo|hemo)?dialys(?:is|es|ing)(?: machine)?|c?pap\\b|oxygen|insulin|air mattress|hoist|suction(?: machine)?|feeding pump|heart pump|lvad|nebuli[sz]er)';
/** The supply it needs, gone. */
const OUTAGE =
  "(?:no (?:power|electric(?:ity|s)?|water|mains)|cut (?:off )?(?:the|our|her|his) (?:power|electric(?:ity|s)?)|(?:power|electric(?:ity|s)?|water(?: supply)?|mains|supply)(?:'s| has| have| is| are| was)?(?: been)?(?: still| now| currently)? (?:off|out|cut off|down|condemned|gone|failed|tripped)|power ?cuts?|blackout|sockets?\\b[^.!?\\n]{0,30}(?:don't|do not|doesn't|does not|aren't|are not|not|no longer|won't) work|won't last|(?:few|couple of) hours left|(?:one|1|the last|last) (?:cylinder|bottle|tank) left|(?:has|have|got) (?:only |just )?(?:one|1) left\\b|without (?:power|electric(?:ity)?|water)|on battery|cut off|(?:switched|turned) off|running (?:down|out|low)|(?:almost|nearly) (?:empty|flat)|(?:fridge|freezer) (?:has been |is |was )?off|(?<!\\b(?:that|this|which|so|plan|idea|arrangement|date|hotel|room|flat|property|option|caravan|place|b&b|accommodation|car|vehicle|van|taxi) )(?:can't|cannot|won't) (?:run|work)|(?:power|electric\\w*|supply)\\b[^.!?\\n]{0,60}\\b(?:out|off|cut|down|gone)\\b|battery (?:backup |back-up )?(?:won't|will not|wont|doesn't|does not|isn't going to) last|(?:current |last |only )?battery lasts? (?:until|till|til|another|about|for)|spare (?:\\w+ )?batter(?:y|ies)\\b[^.!?\\n]{0,60}(?:stolen|gone|lost|taken)|(?:only |just )?(?:one|1|last|a single) (?:spare )?batter(?:y|ies) left|(?:capped|cut|turned|shut|switched) off the water)";
/** The need and the outage may be told in consecutive sentences ("on oxygen 24/7. The backup cylinder is almost empty"). */
/** Losing heat, and the cold that makes it dangerous (a frail person is not the only one at risk in freezing weather). */
const HEAT_LOSS =
  '(?:(?:no|nae|without) heat(?:ing|in)?\\b|(?:boiler|heating)(?: was| is| has been| had been)?(?: now)? (?:condemned|broken|dead|not working|gone|off|capped))';
const COLD =
  '(?:\\b(?:freezing|below zero|sub-zero|frost|snow(?:ing)?|snaw(?:ing|in)?|minus (?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten)|bitter(?:ly)? cold|cold snap|icy)\\b|-\\d+ ?(?:°|degrees))';
/** Where someone pictures ending their life on the road or by water or height. */
const DANGER_TARGET =
  '(?:the (?:sea|river|canal|lake|quarry|reservoir|motorway|railway|tracks|traffic)|(?:a|the) (?:wall|tree|lorry|bus|train|bridge|cliffs?|building|roof|pier|harbour wall|dock)|oncoming traffic|traffic)';
/** Where water meets the wiring. A light fitting counts only when water is coming through it now. */
const ELECTRICS = '(?:fuse ?box|plug sockets|sockets|electrics|consumer unit|wiring)';
/** Medicine a life depends on. */
const MEDICINE =
  '(?:insulin|epilepsy (?:medication|meds|tablets)|(?:heart|seizure|rescue|anti-?epileptic) (?:medication|meds|tablets|pills)|inhalers?|epi-?pens?|adrenaline(?: auto-?injectors?| pens?)?|auto-?injectors?|warfarin|apixaban|rivaroxaban|blood thinners?|anticoagulants?|hydrocortisone|steroids?|anti-?rejection (?:tablets|meds|medication|drugs)|immunosuppressants?|lithium|clozapine|stoma (?:supplies|bags)|(?:colostomy|ileostomy) bags|catheters)';
const NEAR = '[\\s\\S]{0,160}';
/** "No" before a medicine, but not "takes no medication": a denial of need, not a medicine lost. */
const NO_NOT_TAKEN =
  '(?<!\\b(?:takes?|taking|took|taken|on|requires?|needs?|need) )(?<!\\b(?:says|said|confirms?|confirmed|reports?|reported|declares?|declared|answers? to (?:your|the|our) questions?:) (?:no\\b[^.!?\\n]{0,60})?)no';
/** "I won't be", "he doesn't think he'll be": said of still being alive or around. */
const NOT_BE = "(?:won't|will not|not going to|wouldn't|would not|(?:don't|doesn't|do not|does not) think (?:i|he|she)(?:'ll| will))";

export const RISK_TO_LIFE_CUES: readonly Cue<VulnerabilityTag>[] = [
  // A car's rear-hinged "suicide doors" are not a risk.
  // A death by suicide is a bereavement of the one left (a life event), not their own risk.
  suicide(
    'suicidal',
    '(?<!\\b(?:died by|death by|lost (?:\\w+ ){1,3}to|took (?:his|her|their) own life by) )suicid(?:al|e)(?![\'’"”)]{0,2} (?:(?:rear|front|back|coach|rear-hinged) )?doors?| squad| corner| bend| hill| junction| lane| alley)',
  ),
  // Signposting to a crisis line is what a handler notes after someone has said they are at risk.
  suicide('crisis line', 'samaritans|crisis (?:line|helpline)|papyrus|shout (?:on )?85258'),
  // A handler's shorthand: suicidal ideation (SI), self-harm (s/h, DSH).
  suicide('noted in shorthand', '(?:disclosed|expressed|reported|mentioned|history of|active|passive|current|ongoing) SI\\b|s/h\\b|\\bDSH\\b'),
  suicide(
    'done with life',
    "(?:may|might) as well be dead|(?:i'm|i am|she's|he's) done with (?:life|living)|(?:want|wants|wanted|wanting) to (?:just )?disappear\\b(?! (?:for (?:a|the) (?:day|week|weekend)|on holiday))",
  ),
  suicide('self-harm', 'self[- ]?(?:harm(?:s|ing|ed)?|injur(?:y|ies|ing|ed)|poison(?:ing|ed))'),
  // "Killing themselves laughing" is an idiom of mirth.
  suicide(
    'kill myself',
    `(?:kill|killing|killed|hang|hanging|hanged|top|topping|topped|harm|harming|harmed|drown|drowning) ${SELF}(?!['’"”]? (?:laughing|trying to|to get|getting|working|running))`,
  ),
  // Hurting oneself in an accident is not self-harm; doing it again, or as a habit, is.
  suicide(
    'hurting myself',
    `(?:been|keep|keeps|kept|started|starts|am|is|was|were|i'm|she's|he's|and) (?:hurting|cutting|burning|scratching|starving|punching|hitting) ${SELF}|(?:hurt|hurts|hurting|cut|cuts|cutting|burnt|burned|burns|burning|scratch(?:es|ed|ing)?|punch(?:es|ed|ing)?|hit(?:s|ting)?|starv(?:e|es|ed|ing)) ${SELF} (?:again|on purpose|deliberately|to cope|whenever|most (?:days|nights|weeks)|every (?:day|night|week)|to feel|to (?:stop|numb|punish)|when (?:the|things|it|i|she|he) (?:\\w+ )?(?:gets?|feels?|gets? too))|(?:been|started|i'm|i am) cutting again|(?<!\\b(?:line|call|calls|signal|phone|connection|reception|sound|audio|engine|power|mic|microphone|video|it) )(?:been|started|keep|kept) cutting\\b(?! (?:me|us|him|her|them|people|everyone|everybody|it|this|that|these|those|his|my|their) (?:off|out|up|short|down|back)\\b| (?:in|across|corners|back|down|out|off|up|the|through|costs?)\\b)|(?:cut|cutting|burn|burning|burnt|scratch(?:ed|ing)?|pick(?:ed|ing)?|bit(?:e|ing)?|hit(?:ting)?|punch(?:ed|ing)?)[^.!?\\n]{0,40}(?:until|till|til) (?:they|it|i|she|he) (?:bleed|bled|bleeds)`,
  ),
  // "Took his own life" is a death (a bereavement, vulnerability-lexicon.ts); "took my own life" never is.
  suicide(
    'take my own life',
    "(?:take|taking|end|ending|ended) (?:my|his|her|their) (?:own )?li(?:fe|ves)|(?:want|wants|wanted|wanting|going|try|tried|trying) to finish (?:my|his|her|their) (?:own )?li(?:fe|ves)|(?:took|taken) my (?:own )?life|attempt(?:ed|s)? (?:on|to (?:take|end)) (?:my|his|her|their) (?:own )?life|end(?:ing)? it all|end(?:ing)? (?:things|everything)\\b(?! (?:with|between|here|there))|thoughts of (?:harming|hurting|killing|ending)|(?<!\\b(?:notice|agreed|decided|option|right) )(?:going to|gonna|i'll|i will|to|feel like|felt like|thinking of|thought (?:of|about)) (?:just )?end(?:ing)? it\\b(?! (?:there|here|with|now|for|on|by|early))",
  ),
  suicide(
    'want to die',
    "(?:am|i'm|im|ah'm|ahm|she's|shes|he's|hes) (?:no'?|nae|not) wantin[g']? (?:tae|to) be here|(?:don't|do not|doesn't|does not|didn't) want to (?:live|be alive|be here|wake up|go on|carry on|exist)(?! (?:here|there|in|at|with|when|while|for the|on|near|next|about))|(?:want|wants|wanted|wanting) to die|wish (?:i|he|she) (?:was|were|had been) dead|(?:wish|if) (?:i|he|she) (?:was|were|wasn't|weren't) (?:never born|here any ?more)|better off dead|(?:rather|sooner) (?:be dead|die)|(?:hope|wish) (?:i|he|she) (?:never|don't|doesn't) wake up|better off without (?:me|him|her)|(?:nobody|no one|no-one|noone) would (?:even )?(?:(?:care|notice)(?= if (?:i|he|she)\\b|\\s*[.!]|$)|miss (?:me|him|her))|(?:the )?(?:only|one) (?:thing|reason|person|one)(?: that's| that is| that)? (?:keeping|keeps|kept|stopping|stops|stopped) (?:me|her|him) (?:alive|here|from (?:ending|doing|killing|going through with))|(?:i'll|i will|going to|gonna) finish (?:it|myself|things)(?=\\s*['’\"”]?\\s*(?:[.!;]|$))|(?:be |are |is |were )?better off (?:gone|dead)|no longer (?:wish|want) to (?:live|be alive|be here|exist|go on|carry on)|(?:wish|wished|wishing|hope|hoping|pray) (?:i|he|she) (?:hadn't|had not|didn't|did not|never|don't|doesn't|won't|wouldn't) (?:woken|wake|woke) up|(?:easier|better|happier)(?: off)?(?: for (?:everyone|everybody|all of them|my family|the (?:kids|children|family)|them))? (?:if|when) (?:i|he|she) (?:just )?(?:wasn't|weren't|was not|were not|was gone|were gone|am gone|died|disappeared)(?: (?:here|around|alive))?|better off (?:in the ground|six feet under|in (?:a|my|his|her) grave)|(?:no|don't see (?:a|any)|can't see (?:a|any)|there's no|there is no) future (?:for (?:me|myself|him|himself|her|herself))|no way out\\b(?! of (?:the|this|my|your) (?:contract|policy|agreement|car park|building|house|car))|(?:keep|go on|carry on) living like this",
  ),
  suicide(
    'no reason to live',
    "no (?:reason|point) (?:to|in|of) (?:liv(?:e|ing)|be(?:ing)? (?:here|around|alive)|carry(?:ing)? on|go(?:ing)? on)|(?:(?:can't|cannot|don't|dont|do not|can not) )?(?:see|find) (?:any|the|no) (?:reason|point) (?:to|in|of) (?:liv(?:e|ing)|be(?:ing)? (?:here|around|alive)|carry(?:ing)? on|go(?:ing)? on)|(?:nothing|no-?one|nobody) (?:left )?to live for|(?:life|living)(?: is|'s| isn't| is not| was| wasn't)(?: not)? worth (?:living|it any ?more)|not worth living|(?:had enough|tired|sick) of (?:life|living)|what(?:'s| is) the point (?:of|in) (?:me|living|going on|carrying on|anything)|(?:can't|cannot) see a way out|(?:(?:can't|cannot|can not|don't|do not|couldn't) )?(?:see|find|what's|whats|what is) (?:the |any )?point (?:of|in) (?:any of (?:it|this)|anything|it all|carrying on|going on|living|life|getting up|waking up|being alive|trying any ?more|me being (?:here|around))|(?:go|going) to sleep and (?:not|never) wake up|disappear (?:forever|for good)|(?:go to )?sleep forever|giv(?:e|es|ing|en) up on (?:life|living|everything)|dark thoughts|thoughts (?:of|about) not being (?:here|around|alive)|better off (?:if|when) (?:i|he|she)(?:'m| am| was| were| is|'s) (?:gone|dead|not here|not around)",
  ),
  suicide(
    "won't be around",
    `(?<!\\b(?:rings?|calls?|phones?|comes?|asks?) (?:\\w+ ){0,3}for (?:him|her|them),? (?:he|she|they) )${NOT_BE} (?:still )?be (?:around|here)(?! (?:on|much|for (?:the|a|an|my|our|your)|next|tomorrow|today|this|when|at|until|till|between|in the|if|while|to (?:let|meet|open|answer)|to see ${A_VISITOR}))|${NOT_BE} (?:still )?be alive|(?:not|never) (?:still )?be alive|(?:i'll|i will|she'll|she will|he'll|he will) be (?:gone|dead|six feet under|in the ground|out of (?:everyone's|your|the) way)(?=\\s*['’"”]?\\s*(?:[.!;,]|$)| soon| anyway| by then| before (?:you(?! (?:lot |lads |people |guys )?(?:pay|pays|sort|fix|get round|settle|answer|reply|ring|call)\\b)|it|long|christmas)| and (?:it|you|nobody|no one|then))`,
  ),
  // "I just want it to be over" is said of a claim as often as of a life; "it all to be over" is not.
  suicide(
    "can't go on",
    "(?:can't|cannot|can not) (?:go|carry) on(?: (?:like this|any ?more|living)|(?=\\s*(?:[.!\\n]|$)))|(?:want|wants|wanted|wanting) (?:it all|everything(?: all)?) to (?:be over|stop|end)(?! so| and)|\\bi (?:just |really |only )?(?:want|wanted) it (?:all to (?:be over|stop|end)|to end)(?! so| and)",
  ),
  suicide(
    'overdose',
    '(?<!\\b(?:vets?|dog|cat|puppy|kitten|pet)\\b[^.!?\\n]{0,60})overdos(?:e|ed|es|ing)(?![\'’"”]? (?:of|on) (?:daytime )?(?:sealant|silicone|grout|filler|glue|varnish|paint|chlorine|bleach|fertili[sz]er|weedkiller|pesticides?|chemicals?|salt|sun|sunshine|caffeine|coffee|sugar|chocolate|cake|biscuits|nostalgia|information|paperwork|admin|emails?|tv|telly|television|netflix|box ?sets?)\\b)|swallow(?:ed|ing) (?:a|an|two|three|the|a whole|whole) (?:packets?|box(?:es)?|strips?|bottles?|tubs?) of|(?:took|taken|swallowed) (?:a (?:load|lot|handful|bunch|whole (?:box|packet)) of|all (?:of )?(?:my|his|her|their|the)|too many|loads of)(?: \\w+)? (?:pills|tablets|paracetamol|medication|meds)|(?:take|taking|swallow) (?:a whole (?:box|packet) of|too many)(?: \\w+)? (?:pills|tablets|paracetamol|medication|meds)|stockpil(?:e|ed|es|ing) (?:(?:my|his|her|their) )?(?:\\w+ )?(?:medication|tablets|pills|meds)|(?:saved|saving) up (?:(?:my|his|her|their) )?(?:pills|tablets)|(?:got|have) the (?:pills|tablets) (?:here|ready)|stopped (?:eating and )?taking (?:my|his|her|their) (?:\\w+ )?(?:tablets|medication|meds|insulin) (?:on purpose|deliberately)',
  ),
  suicide(
    'a plan to end it',
    `(?:suicide|goodbye|farewell) (?:notes?|letters?|messages?)|(?:letters?|notes?|messages?)\\b[^.!?\\n]{0,40}(?:for (?:afterwards|after i'm gone|when i'm gone)|(?:'|‘|")for afterwards)|(?:got|have|has|had|keep|keeps|kept) (?:got )?(?:the|my|her|his|all (?:my|her|his|the)) (?:pills|tablets|meds) (?:here|ready|saved|stashed|hidden|lined up|counted out)|${THINKING}(?:letting go|let(?:ting)? (?:myself|herself|himself) (?:go|fall)|swallowing (?:all|the lot|them all|every)|taking (?:all|the lot|every one)|not (?:waking|being here|being around|coming back)|ending (?:it|things|my life|everything)|disappearing for good)|(?:found|standing|stood|sitting|sat|walking|wandering|climbed|climbing) (?:on|onto|at|near|by|along|up) (?:the )?(?:railway(?: line| track)?|train tracks|tracks|level crossing|bridge|cliff(?: edge|top)?|edge of (?:the|a) (?:cliff|bridge|roof|platform|quarry)|top of (?:the|a) (?:multi-?storey|car park|cliff|bridge|building))|(?:left|leaving|written|wrote|writing) (?:a )?(?:note|letters?) (?:saying (?:sorry and )?goodbye|to (?:her|his|my|their) (?:children|kids|family))|saying (?:sorry and )?goodbye|(?:give|giving|gave|given) (?:(?:all )?(?:my|his|her) )?(?:things|stuff|belongings|possessions) away|won't need (?:them|it|anything) where i'm going|${THINKING}(?:driving|crashing|jumping|drive|crash|jump|walking|walk|stepping|step)(?: (?:the|my|his|her) (?:hire )?car)? (?:into|off|in front of|from)|crash(?:ing)? (?:the|my|his|her) (?:hire )?car on purpose|in front of (?:a|the) train|standing on (?:the|a) bridge|(?:a |the )?rope in the (?:garage|loft|shed)|noose|(?:in|inside) the garage with the engine running|(?:might|may|could|going to|gonna|will|'ll) (?:have )?do(?:ne)? something (?:stupid|drastic|silly|i'll regret)|ligature|(?:saying|said|say|made) (?:his|her|my|their) goodbyes|(?:given|gave|giving|give) away (?:his|her|my|all (?:his|her|my)) (?:\\w+ ){0,2}(?:dog|cat|pets?|tools|things|stuff|belongings|possessions|savings|money)|(?:going to|gonna|i'll|i will|want to|wanted to|tempted to|about to|could easily|nearly|almost|feel like|felt like|(?:he|she|they|i)(?:'d|'ll| would| will)) ['‘"“]?(?:drive|crash|jump|walk|step|throw (?:my|him|her)self)(?: it| (?:my|the|his|her) (?:hire )?(?:car|van))? (?:into|off|over|in front of|from|under) ${DANGER_TARGET}|(?:in front of|into|off|under) ${DANGER_TARGET}[^.!?\\n]{0,20}(?:on purpose|deliberately|intentionally)|(?:frightened|scared|afraid|terrified) of what (?:i|she|he) (?:might|will|could) do|(?:has|have|got) (?:got )?(?:'|‘|")a plan|researching ways to`,
  ),

  threat(
    'threatened to kill',
    `threat(?:s|en(?:ed|s|ing)?)?(?: before| again| once| (?:made )?by (?:mr |mrs |ms |miss |the |her |his |their )?[\\w'-]+(?: [\\w'-]+)?)? to ['‘"“]?(?:kill|stab|hurt|harm|burn|shoot|attack|beat|batter|strangle|knife|glass|slash|finish the job|do (?:me|her|him|you|them|us) in|run (?:me|her|him|them|us) (?:off the road|over|down))|(?:get|getting|gets) a bullet\\b|(?:put|putting) a bullet (?:in|through)|threatened (?:at|with) (?:gun|knife)-?point|at (?:gun|knife)-?point|death threats?|(?:he|she|they|ex|partner|husband)(?:'ll| will|'d| would| is going to|'s going to| was going to| said (?:he|she|they)(?:'d|'ll| would| will)) ['‘"“]?(?:kill|hurt|harm) ${PERSON}(?<!\\blaughing\\b[^.!?\\n]{0,40})(?![\\s'’"”,-]{0,4}(?:it'?s|its) (?:his|her|their) (?:car|van|motor|bike|pride and joy)\\b)(?!['’"”]? (?:when|if|once) (?:she|he|they|i|you) ${SO_MUCH_AS}(?:sees?|finds? out|hears?|${MISHAP}|gets?\\b(?! (?:home|back|in|out|here|there))))|(?:he|she|they|ex|partner|husband)(?:'ll| will|'d| would| is going to|'s going to| was going to| said (?:he|she|they)(?:'d|'ll| would| will)) ['‘"“]?(?:stab|attack|shoot|strangle) ${PERSON}|(?:find|come for|get) (?:me|her|him) and (?:hurt|kill)|(?:he|she|they)(?:'d|'ll| would| will| is going to| said (?:he|she|they)(?:'d|'ll| would)) finish (?:me|her|him)(?: off)?|threaten(?:ed|s|ing) (?:me|her|him) with (?:a )?(?:knife|gun|weapon|violence|hammer)|(?:has|had|got|with|pulled) a (?:gun|firearm|shotgun)|burn (?:the|my|our|her) (?:house|flat|home) down|(?<!\\b(?:she|he|they)'?d borrowed (?:the|his|her|their|my) (?:car|van|motor)\\b[^.!?\\n]{0,30})(?:said|says|saying|told (?:me|her|him|us)|threaten\\w*|warned|messages?|texts?|texted|shout(?:ed|ing)|scream(?:ed|ing))\\b[^.!?\\n]{0,40}?(?:will|'ll|would|'d|going to|gonna) (?:'|‘|")?(?:(?:kill|stab|shoot|strangle|batter|knife|hurt) (?:me|her|him|us|them|you)|finish (?:me|her|him|us)(?: off)?(?<!\\b(?:music|queue|waiting|wait|paperwork|forms|stress|hold|stairs|heat)(?:'s| is|'ll| will)? (?:going to |gonna |will )?['‘"“]?finish (?:me|her|him|us)(?: off)?)|do (?:me|her|him) in|break (?:my|her|his) (?:neck|legs|arms|face)|put (?:me|her|him) in (?:the ground|hospital|a box|a coffin)|set fire to (?:me|her|him|us|the house|my house|her house))\\b(?!['’"”]? (?:when|if|once) (?:she|he|they|you|i|my \\w+) ${SO_MUCH_AS}(?:sees?|finds? out|hears?|gets? (?:back|home)|knows?|${MISHAP}))|(?:won't|will not|wouldn't|would not|not going to) live to see|(?:he'd|he'll|he will|he would|she'd|they'd|they'll|they would) finish the job|(?:said|says|told (?:me|her|him)|threaten\\w*|warned)\\b[^.!?\\n]{0,30}(?:i'd|i'll|she'd|she'll|you'd|you'll|we'd|we'll|i would|she would) be dead|(?:beat|beaten|attacked|assaulted|battered) (?:me|her|him) (?:so badly|so hard|unconscious|senseless|black and blue)|(?:beat|beaten|attacked|battered|hit|punched|kicked|pushed) (?:me|her|him)\\b[^.!?\\n]{0,40}(?:ended up|put (?:me|her|him)) in hospital|(?:attacked|went for|came at|stabbed|slashed|threatened) (?:me|her|him|us) with (?:a|an|his|her) (?:\\w+ )?(?:knife|blade|machete|hammer|bat|axe|weapon|gun|screwdriver)|stabbed (?:me|her|him)|(?:(?:burn|set fire to|torch) (?:the|my|our|her|his) (?:house|flat|home|shop|place)(?: down)?|(?:torched|burnt|burned|set alight|set on fire|firebombed|petrol[- ]bombed)(?: down)?) ['‘"“]?with (?:you|me|her|him|us|them|the (?:kids|children|family)) (?:still )?(?:in it|inside|in there)`,
  ),
  threat(
    'fear for my life',
    "(?:fear|fears|feared|fearing|scared|frightened|afraid|terrified) (?:for|of(?: losing)?) (?:my|her|his|their|our) (?:life|lives|safety)|in fear of (?:my|her|his|their) (?:life|lives)|(?:scared|frightened|afraid|terrified) (?:that )?(?:he|she|they)(?:'d|'ll| will| would| might| is going to|'s going to)? (?:kill|hurt|harm|attack)",
  ),
  threat(
    'violence',
    '(?<!\\b(?:ivy|weeds?|roots?|vines?|bindweed|knotweed|clematis|wisteria|creepers?)\\b[^.!?\\n]{0,40})(?<!\\b(?:i|you|we) could (?:cheerfully |happily |gladly |quite happily )?)strangl(?:ed|ing|e)(?! (?:the|its|our|my|their) (?:posts?|fence|plants?|trees?|roots?|shrubs?|hedges?|pipes?|drains?|business|economy|market)\\b)|(?:hands?|arm) (?:round|around) (?:my|her|his) (?:throat|neck)|(?:held|pulled|had) a knife|knife to (?:my|her|his|me|her|him)(?! (?:own )?wrists?)|MARAC|(?:my |her |his )?(?:ex|partner|husband|wife|boyfriend|girlfriend)(?:-\\w+)? is (?:outside|at the door|here)(?: (?:the|my|our|her) (?:house|door|flat|home|work))? (?:right )?now|banging on (?:the|my|our|her) (?:door|windows?)',
  ),

  // The need is matched after what it needs, with the other half looked for nearby, so the cue stays short
  // and does not swallow cues between them ("PH is 91, lives alone, and has no heating").
  danger('life support without power', `${OUTAGE}(?<=${LIFELINE}${NEAR}${OUTAGE})|${LIFELINE}(?<=${OUTAGE}${NEAR}${LIFELINE})`),
  urgentInContext(
    'gas or electrical danger',
    `(?:smell of gas|smells? (?:like|of) rotten eggs|rotten egg smell|(?:full of|stinks of|reeks of) gas|gas (?:hob|rings?|cooker|fire|taps?|meter|pipe|main|supply)\\b[^.!?\\n]{0,60}(?:hiss\\w*|without (?:lighting|being lit))|hiss\\w* even when (?:it's|its|it is) off|gas (?:leak|smell)|(?:leaking|leak of) gas|gas (?:is )?(?:leaking|escaping)|gas escape|oxygen (?:is )?running (?:out|low)|smell(?:s|ing)? (?:of )?gas|(?:carbon monoxide|CO) alarm (?:has been |have been |is |are |keeps |kept |started |'s been |'s )(?:going off|sounding|beeping)|live (?:cables|wires|wiring)|(?:exposed|bare) (?:live )?(?:wires|wiring|cables)|(?:water|rain) (?:is )?(?:coming |pouring |dripping |tracking |running |leaking |seeping )?(?:through|into|out of|round|around) (?:the )?(?:light fittings?|${ELECTRICS})|(?:water|rain)\\b[^.!?\\n]{0,60}light fittings?\\b[^.!?\\n]{0,40}\\b(?:circuit|wiring|power|electrics?)(?: is| are)? still (?:live|on)\\b|(?:leak\\w*|pouring|dripping|running|coming|trickling|seeping)(?: (?:down|through) (?:the|a) (?:wall|ceiling))? (?:onto|into|over|through|behind) (?:the )?${ELECTRICS}\\b|(?:there(?:'s| is) (?:water|rain)|(?:water|rain)(?:'s| is| are| keeps?)(?: still)?) (?:coming|pouring|dripping|running|leaking|getting|going)\\b[^.!?\\n]{0,30}(?:onto|into|through|over|down) (?:the )?(?:light fittings?|${ELECTRICS}))(?![\\s\\S]{0,240}\\b(?:no (?:gas )?leak (?:was )?(?:detected|found)|tightness test passed|(?:supply|installation) (?:is |was |left )?(?:safe|sound)|traced to (?:a|the) (?:dried|drain|sewer|blocked)))`,
    UNSAFE_HOME,
  ),
  danger(
    'danger to health',
    `hypotherm(?:ia|ic)|(?<!\\bpanic(?: attacks?)?\\b[^.!?\\n]{0,60})(?:(?:struggling|fighting|unable) to breathe|(?:can't|cannot|couldn't) breathe)|(?<!\\b(?:foot|feet|leg|legs|arm|hand|knee)\\s(?:was|were|got|became|being)\\s)trapped (?:in|inside|upstairs|in the)|stuck upstairs|(?:can't|cannot) get out if|(?:ceiling|roof|wall|floor|house|building)(?: is)? (?:about to|going to|could|may|might|likely to) (?:collapse|come down|cave in)${FEAR_PUT_TO_REST}|(?:refus(?:ed|es|ing) to leave|won't leave|still (?:there|inside|living there|in (?:the )?(?:house|property|building|flat|home)))(?<=(?:unsafe|condemned|uninhabitable|collapsed|caved in|fallen in|come down)[^.!?\\n]{0,80}(?:refus(?:ed|es|ing) to leave|won't leave|still (?:there|inside|living there|in (?:the )?(?:house|property|building|flat|home))))|(?:rescue|heart|epilepsy|seizure|life-saving|essential|emergency) (?:medication|medicine|tablets|pens?|inhaler)[^.!?\\n]{0,60}(?:lost|destroyed|burnt|burned|ruined|gone|ran out|run out)|(?:lost|destroyed|${NO_NOT_TAKEN}|(?<!\\b(?:resolved|recovered|settled|improved|managed|treated|cleared|coped)\\b[^.!?\\n]{0,40})without|run out of|ran out of|can't get|unable to get)(?: (?:her|his|my|their))? (?:rescue |heart |epilepsy |seizure )?(?:medication|insulin|inhaler)\\b(?! (?:review|change|prescribed|needed|used|required)\\b| for (?:over |more than )?(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|many|several) years\\b)(?!,? (?:no|nor) (?:referral|follow-?up|further|treatment|investigations?)\\b)|(?:sewage|black mould|mould everywhere)(?<=(?:immune system|immunocompromised|immunosuppressed|chemo(?:therapy)?|asthma|COPD|lung condition)[^.!?\\n]{0,100}(?:sewage|black mould|mould everywhere))|(?:(?:no|weak|compromised|low) )?(?:immune system|immunocompromised|immunosuppressed|chemo|asthma|COPD|lung condition)(?<=(?:sewage|black mould)[^.!?\\n]{0,100}(?:immune system|immunocompromised|immunosuppressed|chemo|asthma|COPD|lung condition))|(?:no|without) (?:heating|heat)\\b(?<=(?:freezing|below zero|sub-zero|frost|snow|minus \\d+|\\b(?:[89]\\d|1[01]\\d)\\b)[^.!?\\n]{0,80}(?:heating|heat))|(?:no|without) (?:heating|heat)(?=[^.!?\\n]{0,80}(?:freezing|below zero|sub-zero|frost|snow|minus \\d|\\b(?:[89]\\d|1[01]\\d)\\b(?! ?(?:°|degrees|pounds|£|%|per|minutes|mins))))`,
  ),
  danger('no heating in the cold', `${HEAT_LOSS}(?<=${COLD}[\\s\\S]{0,200}${HEAT_LOSS})|${HEAT_LOSS}(?=[\\s\\S]{0,200}${COLD})`),
  // Someone going without food, or a life-saving medicine gone or unusable, cannot wait for the claim.
  danger(
    'no food',
    "(?:not|hasn't|has not|haven't|isn't) (?:been )?(?:eating|eaten) (?:for|since|in) (?:days|a week|\\d+)|(?:no|without) food (?:in the (?:house|flat|fridge|cupboards?)|at all|for (?:days|\\d+ days|(?:two|three|four|five) days|a (?:day|week)))|(?:hasn't|haven't|has not|have not|hadn't|not) (?:had anything to )?eat(?:en)? (?:properly )?(?:for|in|since) (?:days|\\d+ days|(?:two|three|four|five) days|a (?:day|week)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|yesterday)|nothing (?:to eat|in the (?:fridge|cupboards?))|(?:have|has|got|we've|there's) no food(?=\\s*(?:[.,;!]|$| and| in the| at all| left| for| since| until| till))|(?:hasn't|haven't|has not|have not) (?:eaten|had anything to eat) (?:today|all day)",
  ),
  danger(
    'life-saving medicine gone',
    `(?<!\\b(?:stock|schedule|inventory|pharmacy|shop)\\b[^.!?\\n]{0,40})${MEDICINE}[^.!?\\n]{0,60}(?:spoiled|spoilt|gone off|went off|ruined|destroyed|lost|left (?:in|at|behind)|locked (?:in|inside)|stuck (?:in|at)|at the (?:pound|garage|yard)|impounded|run out|ran out|running out|(?:was|were|is|are) (?:still )?in (?:the|her|his|my) (?:car|vehicle|van|handbag in the car)\\b[^.!?\\n]{0,40}(?:when|removed|taken|towed|recovered|collected|salvage|yard|written off))|${MEDICINE}[\\s\\S]{0,160}?\\b(?:missed (?:\\w+ )?doses?|no dose (?:today|since|for|this)|(?:is |are |currently |now )?without (?:them|it|any)\\b)|(?:run out of|ran out of|running out of|${NO_NOT_TAKEN}|lost|without|can't get|cannot get|unable to get)(?: (?:her|his|my|their|the))? ${MEDICINE}(?! (?:prescribed|needed|used|required)\\b)|${MEDICINE}\\b[\\s\\S]{0,160}?\\b(?:ran out|run out|running out|none left|(?:only )?(?:\\d|one|two|a) (?:days?|doses?)(?:'s)? (?:left|worth)|rationing)|rationing (?:her|his|my|their) ${MEDICINE}|(?:\\d|one|two|three|a) days?(?:'s)? (?:of |worth of )?(?:her |his |my )?${MEDICINE} left|(?:no|without(?: a| any)?) (?:working )?fridge (?:for|to keep) (?:her|his|my|their|the) ${MEDICINE}`,
  ),
  danger(
    'medical emergency',
    `chest pains? (?:are |is |have |has )?(?:back|again|coming back|getting worse|worse|now|tonight|this morning|all day)|(?:having|had|has|she's had|he's had) (?:\\w+ )?(?:seizures|fits) (?:since|all|today|tonight|this morning|again|every)|(?:two|three|four|five|six|several|\\d+|more) (?:seizures|fits) (?:since|today|this|in the last|overnight)${NOT_FOR_A_LICENCE}|(?:won't|will not|refus(?:es|ed|ing) to|doesn't want to|does not want to) (?:call|ring|phone|go to|get) (?:an ambulance|999|a ?& ?e|hospital|a doctor|the doctor)|(?:call|ring|dial|phone)(?:ed)? (?:an ambulance|999) (?:now|immediately|straight away|right away)|(?:she|he|i|mum|dad|nan|gran|grandad|husband|wife|son|daughter|partner)(?: has| had|'s| just)? collapsed (?:at home|this morning|today|tonight|on the phone|in the)|(?<!\\b(?:portal|website|site|app|system|line|page|screen|computer|link|server|phone|handset|device|laptop|car|engine) )(?:is|was|went|found) (?:\\w+ )?(?:unconscious|unresponsive)(?! (?:at the scene|for (?:an estimated|about|around|approximately|roughly|a few|a short|a brief|several|\\d+|two|three|five|ten|twenty) |in the (?:accident|collision|crash)))`,
  ),
];
