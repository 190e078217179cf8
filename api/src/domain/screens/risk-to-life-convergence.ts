/**
 * A risk to life read from signs that converge rather than from one phrase: people at risk often
 * say it only obliquely ("I've got the rope, I just need the nerve", "saving my tablets for when
 * the time comes", "the kids will be fine, I'm tired of fighting"). No single word there is a
 * sign; a means or place of dying beside words of finality or farewell, or two such words close
 * together, is. Read after the lexicon, so it only adds what the cues missed; a handler reads the
 * excerpt (docs/screens.md says what this can and cannot see).
 */
import { isNegated } from './text-scan';

/** Means and places of ending a life. */
const MEANS =
  /\b(?:rope(?<!end of (?:my|her|his|their|the) rope)|noose|cord|ligature|razor|blades?|pills|tablets|paracetamol|overdose|bridge|cliffs?|level crossing|railway(?: line)?|train tracks|the tracks|motorway|the sea|the river|canal|reservoir|quarry|multi-?storey|exhaust|shotgun|gun|drown|pier|(?<!\b(?:left|leave|leaves|leaving|kept|keep|keeps|keeping) (?:me |us |her |him |them )?)hang(?:ing)?(?! on\b| in there\b| up\b| about\b| around\b| onto\b)|jump(?:ing)? (?:off|from|in front)|length of hose(?:pipe)?|(?:drove|driven|driving|drive|crashed|steered) (?:\w+ ){0,2}(?:at|into|off) (?:the |a )?(?:\w+ )?(?:wall|tree|bridge|lorry|river|sea|cliff)|ledge|balcony|cut(?:ting)? (?:my|her|his)self|hurt(?:ing)? (?:my|her|his)self|die|dying|suicid\w*|(?:emptied|lined up|laid out|counted out) (?:all )?(?:of )?(?:his|her|my|the) (?:medication|meds|pills|tablets))\b/gi;

