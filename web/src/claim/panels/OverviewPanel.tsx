/** Overview: where the claim stands, who handles it, the key dates and figures. */
import { plural } from '@claims/shared/plural';
import { openUntil } from '@claims/shared/claim-facts';
import { formatMoney } from '@claims/shared/money-format';
import { useClaimView } from '../claim-view';
import { keyFigures } from '../figures';
import { codeLabel } from '../labels';
import { daysBetween } from '@claims/shared/calendar-days';
import { formatDate } from '@claims/shared/date-words';
import { partyName } from '../sources';
import { Fact, Panel } from '../Panel';

export function OverviewPanel() {
  const { claim, today } = useClaimView();
  const figures = keyFigures(claim, today);
  const money = (minor: number) => formatMoney(minor, claim.currency);
  const daysOpen = daysBetween(claim.notifiedDate, openUntil(claim, today));

  return (
    <Panel name="overview">
      <dl className="facts">
        <Fact label="Status">
          <span className={`badge status-${claim.status}`}>{codeLabel(claim.status)}</span>
        </Fact>
        <Fact label="Line of business">{codeLabel(claim.lineOfBusiness)}</Fact>
        <Fact label="Policyholder">{partyName(claim, claim.policy.holderPartyId)}</Fact>
        <Fact label="Handler">
          {claim.handler.name} <span className="muted">({claim.handler.team})</span>
        </Fact>
        <Fact label="Loss date">{formatDate(claim.loss.date)}</Fact>
        <Fact label="Notified">{formatDate(claim.notifiedDate)}</Fact>
        {claim.closedDate && <Fact label="Closed">{formatDate(claim.closedDate)}</Fact>}
        <Fact label={claim.status === 'closed' ? 'Days open' : 'Open for'}>{plural(daysOpen, 'day')}</Fact>
      </dl>
      <ul className="figures" aria-label="Key figures">
        <li>
          <span className="figure-label">Outstanding reserve</span>
          <span className="figure-value">{money(figures.outstandingReserve)}</span>
        </li>
        <li>
          <span className="figure-label">Paid</span>
          <span className="figure-value">{money(figures.paid)}</span>
        </li>
        <li>
          <span className="figure-label">Recovered</span>
          <span className="figure-value">{money(figures.recovered)}</span>
        </li>
        <li>
          <span className="figure-label">Incurred</span>
          <span className="figure-value">{money(figures.incurred)}</span>
        </li>
        <li>
          <span className="figure-label">Net incurred</span>
          <span className="figure-value">{money(figures.netIncurred)}</span>
        </li>
        <li>
          <span className="figure-label">Open tasks</span>
          <span className="figure-value">
            {figures.openTasks}
            {figures.overdueTasks > 0 && <span className="badge warn"> {figures.overdueTasks} overdue</span>}
          </span>
        </li>
      </ul>
    </Panel>
  );
}
