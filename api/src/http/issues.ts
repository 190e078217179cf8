/** Turns zod issues into the API's `issues[]`: a readable path and a message for each. */
import type * as z from 'zod';
import { explainIssues, type ValidationIssue } from '@claims/shared';

/** ["parties", 2, "id"] → "parties[2].id"; the root is "(root)". */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(root)' : out;
}

export function toIssues(error: z.ZodError): ValidationIssue[] {
  return explainIssues(error.issues).map(({ path, message }) => ({ path: formatPath(path), message }));
}
