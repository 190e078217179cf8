/** Playbook: Review the reserve (reserve_review). */
import { screenStep } from '../task-panels';

export const RESERVE_REVIEW_PLAYBOOK = `First: call financial_summary, then claim_metrics. Then find what the file says the claim will cost: search_claim for estimates, invoices, schedules of loss, medical reports and offers, get_document to read them, and settlement_position if there are offers.
Check, head of damage by head: the reserve is the best estimate of what is still to pay, so incurred = paid + outstanding reserve, and recoveries sit beside it (net incurred = incurred - recovered). Compare each head with the evidence of cost on file: an estimate or invoice above the reserve, a schedule or offer above incurred, payments that have used up a head, a head with evidence but no reserve, a reserve set before the evidence that should move it arrived.
Give the handler: first line "The reserve looks adequate", "looks light" or "looks heavy", with the one or two reasons. Then a table per head: reserved, paid, outstanding, the evidence of likely cost with its marker. Then "Changes for you to consider", each with its evidence and any difference shown as my calculation, please check.
Flag: an injury claim with no medical evidence yet (the reserve is uncertain; say so rather than guess); a claimant's offer or schedule above incurred; claimant costs exposure where solicitors are involved; a change large enough to need reserving authority.
Never: set the reserve; never use a "typical" or guideline value for an injury or repair: only figures from the file. If there is no evidence of cost for a head, say "no evidence of cost on file".
${screenStep('reserve_review', 'so the handler sees the figures you discuss')}`;
