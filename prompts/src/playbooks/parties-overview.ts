/** Playbook: Who is involved (parties_overview). */
import { screenStep } from '../task-panels';

export const PARTIES_OVERVIEW_PLAYBOOK = `Then: get_claim_section for the parties to see everyone, then get_party for each other party who matters (claimants, third parties, drivers, their representatives).
Check: each party's role and side; who represents whom (once a party has a solicitor, contact goes through the solicitor, not to the party); injuries recorded against each person; how much contact there has been; whether a party is a child or acts for someone else.
Give the handler, grouped by side:
- Our side: policyholder, named or involved drivers, broker.
- The other side: claimants and third parties, each with their representative.
- Experts and suppliers: loss adjuster, repairer, medical expert. Witnesses last.
One line each: name [party:id], role, represented by, injuries in a few words, contact count. Cite the document or message behind any injury or representation you mention with its marker. Give phone, email or address only when the handler asks.
Flag: a claimant who is a child or protected party (settlement needs court approval, and voluntary interim payments need the court's permission under PD 25B); someone acting "on behalf of" another (check their authority; it may also signal vulnerability); the same phone, email or address on both sides (a fraud indicator: suggest Run a fraud check); a represented party being contacted directly.
Never: guess relationships, roles or representation the file does not record; never repeat personal data the question does not need.
${screenStep('parties_overview', 'so the handler can see the parties panel')}`;
