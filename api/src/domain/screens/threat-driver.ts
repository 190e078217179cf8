/**
 * Which FG21/1 driver a threat to someone's life is filed under. A threat from someone in the
 * person's own home or family ("her ex has told people he's coming for her") is domestic abuse, a
 * life event; a threat from anyone else (a neighbour, the other driver, thieves, a lender, a
 * landlord or a tenant, someone at work, the man reported to the police) is a risk to life that
 * fits no driver, and is reported urgent with none (LABELLING.md, risk_to_life). A threat by an
 * unnamed "he" ("please don't send anything to the house, he checks my post") is read as domestic:
 * people name a stranger, a neighbour or the other driver, and rarely a partner.
 */

/**
 * Someone of the household or family, as the one who acts ("her ex has", "husband found out").
 * Its own list, not the lexicon's RELATIVE: an aggressor is often an ex or an in-law, never a baby.
 */
const RELATION =
  "(?:husband|wife|ex|ex-?(?:partner|husband|wife|boyfriend|girlfriend)|partner|boyfriend|girlfriend|fianc[eé]e?|son|daughter|step-?(?:son|daughter|dad|father|mum|mother)|brothers?|sisters?|(?:brother|sister|father|mother|son|daughter)-in-law|in-laws|dad|father|mum|mother|uncle|nephew|cousin|grandson|granddaughter|(?:man|woman|person) (?:she|he|i) lives? with|(?:her|his|my|me|mum's|mums) (?:new )?(?:bloke|fella|feller|man|other half|lad|laddie))";
/** The other side's relative: "your insured's son", "the TP's brother", "a man saying he's Kevin Doyle's cousin". */
const THE_OTHER_SIDES =
  "(?<!\\b(?:the PH['’]s|ex-?(?:wife|husband|partner|girlfriend|boyfriend)['’]s(?: new)?|ex['’]s(?: new)?|(?:y?our|ur|yer) (?:PH|insured|policyholder|customer|client|driver)s?['’]?s?|client['’]s|TP['’]?s|third party['’]s|claimant['’]s|(?:other|the) (?:driver|party|car|van)['’]s|neighbou?r['’]s|landlord['’]s|(?:saying|says|said|claiming|claims|claimed) (?:he|she|they)(?:'s| is| was| are| were) (?:\\w+ ){0,2}\\w+['’]s)(?: (?:adult|grown-up|eldest|youngest|teenage|older|younger|elder))? )";
/**
 * What the relative does as the one who acts, not done to ("my mother is being threatened", "mum
 * won't answer the phone now"); or a relative the person lives with ("his brother-in-law, who he
 * lives with"), one of the household.
 */
const ACTS =
  "(?:(?=['’]s (?:been|come|gone|threatened|said|told|turned|started|kept|sent|made)\\b)|(?= (?:is |'s )?(?:back|home) (?:soon|any minute|shortly|later|tonight)\\b)|(?= [-–—] (?:her|his|my) [^-–—.]{1,20} [-–—] (?:\\w+ ){0,2}?(?:found|has|had|said|threatened|came|turned)\\b)|(?=,? (?:who|that|whom) (?:he|she|i|they|we) (?:lives?|lived|(?:is|was|has been|had been) living) with\\b|,? with whom (?:he|she|i|they|we) (?:lives?|lived|shares?|shared|(?:is|was|has been|had been) living)\\b)|(?<=\\((?:her|his|my|their) [\\w-]+)(?=\\) (?:\\w+ ){0,2}?(?:threaten\\w*|said|says|told|hit|attacked)\\b)|(?= ?(?:\\([^)]{0,40}\\)|,[^,()]{0,30}[),])?,? (?:who(?:'s| has| is)?,? )?(?:\\w+ ){0,3}?(?:said|says|say|told|tells|telling|punch\\w*|kick\\w*|hitting|beating|come|lives with|threaten\\w*|has|had|have|is|was|'s|keeps|kept|came|comes|arrived|arrives|showed up|shows up|became|becomes|know|seemed|seems|found|knows|will|'ll|would|'d|hit|hits|beat|attacked|pushed|grabbed|locked|took|sent|messag\\w*|text\\w*|turned|shouted|screamed|made|put|pulled|held|tried|trying|set|smashed|broke|strangled|choked|controls?|won't|wont|refused|refuses|reads|checks|tracks|monitors|stabbed|grabbed|slapped|threw|chucked)\\b))(?! ?(?:\\([^)]{0,40}\\))?,? (?:is|was|has been|had been|are|were) (?:being |too |so |very |really )?(?:threatened|attacked|hit|told|scared|frightened|terrified))(?!(?:'s|’s| is| was| has| had)(?: been)? (?:getting|receiving|being|sent|given)\\b)(?! (?:won't|wont|will not|refuses to|daren't|dare not) (?:answer|open|go out|leave the house)\\b)(?! (?:is|was) (?:only |now |aged )?\\d)";
