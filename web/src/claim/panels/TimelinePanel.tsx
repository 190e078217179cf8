/** Timeline: the claim's recorded events in date order, between the loss and today. */
import { sourceProps, useClaimView } from '../claim-view';
import { eventLabel } from '../labels';
import { formatDate } from '../format';
import { sourceKey } from '../sources';
import { Panel } from '../Panel';

export function TimelinePanel() {
  const view = useClaimView();
  const { claim } = view;
  const events = [...claim.events].sort((a, b) => a.date.localeCompare(b.date));

  return (
    <Panel name="timeline" summary="Oldest first">
      <ol className="timeline">
        <li className="timeline-item fixed">
          <time dateTime={claim.loss.date}>{formatDate(claim.loss.date)}</time>
          <span>Loss</span>
        </li>
        <li className="timeline-item fixed">
          <time dateTime={claim.notifiedDate}>{formatDate(claim.notifiedDate)}</time>
          <span>Claim notified</span>
        </li>
        {events.map((event) => (
          <li key={event.id} className="timeline-item source" {...sourceProps(view, sourceKey('event', event.id))}>
            <time dateTime={event.date}>{formatDate(event.date)}</time>
            <span>
              <strong>{eventLabel(event.kind)}</strong>
              {event.note && <span className="note"> {event.note}</span>}
            </span>
          </li>
        ))}
        {claim.closedDate && (
          <li className="timeline-item fixed">
            <time dateTime={claim.closedDate}>{formatDate(claim.closedDate)}</time>
            <span>Claim closed</span>
          </li>
        )}
      </ol>
    </Panel>
  );
}
