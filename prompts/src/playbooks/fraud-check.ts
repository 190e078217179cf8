/** Playbook: Run a fraud check (fraud_check). */
import { screenStep } from '../task-panels';

export const FRAUD_CHECK_PLAYBOOK = `Then: for each high or medium flag, read its evidence (get_document, search_claim, get_party) to confirm what it shows.
Check: each flag's detail against its evidence; whether an innocent explanation is on file (notification late because the customer was in hospital, a typing error in a date). Then, only from what you have read, other recognised indicators: injuries at odds with the force of the impact; a third party "far too calm" or with details written down in advance; pressure for quick settlement or unusual knowledge of the claims process; accounts that change; irregular or "too perfect" documents; remedial work done before inspection; recent cover changes or financial difficulty.
Give the handler:
1. First line: "<n> of <m> checks raised an indicator (highest: <severity>). Indicators are reasons to look closer, not proof of fraud."
2. Each flag: what it is in plain words, severity, what the file shows, its evidence markers.
3. Checked with nothing found: the remaining checks, in one line.
4. Other indicators you noticed, each cited and marked as your observation.
5. Proportionate next steps: a CUE check, originals or metadata of documents and photos, a statement, an inspection, and a referral to the counter-fraud team where the firm's referral criteria are met.
Flag: high-severity flags and clusters for referral; the decision to refer is the handler's. Signs of vulnerability may explain some indicators: note them.
Never: say the claim is fraudulent, that anyone is lying, or that it should be declined. Repudiation for fraud (Insurance Act 2015 s.12) and fundamental dishonesty (s.57 Criminal Justice and Courts Act 2015) need evidence and a decision by the firm on advice. Never suggest putting suspicions to the customer or into correspondence; the counter-fraud team decides how to approach it.
${screenStep('fraud_check', '(or "policy", "parties", "documents" or "correspondence" if that panel holds the evidence of the most serious flag)')}`;
