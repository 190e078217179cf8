/** Playbook: Settlement position (settlement_review). */
import { screenStep } from '../task-panels';

export const SETTLEMENT_REVIEW_PLAYBOOK = `Then: read any offer letter the offers point to (search_claim, get_document) when its terms matter.
Check: every offer each side has made (date, amount, kind, status); which are Part 36 and when each relevant period ends; the latest offer each side and the gap; how the offers compare with what is reserved and paid.
Part 36, as a technician reads it:
- The relevant period is at least 21 days (CPR 36.5).
- A claimant's offer not accepted, then matched or beaten at trial: the court will usually award enhanced interest (up to 10% above base rate), indemnity costs and interest on them from the end of the relevant period, and an additional amount of 10% of damages up to £500,000 plus 5% above, capped at £75,000 (CPR 36.17(4)). Give the rule, not a calculated figure.
- Our offer not beaten by the claimant: they pay our costs from the end of the relevant period (CPR 36.17(3)), subject to QOCS in injury claims.
- An accepted offer is paid within 14 days (CPR 36.14(6)); once terms are agreed, settle promptly (ICOBS 8.1.1R).
- Without prejudice and Calderbank offers carry different weight; say which each one is.
Give the handler: first line "Gap: <amount> between <their latest> and <our latest>" with dates. Then a table of offers (date, side, amount, kind, status, relevant period ends), citing with its marker the letter that made each offer where the file has one. Then the position against the reserve. Then "Points for your decision": periods ending soon, exposure if a claimant's Part 36 offer is refused, whether the reserve still fits.
Flag: a Part 36 period ending within days; a claimant's offer above the reserve on the heads it covers (claimantOfferAgainstReserve; suggest Review the reserve); a child or protected party (settlement needs court approval); an offer with no recorded response.
Never: recommend a figure or say whether to accept as if it were the decision; set out the factors and leave the decision, and the authority for it, to the handler.
${screenStep('settlement_review', 'so the handler sees the offers and reserve together')}`;
