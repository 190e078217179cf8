/**
 * The claim at a glance (`GET /api/claims/:id/overview`): its alerts, high severity first, and
 * every deadline exactly as `list_deadlines` gives it, worked out for `today` on each request.
 */
import { ALERT_KINDS, ALERT_SEVERITIES, type Alert, type ClaimOverview, type ClaimRecord } from '@claims/shared';
import { deadlinesOn } from '../domain/deadlines/deadline-rules';
import { deadlineRow } from '../capabilities/tools/list-deadlines';
import { alertFacts } from './alert-rules';
import { alertWords } from './alert-words';

export function claimOverview(claim: ClaimRecord, today: string): ClaimOverview {
  const deadlines = deadlinesOn(claim, today);
  const alerts: Alert[] = alertFacts(claim, deadlines, today).map((fact) => ({
    kind: fact.about.kind,
    severity: fact.severity,
    ...alertWords(claim, fact.about),
    panel: fact.panel,
    sources: fact.sources,
  }));
  const rank = (a: Alert) => ALERT_SEVERITIES.indexOf(a.severity) * 100 + ALERT_KINDS.indexOf(a.kind);
  // Stable: alerts of one kind keep the rules' order (deadlines by due date).
  alerts.sort((a, b) => rank(a) - rank(b));
  return { today, alerts, deadlines: deadlines.map(deadlineRow) as ClaimOverview['deadlines'] };
}
