import { describe, expect, it } from 'vitest';
import { CAPABILITIES } from '../capabilities/registry';
import { document, makeClaim } from '../../test/support/test-fixtures';
import { OFFLINE_PLANS } from './plans';

describe('offline plans', () => {
  it("call exactly the tools each capability's playbook calls first, in order", () => {
    const claim = makeClaim({ documents: [document('d1', 'Engineer report on the damage.')] });
    for (const capability of CAPABILITIES) {
      const planned = OFFLINE_PLANS[capability.id](claim).map((c) => c.name);
      expect(planned, capability.id).toEqual(capability.tools.map((t) => t.definition.name));
    }
  });

  it('give every planned call an input its tool accepts', () => {
    const claim = makeClaim({ documents: [document('d1', 'Engineer report on the damage.')] });
    for (const capability of CAPABILITIES) {
      for (const call of OFFLINE_PLANS[capability.id](claim)) {
        const tool = capability.tools.find((t) => t.definition.name === call.name)!;
        expect(tool.inputSchema.safeParse(call.input).success, `${capability.id}: ${call.name}`).toBe(true);
      }
    }
  });

  it('read only what the claim has: no document to open on a claim without documents', () => {
    expect(OFFLINE_PLANS.document_review(makeClaim()).map((c) => c.name)).toEqual(['search_claim']);
  });
});