/** The relative as the one done to: "threatening her son and told him", "warned my husband". */
const DONE_TO = '(?<!\\b(?:threaten\\w*|attack\\w*|hurt|hit|warned|at|to|with|for|about|against) (?:(?:her|his|my|their|our|the) )?)';
const DOMESTIC_AGGRESSOR = new RegExp(`${THE_OTHER_SIDES}${DONE_TO}\\b${RELATION}\\b${ACTS}`, 'gi');

/**
 * A relative named by a party that THE_OTHER_SIDES lets through: "PH's son", "the insured's
 * husband" (ours), "the customer's brother" (a broker's or our insured's customer: the other side).
 * "TP's", "the claimant's" and "your insured's" relatives never reach here.
 */
const OWNED_BY = /\b(PH|insured|policyholder|customer)['’]s(?: (?:adult|grown-up|eldest|youngest|teenage|older|younger|elder))? $/i;
/** Each side of the claim, named: the one a party's relative threatens, if of the other side, is not of their household. */
const OUR_SIDE = /\b(?:PH|our client|(?:our|the) insured|(?:our|the) policyholder)\b/i;
const THE_OTHER_SIDE = /\b(?:TP|third party|the claimant|their client|(?:the )?other driver)\b/i;

/** Whether the relative at `index` is one side's, in a passage that names the other side. */
function isOneSidesAgainstTheOther(around: string, index: number): boolean {
  const owner = OWNED_BY.exec(around.slice(Math.max(0, index - 30), index))?.[1];
  if (!owner) return false;
  return /^customer$/i.test(owner) ? OUR_SIDE.test(around) : THE_OTHER_SIDE.test(around);
}
/**
 * A solicitor's own client's relative, told as one of the household or as the one suspected
 * ("our client's brother, with whom he shares the family home", "our client's son-in-law, who she
 * believes damaged"): elsewhere "our client's son" is often only a witness, so it is not an aggressor.
 */
const OUR_CLIENTS_OWN = new RegExp(
  `\\bour client['’]s ${RELATION},? (?:with whom (?:he|she|they) (?:lives?|shares?)|who (?:he|she|they) (?:lives? with|believes?|thinks?|suspects?))\\b`,
  'i',
);
/** A relative who only reports it: "Son says a man came to mum's door", "Daughter called:". */
const REPORTER = new RegExp(`(?:^|[.!?:]\\s+)(?:the )?${RELATION} (?:says|said|rang|called|phoned|emailed|reports|reported|advises|advised)\\b`, 'gi');

/** Someone from outside the home, named as the one who acts. */
const OUTSIDER =
  /\b(?:other (?:driver|party|motorist|car|van|vehicle|side)|third party|TP|neighbou?rs?(?!['’]s? (?:phone|landline|mobile|house|place|number|address))|(?:man|woman|bloke|fella|lad|family|people) (?:\w+ )?doors? (?:up|down|along)|some (?:fella|feller|bloke|man|guy|woman)|(?:ex-?(?:wife|husband|partner|girlfriend|boyfriend)|ex)['’]s (?:new )?(?:partner|boyfriend|girlfriend|husband|wife|bloke|fella)|(?:fella|feller|bloke|man|woman|lad|guy|people|family|(?:mr|mrs|ms|miss) \w+) (?:from )?(?:next door|over the road|across the road|upstairs|downstairs)|(?:the )?same (?:man|woman|bloke|guy|lad|fella|driver)|landlords?|tenants?|lodgers?|occupiers? of (?:the )?(?:neighbouring|next-door|adjoining|adjacent)|supervisor|boss|manager|foreman|colleagues?|workmates?|employer|lads?|men|thieves|burglars?|intruders?|robbers?|(?:home-?care|agency|paid) (?:worker|carer)s?|(?:man|woman|bloke|lad|guy|family|people) (?:at|from) (?:number|no\.?) \d+|(?:a|the|some) (?:man|bloke|lad|lads|boys?|guy|woman|youths) (?:on|from|fae|at|in) the (?:estate|scheme|street|road|close|pub|corner)|(?:a|the) (?:man|woman|bloke|lad|guy) (?:she|he|i|we|they) (?:didn'?t|did not|don'?t|does not|doesn'?t) know|(?:mr|mrs|ms|miss) \w+['’]s (?:solicitors?|insurers?)|care worker|carer from (?:the |an? )?(?:agency|council|care company)|mechanics?|(?:unknown|unidentified|anonymous) (?:male|female|man|woman|caller|person|number|messages?|letters?|notes?|calls?|no(?=\.))(?![\s\S]{0,60}\b(?:husband|wife|partner|ex|boyfriend|girlfriend|son|daughter|brother|father|dad)\b)|(?:a|an|some) (?:man|woman|bloke|guy|fella|lad|caller|person) (?:saying|claiming|who says|who said|who claims|who claimed) (?:he|she)(?:'s| is| was)\b|muggers?|attackers?|passengers?|(?:the )?(?:boy|girl|child|kid|lad|man|woman|driver|claimant|victim)['’]s (?:family|uncle|dad|father|brother|cousins?|relatives|mates)|(?:unlicensed |illegal )?(?:lenders?|loan ?sharks?|money-?lenders?)|raiders?|gang|strangers?|claimants?(?!['’]s)|bloke|geezer|mates (?:who|that)|some(?:one|body)|associates?|(?:your|ur|yer|the|our) (?:insured|customer|policyholder|client)s?|insured['’]s|policyholders?['’]?s?|customer['’]s|(?<!\bnamed )driver|cyclist|contractor|builder|males|dealers?|trader|tradesm[ae]n|roofer|plumber|scaffolders?|youths?|relative of|friends? of|mates? of|(?!ex['’]?s )\w+['’]?s (?:mates?|friends?|associates|lads|boys)|man (?:from|in|connected|whose|who|that)|boy (?:who|that)|(?:man|people|person|lad|bloke|guy|woman|gentleman) (?:he|she|i|we) (?:hit|crashed|drove)|(?:man|gentleman|woman|lady|bloke|guy) whose (?:car|van|vehicle) (?:i|we|she|he) (?:hit|struck)|people who|they(?:'ll|'d| will| would| are going to|'re going to| said| say)|(?:a|some|this|another) (?:man|woman|bloke|guy|lad) (?:arrived|came|turned up|approached|appeared|knocked)|(?:the )?(?:man|woman|bloke|guy|lad) (?:i|we|she|he) (?:reported|saw|caught|hit)|guy (?:who|whos|who's|whose|from|that)|(?:dog|car|van|bike) owner|(?:man|woman|bloke|lad|guy|person|people|somebody|someone) (?:she|he|i|we|they) (?:don'?t|doesn'?t|didn'?t|do not|does not|did not|used to|borrowed|owes?|owed)|(?:man|woman|bloke|lad|guy|family) (?:renting|living|staying|who rents)|(?:said|saying|claimed|claiming) (?:he|she|they) (?:was|were|is|are) ['‘"“]?from|(?:that|the) \w+ (?:fella|feller|bloke|geezer))\b/i;

/** Said with harm in it: "said he'd put a brick through my skull", "saying they'll come back and". */
const SAID_HARM =
  "(?:said|saying|sayin|says|told (?:\\w+ ){0,1}\\w+|shouted|messag\\w* \\w+ saying|texted \\w+) (?:that )?['‘\"“]?(?:next time,? )?(?:he|she|they|you|i|we)(?:'d|'ll| would| will| is going to|'s going to| are going to|'re going to| were going to)\\b[^.!?\\n]{0,40}\\b(?:kill|hurt|stab|gut|batter|smash|burn|torch|brick|knife|finish|sort|cave|do (?:me|her|him|you) in|break|cut|shoot|get (?:me|her|him|you)|come back|come round|regret|never walks? again|get hurt|set (?:it|the dogs?) on|alight|on fire)(?![^.!?\\n]{0,20}\\b(?:him|her|my|them|your)sel(?:f|ves)\\b)";
/**
 * Words that make a passage the learned reader read as a risk to life a threat, not a crisis of health.
 * "If you don't pay" is said to us in complaints; a demand to pay is a threat only of someone else.
 */
const THREAT_TOLD = new RegExp(
  `\\bthreat\\w*|\\bintimidat\\w*|\\bwith (?:me|her|him|us|them|you) in it\\b(?=[^.!?\\n]{0,20}\\b(?:on fire|alight|burn\\w*|torched))|\\bknows? where (?:i|she|he|we|you|they) (?:li|sleeps?\\b|parks?\\b)|\\bknows? where (?:my|her|his|our|their) \\w+ (?:lives?|goes|go|works?|is|parks?)\\b|\\b(?:going to|gonna|will|'ll) (?:hurt|kill|stab|batter|smash) (?:me|her|him|us|them|you|ya)\\b|\\bfind (?:me|her|him|us|them) and (?:kill|stab|hurt|batter|smash|do)\\b|(?:'ll|'d| will| would) ['‘"“]?(?:end|finish) (?:her|him|me|you|them|us)\\b|\\bdrop the claim or\\b|\\b(?:you'?re|ur|you'?ll be) next\\b|\\b(?:you'?re|your|ur|yer) dead\\b|\\bknock (?:your|ur|yer|me|my|her|his) teeth\\b|\\bhave a nasty (?:fall|accident)\\b|\\bknows? (?:which|what) (?:pub|school|house|street|gym|club|bus) (?:he|she|you|they|i|(?:your|ur|her|his|my|our|their|(?:our |your )?client['’]s) (?:\\w+ )?(?:kids|children|sons?|daughters?|grandchildren))\\b|\\byour next(?=\\s*(?:['’"”]|[.!]|$))|\\bosman warning|threat to life notice|next time you'?ll (?:all )?be (?:inside|in (?:there|it|the house))|(?:gonna|going to|will|'ll|'d) (?:come round (?:and )?)?(?:do (?:her|him|me|you|them) in|torch (?:her|him|me|you|them|the)|gut (?:her|him|me|you|them))\\b|\\b(?:com(?:e|es|ing)|came) (?:round |back |over )?(?:after|for) (?:me|her|him|us|them)\\b|\\bwatch (?:your|her|his|my) back\\b|\\bstalk(?:ing|ed|er|s)\\b|\\bharass\\w*|\\breported (?:it |this |him |her |them )?to (?:the )?police\\b|(?:'ll|'d| will| would) ['‘"“]?(?:end up|go|be) in the (?:river|canal|crusher|ground|sea|morgue|boot)\\b|\\bif i can'?t have (?:you|her|him)\\b|\\bkids have accidents\\b|\\b(?:machete|gun|firearm|both barrels|shank(?:ed)?|knuckle-?duster|crowbar)\\b|\\b(?:left|dumped|end up|ends up) in a ditch\\b|\\bfollowed (?:me|her|him|them) home\\b|\\bnext time (?:it'?s|its|it'll be) (?:you|her|him|your|them)\\b|\\bset (?:his|her|their|the) dogs? on\\b|\\bhave your throat\\b|\\bsort (?:her|him|you|me) out\\b|\\bsee you soon\\b|\\bwaiting for (?:her|me|him|you)\\b|\\bdead (?:rat|bird|animal|cat)\\b|\\bfinger across (?:his|her|the|my) throat\\b|\\bbullet\\b|\\b(?:knife|blade|petrol can)\\b[^.!?\\n]{0,40}\\b(?:left|put|posted|pushed|through|on (?:her|my|his) (?:car|doorstep|bonnet|step))|\\bpunched (?:me|her|him)\\b|\\bsort (?:this|that) (?:old )?\\w+ out\\b|\\bnext one'?s? (?:through|in|for) (?:your|her|his|my)\\b|\\b(?:brake (?:lines?|pipes?|cables?)|tyres?) (?:were |was |had been |have been )?(?:found )?(?:cut|slashed|tampered)\\b|\\b(?:slit|cut) (?:your|her|his|my|their) throat\\b|\\bcut (?:you|ya|her|him|me|them) up\\b|(?:'s|’s|'re|’re| is| are) a dead (?:man|woman)\\b|\\b(?:won'?t|wont|will not|will never) see (?:christmas|the new year|next year)\\b|\\bhave (?:his|her|your|my) legs\\b|\\bone way or another\\b|\\b(?:been |keeps |kept |started )?following (?:me|her|him) (?:again|around|everywhere)\\b|\\byou can run\\b|\\bpicking (?:your|ur|yer|his|her) teeth (?:up )?(?:off|from)\\b|(?:'ll| will| gonna| going to|'d| would) (?:stab|petrol[- ]?bomb)\\b|\\bpetrol[- ]?bomb\\w*|\\bwatch (?:herself|himself|yourself|themselves)\\b|\\bput (?:me|her|him|you|ye) through (?:\\w+ ){0,3}(?:window|wall|door)\\b|\\bbe ['‘"“]?done['’"”]? if\\b|\\b(?:burn|smoke) (?:you|her|him|them|me) out\\b|\\b(?:run|drive|force) (?:you|her|him|me|them) off the road\\b|\\bgoing in the ground\\b|\\bnext (?:time )?it'?s (?:u|you)\\b|\\bknows? which (?:window|room|bedroom)\\b|\\bwon'?t walk again\\b|\\b(?:do|dae) the (?:house|hoose|flat|place) (?:next )?(?:with|wi) (?:her|him|me|you|them|us) in it\\b|\\bcame at (?:her|him|me|us|them) with\\b|\\b(?:i'?ll|we'?ll|i will|we will|gonna|going to) bury (?:you|her|him|ye|ya)\\b|\\baccidents happen to\\b|\\bdrop it or\\b|\\bkneecap\\w*|\\btake a finger\\b|\\bcarried out in a (?:bag|box)\\b|\\bbreak (?:my|your|ur|yer|his|her) (?:head|legs?|neck)\\b|\\b(?:be|end up|go home|leave) ['‘"“]?in a box\\b|\\bif (?:i|she|he|you|they|we|ya|u) (?:don'?t|doesn'?t|didn'?t|do not|does not|did not|won'?t|wont) (?:drop|withdraw|stop|back off|pull out|keep (?:quiet|away))\\b|\\bif (?:i|she|he|they|we) (?:don'?t|doesn'?t|didn'?t|do not|does not|did not|won'?t|wont) pay\\b|\\b(?:drop|withdraw|pull) (?:the|this|her|his|my|their|your|ur) claim\\b|\\b(?:showed|show|showing|pulled|pulls|produced|waved|waving|brandish\\w*|flashed|came at \\w+ with|with) (?:(?:me|her|him|us|them) )?(?:a|his|her|the) (?:knife|blade|machete|bat|baseball bat|hammer|screwdriver|weapon)\\b|\\bwith (?:me|her|him|us|them|you|the kids|my kids|her kids) in it\\b|\\bgetting (?:stabbed|shanked|battered|done in)\\b|\\bstick (?:this|it|a knife|the knife|a blade) (?:in|into) (?:you|ya|her|him|me|them)\\b|\\b(?:you|ya|u)(?:'ll| will)? (?:won'?t|wont|will not|never) wake up\\b|\\bend up like (?:the|your|ur|my|her|his) (?:car|van|house|window|door|fence)\\b|(?:will|'ll|would|'d|going to|gonna) ['‘"“]?finish what (?:\\w+ ){1,3}started\\b|\\b(?:petrol|rag)\\b[^.!?\\n]{0,40}\\bthrough (?:the|my|her|his|our|their) letter ?box\\b|\\bif (?:i|she|he|we) (?:don'?t|didn'?t|did not|do not|won'?t) change (?:my|her|his|our|the) statement\\b|\\b(?:held|holding|put|pressed|pointed) (?:a|an|the|his|her) (?:kitchen )?(?:knife|blade|machete|gun|screwdriver)\\b[^.!?\\n]{0,30}\\bto (?:my|her|his|the|our|their|your) (?:\\w+['’]s )?(?:face|throat|neck|head|chest|stomach)\\b|\\bwhat looked like a (?:kitchen )?(?:knife|machete|gun|blade|weapon|baseball bat)\\b|\\b(?:picked up|grabbed|took|take|takes|pulled out|got out|fetched) (?:a|an|his|her|the) (?:\\w+ ){0,2}(?:knife|hammer|screwdriver|bat|crowbar|machete|blade)\\b(?=[^.!?\\n]{0,120}\\b(?:said|say|says|shout\\w*|told|push\\w*|swung|waved)\\b)|\\b${SAID_HARM}`,
  'i',
);

/** Whether a passage read as a risk to life tells of a threat from someone. */
export const tellsOfThreat = (text: string): boolean => THREAT_TOLD.test(text);

/**
 * The driver of a threat whose cue is at `index`, from the words around it (the sentence before
 * often names the actor): life events where a relative acts, none where someone from outside the
 * home does (one side's relative against the other side among them), and life events where nobody
 * is named.
 */
export function threatDriver(text: string, index: number): 'life_events' | undefined {
  const around = text.slice(Math.max(0, index - 200), index + 80).replace(REPORTER, '. ');
  const relatives = [...around.matchAll(DOMESTIC_AGGRESSOR)];
  // One side's relative threatening the other side is an outsider to the one threatened.
  const theOtherSides = relatives.filter((m) => isOneSidesAgainstTheOther(around, m.index));
  const domestic = relatives.length > theOtherSides.length;
  return domestic || OUR_CLIENTS_OWN.test(around) || !(theOtherSides.length > 0 || OUTSIDER.test(around)) ? 'life_events' : undefined;
}
