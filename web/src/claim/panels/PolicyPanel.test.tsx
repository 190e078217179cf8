import { afterEach, describe, expect, it } from 'vitest';
import { claimFixture } from '../../test-support/claim-fixture';
import { cleanup, render } from '../../test-support/render';
import { ClaimViewContext } from '../claim-view';
import { PolicyPanel } from './PolicyPanel';

afterEach(cleanup);

async function policyText(policy: Partial<ReturnType<typeof claimFixture>['policy']>) {
  const base = claimFixture();
  const claim = { ...base, policy: { ...base.policy, ...policy } };
  const { container } = await render(
    <ClaimViewContext.Provider value={{ claim, today: '2026-11-30', isFlashed: () => false, openDocumentId: null, openDocument: () => undefined }}>
      <PolicyPanel />
    </ClaimViewContext.Provider>,
  );
  return [...container.querySelectorAll('.fact')].map((f) => f.textContent);
}

describe('PolicyPanel', () => {
  it('says a cancelled policy is cancelled first, with the original period after, never "In force"', async () => {
    const facts = await policyText({ status: 'cancelled', cancellationDate: '2026-09-10', inceptionDate: '2026-04-03', expiryDate: '2027-04-02' });
    expect(facts).toContain('CoverCancelled from 10 Sept 2026 (the original period was 3 Apr 2026 to 2 Apr 2027)');
    expect(facts.join(' ')).not.toContain('In force');
  });

  it('gives an active policy its period in force', async () => {
    expect(await policyText({})).toContain('In force1 Mar 2026 to 28 Feb 2027');
  });
});
