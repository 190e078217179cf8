/**
 * Linked claims: other claims sharing a phone, email, address, registration or bank detail with
 * this one, each naming what is shared. Claims in teams the handler may not see are only
 * counted, with the advice to refer the link to the counter-fraud team.
 */
import { plural } from '@claims/shared/plural';
import { LinkedClaimsSchema, type LinkKind } from '@claims/shared/linked-claims-wire';
import { getJson } from '../api/client';
import { useApi } from '../api/use-api';
import { Link } from '../app/Link';
import { claimPath } from '../app/router';
import { codeLabel } from './labels';

const KIND_LABELS: Record<LinkKind, string> = {
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  registration: 'Registration',
  bank: 'Bank details',
};

export function LinkedClaimsSection({ claimId }: { claimId: string }) {
  const resource = useApi((signal) => getJson(`/api/claims/${encodeURIComponent(claimId)}/linked`, LinkedClaimsSchema, signal), `linked:${claimId}`);
  return (
    <section className="panel" data-section="linked-claims" id="linked-claims" aria-labelledby="linked-claims-heading" tabIndex={-1}>
      <header className="panel-header">
        <h2 id="linked-claims-heading">Linked claims</h2>
      </header>
      {resource.status === 'loading' && <p role="status">Looking for linked claims…</p>}
      {resource.status === 'error' && <p role="alert">Could not look for linked claims: {resource.error.message}</p>}
      {resource.status === 'ready' && (
        <>
          {resource.data.claims.length === 0 && resource.data.otherTeams === 0 && (
            <p className="empty">No other claim shares a phone, email, address, registration or bank detail with this one.</p>
          )}
          {resource.data.claims.length > 0 && (
            <ul className="rows">
              {resource.data.claims.map((linked) => (
                <li key={linked.claimId} className="row" data-linked-claim={linked.claimId}>
                  <div className="row-main">
                    <Link href={claimPath(linked.claimId)}>{linked.claimId}</Link> · {linked.policyholder}{' '}
                    <span className="muted">
                      ({codeLabel(linked.lineOfBusiness)}, {codeLabel(linked.status)}, {linked.team})
                    </span>
                  </div>
                  <ul className="linked-shared">
                    {linked.shared.map((s) => (
                      <li key={`${s.kind}:${s.value}:${s.otherValue}`}>
                        {KIND_LABELS[s.kind]}: <strong>{s.value}</strong>
                        {s.party && s.otherParty && (
                          <span className="muted">
                            {' '}
                            ({s.party} here; {s.otherParty} there{s.otherValue !== s.value ? `, written ${s.otherValue}` : ''})
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
          {resource.data.more && <p className="muted">More claims are linked than are listed here.</p>}
          {resource.data.otherTeams > 0 && (
            <p className="linked-other-teams" role="note">
              {plural(resource.data.otherTeams, 'claim')} in other teams {resource.data.otherTeams === 1 ? 'shares' : 'share'} details with this one. You cannot
              see {resource.data.otherTeams === 1 ? 'it' : 'them'}: refer the link to the counter-fraud team.
            </p>
          )}
        </>
      )}
    </section>
  );
}
