/**
 * A wrong method on a real path: 405 with `Allow` (and OPTIONS answered 204 with the same list),
 * instead of a 404 that suggests the path itself is wrong. The methods come from the app's own
 * route table, matched with hono's router, so a new route needs nothing here.
 */
import type { MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import type { RouterRoute } from 'hono/types';
import { AppError } from '../errors';

/** A path's methods, from a route table: `(path) => ["GET", "HEAD", "PUT"]`, or [] for no route. */
export function methodsByPath(routes: readonly Pick<RouterRoute, 'method' | 'path'>[]): (path: string) => string[] {
  const router = new TrieRouter<string>();
  const seen = new Set<string>();
  for (const { method, path } of routes) {
    // "ALL" is middleware (and catch-alls): it serves every method, so it tells nothing.
    if (method === 'ALL' || seen.has(`${method} ${path}`)) continue;
    seen.add(`${method} ${path}`);
    router.add('ALL', path, method);
  }
  return (path) => {
    // The app matches with and without one trailing slash.
    const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    const methods = new Set(router.match('GET', trimmed)[0].map(([method]) => method));
    if (methods.has('GET')) methods.add('HEAD'); // hono answers HEAD with the GET route
    return [...methods].sort();
  };
}

/** The middleware: `routes` is read on first use, once every route is registered. */
export function answerWrongMethods(routes: () => readonly RouterRoute[]): MiddlewareHandler {
  let allowedAt: ((path: string) => string[]) | undefined;
  return async (c, next) => {
    allowedAt ??= methodsByPath(routes());
    const allowed = allowedAt(c.req.path);
    const method = c.req.method;
    if (allowed.length === 0 || allowed.includes(method)) return next();
    const allow = allowed.join(', ');
    if (method === 'OPTIONS') return c.body(null, 204, { Allow: allow });
    const use = allowed.filter((m) => m !== 'HEAD');
    const list = use.length > 1 ? `${use.slice(0, -1).join(', ')} or ${use.at(-1)}` : use.join('');
    throw new AppError(405, 'method_not_allowed', `${c.req.path.slice(0, 200)} does not answer ${method}: use ${list}.`, { allowed: use }, { Allow: allow });
  };
}
