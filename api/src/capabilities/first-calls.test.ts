import { describe, expect, it } from 'vitest';
import { DEMO_CLAIMS } from '../../demo';
import { planFirstCalls } from './first-calls';
import { CAPABILITIES } from './registry';
import { document, makeClaim } from '../../test/support/test-fixtures';

describe("capabilities' first calls", () => {
  it('give every capability at least one first call, each an input its tool accepts on every demo claim', () => {
    for (const capability of CAPABILITIES) {
      expect(capability.firstCalls.length, capability.id).toBeGreaterThan(0);
      for (const claim of DEMO_CLAIMS) {
        const planned = planFirstCalls(capability, claim);
        expect(
          planned.map((c) => c.name),
          `${capability.id} on ${claim.id}`,
        ).toEqual(capability.firstCalls.map((c) => c.tool.definition.name));
        for (const [i, call] of planned.entries()) {
          const result = capability.firstCalls[i]!.tool.inputSchema.safeParse(call.input);
          expect(result.success, `${capability.id}: ${call.name} on ${claim.id}`).toBe(true);
        }
      }
    }
  });

  it('read only what the claim has: no document to open on a claim without documents', () => {
    const documentReview = CAPABILITIES.find((c) => c.id === 'document_review')!;
    expect(planFirstCalls(documentReview, makeClaim()).map((c) => c.name)).toEqual(['search_claim']);
    const withOne = makeClaim({ documents: [document('d1', 'Engineer report on the damage.')] });
    expect(planFirstCalls(documentReview, withOne)).toEqual([
      { name: 'search_claim', input: { query: withOne.loss.description, limit: 5 }, firstPageOnly: true },
      { name: 'get_document', input: { documentId: 'd1' } },
    ]);
  });
});
