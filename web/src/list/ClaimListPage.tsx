/**
 * The claims this user may see, with their next deadline, overdue count, alerts and incurred;
 * every column sorts. The search asks the Worker across claims (parties, registrations, emails,
 * phones, firms, policy numbers) and shows which field matched; it also matches the handler and
 * status shown. The search and the sort stay in the address.
 */
import { plural } from '@claims/shared/plural';
import { useEffect, useId, useState } from 'react';
import { ClaimListSchema } from '@claims/shared/wire';
import { getJson } from '../api/client';
import { useApi } from '../api/use-api';
import { Link } from '../app/Link';
import { claimPath, onAddressChange } from '../app/router';
import { formatDate } from '@claims/shared/date-words';
import { codeLabel } from '../claim/labels';
import { filterClaims, type StatusFilter } from './claim-search';
import { TableScroll } from '../app/TableScroll';
import { formatMoney } from '@claims/shared/money-format';
import { humanise } from '@claims/shared/humanise';
import { CLAIM_SORTS, type ClaimSort, type SearchField } from '@claims/shared/claim-search-fields';
import type { ClaimSummary } from '@claims/shared/wire';
import { sortClaims, type SortOrder } from './claim-sort';

const STATUS_OPTIONS: StatusFilter[] = ['all', 'open', 'reopened', 'closed'];

interface Sorting {
  sort: ClaimSort;
  order: SortOrder;
}

/** The search as the address holds it (`?q=…&status=…&sort=…&order=…`), so Back to the list finds it as left. */
function searchInAddress(): { query: string; status: StatusFilter } & Sorting {
  const params = new URLSearchParams(location.search);
  const status = STATUS_OPTIONS.find((option) => option === params.get('status')) ?? 'all';
  const sort = CLAIM_SORTS.find((option) => option === params.get('sort')) ?? 'id';
  return { query: params.get('q') ?? '', status, sort, order: params.get('order') === 'desc' ? 'desc' : 'asc' };
}

function keepSearchInAddress(query: string, status: StatusFilter, sorting: Sorting): void {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (status !== 'all') params.set('status', status);
  if (sorting.sort !== 'id') params.set('sort', sorting.sort);
  if (sorting.order !== 'asc') params.set('order', sorting.order);
  const search = params.toString();
  const address = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
  // Replaced, not pushed: each keystroke is not a page to go Back to.
  if (address !== location.pathname + location.search + location.hash) history.replaceState(history.state, '', address);
}

export function ClaimListPage() {
  const resource = useApi((signal) => getJson('/api/claims', ClaimListSchema, signal), 'claims');
  const [query, setQuery] = useState(() => searchInAddress().query);
  const [status, setStatus] = useState<StatusFilter>(() => searchInAddress().status);
  const [sorting, setSorting] = useState<Sorting>(() => {
    const { sort, order } = searchInAddress();
    return { sort, order };
  });
  const matches = useSearchAcrossClaims(query);
  const searchId = useId();
  const statusId = useId();

  useEffect(() => {
    document.title = 'Claims · Claims workbench';
  }, []);

  useEffect(() => keepSearchInAddress(query, status, sorting), [query, status, sorting]);

  // The page stays mounted when a link goes to the plain list (or Back returns to a search), so
  // it takes the search from the address then, rather than writing its own back over it.
  useEffect(() => {
    const listPath = location.pathname;
    return onAddressChange(() => {
      if (location.pathname !== listPath) return; // leaving the list: the address is a claim's
      const fromAddress = searchInAddress();
      setQuery(fromAddress.query);
      setStatus(fromAddress.status);
      setSorting({ sort: fromAddress.sort, order: fromAddress.order });
    });
  }, []);

  return (
    <div className="list-page">
      <h1>Claims</h1>
      <form className="search" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={searchId}>Search</label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder="Claim, policy, name, registration, email, phone or firm"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={statusId}>Status</label>
          <select id={statusId} value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)}>
            {STATUS_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option === 'all' ? 'Any status' : codeLabel(option)}
              </option>
            ))}
          </select>
        </div>
      </form>

      {resource.status === 'loading' && <p role="status">Loading claims…</p>}
      {resource.status === 'error' && (
        <div role="alert" className="page-status">
          <p>Could not load the claims: {resource.error.message}</p>
          <button type="button" className="button" onClick={resource.reload}>
            Try again
          </button>
        </div>
      )}
      {resource.status === 'ready' && (
        <ClaimTable
          claims={sortClaims(shownClaims(resource.data.claims, query, status, matches), sorting.sort, sorting.order)}
          total={resource.data.claims.length}
          searching={query.trim() !== '' && matches === undefined}
          sorting={sorting}
          onSort={setSorting}
        />
      )}
    </div>
  );
}

type Matches = Map<string, NonNullable<ClaimSummary['matched']>>;

