/**
 * Financials: reserves, payments, recoveries and offers, money from minor units. Payments,
 * recoveries and offers newest first, like the documents and correspondence (and the tools).
 */
import { newestFirst } from '@claims/shared/claim-facts';
import { formatMoney } from '@claims/shared/money-format';
import { sourceProps, useClaimView } from '../claim-view';
import { keyFigures } from '../figures';
import { codeLabel, offerKindLabel } from '../labels';
import { formatDate } from '@claims/shared/date-words';
import { partyName } from '../sources';
import { Empty, Panel } from '../Panel';
import { TableScroll } from '../../app/TableScroll';

export function FinancialsPanel() {
  const view = useClaimView();
  const { claim, today } = view;
  const { reserves, payments, recoveries } = claim.financials;
  // The totals are the overview's key figures, so the two panels cannot disagree.
  const figures = keyFigures(claim, today);
  const money = (minor: number) => formatMoney(minor, claim.currency);
  // Stable sorts: items of one day keep the record's order.
  const byDate = (item: { date: string }) => item.date;

  return (
    <Panel name="financials">
      <h3>Reserves</h3>
      {reserves.length === 0 ? (
        <Empty>No reserves set.</Empty>
      ) : (
        <TableScroll label="Reserves">
          <table>
            <thead>
              <tr>
                <th scope="col">Head of damage</th>
                <th scope="col">Set</th>
                <th scope="col" className="num">
                  Outstanding
                </th>
              </tr>
            </thead>
            <tbody>
              {reserves.map((reserve, index) => (
                <tr key={index}>
                  <th scope="row">{reserve.headOfDamage}</th>
                  <td>{formatDate(reserve.setDate)}</td>
                  <td className="num">{money(reserve.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total
                </th>
                <td className="num">{money(figures.outstandingReserve)}</td>
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      )}

      <h3>Payments</h3>
      {payments.length === 0 ? (
        <Empty>No payments made.</Empty>
      ) : (
        <TableScroll label="Payments">
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Head of damage</th>
                <th scope="col">Kind</th>
                <th scope="col">Payee</th>
                <th scope="col" className="num">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {newestFirst(payments, byDate).map((payment) => (
                <tr key={payment.id}>
                  <td>{formatDate(payment.date)}</td>
                  <td>{payment.headOfDamage}</td>
                  <td>{codeLabel(payment.kind)}</td>
                  <td>{partyName(claim, payment.payeePartyId) ?? '—'}</td>
                  <td className="num">{money(payment.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  Total paid
                </th>
                <td className="num">{money(figures.paid)}</td>
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      )}

      <h3>Recoveries</h3>
      {recoveries.length === 0 ? (
        <Empty>No recoveries.</Empty>
      ) : (
        <TableScroll label="Recoveries">
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Kind</th>
                <th scope="col">From</th>
                <th scope="col" className="num">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {newestFirst(recoveries, byDate).map((recovery) => (
                <tr key={recovery.id}>
                  <td>{formatDate(recovery.date)}</td>
                  <td>{codeLabel(recovery.kind)}</td>
                  <td>{partyName(claim, recovery.fromPartyId) ?? '—'}</td>
                  <td className="num">{money(recovery.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}

      <h3>Offers</h3>
      {claim.offers.length === 0 ? (
        <Empty>No offers made.</Empty>
      ) : (
        <TableScroll label="Offers">
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">By</th>
                <th scope="col">Kind</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {newestFirst(claim.offers, byDate).map((offer) => (
                <tr key={offer.id} {...sourceProps(view, `offer:${offer.id}`)}>
                  <td>{formatDate(offer.date)}</td>
                  <td>{codeLabel(offer.by)}</td>
                  <td>
                    <span className={`badge offer-${offer.kind}`}>{offerKindLabel(offer.kind)}</span>
                    {offer.headOfDamage && <span className="muted"> {offer.headOfDamage}</span>}
                  </td>
                  <td>{codeLabel(offer.status)}</td>
                  <td className="num">{money(offer.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Panel>
  );
}
