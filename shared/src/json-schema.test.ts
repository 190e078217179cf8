import { describe, expect, it } from 'vitest';
import committed from '../claim-record.schema.json';
import { claimRecordJsonSchema } from './json-schema';

describe('the published claim-record JSON Schema', () => {
  it('matches the zod schema (regenerate with `npm run schema --workspace shared`)', () => {
    expect(committed).toEqual(claimRecordJsonSchema());
  });

  it('is strict and carries the fixed field names', () => {
    const schema = claimRecordJsonSchema() as { required: string[]; additionalProperties: boolean };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(
      expect.arrayContaining(['schemaVersion', 'id', 'lineOfBusiness', 'policy', 'parties', 'financials', 'offers', 'events']),
    );
  });
});
