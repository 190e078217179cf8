/** Incident: the loss (when, where, how) and any injuries. */
import { useClaimView } from '../claim-view';
import { codeLabel } from '../labels';
import { formatDate } from '@claims/shared/date-words';
import { partyName } from '../sources';
import { Fact, Panel } from '../Panel';

export function IncidentPanel() {
  const { claim } = useClaimView();
  const { loss } = claim;

  return (
    <Panel name="incident">
      <dl className="facts">
        <Fact label="Date">{`${formatDate(loss.date)}${loss.time ? ` at ${loss.time}` : ''}`}</Fact>
        <Fact label="Cause">{codeLabel(loss.cause)}</Fact>
        <Fact label="Location">{loss.location}</Fact>
      </dl>
      <p className="prose">{loss.description}</p>

      <h3>Injuries</h3>
      {claim.injuries.length === 0 ? (
        <p className="empty">No injuries reported.</p>
      ) : (
        <ul className="cards">
          {claim.injuries.map((injury, index) => (
            <li key={index} className="card">
              <p className="card-title">
                <strong>{partyName(claim, injury.partyId)}</strong>
              </p>
              <p>{injury.description}</p>
              <dl className="facts compact">
                <Fact label="Diagnosis">{injury.diagnosis}</Fact>
                <Fact label="Prognosis">{injury.prognosis}</Fact>
                <Fact label="Treatment">{injury.treatment}</Fact>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
