/**
 * Which FG21/1 driver an urgent signal is filed under, decided in one place from its theme and
 * the words around it. Most cues carry their driver; the learned reader's risk to life takes the
 * reader's health or life-events reading (riskDriverOf). A threat's is who makes it
 * (threat-driver.ts); a home that could kill whoever stays in it, or a car whoever drives it, is a
 * health matter only where someone's health is named (a baby or toddler, in the car or the home,
 * is not a health need); a welfare or safeguarding referral says a risk is on file, not which
 * driver, so other signs in the text name that. No driver means urgent and counted in `urgent` only.
 */
import { READER_RISK_THEME, THREAT, UNSAFE_HOME, UNSAFE_VEHICLE, WELFARE_RAISED } from './cue-makers';
import type { Reading } from './learned-reader';
import { HEALTH_NEED } from './risk-to-life-circumstances';
import type { CueHit } from './text-scan';
import { tellsOfThreat, threatDriver } from './threat-driver';
import { DRIVERS, type Driver, type VulnerabilityTag } from './vulnerability-lexicon';

const NAMES_HEALTH_NEED = new RegExp(`(?<!\\w)${HEALTH_NEED}`, 'gi');
/** The same, less a learning disability: capability (LABELLING.md), where only the reader reads a risk. */
const NAMES_HEALTH_NEED_TO_THE_READER = new RegExp(`(?<!\\w)(?<!\\blearning )${HEALTH_NEED}`, 'gi');
/** A child in an unsafe car or home is who the danger threatens, not anyone's health need. */
const A_CHILD = /^(?:baby|infant|newborn|toddler|prem(?:ature)?|(?:days|weeks?|wks?|months?)[- ]old)$/i;
/** How far either side of the cue someone's health is looked for. */
const REACH = 240;

/**
 * A home that could kill whoever stays in it: a wall, a flue, live wiring, water on the electrics, gas,
 * a fallen ceiling, smoke alarms gone, a melted plug; spilt fuel.
 */
const UNSAFE_HOME_TOLD =
  /\b(?:gable|lintel|joists?|out of plumb|chimney(?: stack)?|flue|carbon monoxide|CO (?:alarm|detector)|gas (?:leak|smell)|smell(?:s|ing)? (?:of )?gas|sparking|sparked|live (?:wires?|cables?)|propp(?:ed|ing)|collaps\w+|dangerous structure|structurally|light fittings?|sockets?|fuse ?box|electric fire|burning (?:plastic |rubber )?smell|plug (?:is |was )?(?:too |red )?hot|balustrades?|(?:straight|sheer) drop|crackling|(?:had|got) a shock|thermal runaway|generator|leaning (?:right |out )?over|wires? (?:\w+ )?(?:hanging|sparking|exposed|bare)|bare (?:copper|wires?)|still live|(?:ceiling|plaster(?:board)?)(?: (?:of|in|above) (?:the |her |his |my )?(?:\w+ ){0,2}\w+)? (?:has |had )?(?:came|come|coming|fell|fallen) down|joists? (?:is |are )?hanging|smoke alarms? (?:were |was |have been |has been |are |is )?(?:destroyed|missing|removed|not working|melted)|no (?:working )?smoke alarms?|extension (?:lead|cable)|plug (?:has )?(?:melted|scorched)|exposed (?:live )?(?:conductors|cabl\w+|wir\w+)|(?:fuel|petrol|diesel) (?:odour|smell|leak\w*|fumes)|(?:smell|smelt|stink\w*|reek\w*) (?:of )?(?:petrol|fuel|diesel)|cables? (?:\w+ )?(?:hanging|down|sparking|sparks)|(?:sparking|sparks) when)\b/i;
/** A car that could kill whoever drives it: an engineer's "unroadworthy", brakes, steering, fuel, a live lane. */
const UNSAFE_VEHICLE_TOLD =
  /\b(?:unroadworthy|not roadworthy|must not be driven|not to be driven|do not drive|track rod|suspension arm|brake (?:hose|pipe|line|pedal)s?|caliper|hub nut|wheel bearing|fuel tank|smoke (?:coming )?from under the bonnet|smart motorway|live lane|no hard shoulder|(?:through|into|in|across) (?:the|a) ford|water (?:\w+ ){0,2}(?:above|over|up to) the (?:door ?sills?|sills?|wheels?|bonnet|windows?|doors?))\b/i;
