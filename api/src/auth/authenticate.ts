/**
 * Who is calling: resolves the user for every /api request except health, by AUTH_MODE, and
 * puts it on the context. "access" without its configuration refuses every request with 503.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app';
import { AppError } from '../errors';
import { findUserByEmail } from '../storage/users';
import { accessToken, verifyAccessToken } from './access-jwt';
import { DEV_USER_HEADER, devUser } from './dev-roster';
import { cachedUser } from './user-cache';

export type AuthMode = 'access' | 'dev';

export function authMode(env: { AUTH_MODE?: string }): AuthMode {
  return env.AUTH_MODE === 'dev' ? 'dev' : 'access';
}

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const env = c.env;
  if (authMode(env) === 'dev') {
    const id = c.req.header(DEV_USER_HEADER);
    c.set('user', await cachedUser(`dev:${id ?? ''}`, () => devUser(env.DB, id)));
    return next();
  }
  if (!env.ACCESS_TEAM_DOMAIN || !env.ACCESS_AUD) {
    console.error('AUTH_MODE is "access" but ACCESS_TEAM_DOMAIN and ACCESS_AUD are not both set: set them (see the README, "Deploying to Cloudflare"), or use AUTH_MODE=dev for local development.');
    throw new AppError(503, 'auth_not_configured', 'Sign-in is not configured on this server yet. An administrator must set ACCESS_TEAM_DOMAIN and ACCESS_AUD.');
  }
  const email = await verifyAccessToken(accessToken(c.req.raw), {
    teamDomain: env.ACCESS_TEAM_DOMAIN,
    audience: env.ACCESS_AUD,
  });
  const user = await cachedUser(`email:${email.toLowerCase()}`, async () => {
    const found = await findUserByEmail(env.DB, email);
    if (!found) {
      throw new AppError(403, 'unknown_user', 'You are signed in, but not set up as a user of this assistant. Ask an administrator to add you.');
    }
    return found;
  });
  c.set('user', user);
  return next();
});