/** Finality, farewell and resignation: weak alone, telling beside a means or each other. */
const FINALITY =
  /\b(?:nothing (?:left )?to lose|(?:no|the only|my|her|his) way out|(?:and|i'?m|im|am) not coming back(?: down| up| home| out)?(?: this time)?|(?:will|'ll|shall) be with (?:him|her|them) (?:again )?soon|for when (?:i'?ve|i have|i) (?:finally )?had enough|(?:nearly|almost) (?:done|did|gone through with) it\b(?! (?:myself|yourself|ourselves|again|the same))|tired of (?:fighting|trying|everything|it all|living)|can'?t fight (?:it|this|any ?more)|can'?t do (?:this|another \w+)(?: like this)?|made (?:up )?(?:my|her|his) mind|(?:for|when) (?:the|my) time comes|(?:need|needs|find|get|have|got|work\w* up|build\w* up) the (?:nerve|courage)|(?:strength|will|energy|fight) (?:left )?to (?:keep going|go on|carry on|fight)|locked (?:him|her|my)self in|(?<!together )(?<!\bdo (?:this|it) )much longer|how easy it would be|(?:not|never) (?:to )?be(?:ing)? here|never (?:get|getting|wake|waking) up(?: again)?|good-?byes?|farewell|sorry for everything|(?:did|done|tried) (?:my|her|his) best|tell (?:the|my|her|his) (?:kids|children|family|wife|husband|son|daughter|mum|dad|sister|brother|boys?|girls?|lad|lass)|(?:will|'ll|would) be (?:fine|ok(?:ay)?|better|alright|all right)(?: without (?:me|him|her))?|(?:went|gone|going|(?<!\b(?:anything|something|nothing|what|which|that|it|this|one) )is) missing(?! (?:its|their|his|her|the|a|an|some|one|two|three|part|parts|pages?|bits?|numbers?|letters?|digits?)\b)|(?:not|no longer) (?:scared|afraid|frightened|bothered)(?: of| about)?|(?:at|find) peace|(?:last|final) (?:time|text|message|call|email|letter)|(?:so|really|just) tired|(?:can'?t|cannot|cannae|canna) see a way|only (?:the )?one way (?:out|to (?:stop|end))|end (?:it|things|my life|it all)|ending (?:it|things|my life|it all)|no point|pointless|hopeless(?! with)|giv(?:e|ing|en) up (?:hope|on (?:life|everything|myself|herself|himself))|can'?t (?:cope|go on|carry on|take (?:any|much) more)|no future|nothing (?:left(?! in the tank)|to live for)|better off|without me(?! (?:being|there|involved|knowing|present|on (?:the|a)|agreeing|signing|seeing|checking|saying|having|first|here)\b)|(?:a|such a) burden|forgive me|(?:my|her|his) (?:will|affairs)|the will is (?:with|at|in)\b|(?:my|her|his) (?:own )?funeral|for good|done with (?:it all|everything|life)|dark (?:thoughts|place)|don'?t care (?:any ?more|what happens|if i)|disappear|(?:go|went|going) to sleep|not (?:be )?around|(?<!\b(?:pain|ache|aches|swelling|bruising|symptoms?|headaches?|rash|stiffness|it|that)(?: will| would|'ll|'d)? )(?:be|was|were|am|is) gone|(?:don'?t|do not|can'?t|cannot) (?:always |really )?trust myself(?! (?:with|to|on|around|near|not to)\b)|tired of|had enough(?! (?:of|with) (?:dealing with |chasing |waiting (?:on|for) )?(?:you\b|your\b|the lot of you|them\b|this (?:company|insurer|firm)|the (?:company|insurer|contractor|builders?|garage)\b))|(?:don'?t|do not) want(?! to (?:be charged|pay)\b)|keep thinking|(?:put|putting|got|getting|set|setting) (?:(?:my|her|his|the|all (?:my|her|his)) (?:affairs|house|things|life)|everything) in order|(?:sorted|sorting|decided|arranged|arranging|planned) (?:out )?who(?:'s| is)? (?:having|getting|taking|gets|will (?:have|get|take)|'ll (?:have|get|take)) (?:the|my|her|his) (?:cats?|dogs?|pets?|house|things|jewellery|car|ring)|(?!writing (?:this |again )?(?:for|on behalf of) )(?:written|wrote|writing|left|leaving)(?: \w+){0,2}(?: letters?| a note| notes)? (?:to|for) (?:(?:the|my|her|his|each of (?:the|my|her|his)) (?:kids|children|family|sons?|daughters?|husband|wife|partner|grandchildren|grandkids|mum|dad|sister|brother)\b(?!['’])|him and his \w+|her and her \w+)|(?:give|gave|given|giving) (?:away )?(?:the|her|his|my) (?:dogs?|cats?|pets?|budgie|parrot|belongings|jewellery|medals|rings?)(?: away)? (?:to|away)|(?:after|when|once) (?:i'?m|i am|she'?s|she is|he'?s|he is) gone|sorry for (?:being|all the) (?:such )?(?:a )?(?:nuisance|burden|trouble|pain|bother)|sorry for (?:any|all) (?:the )?trouble (?:i've|i have|i) caused|made (?:my|her|his) peace|(?:not|won'?t|wont) (?:be )?(?:planning on |going to be )?(?:sticking|hanging) around|(?:it )?won'?t matter (?:after|by|soon|much longer|anyway)|(?:i'?ve|ive|i have|she'?s|he'?s) decided\b|make sure (?:my|her|his) (?:\w+ ){0,2}gets? the (?:money|payout|payment)|(?:won'?t|will not) be (?:about|around|here) (?:for|at|by|come) (?:christmas|the summer|long|much longer|next \w+)|if (?:someone|i|she|he) (?:dies|die|died) before|(?:giving|given|give|gave) (?:everything|it all|all (?:my|her|his) (?:things|stuff)) away|where (?:i'?m|i am|she'?s|he'?s) going\b|by the time (?:this|my (?:letter|email|message)) (?:reaches|gets to) you|be kind to (?:him|her|them)\b|where (?:the|my|her|his) (?:will|policies|insurance papers|bank details|passwords|deeds) (?:is|are|was|were)(?: kept)?|(?:labels?|labelled|labelling|name tags?)\b[^.!?\n]{0,30}who (?:they'?re|they are|it'?s|it is|each) (?:for|going to)|cancel(?:led|ling)? (?:my|her|his) (?:papers|paper|milk|subscriptions|direct debits|phone contract)(?=[^.!?\n]{0,10}(?:$|[.!;]| and))|made (?:all )?(?:my|her|his) (?:final )?arrangements(?! (?:for|with|to))|(?:not|won't|will not|might not|may not) be any(?:one|body) (?:here|left|around)|made sure (?:my|her|his) \w+ knows? where|(?:so|that) (?:she|he|they) knows? where everything is|(?:won'?t|will not) be (?:dealing with|needing|using) (?:(?:it|this|anything|the \w+)(?: \w+){0,3} after(?! (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|\d|(?:next|the) (?:week|weekend|month|repairs?|holiday)))|(?:it|the money|them|any of it|the payout)\b(?! (?:after|until|till|from|for|now|as|because|since|if)))|left (?:her|him|them|my \w+) a (?:note|letter)|(?:want|get|have|got) (?:it|everything|things) all (?:tidied|squared)|(?:tidied|tidying) (?:up )?(?:my|her|his|all my) (?:affairs|things)|cleared (?:all )?(?:my|her|his) (?:bills|debts)|thanks? (?:you )?for everything|if you don'?t hear from me|made (?:my|her|his) decision|(?:voicemail|message|text|note) saying (?:sorry|goodbye)|(?:rather|prefer to) (?:stay|be|die) in (?:the|my) (?:house|home|car|flat) and let it (?:burn|go)|thanks? (?:you )?for trying|take care of yourselves|(?:won'?t|will not) (?:be )?need(?:ing)? (?:the|my|her|his) \w+ back|tell [a-z]+ (?:that )?i (?:love|loved) (?:him|her|them|you)|(?:won'?t|will not) matter (?:soon|much longer|for long|any ?more)|(?:written|wrote|writing|left|leaving)(?: \w+){0,2} (?:to|for) each (?:grandchild|child|of (?:the|my|her|his) \w+)|(?:you've|you have|youve) been (?:so |really )?good to me|(?:just )?want(?:ed)? to say (?:thank you|thanks|sorry|goodbye|bye)|thank you for being (?:so )?(?:kind|good|nice|lovely)|(?:make|made) sure (?:the|my|her|his) (?:money|payout|settlement|house|things) (?:goes|go|went) to|won'?t hear from me (?:again|after)|paid off (?:the last of )?(?:my|her|his|all (?:my|her|his)) (?:bills|debts)|switched (?:her|his|my) phone off|look after (?:the|my|her|his) (?:cats?|dogs?|kids|children|boys|girls|animals)\b|(?:isn't|is not|not|won't|hasn't been) answer(?:ing)? (?:the|her|his) (?:door|phone)|none of this is your fault|if you(?:'re| are) reading this|(?:left|with|to|sorted)\b[^.!?\n]{0,60}\bfor after(?=\s*[.!,;\n]|$)|(?:no|any) reason (?:left )?to (?:keep going|go on|carry on|live|get up|be here)|(?:anything|nothing) left for me to do|in an envelope for (?:my|our|his|her) (?:grand\w+|children|kids|sons?|daughters?|wife|husband|family)|envelopes? addressed to (?:each of )?(?:my|our|his|her|the) \w+|(?:won'?t|wont|will not) b around|told (?:my )?(?:\w+ ){0,2}(?:he|she|they) can (?:have|hav|keep) (?:the|my)|before (?:i|she|he) go(?:es)?(?=\s*[.!,;\n]|$)|who gets what|don'?t bother (?:sending|coming|calling|ringing|replying|writing|chasing)|(?:won'?t|will not) need (?:the|my|any of the) (?:money|payout|payment|car|house)|(?:written|wrote|left) (?:my|a|her|his) (?:note|letter)(?=\s*[.!,;\n]|$))\b/gi;

