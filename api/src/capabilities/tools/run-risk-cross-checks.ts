/**
 * run_risk_cross_checks: the standard fraud indicators (domain/risk) checked against the record,
 * each flag with the ids of its evidence, in words (risk-flag-text). Indicators are reasons to
 * look closer, never proof.
 */
import * as z from 'zod';
import { riskIndicators } from '../../domain/risk/risk-indicators';
import { fitList } from './compact';
import { defineTool } from './define-tool';
import { LINKED_CLAIMS_RULE, describeLinkedClaims } from './linked-claims-text';
import { RISK_CHECKS, describeIndicator } from './risk-flag-text';

export { RISK_CHECKS, type RiskFlag } from './risk-flag-text';

const RANK = { high: 0, medium: 1, low: 2 } as const;

export const runRiskCrossChecksTool = defineTool({
  name: 'run_risk_cross_checks',
  description:
    'Check the claim against the standard fraud indicators: policy not in force, early claim, cover change before the loss, late notification, prior claims, shared contact details, loss date inconsistencies, premium arrears, loss near the end of cover, and other claims linked by a shared phone, email, address, registration or bank detail. Returns `flags[]` (code, severity, detail, evidence ids) and `rules`: every check run, with its rule. Indicators are reasons to look closer, not proof of fraud.',
  input: {
    offset: z.number().int().min(0).optional().describe('Where to start in a long list of flags (from a previous result).'),
  },
  personalData: { result: true },
  activity: () => 'Running the fraud cross-checks…',
  run: async ({ offset }, { claim, linkedClaims }) => {
    const flags = riskIndicators(claim).map((f) => describeIndicator(f, claim));
    // Across claims: only where the turn can read the index (the caller's teams decide what is named).
    const rules: Record<string, string> = linkedClaims ? { ...RISK_CHECKS, linked_claims: LINKED_CLAIMS_RULE } : RISK_CHECKS;
    const linked = linkedClaims ? describeLinkedClaims(await linkedClaims()) : undefined;
    // Flags stay highest severity first: the link goes after those of its own severity or higher.
    if (linked) flags.splice(flags.filter((f) => RANK[f.severity] <= RANK[linked.severity]).length, 0, linked);
    return {
      result: fitList({
        // `rules` names every check run, so the codes are not listed a second time.
        head: {
          summary: flags.length
            ? `${flags.length} of ${Object.keys(rules).length} indicators raised.`
            : `None of the ${Object.keys(rules).length} indicators was raised on this claim.`,
        },
        key: 'flags',
        items: flags,
        offset,
        howToGetMore: (next) => `Call run_risk_cross_checks with offset ${next} for the rest.`,
        tail: { rules, caution: 'Indicators for investigation, never proof; a referral decision is for a human.' },
      }),
    };
  },
});
