/**
 * run_risk_cross_checks: the standard fraud indicators (domain/risk) checked against the record,
 * each flag with the ids of its evidence, in words (risk-flag-text). Indicators are reasons to
 * look closer, never proof.
 */
import { z } from 'zod';
import { riskIndicators } from '../../domain/risk/risk-indicators';
import { fitList } from './compact';
import { defineTool } from './define-tool';
import { RISK_CHECKS, describeIndicator } from './risk-flag-text';

export { RISK_CHECKS, type RiskFlag } from './risk-flag-text';

export const runRiskCrossChecksTool = defineTool({
  name: 'run_risk_cross_checks',
  description:
    'Check the claim against the standard fraud indicators: policy not in force, early claim, cover change before the loss, late notification, prior claims, shared contact details, loss date inconsistencies, premium arrears, loss near the end of cover. Returns `flags[]` (code, severity, detail, evidence ids) and `checked[]` listing every check run. Indicators are reasons to look closer, not proof of fraud.',
  input: {
    offset: z.number().int().min(0).optional().describe('Where to start in a long list of flags (from a previous result).'),
  },
  personalData: { result: true },
  activity: () => 'Running the fraud cross-checks…',
  run: ({ offset }, { claim }) => {
    const flags = riskIndicators(claim).map((f) => describeIndicator(f, claim));
    return {
      result: fitList({
        head: {
          checked: Object.keys(RISK_CHECKS),
          summary: flags.length
            ? `${flags.length} of ${Object.keys(RISK_CHECKS).length} indicators raised.`
            : `None of the ${Object.keys(RISK_CHECKS).length} indicators was raised on this claim.`,
        },
        key: 'flags',
        items: flags,
        offset,
        howToGetMore: (next) => `Call run_risk_cross_checks with offset ${next} for the rest.`,
        tail: { rules: RISK_CHECKS, caution: 'Indicators for investigation, never proof; a referral decision is for a human.' },
      }),
    };
  },
});

