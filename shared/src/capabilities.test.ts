/** The catalogue against docs/capabilities.md's table: ids, groups, labels and pinned chips, in its order. */
import { describe, expect, it } from 'vitest';
import { CAPABILITY_CATALOGUE, CapabilityMetaSchema, findCapability } from './capabilities';

/** docs/capabilities.md, "The catalogue" and "Groups": group, id, label, pinned. */
const SPEC_ROWS: [group: string, id: string, label: string, pinned: boolean][] = [
  ['understand', 'claim_summary', 'Summarise the claim', true],
  ['understand', 'build_chronology', 'Build a chronology', false],
  ['understand', 'parties_overview', 'Who is involved', false],
  ['understand', 'document_review', 'Review the documents', false],
  ['decide', 'policy_validation', 'Validate the policy', true],
  ['decide', 'next_actions', 'Next actions', true],
  ['decide', 'settlement_review', 'Settlement position', false],
  ['decide', 'reserve_review', 'Review the reserve', false],
  ['protect', 'fraud_check', 'Run a fraud check', true],
  ['protect', 'vulnerability_check', 'Check for vulnerability', false],
  ['protect', 'complaint_check', 'Check for complaints', false],
  ['protect', 'handling_review', 'Review claim handling', false],
  ['produce', 'customer_update', 'Draft a customer update', false],
  ['produce', 'file_note', 'Write a file note', false],
  ['produce', 'handover_summary', 'Handover summary', false],
  ['help', 'what_can_you_do', 'What can you do?', false],
];

describe('the capability catalogue', () => {
  it('has the rows of docs/capabilities.md, in its order, with its groups, labels and pinned chips', () => {
    expect(CAPABILITY_CATALOGUE.map((c) => [c.group, c.id, c.label, c.pinned])).toEqual(SPEC_ROWS);
  });

  it('is valid against its own schema, one row per id', () => {
    for (const row of CAPABILITY_CATALOGUE) expect(CapabilityMetaSchema.safeParse(row).success, row.id).toBe(true);
    expect(new Set(CAPABILITY_CATALOGUE.map((c) => c.id)).size).toBe(CAPABILITY_CATALOGUE.length);
  });

  it("sends a quick action as a handler's own words, not the chip's label", () => {
    for (const row of CAPABILITY_CATALOGUE) {
      expect(row.quickActionMessage, row.id).not.toBe(row.label);
      expect(row.quickActionMessage, row.id).toMatch(/[.?]$/);
    }
  });

  it('greys out settlement_review on a claim with no offers and no reserves, as docs/capabilities.md says', () => {
    expect(findCapability('settlement_review')?.requires).toEqual(['settlement_data']);
    expect(findCapability('make_tea')).toBeUndefined();
  });
});
