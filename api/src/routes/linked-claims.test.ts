import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimRecord, LinkedClaims } from '@claims/shared';
import { call, demoClaim, seedDemo, userOfTeam } from '../../test/helpers';
import { readEvents } from '../../test/sse';

const BASE = 'CLM-26-004211'; // motor: the claimant and the driver give 07700 900736; the car is YH21 KXP

/** A Motor claim sharing the base claim's registration, and a Property claim sharing its phone. */
function linkedMotor(): ClaimRecord {
  const claim = demoClaim(1);
  claim.id = 'CLM-LINK-MOTOR';
  claim.loss.description = `${claim.loss.description} The other car was YH21 KXP.`;
  return claim;
}

function linkedProperty(): ClaimRecord {
  const claim = demoClaim(3);
  claim.id = 'CLM-LINK-HIDDEN';
  claim.parties.push({ id: 'p-link', role: 'witness', name: 'Ms Dana Link', phone: '+44 (0)7700 900736' });
  return claim;
}

beforeAll(async () => {
  await seedDemo();
  for (const claim of [linkedMotor(), linkedProperty()]) {
    expect((await call(`/api/claims/${claim.id}`, { method: 'PUT', json: claim })).status).toBeLessThan(300);
  }
});

async function linked(id: string, user?: string): Promise<{ status: number; body: LinkedClaims; text: string }> {
  const res = await call(`/api/claims/${id}/linked`, user ? { user } : {});
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as LinkedClaims, text };
}

describe('GET /api/claims/:id/linked', () => {
  it('names every linked claim and what is shared, for an admin', async () => {
    const { status, body } = await linked(BASE);
    expect(status).toBe(200);
    expect(body.otherTeams).toBe(0);
    expect(body.claims.map((c) => c.claimId)).toEqual(['CLM-LINK-HIDDEN', 'CLM-LINK-MOTOR']);
    expect(body.claims[0]!.shared).toEqual([
      expect.objectContaining({ kind: 'phone', value: '07700 900736', otherValue: '+44 (0)7700 900736', otherParty: 'Ms Dana Link (witness)' }),
    ]);
    expect(body.claims[1]!.shared).toEqual([expect.objectContaining({ kind: 'registration', value: 'YH21 KXP', otherValue: 'YH21 KXP' })]);
  });

  it('never names a claim of another team to a handler: it only counts it', async () => {
    const { body, text } = await linked(BASE, userOfTeam('Motor'));
    expect(body.claims.map((c) => c.claimId)).toEqual(['CLM-LINK-MOTOR']);
    expect(body.otherTeams).toBe(1);
    expect(text).not.toContain('CLM-LINK-HIDDEN');
    expect(text).not.toContain('Dana Link');
  });

  it('answers 404 for a claim the handler may not see, as for a missing one', async () => {
    expect((await linked(BASE, userOfTeam('Property'))).status).toBe(404);
    expect((await linked('CLM-NOPE')).status).toBe(404);
  });

  it('forgets a link once the claim that made it is replaced without the shared detail', async () => {
    const claim = linkedProperty();
    claim.id = 'CLM-LINK-GONE';
    await call(`/api/claims/${claim.id}`, { method: 'PUT', json: claim });
    expect((await linked(BASE)).body.claims.map((c) => c.claimId)).toContain('CLM-LINK-GONE');
    claim.parties = claim.parties.filter((p) => p.id !== 'p-link');
    await call(`/api/claims/${claim.id}`, { method: 'PUT', json: claim });
    expect((await linked(BASE)).body.claims.map((c) => c.claimId)).not.toContain('CLM-LINK-GONE');
  });
});

describe('the linked_claims risk check in a fraud check', () => {
  it("counts another team's linked claim without naming it, and says to refer it to counter-fraud", async () => {
    const res = await call(`/api/claims/${BASE}/chat`, {
      method: 'POST',
      user: userOfTeam('Motor'),
      json: { message: 'Run a fraud check', capability: 'fraud_check' },
    });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    const text = events
      .filter((e) => e.event === 'text')
      .map((e) => (e.data as { delta: string }).delta)
      .join('');
    expect(text).toContain('CLM-LINK-MOTOR');
    expect(text).toMatch(/1 claim in other teams shares details with this one.*counter-fraud team/);
    expect(text).not.toContain('CLM-LINK-HIDDEN');
    expect(text).not.toContain('Dana Link');
  });
});
