/**
 * The constructors every lexicon file writes its cues with. Kept apart from the lexicons, which
 * import the concept and family files: those import only types from the lexicons, so no import
 * runs in a circle.
 */
import type { DissatisfactionCategory } from './dissatisfaction-lexicon';
import type { Cue } from './text-scan';
import type { Driver, VulnerabilityTag } from './vulnerability-lexicon';

/** A vulnerability cue under its FG21/1 driver and characteristic; `urgent` for a risk to life. */
export const vulnerabilityCue = (c: string, pattern: string, driver: Driver | undefined, theme: string, urgent?: true): Cue<VulnerabilityTag> => ({
  cue: c,
  pattern,
  tag: { ...(driver ? { driver } : {}), theme, ...(urgent ? { urgent } : {}) },
});

/** The themes of a risk to life, as the screen files them. */
export const SUICIDE = 'self-harm or suicide risk';
export const THREAT = 'threat to life or safety';
export const DANGER = 'immediate danger to health';
/** A home that could kill whoever stays in it (collapse, gas, fumes, live wiring, water on the electrics): a health driver only where someone's health is named. */
export const UNSAFE_HOME = 'danger from the state of the home';
/** A vehicle still driven that could kill whoever is in it or near it: a health driver only where someone's health is named. */
export const UNSAFE_VEHICLE = 'danger from an unroadworthy vehicle';
/** Someone already raised a welfare or safeguarding concern: the risk is on file, its driver is what else the text says. */
export const WELFARE_RAISED = 'welfare or safeguarding concern raised';
/** A risk to life the learned reader read where no cue found one. */
export const READER_RISK_THEME = 'risk to life, read by the learned reader';

/** Not a fear put to rest later in the same sentence: "worried his ceiling might come down, but … he was reassured". */
export const FEAR_PUT_TO_REST = '(?![^.!?\\n]{0,120}\\b(?:he|she|they) (?:was|were) reassured\\b)';

/** A thing that falls apart ("the fence panels are falling to pieces"): property, not a person past coping. */
export const NOT_OF_A_THING =
  "(?<!\\b(?:ceilings?|roof|house|home|car|fence|panels?|walls?|floors?|doors?|windows?|kitchen|bathroom|units?|plaster|boards?|carpets?|furniture|place|it|that|this|building|shed|garage|van|boiler|tiles|bumper|wing mirror|mirror|exhaust|gutters?|guttering|trim|handle)(?:'s)?(?: (?:is|are|was|were|keeps|kept|just|all|literally|completely))* )";

/** Grief told beside a death ("Dad passed away and Mum has been in pieces"): bereavement, not resilience. */
export const NOT_GRIEF =
  '(?<!\\b(?:died|passed away|buried|funeral|death)\\b[^.!?\\n]{0,100})(?![^.!?\\n]{0,60}\\b(?:died|passed away|buried|funeral|death)\\b)';

/** Not a relative lost for twenty minutes in a shop: "lost her husband in the store". */
export const NOT_LOST_IN_A_CROWD =
  '(?! (?:in|at|round|around) (?:the |a )?(?:store|shop|supermarket|crowd|car park|shopping centre|park|airport|station|queue)\\b| for (?:\\w+ )?(?:minutes|a minute|an hour|a few)\\b)';

/** Someone coming to the home for the claim: "won't be around to see the engineer" is a diary, not a farewell. */
export const A_VISITOR =
  '(?:the|your|an?) (?:engineer|assessor|surveyor|adjuster|loss adjuster|builder|plumber|roofer|electrician|contractor|inspector|valuer|repairer|tradesman|van|delivery|driver)\\b';

/** Two things told within `gap` characters of each other, whichever comes first (matched at the first). */
export const eitherOrder = (a: string, b: string, gap: number): string => `${a}(?=[\\s\\S]{0,${gap}}${b})|${b}(?=[\\s\\S]{0,${gap}}${a})`;

/** An urgent cue: every risk to life is. */
export const urgent = (c: string, pattern: string, driver: Driver, theme: string): Cue<VulnerabilityTag> => vulnerabilityCue(c, pattern, driver, theme, true);

/** An urgent cue whose driver risk-driver.ts reads from the words around it: a threat, an unsafe home, a referral. */
export const urgentInContext = (
  c: string,
  pattern: string,
  theme: typeof THREAT | typeof UNSAFE_HOME | typeof UNSAFE_VEHICLE | typeof WELFARE_RAISED,
): Cue<VulnerabilityTag> => vulnerabilityCue(c, pattern, undefined, theme, true);

/** Not a document's heading ("FINAL DEMAND.", "Final demand - INV 44810"): the writer's own demand, a credit hire firm's. */
export const NOT_A_HEADING = '(?![ \\t]*(?:[.:\\-–\\n]|$))';
/** Not a demand made of our side: a hire firm's "FINAL DEMAND ... against your policyholder" is a commercial claim, not debt. */
export const NOT_DEMANDED_OF_US = '(?![\\s\\S]{0,160}\\b(?:our (?:customer|client)|against your|your (?:policyholder|insured|client)))';

/** Seizures told with the DVLA or a licence ("two seizures this month so the DVLA have taken his licence"): a health need, not an emergency. */
export const NOT_FOR_A_LICENCE = '(?![^.!?\\n]{0,80}\\b(?:dvla|licen[cs]e)\\b)';

/** Not counted as a repeat after a hospital stay: "admitted for the second time" is illness, not a chaser. */
export const NOT_AFTER_A_STAY =
  '(?<!\\b(?:admitted|readmitted|fluids|surgery|operation|operated|pregnan\\w*|labour|ambulance|hospital|a&e|seizure|stroke|fell|fall|wrists|overdos\\w*)\\b[^.!?\\n]{0,40})';

/** A dissatisfaction cue in its category. */
export const dissatisfactionCue = (c: string, pattern: string, tag: DissatisfactionCategory): Cue<DissatisfactionCategory> => ({ cue: c, pattern, tag });
