/**
 * The workbench shell: who is signed in, the model mode, and which page the address shows.
 * Changing the dev user remounts the page, so everything is fetched again as that user.
 */
import { useEffect, useState } from 'react';
import { DevUsersSchema, HealthSchema, UserSchema } from '@claims/shared/wire';
import { ApiError, getJson } from '../api/client';
import { getDevUser, onDevUserChange, setDevUser } from '../api/dev-user';
import { useApi } from '../api/use-api';
import { ClaimPage } from '../claim/ClaimPage';
import { ClaimListPage } from '../list/ClaimListPage';
import { QueuePage } from '../queue/QueuePage';
import { FeedbackPage } from '../feedback/FeedbackPage';
import { AppHeader } from './AppHeader';
import { Link } from './Link';
import { matchRoute, usePathname } from './router';

export function App() {
  const route = matchRoute(usePathname());
  const [devUser, setDevUserState] = useState<string | null>(getDevUser);

  const health = useApi((signal) => getJson('/api/health', HealthSchema, signal), 'health');
  const devUsers = useApi(
    (signal) =>
      getJson('/api/dev/users', DevUsersSchema, signal).catch((error: unknown) => {
        // 404: not dev auth mode, so there is no roster and no switcher.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    'dev-users',
  );
  const me = useApi((signal) => getJson('/api/me', UserSchema, signal), `me:${devUser ?? ''}`);

  // Chosen in another tab: every request here already goes as that user, so the page follows.
  useEffect(() => onDevUserChange(setDevUserState), []);

  const chooseDevUser = (id: string | null) => {
    setDevUser(id);
    setDevUserState(id);
  };

  // A remembered user that is no longer on the roster (the database was re-seeded), or any
  // remembered user once the server is not in dev mode, is dropped.
  const roster = devUsers.status === 'ready' ? (devUsers.data?.users ?? null) : null;
  const notDevMode = devUsers.status === 'ready' && devUsers.data === null;
  useEffect(() => {
    if (!devUser) return;
    if (notDevMode || (roster && !roster.some((u) => u.id === devUser))) chooseDevUser(null);
  }, [roster, notDevMode, devUser]);

  const healthData = health.status === 'ready' ? health.data : null;
  const pageKey = devUser ?? '';

  return (
    <>
      <AppHeader health={healthData} me={me} devUsers={roster} devUser={devUser} onChooseDevUser={chooseDevUser} />
      <main id="main" className={`page page-${route.page}`}>
        {route.page === 'queue' && <QueuePage key={pageKey} />}
        {route.page === 'list' && <ClaimListPage key={pageKey} />}
        {route.page === 'claim' && <ClaimPage key={`${pageKey}:${route.claimId}`} claimId={route.claimId} health={healthData} />}
        {route.page === 'feedback' && <FeedbackPage key={pageKey} />}
        {route.page === 'not_found' && (
          <div className="page-status">
            <h1>Page not found</h1>
            <p>
              There is nothing at {route.path}. <Link href="/">Go to your work queue</Link>
            </p>
          </div>
        )}
      </main>
    </>
  );
}
