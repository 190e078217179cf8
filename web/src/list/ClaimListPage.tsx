/** The claims this user may see, searchable by id, policyholder and status; the search stays in the address. */
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

const STATUS_OPTIONS: StatusFilter[] = ['all', 'open', 'reopened', 'closed'];

/** The search as the address holds it (`?q=…&status=…`), so Back to the list finds it as left. */
function searchInAddress(): { query: string; status: StatusFilter } {
  const params = new URLSearchParams(location.search);
  const status = STATUS_OPTIONS.find((option) => option === params.get('status')) ?? 'all';
  return { query: params.get('q') ?? '', status };
}

function keepSearchInAddress(query: string, status: StatusFilter): void {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (status !== 'all') params.set('status', status);
  const search = params.toString();
  const address = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
  // Replaced, not pushed: each keystroke is not a page to go Back to.
  if (address !== location.pathname + location.search + location.hash) history.replaceState(history.state, '', address);
}

export function ClaimListPage() {
  const resource = useApi((signal) => getJson('/api/claims', ClaimListSchema, signal), 'claims');
  const [query, setQuery] = useState(() => searchInAddress().query);
  const [status, setStatus] = useState<StatusFilter>(() => searchInAddress().status);
  const searchId = useId();
  const statusId = useId();

  useEffect(() => {
    document.title = 'Claims · Claims workbench';
  }, []);

  useEffect(() => keepSearchInAddress(query, status), [query, status]);

  // The page stays mounted when a link goes to the plain list (or Back returns to a search), so
  // it takes the search from the address then, rather than writing its own back over it.
  useEffect(() => {
    const listPath = location.pathname;
    return onAddressChange(() => {
      if (location.pathname !== listPath) return; // leaving the list: the address is a claim's
      const fromAddress = searchInAddress();
      setQuery(fromAddress.query);
      setStatus(fromAddress.status);
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
            placeholder="Claim id, policyholder or status"
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
      {resource.status === 'ready' && <ClaimTable claims={filterClaims(resource.data.claims, query, status)} total={resource.data.claims.length} />}
    </div>
  );
}

function ClaimTable({ claims, total }: { claims: ReturnType<typeof filterClaims>; total: number }) {
  if (total === 0) return <p className="empty">There are no claims you can see.</p>;
  return (
    <>
      <p className="muted" role="status">
        {claims.length === total ? plural(total, 'claim') : `${claims.length} of ${total} claims match`}
      </p>
      {claims.length > 0 && (
        <TableScroll label="Claims">
          <table className="claims-table">
            <thead>
              <tr>
                <th scope="col">Claim</th>
                <th scope="col">Policyholder</th>
                <th scope="col">Line</th>
                <th scope="col">Status</th>
                <th scope="col">Loss date</th>
                <th scope="col">Handler</th>
              </tr>
            </thead>
            <tbody>
              {claims.map((claim) => (
                <tr key={claim.id} data-claim={claim.id}>
                  <th scope="row">
                    <Link href={claimPath(claim.id)}>{claim.id}</Link>
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
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
