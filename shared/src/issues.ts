/**
 * Zod issues as a person should read them: an unknown field is named in its own path (zod
 * reports it on the parent object), one issue per field, so "cancelationDate" points at itself.
 */
import type { z } from 'zod';

export interface PathIssue {
  path: PropertyKey[];
  message: string;
}

export function explainIssues(issues: readonly z.core.$ZodIssue[]): PathIssue[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path, key], message: `Unknown field "${key}": remove it or check its spelling` }))
      : [{ path: [...issue.path], message: issue.message }],
  );
}
