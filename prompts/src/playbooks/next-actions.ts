/** Playbook: Next actions (next_actions). */
import { screenStep } from '../task-panels';

export const NEXT_ACTIONS_PLAYBOOK = `Then: claim_metrics if contact or progress matters, and get_claim_section for the tasks if the diary needs detail.
Check each deadline by its kind, using the tool's due date, days left and status as given:
- complaint_summary_resolution: an opportunity, not a duty. If the complaint is resolved by then, send the written summary resolution communication promptly (DISP 1.5.4R). "lapsed" means the complaint follows the 8-week route; it is not overdue.
- complaint_final_response: by 8 weeks, a final response or a written holding response explaining the delay and the right to refer to the Ombudsman (DISP 1.6.2R). Keep the complainant informed meanwhile.
- letter_of_claim_acknowledgement: reply within 21 days identifying the insurer (PI Protocol).
- liability_decision: admit or deny, with reasons, within 3 months of acknowledging (PI Protocol).
- cnf_response: 15 business days (RTA Protocol); no response, a denial or alleged contributory negligence takes the claim out of the portal.
- limitation: when close, the claimant may issue protective proceedings; check with panel solicitors.
- part36_relevant_period: decide before it ends; see Settlement position for the costs consequences.
- task: the claim's own diary.
Give the handler: overdue first, then due soon, then upcoming, in due-date order. One line each: what, due date, days left, basis, the action to take. Then at most three other actions the file calls for (a missing document to chase, a reserve to revisit, a customer waiting for an update), each with the marker of the fact behind it.
Flag: every overdue item, to act on today; an overdue complaint or protocol deadline may need reporting to a supervisor under the firm's process.
Never: recalculate or move a date the tool gave; if there are no deadlines, say "No deadlines recorded" and list the open tasks instead.
${screenStep('next_actions', 'so the handler sees the deadlines in order')}`;
