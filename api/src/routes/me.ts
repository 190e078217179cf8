/**
 * Who the caller is, and the dev roster. The roster answers before sign-in (dev sign-in only;
 * otherwise the request carries on to sign-in and the 404 of an unknown endpoint), so a browser
 * holding a dev user id that no longer exists can still fetch the roster and choose another.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app';
import { authMode } from '../auth/authenticate';
import { listUsers, type StoredUser } from '../storage/users';

const publicUser = ({ id, name, role, team }: StoredUser) => (team === undefined ? { id, name, role } : { id, name, role, team });

export const meRoutes = new Hono<AppEnv>().get('/me', (c) => c.json(publicUser(c.var.user)));

export const devRosterRoutes = new Hono<AppEnv>().get('/dev/users', async (c, next) => {
  if (authMode(c.env) !== 'dev') return next();
  const users = await listUsers(c.env.DB);
  return c.json({ users: users.map(publicUser) });
});
