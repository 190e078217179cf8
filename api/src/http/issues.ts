/** Turns zod issues into the API's `issues[]`: a readable path and a message for each. */
import type { z } from 'zod';
import type { ValidationIssue } from '@claims/shared';

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
  return error.issues.map((issue) => {
    // An unrecognised key is reported on its parent; name the key itself.
    if (issue.code === 'unrecognized_keys') {
      return {
        path: formatPath([...issue.path, ...(issue.keys.length === 1 ? issue.keys : [])]),
        message: `Unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}: remove ${issue.keys.length > 1 ? 'them' : 'it'} or check the spelling`,
      };
    }
    return { path: formatPath(issue.path), message: issue.message };
  });
}
