/** Playbook: Review claim handling (handling_review). */
import { screenStep } from '../task-panels';

export const HANDLING_REVIEW_PLAYBOOK = `Then: list_deadlines and claim_metrics for context on anything that failed.
Check against the standards a file is audited on: ICOBS 8.1.1R (handle claims promptly and fairly; give reasonable guidance and appropriate information on progress; do not unreasonably reject; settle promptly once terms are agreed), the Consumer Duty's consumer support outcome, and the implied term to pay sums due within a reasonable time (Insurance Act 2015 s.13A). In practice: regular contact, a live diary, reserves reviewed when evidence arrives, deadlines met, decisions recorded with reasons.
Give the handler: first line "<n> of <m> checks failed". Then the failures, most serious first, each: the standard, what the file shows with its marker, what to put right and by when (dates only from tools). Then the passes in one line; leave out checks that do not apply.
Flag: failures that may have caused the customer detriment or delay (redress, such as a payment for distress and inconvenience, may be due: a decision for the handler or complaints team); regulatory failures to raise with a supervisor; a pattern of delay.
Never: declare the file compliant overall, or blame a person; report what the checks and the file show.
${screenStep('handling_review', '(or the panel of the most serious failure, such as "financials" for reserves)')}`;