/** A crisis of the person's own, which is health whatever the state of the home (not wires hanging out). */
const SELF_HARM_TOLD =
  /\b(?:suicid\w*|jump\w*|overdos\w*|tablets|pills|self-?harm\w*|(?<!\b(?:wires?|cables?|plaster|gutters?|guttering|fascia|doors?|brackets?|ceiling|boards?|tiles?|fittings?|lights?|pendants?) )hang\w*(?! (?:out|down|loose|off|by (?:its|the|a) (?:flex|cable|wire|thread)))|rope|noose|ligature|end (?:it|my life|things)|kill (?:my|her|him)self|take (?:his|her|my|their) weight|(?:go|gone|went|going) through with it|(?:not|never|don'?t|doesn'?t|won'?t) (?:wake|waking) up)\b/i;
/** Care someone's life depends on, in the passage: a health need wherever the danger comes from. */
const LIFE_CARE_TOLD = /\b(?:end of life|palliative|syringe driver|district nurses?|terminal(?:ly)? ill|hospice)\b/i;

export function urgentDriver(text: string, hit: CueHit<VulnerabilityTag>): Driver | undefined {
  const { theme, driver } = hit.tag;
  // The learned reader's risk to life, in a passage that tells of a threat, is filed as a threat cue is.
  if (theme === THREAT || (theme === READER_RISK_THEME && tellsOfThreat(text))) return threatDriver(text, hit.index);
  if (theme === WELFARE_RAISED) return undefined;
  if (theme === UNSAFE_HOME) return namesHealthNeed(text, hit.index, hit.length, A_CHILD) ? 'health' : undefined;
  if (theme === UNSAFE_VEHICLE) return namesHealthNeed(text, hit.index, hit.length, A_CHILD) ? 'health' : undefined;
  return driver;
}

/** Someone's health need within REACH of the cue; `apart` names the needs that do not count there. */
const namesHealthNeed = (text: string, index: number, length: number, apart?: RegExp, needs = NAMES_HEALTH_NEED) =>
  [...text.slice(Math.max(0, index - REACH), index + length + REACH).matchAll(needs)].some((m) => !apart?.test(m[0]));

/** The driver a reader's label names, if it names one. */
export const driverOf = (label: Reading['label']): Driver | undefined => DRIVERS.find((d) => d === label);

/**
 * The driver a risk to life the reader reads is filed under: health or life events, whichever it
 * reads more strongly (readings are strongest first); when neither passes its threshold, none
 * where the passage tells of an unsafe home or car and names no health need, life events (a
 * threat) where the passage leans that way, else health (a crisis of health), as the cues file
 * them. Where the passage tells of a threat, urgentDriver then files it as a threat cue is.
 */
export function riskDriverOf(readings: readonly Reading[], risk: Reading, text = ''): Driver | undefined {
  // A risk to life is a crisis of health or a threat, never capability or resilience: the
  // reader's reading of those is filed apart (withReadings), so filing the risk there lost its health.
  const read = readings.map((r) => driverOf(r.label)).find((d) => d === 'health' || d === 'life_events');
  // Ending one's own life is a crisis of health, whatever life event the reader also reads beside it.
  if (read === 'life_events' && SELF_HARM_TOLD.test(text) && !tellsOfThreat(text)) return 'health';
  if (read) return read;
  // A passage about an unsafe home or car, with no driver read: filed as such a cue is (a child
  // set apart, as urgentDriver does).
  const home = UNSAFE_HOME_TOLD.test(text);
  if ((home || UNSAFE_VEHICLE_TOLD.test(text)) && !SELF_HARM_TOLD.test(text))
    return namesHealthNeed(text, risk.index, risk.length, A_CHILD, NAMES_HEALTH_NEED_TO_THE_READER) || LIFE_CARE_TOLD.test(text) ? 'health' : undefined;
  return risk.alongside.life_events >= 0.5 ? 'life_events' : 'health';
}
