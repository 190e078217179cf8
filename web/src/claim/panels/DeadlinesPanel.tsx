/**
 * Deadlines: every deadline on the claim from the overview (complaints, protocol steps,
 * limitation, Part 36 and the diary), overdue first, each with its due date, days left in
 * words, basis and source. While the overview cannot be had, the diary from the record, with
 * a note saying so.
 */
import { plural } from '@claims/shared/plural';
import { deadlineLabel, type DeadlineRow } from '@claims/shared/overview';
import { humanise } from '@claims/shared/humanise';
import { formatDate } from '@claims/shared/date-words';
import { useClaimView } from '../claim-view';
import { deadlineStatusWords, diaryRows, isOpenDeadline, orderDeadlines } from '../deadline-rows';
import { SourceLink } from '../SourceLink';
import { Empty, Panel } from '../Panel';

export function DeadlinesPanel() {
  const view = useClaimView();
  const { claim, today, overview } = view;
  const fromServer = overview?.status === 'ready';
  const rows = orderDeadlines(fromServer ? overview.data.deadlines : diaryRows(claim, today));
  const open = rows.filter(isOpenDeadline);
  const overdue = rows.filter((r) => r.status === 'overdue').length;
  const closed = rows.length - open.length;
  const summary = `${plural(open.length, 'open deadline')}${overdue ? `, ${overdue} overdue` : ''}${closed ? `, ${closed} met or lapsed` : ''}`;

  return (
    <Panel name="deadlines" summary={summary}>
      {overview?.status === 'loading' && (
        <p className="note" role="status">
          Working out the statutory deadlines…
        </p>
      )}
      {overview?.status === 'error' && (
        <p className="note" role="alert">
          Only the diary is shown: the statutory deadlines could not be loaded ({overview.error.message}){' '}
          <button type="button" className="link-button" onClick={overview.reload}>
            Try again
          </button>
        </p>
      )}
      {rows.length === 0 ? (
        <Empty>No deadlines on this claim.</Empty>
      ) : (
        <ul className="rows deadlines">
          {rows.map((row) => (
            <DeadlineItem key={`${row.kind}:${row.trigger}:${row.due}`} row={row} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function DeadlineItem({ row }: { row: DeadlineRow }) {
  const view = useClaimView();
  const key = `deadline:${row.trigger}`;
  const open = isOpenDeadline(row);
  const tone = row.status === 'overdue' ? ' warn' : row.status === 'due_soon' ? ' soon' : '';
  return (
    <li
      className={`row deadline deadline-${row.status}${row.status === 'overdue' ? ' is-overdue' : ''}${open ? '' : ' is-closed'}`}
      data-source={key}
      data-highlighted={view.isFlashed(key) ? 'true' : undefined}
      tabIndex={-1}
    >
      <div className="row-main">
        <span className="row-title">{deadlineLabel(row.kind, humanise)}</span>
        <span className="deadline-what">{row.what}</span>
        {row.note && <span className="muted">{row.note}</span>}
        <span className="muted deadline-meta">
          Due <time dateTime={row.due}>{formatDate(row.due)}</time> · {row.basis}
          {row.trigger !== 'loss' && !row.trigger.startsWith('task:') && (
            <>
              {' · '}
              <SourceLink source={row.trigger} />
            </>
          )}
        </span>
      </div>
      <span className={`badge${tone}`}>{deadlineStatusWords(row)}</span>
    </li>
  );
}
