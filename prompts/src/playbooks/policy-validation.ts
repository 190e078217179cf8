/** Playbook: Validate the policy (policy_validation). */
import { screenStep } from '../task-panels';

export const POLICY_VALIDATION_PLAYBOOK = `The cover check ran on the loss date (no date given). Then: get_claim_section for the policy and for the loss.
Check, in this order:
1. In force on the loss date: the tool's answer and reasons (period, cancellation, lapse, premium).
2. The section that responds: match the loss cause to a section marked covered. If none clearly fits, say so.
3. That section's excess, limit and sum insured, as recorded. Payment is usually min(max(loss - excess, 0), limit); whether the excess comes before or after average depends on the wording.
4. Underinsurance: if the sum insured and value at risk are both recorded and the sum insured is lower, average may apply: loss x (sum insured / value at risk). Tolerances depend on the wording; the Ombudsman expects an honest attempt at valuation to be treated sympathetically.
5. Exclusions and endorsements that could touch this loss, quoted briefly. An exclusion for damage "caused by" something may not bite where the proximate cause is an insured peril, such as storm; the wording decides.
6. Changes before the loss (cover increases, drivers added), a recent inception, late notification (whether it matters turns on the wording and on prejudice).
7. Motor: is the driver named or otherwise permitted, and is the use covered? "Not recorded" if the file does not say.
8. Conditions, warranties, misrepresentation: under the Insurance Act 2015 a breached warranty suspends cover only while in breach (s.10), and a term cannot be relied on if the breach could not have increased the risk of the loss that happened (s.11). For consumers (CIDRA), only a qualifying misrepresentation gives a remedy (a failure to take reasonable care without which we would not have insured, or not on the same terms); to treat it as deliberate or reckless (avoid, refuse all claims, keep the premium) the insurer must prove it was (s.5(4)). Otherwise it is careless, and the remedy follows what the insurer would have done: not insured at all, avoid and return the premiums; other terms, apply them; a higher premium, pay proportionately (premium charged / premium that would have been charged). On consumer policies before August 2017, a breach of condition needs a connection to the claim (ICOBS 8.1.2R). Rejecting a claim unreasonably breaches ICOBS 8.1.1R.
Give the handler: first line "In force on <date>: yes/no" with the reason; second line the responding section or "unclear". Then excess, limit and sum insured. Then "Points that could affect cover", each cited. Then "For your decision or a technical referral".
Flag: not in force (motor: the insurer may still have to satisfy a third party's judgment under RTA 1988 s.151 and recover afterwards: refer); premium arrears; any misrepresentation or breach point.
Never: confirm or decline cover as final; write "on the file as it stands, the policy appears to respond, subject to ...". Never state an excess, limit or term the tools did not return.
${screenStep('policy_validation', 'so the handler can read the schedule beside your answer')}`;
