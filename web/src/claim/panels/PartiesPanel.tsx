/** Parties: everyone on the claim, their role, who represents whom and how to reach them. */
import { sourceProps, useClaimView } from '../claim-view';
import { codeLabel } from '../labels';
import { formatDate } from '../format';
import { partyName, sourceKey } from '../sources';
import { Empty, Panel } from '../Panel';

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
                {party.representedByPartyId && (
                  <div className="fact">
                    <dt>Represented by</dt>
                    <dd>{partyName(claim, party.representedByPartyId)}</dd>
                  </div>
                )}
                {party.dateOfBirth && (
                  <div className="fact">
                    <dt>Born</dt>
                    <dd>{formatDate(party.dateOfBirth)}</dd>
                  </div>
                )}
                {party.phone && (
                  <div className="fact">
                    <dt>Phone</dt>
                    <dd>{party.phone}</dd>
                  </div>
                )}
                {party.email && (
                  <div className="fact">
                    <dt>Email</dt>
                    <dd>{party.email}</dd>
                  </div>
                )}
                {party.address && (
                  <div className="fact">
                    <dt>Address</dt>
                    <dd>{party.address}</dd>
                  </div>
                )}
              </dl>
              {party.notes && <p className="note">{party.notes}</p>}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
