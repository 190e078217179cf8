/** Parties: everyone on the claim, their role, who represents whom and how to reach them. */
import { sourceProps, useClaimView } from '../claim-view';
import { codeLabel } from '../labels';
import { formatDate } from '@claims/shared/date-words';
import { partyName, sourceKey } from '../sources';
import { Empty, Fact, Panel } from '../Panel';

export function PartiesPanel() {
  const view = useClaimView();
  const { claim } = view;

  return (
    <Panel name="parties" summary={`${claim.parties.length} on the claim`}>
      {claim.parties.length === 0 ? (
        <Empty>No parties recorded.</Empty>
      ) : (
        <ul className="cards">
          {claim.parties.map((party) => (
            <li key={party.id} className="card source" {...sourceProps(view, sourceKey('party', party.id))}>
              <p className="card-title">
                <strong>{party.name}</strong> <span className="badge">{codeLabel(party.role)}</span>
              </p>
              <dl className="facts compact">
                <Fact label="Represented by">{party.representedByPartyId && partyName(claim, party.representedByPartyId)}</Fact>
                <Fact label="Born">{party.dateOfBirth && formatDate(party.dateOfBirth)}</Fact>
                <Fact label="Phone">{party.phone}</Fact>
                <Fact label="Email">{party.email}</Fact>
                <Fact label="Address">{party.address}</Fact>
              </dl>
              {party.notes && <p className="note">{party.notes}</p>}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
