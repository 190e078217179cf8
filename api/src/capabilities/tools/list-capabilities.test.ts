import { CAPABILITY_CATALOGUE } from '@claims/shared';
import { describe, expect, it } from 'vitest';
import { call, callJson, makeClaim } from '../../../test/support/test-fixtures';
import { listCapabilitiesTool } from './list-capabilities';

describe('list_capabilities', () => {
  it('lists the catalogue rows with availability on this claim', async () => {
    const out = await callJson(listCapabilitiesTool, {}, makeClaim());
    expect(out.capabilities.map((c: { id: string }) => c.id)).toEqual(CAPABILITY_CATALOGUE.map((c) => c.id));
    expect(out.capabilities[0]).toEqual({
      id: 'claim_summary',
      label: 'Summarise the claim',
      description: CAPABILITY_CATALOGUE[0].description,
      group: 'understand',
      pinned: true,
    });
    expect(out.capabilities.find((c: { id: string }) => c.id === 'document_review')).toMatchObject({
      available: false,
      reason: 'There are no documents on this claim yet.',
    });
    expect(out.limits).toMatch(/Read-only/);
  });

  it('takes no input', async () => {
    expect((await call(listCapabilitiesTool, { group: 'help' }, makeClaim())).isError).toBe(true);
  });
});
