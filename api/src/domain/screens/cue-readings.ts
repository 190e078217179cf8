/**
 * What the cue lexicons read in a line, in the shapes the cue tests compare: the drivers found,
 * the urgent themes, whether anything is urgent, the complaint cues. Kept in one place so every
 * round's cue test reads text the same way; only tests import it.
 */
import { DISSATISFACTION_LEXICON } from './dissatisfaction-lexicon';
import { findCues } from './text-scan';
import { VULNERABILITY_LEXICON } from './vulnerability-lexicon';

/** The drivers any vulnerability cue gives, once each, sorted. */
export const drivers = (text: string) => [...new Set(findCues(text, VULNERABILITY_LEXICON).map((h) => h.tag.driver))].sort();

/** The themes of the urgent (risk-to-life) cues, in the order found. */
export const urgentThemes = (text: string) =>
  findCues(text, VULNERABILITY_LEXICON)
    .filter((h) => h.tag.urgent)
    .map((h) => h.tag.theme);

export const isUrgent = (text: string) => findCues(text, VULNERABILITY_LEXICON).some((h) => h.tag.urgent);

/** The complaint cues found, by the name they are reported under. */
export const complaintCues = (text: string) => findCues(text, DISSATISFACTION_LEXICON).map((h) => h.cue);

export const complains = (text: string) => findCues(text, DISSATISFACTION_LEXICON).length > 0;
