import { CAPABILITY_CATALOGUE, CAPABILITY_GROUPS } from '@claims/shared';
import { describe, expect, it } from 'vitest';
import { call, callJson, makeClaim } from '../../../test/support/test-fixtures';
import { listCapabilitiesTool } from './list-capabilities';

describe('list_capabilities', () => {
  it('lists the catalogue rows under their groups, with availability on this claim', async () => {
    const out = await callJson(listCapabilitiesTool, {}, makeClaim());
    const groups = out.capabilities as Record<string, { id: string }[]>;
    expect(Object.keys(groups)).toEqual([...CAPABILITY_GROUPS]);
    for (const [group, rows] of Object.entries(groups)) {
      expect(rows.map((c) => c.id)).toEqual(CAPABILITY_CATALOGUE.filter((c) => c.group === group).map((c) => c.id));
    }
    expect(Object.values(groups).flat()).toHaveLength(CAPABILITY_CATALOGUE.length);
    expect(groups.understand?.[0]).toEqual({
      id: 'claim_summary',
      label: 'Summarise the claim',
      description: CAPABILITY_CATALOGUE[0].description,
      pinned: true,
    });
    expect(
      Object.values(groups)
        .flat()
        .find((c) => c.id === 'document_review'),
    ).toMatchObject({
      available: false,
      reason: 'There are no documents on this claim yet.',
    });
    expect(out.limits).toMatch(/Read-only/);
  });

  it('takes no input', async () => {
    expect((await call(listCapabilitiesTool, { group: 'help' }, makeClaim())).isError).toBe(true);
  });
});
