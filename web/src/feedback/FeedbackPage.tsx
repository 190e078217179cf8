/**
 * The quality lead's page: feedback on answers across claims, filtered by capability, rating,
 * reason and day, with counts per capability on top; each row opens the claim or downloads the
 * conversation as a document. Supervisors see their team's, admins everyone's, a handler their own.
 * The filters stay in the address, so a weekly review can be bookmarked.
 */
import { useEffect, useId, useState } from 'react';
import { CAPABILITY_CATALOGUE, findCapability } from '@claims/shared/capabilities';
import { formatDateTime } from '@claims/shared/date-words';
import {
  FEEDBACK_RATING_LABELS,
  FEEDBACK_RATINGS,
  FEEDBACK_REASON_LABELS,
  FEEDBACK_REASONS,
  type FeedbackEntry,
  type FeedbackList,
} from '@claims/shared/feedback';
import { plural } from '@claims/shared/plural';
import { useApi } from '../api/use-api';
import { Link } from '../app/Link';
import { claimPath } from '../app/router';
import { TableScroll } from '../app/TableScroll';
import { downloadConversation } from '../assistant/ExportConversation';
import { loadFeedback } from './feedback-api';

const FILTERS = ['capability', 'rating', 'reason', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

function filtersInAddress(): Filters {
  const params = new URLSearchParams(location.search);
  return Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Filters;
}

const capabilityName = (id: string | null) => (id === null ? 'Free question' : (findCapability(id)?.label ?? id));

export function FeedbackPage() {
  const [filters, setFilters] = useState<Filters>(filtersInAddress);
  const key = JSON.stringify(filters);
  const resource = useApi((signal) => loadFeedback(filters, signal), `feedback:${key}`);
  const ids = { capability: useId(), rating: useId(), reason: useId(), from: useId(), to: useId() };

  useEffect(() => {
    document.title = 'Feedback on answers · Claims workbench';
  }, []);
  useEffect(() => {
    const params = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ''));
    history.replaceState(history.state, '', `${location.pathname}${params.size > 0 ? `?${params}` : ''}`);
  }, [filters]);

  const set = (name: keyof Filters) => (event: { target: { value: string } }) => setFilters((f) => ({ ...f, [name]: event.target.value }));

  return (
    <div className="feedback-page">
      <h1>Feedback on answers</h1>
      <form className="search feedback-filters" aria-label="Filter the feedback" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.capability}>Capability</label>
          <select id={ids.capability} value={filters.capability} onChange={set('capability')}>
            <option value="">Any</option>
            <option value="none">Free questions</option>
            {CAPABILITY_CATALOGUE.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.rating}>Rating</label>
          <select id={ids.rating} value={filters.rating} onChange={set('rating')}>
            <option value="">Any</option>
            {FEEDBACK_RATINGS.map((r) => (
              <option key={r} value={r}>
                {FEEDBACK_RATING_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.reason}>Reason</label>
          <select id={ids.reason} value={filters.reason} onChange={set('reason')}>
            <option value="">Any</option>
            {FEEDBACK_REASONS.map((r) => (
              <option key={r} value={r}>
                {FEEDBACK_REASON_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.from}>From</label>
          <input id={ids.from} type="date" value={filters.from} onChange={set('from')} />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>To</label>
          <input id={ids.to} type="date" value={filters.to} onChange={set('to')} />
        </div>
      </form>

      {resource.status === 'loading' && <p role="status">Loading feedback…</p>}
      {resource.status === 'error' && (
        <div role="alert" className="page-status">
          <p>Could not load the feedback: {resource.error.message}</p>
          <button type="button" className="button" onClick={resource.reload}>
            Try again
          </button>
        </div>
      )}
      {resource.status === 'ready' && <FeedbackResults list={resource.data} />}
    </div>
  );
}

function FeedbackResults({ list }: { list: FeedbackList }) {
  if (list.total === 0) return <p className="empty">No feedback matches.</p>;
  return (
    <>
      <h2>By capability</h2>
      <TableScroll label="Feedback by capability">
        <table className="feedback-counts">
          <thead>
            <tr>
              <th scope="col">Capability</th>
              <th scope="col">Helpful</th>
              <th scope="col">Not helpful</th>
            </tr>
          </thead>
          <tbody>
            {list.counts.map((count) => (
              <tr key={count.capability ?? 'none'} data-capability={count.capability ?? 'none'}>
                <th scope="row">{capabilityName(count.capability)}</th>
                <td>{count.helpful}</td>
                <td>{count.notHelpful}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <h2>Feedback</h2>
      <p className="muted" role="status">
        {list.feedback.length === list.total ? plural(list.total, 'answer rated', 'answers rated') : `The latest ${list.feedback.length} of ${list.total}`}
      </p>
      <TableScroll label="Feedback">
        <table className="feedback-table">
          <thead>
            <tr>
              <th scope="col">Given</th>
              <th scope="col">Claim</th>
              <th scope="col">By</th>
              <th scope="col">Capability</th>
              <th scope="col">Rating</th>
              <th scope="col">Reason and note</th>
              <th scope="col">Model</th>
              <th scope="col">Conversation</th>
            </tr>
          </thead>
          <tbody>
            {list.feedback.map((entry) => (
              <FeedbackRow key={`${entry.messageId}:${entry.userId}`} entry={entry} />
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

function FeedbackRow({ entry }: { entry: FeedbackEntry }) {
  const [failed, setFailed] = useState('');
  return (
    <tr data-message={entry.messageId} data-rating={entry.rating}>
      <td className="date">{formatDateTime(entry.givenAt)}</td>
      <td>
        <Link href={claimPath(entry.claimId)}>{entry.claimId}</Link> <span className="muted">({entry.team})</span>
      </td>
      <td>{entry.userName}</td>
      <td>{capabilityName(entry.capability)}</td>
      <td>
        <span className={`badge rating-${entry.rating}`}>{FEEDBACK_RATING_LABELS[entry.rating]}</span>
      </td>
      <td>
        {entry.reason && <strong>{FEEDBACK_REASON_LABELS[entry.reason]}</strong>}
        {entry.note && <p className="feedback-note-text">{entry.note}</p>}
      </td>
      <td>
        {entry.provider ? `${entry.provider}${entry.model ? `, ${entry.model}` : ''}` : <span className="muted">Not recorded</span>}
        {entry.promptVersion && <span className="muted small"> (prompt {entry.promptVersion})</span>}
      </td>
      <td>
        <button
          type="button"
          className="button small"
          onClick={() => downloadConversation(entry.conversationId, 'html').catch((error: Error) => setFailed(error.message))}
        >
          Download
        </button>
        {failed && (
          <span role="alert" className="is-error small">
            {failed}
          </span>
        )}
      </td>
    </tr>
  );
}
