import { CAPABILITY_CATALOGUE } from '@claims/shared';
import { PLAYBOOKS } from '@claims/prompts';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES, assertCatalogueMatches, getCapability } from './registry';

const THINKING: Record<string, string> = {
  claim_summary: 'low',
  build_chronology: 'medium',
  parties_overview: 'low',
  document_review: 'medium',
  policy_validation: 'high',
  next_actions: 'medium',
  settlement_review: 'high',
  reserve_review: 'high',
  fraud_check: 'high',
  vulnerability_check: 'medium',
  complaint_check: 'medium',
  handling_review: 'medium',
  customer_update: 'medium',
  file_note: 'low',
  handover_summary: 'low',
  what_can_you_do: 'low',
};

describe('the capability registry', () => {
  it('matches the real catalogue and playbooks id for id', () => {
    expect(() => assertCatalogueMatches()).not.toThrow();
    expect(CAPABILITIES.map((c) => c.id)).toEqual(CAPABILITY_CATALOGUE.map((c) => c.id));
    for (const c of CAPABILITIES) expect(PLAYBOOKS[c.id], c.id).toBeTruthy();
  });

  it('gives each capability its thinking level as docs/capabilities.md says', () => {
    for (const c of CAPABILITIES) expect(c.thinkingLevel, c.id).toBe(THINKING[c.id]);
  });

  it('looks capabilities up by id', () => {
    expect(getCapability('fraud_check')?.thinkingLevel).toBe('high');
    expect(getCapability('nope')).toBeUndefined();
  });
});

describe('assertCatalogueMatches', () => {
  const catalogue = [{ id: 'a' }, { id: 'b' }];
  const capabilities = [{ id: 'a' }, { id: 'b' }];
  const playbooks = { a: 'Do a.', b: 'Do b.' };

  it('passes a matching set', () => {
    expect(() => assertCatalogueMatches(catalogue, capabilities, playbooks)).not.toThrow();
  });

  it('names an id missing from the server side, and one missing from the catalogue', () => {
    expect(() => assertCatalogueMatches([...catalogue, { id: 'c' }], capabilities, playbooks)).toThrow(
      'Capability catalogue mismatch: in the catalogue but not in the server registry: c.',
    );
    expect(() => assertCatalogueMatches(catalogue, [...capabilities, { id: 'z' }], playbooks)).toThrow(/in the server registry but not in the catalogue: z/);
  });

  it('names a capability with no playbook, and a repeated id', () => {
    expect(() => assertCatalogueMatches(catalogue, capabilities, { a: 'Do a.' })).toThrow('Capability catalogue mismatch: no playbook: b.');
    expect(() => assertCatalogueMatches(catalogue, [...capabilities, { id: 'a' }], { ...playbooks, b: '  ' })).toThrow(
      /declared more than once in the server registry: a; no playbook: b/,
    );
  });
});
