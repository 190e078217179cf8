/** Who the caller is, and the dev roster (dev sign-in only; 404 otherwise). */
import { Hono } from 'hono';
import type { AppEnv } from '../app';
import { authMode } from '../auth/authenticate';
import { notFound } from '../errors';
import { listUsers, type StoredUser } from '../storage/users';

const publicUser = ({ id, name, role, team }: StoredUser) => (team === undefined ? { id, name, role } : { id, name, role, team });

export const meRoutes = new Hono<AppEnv>()
  .get('/me', (c) => c.json(publicUser(c.var.user)))
  .get('/dev/users', async (c) => {
    if (authMode(c.env) !== 'dev') throw notFound('That endpoint');
    const users = await listUsers(c.env.DB);
    return c.json({ users: users.map(publicUser) });
  });
