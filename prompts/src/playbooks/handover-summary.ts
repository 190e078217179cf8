/** Playbook: Handover summary (handover_summary). */
import { screenStep } from '../task-panels';

export const HANDOVER_SUMMARY_PLAYBOOK = `Then: get_claim_section for the loss and parties, financial_summary, and settlement_position if there are offers.
Check: what a colleague taking the claim over tomorrow must know to avoid a missed deadline, a broken promise or a surprise.
Give the handler (under 300 words):
1. Position: one paragraph: what happened, cover and liability as recorded, the stage reached.
2. Deadlines: overdue and due soon first, with due dates and what each needs.
3. Money: reserved, paid, recovered, incurred, outstanding; the latest offer each side, if any.
4. Who to deal with: the key parties and their representatives, with markers.
5. Open issues and risks: complaints, signs of vulnerability and the adjustments agreed, fraud indicators under review, limitation, Part 36 periods running, promises made to the customer.
6. Next three actions.
Flag: anything overdue or due within days, at the top; anything promised to the customer with a date.
Never: pad it out or soften a risk; never add anything the tools did not return.
${screenStep('handover_summary', 'so the colleague starts from the overview')}`;