/** How close two signs must be, in characters, to be read together. */
const REACH = 240;

interface Sign {
  index: number;
  words: string;
  kind: 'means' | 'finality';
}

function signsOf(text: string, pattern: RegExp, kind: Sign['kind']): Sign[] {
  const out: Sign[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (!isNegated(text, m.index)) out.push({ index: m.index, words: m[0].toLowerCase(), kind });
  }
  return out;
}

export interface ConvergentSign {
  index: number;
  length: number;
  /** The two signs read together, e.g. "rope + the nerve". */
  cue: string;
}

/**
 * The first place in `text` where a means and a word of finality, or two different words of
 * finality, sit within REACH of each other; undefined where none do.
 */
export function convergentRiskToLife(text: string): ConvergentSign | undefined {
  const finality = signsOf(text, FINALITY, 'finality');
  if (finality.length === 0) return undefined;
  const signs = [...finality, ...signsOf(text, MEANS, 'means')].sort((a, b) => a.index - b.index);
  for (let i = 0; i < signs.length; i += 1) {
    for (let j = i + 1; j < signs.length && signs[j]!.index - signs[i]!.index <= REACH; j += 1) {
      const [a, b] = [signs[i]!, signs[j]!];
      const pair = a.kind === 'finality' || b.kind === 'finality';
      if (pair && a.words !== b.words && (a.kind !== b.kind || a.kind === 'finality')) {
        return { index: a.index, length: b.index + b.words.length - a.index, cue: `${a.words} + ${b.words}` };
      }
    }
  }
  return undefined;
}
