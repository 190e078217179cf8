/**
 * Who the caller is, and the dev roster. The roster answers before sign-in, so a browser holding
 * a dev user id that no longer exists can still fetch the roster and choose another; outside dev
 * sign-in it is 404 for everyone, signed in or not, as docs/http-api.md says.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { authMode } from '../auth/authenticate';
import { listUsers, type StoredUser } from '../storage/users';

const publicUser = ({ id, name, role, team }: StoredUser) => (team === undefined ? { id, name, role } : { id, name, role, team });

export const meRoutes = new Hono<AppEnv>().get('/me', (c) => c.json(publicUser(c.var.user)));

export const devRosterRoutes = new Hono<AppEnv>().get('/dev/users', async (c) => {
  if (authMode(c.env) !== 'dev') return c.notFound();
  const users = await listUsers(c.env.DB);
  return c.json({ users: users.map(publicUser) });
});
