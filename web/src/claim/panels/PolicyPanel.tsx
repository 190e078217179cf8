/** Policy: cover dates and status, premium, sections with their money, exclusions, endorsements, changes. */
import { formatMoney } from '@claims/shared/money-format';
import { useClaimView } from '../claim-view';
import { codeLabel } from '../labels';
import { formatDate } from '@claims/shared/date-words';
import { partyName } from '../sources';
import { Empty, Fact, Panel } from '../Panel';
import { TableScroll } from '../../app/TableScroll';

type Policy = ReturnType<typeof useClaimView>['claim']['policy'];

/** A cancelled or lapsed policy is never labelled "In force": that comes first, the original period after. */
function coverLabel(status: Policy['status'], cancellationDate: string | undefined): string {
  if (status === 'cancelled' && cancellationDate) return 'Cover';
  if (status === 'lapsed') return 'Cover';
  return 'In force';
}

function coverPeriod(policy: Policy): string {
  const period = `${formatDate(policy.inceptionDate)} to ${formatDate(policy.expiryDate)}`;
  if (policy.status === 'cancelled' && policy.cancellationDate) {
    return `Cancelled from ${formatDate(policy.cancellationDate)} (the original period was ${period})`;
  }
  if (policy.status === 'lapsed') return `Lapsed at expiry on ${formatDate(policy.expiryDate)} (the period was ${period})`;
  return period;
}

export function PolicyPanel() {
  const { claim } = useClaimView();
  const { policy } = claim;
  const money = (minor: number | undefined) => (minor === undefined ? '—' : formatMoney(minor, claim.currency));

  return (
    <Panel name="policy" summary={`${policy.product}, ${policy.number}`}>
      <dl className="facts">
        <Fact label="Status">
          <span className={`badge policy-${policy.status}`}>{codeLabel(policy.status)}</span>
          {policy.cancellationDate && ` on ${formatDate(policy.cancellationDate)}`}
        </Fact>
        <Fact label={coverLabel(policy.status, policy.cancellationDate)}>{coverPeriod(policy)}</Fact>
        <Fact label="Policyholder">{partyName(claim, policy.holderPartyId)}</Fact>
        <Fact label="Premium">
          {codeLabel(policy.premium.status)}
          {policy.premium.arrearsSince && ` since ${formatDate(policy.premium.arrearsSince)}`}
        </Fact>
        {policy.valueAtRisk !== undefined && <Fact label="Value at risk">{money(policy.valueAtRisk)}</Fact>}
        {policy.namedDriverPartyIds && policy.namedDriverPartyIds.length > 0 && (
          <Fact label="Named drivers">{policy.namedDriverPartyIds.map((id) => partyName(claim, id)).join(', ')}</Fact>
        )}
      </dl>

      <h3>Sections</h3>
      {policy.sections.length === 0 ? (
        <Empty>No sections recorded.</Empty>
      ) : (
        <TableScroll label="Policy sections">
          <table>
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col">Covered</th>
                <th scope="col" className="num">
                  Limit
                </th>
                <th scope="col" className="num">
                  Excess
                </th>
                <th scope="col" className="num">
                  Sum insured
                </th>
              </tr>
            </thead>
            <tbody>
              {policy.sections.map((section) => (
                <tr key={section.code}>
                  <th scope="row">
                    {section.name} <span className="muted">{section.code}</span>
                  </th>
                  <td>{section.covered ? 'Yes' : <span className="badge warn">Not covered</span>}</td>
                  <td className="num">{money(section.limit)}</td>
                  <td className="num">{money(section.excess)}</td>
                  <td className="num">{money(section.sumInsured)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}

      <h3>Exclusions</h3>
      {policy.exclusions.length === 0 ? (
        <Empty>None recorded.</Empty>
      ) : (
        <ul className="plain-list">
          {policy.exclusions.map((exclusion) => (
            <li key={exclusion.code}>
              <strong>{exclusion.code}</strong> {exclusion.text}
            </li>
          ))}
        </ul>
      )}

      <h3>Endorsements</h3>
      {policy.endorsements.length === 0 ? (
        <Empty>None recorded.</Empty>
      ) : (
        <ul className="plain-list">
          {policy.endorsements.map((endorsement) => (
            <li key={endorsement.code}>
              <strong>{endorsement.code}</strong> {endorsement.text}
              {endorsement.effectiveDate && <span className="muted"> (from {formatDate(endorsement.effectiveDate)})</span>}
            </li>
          ))}
        </ul>
      )}

      <h3>Changes</h3>
      {policy.changes.length === 0 ? (
        <Empty>No mid-term changes.</Empty>
      ) : (
        <ul className="plain-list">
          {policy.changes.map((change, index) => (
            <li key={index}>
              <time dateTime={change.date}>{formatDate(change.date)}</time> <span className="badge">{codeLabel(change.kind)}</span> {change.description}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
