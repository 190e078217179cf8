import * as z from 'zod';
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

  it('says how long text may be, and that empty text is not a value', () => {
    const text = z.strictObject({ name: z.string().min(1).max(5), phone: z.string().min(3), pages: z.number().int().positive() });
    expect(boundedIssues(text, { name: '', phone: '12', pages: 0 }, 10).issues).toEqual([
      { path: ['name'], message: 'Empty: give some text, or leave the field out if it is optional' },
      { path: ['phone'], message: 'Too short: use at least 3 characters' },
      { path: ['pages'], message: 'Too small: use a number above 0' },
    ]);
    expect(boundedIssues(text, { name: 'Robinson', phone: '123', pages: 1 }, 10).issues).toEqual([
      { path: ['name'], message: 'Too long: use at most 5 characters (this has 8); shorten it' },
    ]);
  });

  it('asks for the object itself when the whole value is null, not to leave it out', () => {
    expect(boundedIssues(schema, null, 10).issues).toEqual([{ path: [], message: 'null is not used: send an object' }]);
  });
});
