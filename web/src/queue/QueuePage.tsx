/**
 * The work queue, where a handler lands: every deadline not yet met on the claims they may see,
 * overdue first, then due today, within 5 business days and upcoming, with the count of each in
 * the heading. Filters (mine, team, kind, claim status) stay in the address; each row opens its
 * claim at the Deadlines panel.
 */
import { useEffect, useId, useState } from 'react';
import { DEADLINE_KINDS } from '@claims/shared/deadline-kinds';
import { formatDate } from '@claims/shared/date-words';
import { humanise } from '@claims/shared/humanise';
import { QUEUE_GROUPS, QueueSchema, type Queue, type QueueItem } from '@claims/shared/queue-wire';
import { CLAIM_STATUSES } from '@claims/shared/claim-vocabulary';
import { getJson } from '../api/client';
import { useApi } from '../api/use-api';
import { Link } from '../app/Link';
import { claimPath } from '../app/router';
import { TableScroll } from '../app/TableScroll';
import { codeLabel } from '../claim/labels';
import { GROUP_HEADINGS, daysLeftWords } from './queue-words';

interface Filters {
  mine: boolean;
  team: string;
  kind: string;
  status: string;
}

const FILTER_KEYS = ['team', 'kind', 'status'] as const;

function filtersInAddress(): Filters {
  const params = new URLSearchParams(location.search);
  return { mine: params.get('mine') === 'true', team: params.get('team') ?? '', kind: params.get('kind') ?? '', status: params.get('status') ?? '' };
}

function queryOf(filters: Filters): string {
  const params = new URLSearchParams();
  if (filters.mine) params.set('mine', 'true');
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  return params.toString();
}

export function QueuePage() {
  const [filters, setFilters] = useState<Filters>(filtersInAddress);
  const query = queryOf(filters);
  const resource = useApi((signal) => getJson(`/api/queue${query ? `?${query}` : ''}`, QueueSchema, signal), `queue?${query}`);
  const [teams, setTeams] = useState<string[]>([]);
  const ids = { mine: useId(), team: useId(), kind: useId(), status: useId() };

  useEffect(() => {
    document.title = 'Work queue · Claims workbench';
  }, []);
  useEffect(() => {
    const address = `${location.pathname}${query ? `?${query}` : ''}`;
    if (address !== location.pathname + location.search) history.replaceState(history.state, '', address);
  }, [query]);
  // The team choices are the teams seen in the queue, kept as filters narrow it.
  const loaded = resource.status === 'ready' ? resource.data : undefined;
  useEffect(() => {
    if (!loaded) return;
    setTeams((known) => {
      const seen = [...new Set([...known, ...loaded.items.map((i) => i.team)])].sort();
      return seen.length === known.length ? known : seen;
    });
  }, [loaded]);

  const set = (change: Partial<Filters>) => setFilters((f) => ({ ...f, ...change }));

  return (
    <div className="list-page queue-page">
      <h1>
        Work queue
        {resource.status === 'ready' && <QueueCounts counts={resource.data.counts} />}
      </h1>
      <form className="search" onSubmit={(event) => event.preventDefault()} aria-label="Filter the queue">
        <div className="field field-check">
          <input id={ids.mine} type="checkbox" checked={filters.mine} onChange={(e) => set({ mine: e.target.checked })} />
          <label htmlFor={ids.mine}>Only claims I handle</label>
        </div>
        <div className="field">
          <label htmlFor={ids.team}>Team</label>
          <select id={ids.team} value={filters.team} onChange={(e) => set({ team: e.target.value })}>
            <option value="">Every team I can see</option>
            {[...new Set([...teams, ...(filters.team ? [filters.team] : [])])].map((team) => (
              <option key={team} value={team}>
                {team}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.kind}>Deadline</label>
          <select id={ids.kind} value={filters.kind} onChange={(e) => set({ kind: e.target.value })}>
            <option value="">Any kind</option>
            {DEADLINE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {humanise(kind)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.status}>Claim status</label>
          <select id={ids.status} value={filters.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">Any status</option>
            {CLAIM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {codeLabel(status)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {resource.status === 'loading' && <p role="status">Loading the queue…</p>}
      {resource.status === 'error' && (
        <div role="alert" className="page-status">
          <p>Could not load the queue: {resource.error.message}</p>
          <button type="button" className="button" onClick={resource.reload}>
            Try again
          </button>
        </div>
      )}
      {resource.status === 'ready' && <QueueGroups first={resource.data} query={query} />}
    </div>
  );
}

function QueueCounts({ counts }: { counts: Queue['counts'] }) {
  return (
    <span className="queue-counts" data-counts>
      {QUEUE_GROUPS.map((group) => (
        <span key={group} className={`queue-count group-${group}`} data-group={group}>
          {GROUP_HEADINGS[group]} <strong>{counts[group]}</strong>
        </span>
      ))}
    </span>
  );
}

/** The rows by group, with "Show more" for the next page. */
function QueueGroups({ first, query }: { first: Queue; query: string }) {
  const [items, setItems] = useState<QueueItem[]>(first.items);
  const [next, setNext] = useState(first.next);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setItems(first.items);
    setNext(first.next);
  }, [first]);

  if (items.length === 0) return <p className="empty">No deadlines to work on{query ? ' with these filters' : ''}.</p>;
  const more = async () => {
    if (!next) return;
    setLoading(true);
    try {
      const page = await getJson(`/api/queue?${query ? `${query}&` : ''}after=${encodeURIComponent(next)}`, QueueSchema);
      setItems((shown) => [...shown, ...page.items]);
      setNext(page.next);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      {QUEUE_GROUPS.map((group) => {
        const rows = items.filter((i) => i.group === group);
        if (rows.length === 0) return null;
        return (
          <section key={group} className={`queue-group group-${group}`} data-queue-group={group} aria-labelledby={`queue-${group}`}>
            <h2 id={`queue-${group}`}>
              {GROUP_HEADINGS[group]} <span className="muted">({first.counts[group]})</span>
            </h2>
            <TableScroll label={GROUP_HEADINGS[group]}>
              <table className="claims-table queue-table">
                <thead>
                  <tr>
                    <th scope="col">Claim</th>
                    <th scope="col">Deadline</th>
                    <th scope="col">Due</th>
                    <th scope="col">Days left</th>
                    <th scope="col">Basis</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((item) => (
                    <tr key={`${item.claimId}:${item.kind}:${item.due}:${item.source}`} data-claim={item.claimId} data-kind={item.kind}>
                      <th scope="row">
                        <Link href={claimPath(item.claimId, 'deadlines')}>{item.claimId}</Link>
                        <div className="muted">{item.policyholder}</div>
                      </th>
                      <td>
                        <strong>{humanise(item.kind)}</strong>
                        <div>{item.what}</div>
                      </td>
                      <td className="date">{formatDate(item.due)}</td>
                      <td className="num">{daysLeftWords(item.daysLeft)}</td>
                      <td>{item.basis}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </section>
        );
      })}
      {next && (
        <button type="button" className="button" onClick={more} disabled={loading}>
          {loading ? 'Loading…' : 'Show more'}
        </button>
      )}
    </>
  );
}
