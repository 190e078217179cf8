/**
 * The alerts strip at the top of a claim: what the overview says needs attention, high severity
 * first, each a link that opens its panel at its source. A long list shows the first few until
 * asked for the rest, so on a phone the claim itself stays in reach. The severity is written
 * out (not colour alone), and the heading counts the alerts for a screen reader.
 */
import { useState } from 'react';
import { plural } from '@claims/shared/plural';
import type { Alert } from '@claims/shared/overview';
import { useClaimView } from './claim-view';
import { panelElementId } from './page-panels';

/** Alerts shown before "Show all": every high one, and at least this many. */
export const ALERTS_SHOWN_FIRST = 3;

const SEVERITY_WORDS: Record<Alert['severity'], string> = { high: 'High', medium: 'Medium', low: 'Low' };

export function AlertStrip() {
  const { overview } = useClaimView();
  const [expanded, setExpanded] = useState(false);
  if (!overview || overview.status === 'loading') {
    return (
      <p className="alert-strip-status" role="status">
        Checking the claim for alerts…
      </p>
    );
  }
  if (overview.status === 'error') {
    return (
      <p className="alert-strip-status" role="alert">
        The alerts could not be loaded: {overview.error.message}{' '}
        <button type="button" className="link-button" onClick={overview.reload}>
          Try again
        </button>
      </p>
    );
  }
  const { alerts } = overview.data;
  if (alerts.length === 0) {
    return <p className="alert-strip-status">No alerts on this claim today.</p>;
  }
  const high = alerts.filter((a) => a.severity === 'high').length;
  const firstCount = Math.max(high, ALERTS_SHOWN_FIRST);
  const shown = expanded ? alerts : alerts.slice(0, firstCount);
  const hidden = alerts.length - shown.length;
  const counts = (['high', 'medium', 'low'] as const)
    .map((s) => [s, alerts.filter((a) => a.severity === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`)
    .join(', ');

  return (
    <section className="alert-strip" aria-labelledby="alert-strip-heading">
      <h2 id="alert-strip-heading" className="alert-strip-heading">
        {plural(alerts.length, 'alert')} <span className="muted">({counts})</span>
      </h2>
      <ul className="alerts">
        {shown.map((alert) => (
          <AlertItem key={`${alert.kind}:${alert.title}`} alert={alert} />
        ))}
      </ul>
      {(hidden > 0 || expanded) && alerts.length > firstCount && (
        <button type="button" className="link-button alert-strip-more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show fewer alerts' : `Show all ${alerts.length} alerts (${hidden} more)`}
        </button>
      )}
    </section>
  );
}

function AlertItem({ alert }: { alert: Alert }) {
  const view = useClaimView();
  return (
    <li className={`alert severity-${alert.severity}`} data-alert-kind={alert.kind}>
      <span className={`badge alert-severity severity-${alert.severity}`}>{SEVERITY_WORDS[alert.severity]}</span>
      <span className="alert-body">
        <a
          className="alert-title"
          href={`#${panelElementId(alert.panel)}`}
          onClick={(event) => {
            if (!view.openSource) return;
            event.preventDefault();
            view.openSource(alert.panel, alert.sources[0]);
          }}
        >
          {alert.title}
        </a>
        <span className="alert-detail">{alert.detail}</span>
      </span>
    </li>
  );
}
