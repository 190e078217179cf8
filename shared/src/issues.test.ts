import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { boundedIssues, explainIssues } from './issues';

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

describe('boundedIssues', () => {
  const schema = z.strictObject({ name: z.string(), count: z.number().optional(), tags: z.array(z.string()), version: z.literal(1, 'Set version to 1') });

  it('says a missing field is missing, and that null is not a value, instead of "received undefined" or "received null"', () => {
    const { issues } = boundedIssues(schema, { count: null, tags: ['a'], version: 1 }, 10);
    expect(issues).toEqual([
      { path: ['name'], message: 'Missing: add this field (text)' },
      { path: ['count'], message: 'null is not used: give a number, or leave the field out if it is optional' },
    ]);
  });

  it("keeps a schema's own messages and zod's for other issues", () => {
    const { issues } = boundedIssues(schema, { name: 'x', tags: [3], version: 2 }, 10);
    expect(issues).toEqual([
      { path: ['tags', 0], message: 'Invalid input: expected string, received number' },
      { path: ['version'], message: 'Set version to 1' },
    ]);
  });
});
