/** Routes only an administrator may use (erasure, the subject access export): 403 before any work. */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { AppError } from '../errors';

export function adminOnly(what: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.var.user.role !== 'admin') throw new AppError(403, 'forbidden', `Only an administrator may ${what}.`);
    await next();
  };
}
