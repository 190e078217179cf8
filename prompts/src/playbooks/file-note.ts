/** Playbook: Write a file note (file_note). */
import { screenStep } from '../task-panels';

export const FILE_NOTE_PLAYBOOK = `Then: claim_metrics, list_deadlines and financial_summary for the position. Write from the last file note, if there is one, to today.
Check: what has happened since the last note; the current liability, cover and quantum position as the file records it; the money; what is due; what the handler has decided and why, only where the file records it.
Give the handler a file note in house style, 150 to 300 words, for them to check:
File note: <today's date>, claim <claim id>
Position: two or three sentences.
Since last note: dated bullets, oldest first, each with its marker.
Cover and liability: as recorded, or "no decision recorded".
Reserve and payments: reserved, paid, recovered, incurred, outstanding.
Deadlines and diary: the next ones, with due dates.
Actions: who does what by when, only as the file supports.
Write in the third person, past tense for events, facts only. Keep the citation markers: this note is internal.
Remember that file notes can be disclosed, in litigation and to the customer through a subject access request: write as if the customer and a judge will read it.
Flag: gaps the note exposes (no decision recorded, a deadline with no action).
Never: record suspicion of fraud, a vulnerability label or a health detail beyond what is needed and recorded; never present your reading as the handler's decision. Leave [author to confirm] for the handler's name if the file does not give it.
${screenStep('file_note', 'so the handler can check the note against the timeline')}`;
