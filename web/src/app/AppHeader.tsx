/** The bar across the top: the product, the model mode, who you are, and (in dev) who to be. */
import type { Health, User } from '@claims/shared/wire';
import type { Resource } from '../api/use-api';
import { codeLabel } from '../claim/labels';
import { Link } from './Link';
import { LIST_PATH } from './router';
import { UserSwitcher } from './UserSwitcher';

export interface AppHeaderProps {
  health: Health | null;
  me: Resource<User>;
  devUsers: User[] | null;
  devUser: string | null;
  onChooseDevUser: (id: string | null) => void;
}

export function AppHeader({ health, me, devUsers, devUser, onChooseDevUser }: AppHeaderProps) {
  return (
    <header className="app-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Link href="/" className="brand">
        Claims workbench
      </Link>
      <nav className="app-nav" aria-label="Pages">
        <Link href="/">Work queue</Link>
        <Link href={LIST_PATH}>Claims</Link>
      </nav>
      {health?.provider === 'offline' && (
        <span className="badge offline" title="No language model is configured: the assistant shows tool results only">
          Offline mode
        </span>
      )}
      <div className="header-end">
        {me.status === 'ready' && me.data.role !== 'handler' && (
          <Link href="/feedback" className="header-link">
            Feedback on answers
          </Link>
        )}
        {me.status === 'ready' && (
          <p className="me" data-me={me.data.id}>
            <span className="visually-hidden">Signed in as </span>
            <strong>{me.data.name}</strong>{' '}
            <span className="muted">
              {codeLabel(me.data.role)}
              {me.data.team && `, ${me.data.team}`}
            </span>
          </p>
        )}
        {me.status === 'error' && (
          <p className="me is-error" role="alert">
            {me.error.message}
          </p>
        )}
        {devUsers && <UserSwitcher users={devUsers} current={devUser} onChoose={onChooseDevUser} />}
      </div>
    </header>
  );
}
