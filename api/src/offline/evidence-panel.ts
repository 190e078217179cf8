/**
 * The panel a quick action points at offline: where its evidence is on this claim, when the
 * rules say (a fraud check's first indicator is on Parties or Policy, a vulnerability check's
 * first sign in Correspondence or Documents), else the task's own panel (`TASK_PANELS`).
 */
import { sourcePanel, type CapabilityId, type ClaimRecord, type MatterPanel } from '@claims/shared';
import { TASK_PANELS } from '@claims/prompts';
import { riskIndicators } from '../domain/risk/risk-indicators';
import { vulnerabilitySignals } from '../domain/screens/vulnerability-signals';

export function evidencePanel(capability: CapabilityId, claim: ClaimRecord): MatterPanel {
  const fallback = TASK_PANELS[capability];
  switch (capability) {
    case 'fraud_check':
      return sourcePanel(riskIndicators(claim)[0]?.evidence[0], fallback);
    case 'vulnerability_check':
      return sourcePanel(vulnerabilitySignals(claim)[0]?.sourceId, fallback);
    default:
      return fallback;
  }
}
