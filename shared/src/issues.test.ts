import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { explainIssues } from './issues';

describe('explainIssues', () => {
  it('names each unknown field in its own path, and keeps other issues as they are', () => {
    const schema = z.strictObject({ a: z.strictObject({ n: z.number() }) });
    const result = schema.safeParse({ a: { n: 'x', typo: 1, other: 2 } });
    expect(result.success).toBe(false);
    expect(explainIssues(result.error!.issues)).toEqual([
      { path: ['a', 'n'], message: expect.stringMatching(/number/) },
      { path: ['a', 'typo'], message: 'Unknown field "typo": remove it or check its spelling' },
      { path: ['a', 'other'], message: 'Unknown field "other": remove it or check its spelling' },
    ]);
  });
});
