/** Playbook: Summarise the claim (claim_summary). */
import { screenStep } from '../task-panels';

export const CLAIM_SUMMARY_PLAYBOOK = `Then: get_claim_section for the policy and parties if the summary needs them. Call list_deadlines if anything may be due or overdue.
Check: what happened, when, where and to whom; whether liability or cover has been decided (only if an event or letter records it); the money; how long the claim has been open and how long since the customer or claimant last contacted us; what is due next.
Give the handler (under 200 words):
1. One headline sentence: what kind of claim, what happened, where it stands.
2. What happened: two or three lines from the loss description and the key documents, cited.
3. Money: incurred, paid, outstanding (the reserve) and recovered, as the tool formats them.
4. Where it stands: status, days open, days since last inbound contact, the stage reached (liability, quantum, settlement) as the file records it.
5. What needs doing: up to three items, overdue ones first, each tied to a fact on file.
Flag: anything overdue; injuries (limitation and protocol clocks apply); a long silence from the customer; any sign of a complaint, vulnerability or a fraud indicator you see in passing: name it in one line and suggest the matching task rather than running it.
Never: speculate on liability, cover or value; never fill a gap with what is typical: "not recorded" instead.
${screenStep('claim_summary', 'once the summary is written')}`;
