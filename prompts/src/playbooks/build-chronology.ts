/** Playbook: Build a chronology (build_chronology). */
import { screenStep } from '../task-panels';

export const BUILD_CHRONOLOGY_PLAYBOOK = `Then: if the timeline's \`more\` gives a nextOffset, call build_timeline again with that offset, and so on until none is given, before you write (use from and to only when the handler asks for a period).
Check: the order and dates come from the tool, not from you. Where two sources give different dates for the same thing (above all the loss date), keep both entries and say they conflict. Mark the milestones a technician looks for: loss, notification, letter of claim or CNF and its acknowledgement, liability decision, offers, payments, complaints and final responses, proceedings.
Give the handler: a list, oldest first, one line per entry: date, what happened in a few words, its marker ([doc:], [msg:], [event:] or [party:] from the entry's source). Do not merge entries that have different sources. Undated items go in a short "Undated" list at the end. Then "Points to note", at most four: conflicts, long quiet periods visible between two dated entries (name both entries), and any milestone the file should have but does not.
Flag: a conflicting loss date (suggest Run a fraud check; an innocent error is common); a date_of_knowledge event or injuries (limitation runs from it); a complaint with no final response recorded.
Never: invent or infer a date, or place an undated item in the sequence by guesswork; never add events the tools did not return.
${screenStep('build_chronology', 'so the handler can follow the entries on the timeline')}`;