/** The Worker's search across claims for the query, a moment after typing stops; undefined while it runs. */
function useSearchAcrossClaims(query: string): Matches | undefined {
  const [matches, setMatches] = useState<Matches | undefined>(new Map());
  const q = query.trim();
  useEffect(() => {
    if (!q) {
      setMatches(new Map());
      return;
    }
    setMatches(undefined);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getJson(`/api/claims?q=${encodeURIComponent(q)}`, ClaimListSchema, controller.signal).then(
        (list) => setMatches(new Map(list.claims.flatMap((c) => (c.matched ? [[c.id, c.matched] as const] : [])))),
        // Offline or refused: the list still narrows on what it shows.
        () => !controller.signal.aborted && setMatches(new Map()),
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  return matches;
}

/** The claims the Worker's search matched, with the field, and those the words shown match. */
function shownClaims(claims: readonly ClaimSummary[], query: string, status: StatusFilter, matches: Matches | undefined): ClaimSummary[] {
  const byWords = new Set(filterClaims(claims, query, status).map((c) => c.id));
  if (!query.trim()) return claims.filter((c) => byWords.has(c.id));
  return claims
    .filter((c) => (status === 'all' || c.status === status) && (byWords.has(c.id) || matches?.has(c.id)))
    .map((c) => {
      const matched = matches?.get(c.id);
      return matched ? { ...c, matched } : c;
    });
}

const FIELD_LABELS: Record<SearchField, string> = {
  claim_id: 'Claim',
  policy_number: 'Policy',
  party: 'Name',
  representative: 'Representative',
  registration: 'Registration',
  email: 'Email',
  phone: 'Phone',
  deadline: 'Deadline',
};

const COLUMNS: { sort: ClaimSort; label: string; className?: string }[] = [
  { sort: 'id', label: 'Claim' },
  { sort: 'policyholder', label: 'Policyholder' },
  { sort: 'lineOfBusiness', label: 'Line' },
  { sort: 'status', label: 'Status' },
  { sort: 'lossDate', label: 'Loss date' },
  { sort: 'handler', label: 'Handler' },
  { sort: 'nextDeadline', label: 'Next deadline' },
  { sort: 'overdue', label: 'Overdue', className: 'num' },
  { sort: 'alerts', label: 'Alerts', className: 'num' },
  { sort: 'incurred', label: 'Incurred', className: 'num' },
];

function SortHeader({ column, sorting, onSort }: { column: (typeof COLUMNS)[number]; sorting: Sorting; onSort: (s: Sorting) => void }) {
  const active = sorting.sort === column.sort;
  const next: SortOrder = active && sorting.order === 'asc' ? 'desc' : 'asc';
  return (
    <th scope="col" className={column.className} aria-sort={active ? (sorting.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="sort-button" data-sort={column.sort} onClick={() => onSort({ sort: column.sort, order: next })}>
        {column.label}
        <span aria-hidden="true">{active ? (sorting.order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

interface ClaimTableProps {
  claims: ClaimSummary[];
  total: number;
  searching: boolean;
  sorting: Sorting;
  onSort: (s: Sorting) => void;
}

function ClaimTable({ claims, total, searching, sorting, onSort }: ClaimTableProps) {
  if (total === 0) return <p className="empty">There are no claims you can see.</p>;
  return (
    <>
      <p className="muted" role="status">
        {claims.length === total ? plural(total, 'claim') : `${claims.length} of ${total} claims match`}
        {searching ? ' (searching across claims…)' : ''}
      </p>
      {claims.length > 0 && (
        <TableScroll label="Claims">
          <table className="claims-table">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <SortHeader key={column.sort} column={column} sorting={sorting} onSort={onSort} />
                ))}
              </tr>
            </thead>
            <tbody>
              {claims.map((claim) => (
                <tr key={claim.id} data-claim={claim.id}>
                  <th scope="row">
                    <Link href={claimPath(claim.id)}>{claim.id}</Link>
                    {claim.matched && (
                      <div className="matched muted" data-matched={claim.matched.field}>
                        {FIELD_LABELS[claim.matched.field]}: {claim.matched.value}
                      </div>
                    )}
                  </th>
                  <td>{claim.policyholder}</td>
                  <td>{codeLabel(claim.lineOfBusiness)}</td>
                  <td>
                    <span className={`badge status-${claim.status}`}>{codeLabel(claim.status)}</span>
                  </td>
                  <td className="date">{formatDate(claim.lossDate)}</td>
                  <td>
                    {claim.handler.name} <span className="muted">({claim.handler.team})</span>
                  </td>
                  <td className="date">
                    {claim.nextDeadline ? (
                      <>
                        {formatDate(claim.nextDeadline.due)}
                        <div className="muted">{humanise(claim.nextDeadline.kind)}</div>
                      </>
                    ) : (
                      <span className="muted">None</span>
                    )}
                  </td>
                  <td className={`num${(claim.overdue ?? 0) > 0 ? ' is-overdue' : ''}`}>{claim.overdue ?? ''}</td>
                  <td className="num">{claim.alerts ?? ''}</td>
                  <td className="num">{claim.incurred !== undefined ? formatMoney(claim.incurred, claim.currency) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
