/**
 * Who is calling: resolves the user for every /api request except health, by AUTH_MODE, and
 * puts it on the context. "access" without its configuration refuses every request with 503.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { AppError } from '../errors';
import { findUserByEmail } from '../storage/users';
import { accessToken, verifyAccessToken } from './access-jwt';
import { DEV_USER_HEADER, devUser } from './dev-roster';
import { cachedUser } from './user-cache';
import { noteSignIn } from './sign-in-audit';

export type AuthMode = 'access' | 'dev';

export function authMode(env: { AUTH_MODE?: string }): AuthMode {
  return env.AUTH_MODE === 'dev' ? 'dev' : 'access';
}

/**
 * Where signing keys may come from: https, so no one on the network can swap them; plain http
 * only on this machine (a local key server in tests).
 */
function isKeySource(teamDomain: string): boolean {
  if (!URL.canParse(teamDomain)) return false;
  const url = new URL(teamDomain);
  return url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname));
}

/**
 * The Access settings, or a 503 naming what an administrator must set. The details (including a
 * team domain that is not a URL, which would otherwise fail every sign-in as a 401) go to the log.
 */
export function accessConfig(env: { ACCESS_TEAM_DOMAIN?: string; ACCESS_AUD?: string }): { teamDomain: string; audience: string } {
  const teamDomain = env.ACCESS_TEAM_DOMAIN?.trim();
  const audience = env.ACCESS_AUD?.trim();
  const notConfigured = (logLine: string) => {
    console.error(logLine);
    return new AppError(
      503,
      'auth_not_configured',
      'Sign-in is not configured correctly on this server. An administrator must check ACCESS_TEAM_DOMAIN and ACCESS_AUD.',
    );
  };
  if (!teamDomain || !audience) {
    throw notConfigured(
      'AUTH_MODE is "access" but ACCESS_TEAM_DOMAIN and ACCESS_AUD are not both set: set them (see the README, "Deploying to Cloudflare"), or use AUTH_MODE=dev for local development.',
    );
  }
  if (!isKeySource(teamDomain)) {
    throw notConfigured(
      `ACCESS_TEAM_DOMAIN must be the team domain as an https URL, e.g. https://acme.cloudflareaccess.com; it is "${teamDomain.slice(0, 100)}".`,
    );
  }
  return { teamDomain, audience };
}

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const env = c.env;
  if (authMode(env) === 'dev') {
    const id = c.req.header(DEV_USER_HEADER);
    const user = await cachedUser(`dev:${id ?? ''}`, () => devUser(env.DB, id));
    c.set('user', user);
    noteSignIn(env.DB, c.executionCtx, user.id, `dev:${user.id}:${new Date().toISOString().slice(0, 10)}`);
    return next();
  }
  const identity = await verifyAccessToken(accessToken(c.req.raw), accessConfig(env));
  const user = await cachedUser(`${identity.kind}:${identity.id.toLowerCase()}`, async () => {
    const found = await findUserByEmail(env.DB, identity.id, identity.kind);
    if (!found) {
      throw new AppError(403, 'unknown_user', 'You are signed in, but not set up as a user of this assistant. Ask an administrator to add you.');
    }
    return found;
  });
  c.set('user', user);
  noteSignIn(env.DB, c.executionCtx, user.id, `access:${user.id}:${identity.issuedAt ?? 'unknown'}`);
  return next();
});
