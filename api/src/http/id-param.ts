/** Ids in paths are checked against the id pattern before anything reads storage. */
import { createMiddleware } from 'hono/factory';
import { ID_PATTERN } from '@claims/shared';
import { AppError } from '../errors';

export const validIdParam = (name = 'id') =>
  createMiddleware(async (c, next) => {
    const value = c.req.param(name) ?? '';
    if (!ID_PATTERN.test(value)) {
      throw new AppError(400, 'invalid_id', `"${value.slice(0, 80)}" is not a valid id: use 1–64 characters of letters, digits, ".", "_", ":" or "-".`);
    }
    await next();
  });
