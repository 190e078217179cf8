/**
 * Deadlines: the diary (tasks, open first by due date, overdue marked) and the key dates that
 * start time running. The assistant's own deadline analysis works these out in full.
 */
import { plural } from '@claims/shared/plural';
import type { EventKind } from '@claims/shared/claim-record';
import { useClaimView } from '../claim-view';
import { eventLabel } from '../labels';
import { daysBetween } from '@claims/shared/calendar-days';
import { formatDate } from '@claims/shared/date-words';
import { Empty, Panel } from '../Panel';

const KEY_EVENTS: ReadonlySet<EventKind> = new Set([
  'letter_of_claim_received',
  'cnf_received',
  'complaint_received',
  'proceedings_issued',
  'date_of_knowledge',
]);

export function DeadlinesPanel() {
  const { claim, today } = useClaimView();
  const tasks = [...claim.tasks].sort(
    (a, b) => Number(a.status === 'done') - Number(b.status === 'done') || a.due.localeCompare(b.due),
  );
  const keyEvents = claim.events.filter((e) => KEY_EVENTS.has(e.kind)).sort((a, b) => a.date.localeCompare(b.date));

  return (
    <Panel name="deadlines">
      <h3>Tasks</h3>
      {tasks.length === 0 ? (
        <Empty>No tasks in the diary.</Empty>
      ) : (
        <ul className="rows">
          {tasks.map((task) => {
            const days = daysBetween(today, task.due);
            const overdue = task.status === 'open' && days < 0;
            return (
              <li key={task.id} className={`row task-${task.status}${overdue ? ' is-overdue' : ''}`}>
                <div className="row-main">
                  <span className="row-title">{task.description}</span>
                  <span className="muted">
                    Due <time dateTime={task.due}>{formatDate(task.due)}</time>
                  </span>
                </div>
                {task.status === 'done' ? (
                  <span className="badge">Done</span>
                ) : overdue ? (
                  <span className="badge warn">{`Overdue by ${plural(-days, 'day')}`}</span>
                ) : (
                  <span className="badge">{days === 0 ? 'Due today' : `In ${plural(days, 'day')}`}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <h3>Key dates</h3>
      {keyEvents.length === 0 ? (
        <Empty>No dates that start a time limit.</Empty>
      ) : (
        <ul className="rows">
          {keyEvents.map((event) => (
            <li key={event.id} className="row">
              <div className="row-main">
                <span className="row-title">{eventLabel(event.kind)}</span>
                {event.note && <span className="muted">{event.note}</span>}
              </div>
              <time dateTime={event.date}>{formatDate(event.date)}</time>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
