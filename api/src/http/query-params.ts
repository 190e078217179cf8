/**
 * Query parameters checked against a zod schema: 400 `bad_request` with every issue, as a body
 * is. Handlers read the checked value with `c.req.valid('query')`.
 */
import type { Env, MiddlewareHandler } from 'hono';
import type * as z from 'zod';
import { readableIssue, type ValidationIssue } from '@claims/shared';
import { AppError } from '../errors';
import { toIssues } from './issues';

export function queryParams<S extends z.ZodType>(
  schema: S,
): MiddlewareHandler<Env, string, { in: { query: Record<string, string> }; out: { query: z.output<S> } }> {
  return async (c, next) => {
    // A parameter given twice reaches the schema as a list, and is refused as not one value.
    const raw = Object.fromEntries(Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0] : values]));
    const result = schema.safeParse(raw, { error: readableIssue });
    if (!result.success) {
      throw invalidQuery(toIssues(result.error));
    }
    c.req.addValidatedData('query', result.data as object);
    await next();
  };
}

/** The 400 for query parameters that break a rule, whether the schema's or one a handler checks later. */
export function invalidQuery(issues: ValidationIssue[]): AppError {
  return new AppError(400, 'bad_request', 'The query parameters are not valid.', { issues });
}
