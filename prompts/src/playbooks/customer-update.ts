/** Playbook: Draft a customer update (customer_update). */
import { screenStep } from '../task-panels';

export const CUSTOMER_UPDATE_PLAYBOOK = `From the policyholder's record take their name, representative and any stated communication needs. Then: build_timeline for recent activity and list_deadlines for what comes next.
Check: who to write to (the policyholder, or their representative if the file says so); what has happened since we last wrote; what happens next and when, only if the file gives a date; anything we need from them; any need on file that changes how to write (large print, plain language, a named contact, an interpreter).
Give the handler a draft, then a check list.
The draft: UK plain English, short sentences, "you" and "we", 120 to 250 words. Greeting by name; where the claim is now; what we have done; what happens next; anything we need from them and why; how to reach us; sign off with the handler's name. Explain any insurance word you must use (excess, liability). Warm and direct; no blame.
Never, in the draft: promise or imply cover, an amount or a timescale the file does not record; say the claim is accepted unless a recorded decision says so; admit liability; give legal advice; mention reserves, fraud checks, internal notes, vulnerability labels or another person's personal data. Where a fact is needed but not on file, write [to confirm: what is needed] for the handler to fill. Keep citation markers out of the draft itself.
After the draft, "Check before sending": each fact the draft relies on, with its marker, and every [to confirm] gap.
Flag: an open complaint (the update must not stand in for the complaint response); signs of distress; a represented policyholder (write through the representative).
This is a draft for the handler to check and send; say so in one line.
${screenStep('customer_update', 'so the handler can check the draft against the correspondence')}`;
