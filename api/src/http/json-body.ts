/**
 * Request bodies: a size cap (413), JSON only (415), well-formed JSON (400, saying where it
 * breaks) and the zod schema (400 with every issue). Built on hono's `bodyLimit`; handlers read
 * the parsed value with `c.req.valid('json')`, as from hono's `validator`.
 */
import type { Context, Env, MiddlewareHandler } from 'hono';
import { readableIssue, type ValidationIssue } from '@claims/shared';
import { bodyLimit } from 'hono/body-limit';
import type * as z from 'zod';
import { AppError } from '../errors';
import { toIssues } from './issues';

export interface JsonBodyOptions {
  maxBytes: number;
  /** What to send instead when the body is over `maxBytes`, e.g. "Shorten the message." */
  tooLargeAdvice: string;
  /** The error code for a body that parses but breaks the schema. */
  invalidCode?: 'bad_request' | 'invalid_claim';
  invalidMessage?: string;
  /** Rules that need the request (e.g. the path), reported together with the schema's issues. */
  extraIssues?: (value: unknown, c: Context) => ValidationIssue[];
}

/** "8 MB" for 8,000,000 bytes (the contract's decimal megabytes), "64 KB" for 65,536. */
function describeBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toLocaleString('en-GB', { maximumFractionDigits: 1 })} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

export function sizeCap(maxBytes: number, advice: string): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError(413, 'payload_too_large', `The request body is larger than ${describeBytes(maxBytes)}. ${advice}`);
    },
  });
}

export function jsonBody<S extends z.ZodType>(schema: S, options: JsonBodyOptions) {
  const requireJson: MiddlewareHandler = async (c, next) => {
    // application/json or a +json type (as hono reads JSON); anything else is refused, not guessed at.
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim();
    if (!/^application\/([\w.-]+\+)?json$/i.test(mediaType)) {
      throw new AppError(415, 'unsupported_media_type', 'Send the body as JSON with "Content-Type: application/json".');
    }
    await next();
  };
  // hono's validator answers every parse failure alike; this one says where the JSON breaks.
  const validate: MiddlewareHandler<Env, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> = async (c, next) => {
    const value = parseJson(await c.req.text());
    const result = schema.safeParse(value, { error: readableIssue });
    const issues = [...(options.extraIssues?.(value, c) ?? []), ...(result.success ? [] : toIssues(result.error))];
    if (!result.success || issues.length > 0) {
      throw new AppError(400, options.invalidCode ?? 'bad_request', options.invalidMessage ?? 'The request body is not valid.', {
        issues,
      });
    }
    c.req.addValidatedData('json', result.data as object);
    await next();
  };
  return [sizeCap(options.maxBytes, options.tooLargeAdvice), requireJson, validate] as const;
}

/** The body as JSON, or a 400 saying what is wrong with it and where (the parser's own words). */
function parseJson(text: string): unknown {
  if (text.trim() === '') throw new AppError(400, 'bad_request', 'The request body is empty: send the JSON the endpoint expects.');
  try {
    return JSON.parse(text);
  } catch (error) {
    const where = error instanceof SyntaxError ? ` (${error.message.slice(0, 200)})` : '';
    throw new AppError(400, 'bad_request', `The request body is not well-formed JSON${where}. Fix it there and send it again.`);
  }
}
