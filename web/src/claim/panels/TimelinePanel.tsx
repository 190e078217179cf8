/**
 * Timeline: the claim's recorded events in date order, with the loss, the notification and any
 * closure placed among them by their dates (a letter of claim can arrive before the insurer is
 * notified; a complaint can follow the closure). Messages, documents and money have their own
 * panels; the chronology quick action puts everything dated on the file in one list, and the
 * panel says so, as the two lists differ.
 */
import type { ReactNode } from 'react';
import { sourceProps, useClaimView } from '../claim-view';
import { eventLabel } from '../labels';
import { formatDate } from '@claims/shared/date-words';
import { sourceKey } from '../sources';
import { Panel } from '../Panel';

interface Entry {
  date: string;
  /** On the same day: the loss, then the notification, then events, then the closure. */
  rank: number;
  item: ReactNode;
}

export function TimelinePanel() {
  const view = useClaimView();
  const { claim } = view;

  const fixed = (key: string, date: string, rank: number, label: string): Entry => ({
    date,
    rank,
    item: (
      <li key={key} className="timeline-item fixed">
        <time dateTime={date}>{formatDate(date)}</time>
        <span>{label}</span>
      </li>
    ),
  });

  const entries: Entry[] = [
    fixed('loss', claim.loss.date, 0, 'Loss'),
    fixed('notified', claim.notifiedDate, 1, 'Claim notified'),
    ...claim.events.map((event) => ({
      date: event.date,
      rank: 2,
      item: (
        <li key={`event:${event.id}`} className="timeline-item source" {...sourceProps(view, sourceKey('event', event.id))}>
          <time dateTime={event.date}>{formatDate(event.date)}</time>
          <span>
            <strong>{eventLabel(event.kind)}</strong>
            {event.note && <span className="note"> {event.note}</span>}
          </span>
        </li>
      ),
    })),
    ...(claim.closedDate ? [fixed('closed', claim.closedDate, 3, claim.status === 'reopened' ? 'Claim closed (since reopened)' : 'Claim closed')] : []),
  ];
  // Array sort is stable, so events on the same day keep the record's order.
  entries.sort((a, b) => a.date.localeCompare(b.date) || a.rank - b.rank);

  return (
    <Panel name="timeline" summary="Key dates and recorded events, oldest first">
      <ol className="timeline">{entries.map((entry) => entry.item)}</ol>
      <p className="muted timeline-note">
        Messages, documents, payments and offers are in their own panels. Build a chronology to see everything on the file in date order.
      </p>
    </Panel>
  );
}
