/**
 * Zod issues as a person should read them: an unknown field is named in its own path (zod
 * reports it on the parent object), one issue per field, so "cancelationDate" points at itself.
 */
import * as z from 'zod';

export interface PathIssue {
  path: PropertyKey[];
  message: string;
}

const unknownField = (path: readonly PropertyKey[], key: string): PathIssue => ({
  path: [...path, key],
  message: `Unknown field "${key}": remove it or check its spelling`,
});

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
};

/**
 * zod's own wording where it says least: a missing field ("received undefined"), a null (the
 * claim record never uses null; an absent optional field is left out), and text or numbers out of
 * bounds (">=1 characters" for an empty name). A schema's own messages win over this; anything
 * else keeps zod's wording. Pass it as the `error` of a parse.
 */
export const readableIssue: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_small' || issue.code === 'too_big') return boundsMessage(issue);
  if (issue.code !== 'invalid_type' || (issue.input !== undefined && issue.input !== null)) return undefined;
  const kind = KINDS[issue.expected] ?? issue.expected;
  if (issue.input === undefined) return `Missing: add this field (${kind})`;
  // The whole value has no field to leave out.
  return (issue.path ?? []).length === 0 ? `null is not used: send ${kind}` : `null is not used: give ${kind}, or leave the field out if it is optional`;
};

const count = (n: number | bigint): string => n.toLocaleString('en-GB');

function boundsMessage(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig>): string | undefined {
  if (issue.origin === 'string' && typeof issue.input === 'string') {
    if (issue.code === 'too_big') {
      return `Too long: use at most ${count(issue.maximum)} characters (this has ${count(issue.input.length)}); shorten it`;
    }
    return Number(issue.minimum) <= 1
      ? 'Empty: give some text, or leave the field out if it is optional'
      : `Too short: use at least ${count(issue.minimum)} characters`;
  }
  if (issue.origin === 'number') {
    if (issue.code === 'too_big') return `Too large: use ${issue.inclusive ? 'at most' : 'a number below'} ${count(issue.maximum)}`;
    return `Too small: use ${issue.inclusive ? 'at least' : 'a number above'} ${count(issue.minimum)}`;
  }
  return undefined;
}

export function explainIssues(issues: readonly z.core.$ZodIssue[]): PathIssue[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' ? issue.keys.map((key) => unknownField(issue.path, key)) : [{ path: [...issue.path], message: issue.message }],
  );
}

/**
 * A schema's issues, at most `limit` of them (the rest are counted when known). zod gathers an
 * array's issues with one spread, which overflows the stack at about 100,000 (a record of 60,000
 * empty parties, 300 KB of JSON); then the value is checked again field by field and item by
 * item, stopping at the limit, so such a record is still answered with issues and paths (objects
 * are taken as strict there, as every object of the claim record is).
 */
export function boundedIssues<T>(schema: z.ZodType<T>, value: unknown, limit: number): { data?: T; issues: PathIssue[]; more: number | 'unknown' } {
  try {
    const result = schema.safeParse(value, { error: readableIssue });
    if (result.success) return { data: result.data, issues: [], more: 0 };
    const issues = explainIssues(result.error.issues);
    return { issues: issues.slice(0, limit), more: Math.max(0, issues.length - limit) };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const issues: PathIssue[] = [];
    collectPiecewise(schema, value, [], issues, limit + 1);
    // Overflowing without a flood of issues is some other fault: not one to answer as "valid".
    if (issues.length === 0) throw error;
    return { issues: issues.slice(0, limit), more: issues.length > limit ? 'unknown' : 0 };
  }
}

function collectPiecewise(schema: z.ZodType, value: unknown, path: PropertyKey[], out: PathIssue[], budget: number): void {
  if (out.length >= budget) return;
  const inner = schema instanceof z.ZodOptional && value !== undefined ? (schema.unwrap() as z.ZodType) : schema;
  if (inner instanceof z.ZodArray && Array.isArray(value)) {
    for (let i = 0; i < value.length && out.length < budget; i++) collectPiecewise(inner.element as z.ZodType, value[i], [...path, i], out, budget);
    return;
  }
  if (inner instanceof z.ZodObject && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const shape = inner.shape as Record<string, z.ZodType>;
    for (const key of Object.keys(value)) {
      if (!Object.hasOwn(shape, key)) out.push(unknownField(path, key));
    }
    for (const [key, field] of Object.entries(shape)) collectPiecewise(field, (value as Record<string, unknown>)[key], [...path, key], out, budget);
    return;
  }
  const result = schema.safeParse(value, { error: readableIssue });
  if (!result.success) out.push(...explainIssues(result.error.issues).map((issue) => ({ ...issue, path: [...path, ...issue.path] })));
}
