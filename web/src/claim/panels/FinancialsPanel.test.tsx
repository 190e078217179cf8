import { afterEach, describe, expect, it } from 'vitest';
import type { ClaimRecord } from '@claims/shared/claim-record';
import { claimFixture } from '../../test-support/claim-fixture';
import { cleanup, render } from '../../test-support/render';
import { ClaimViewContext } from '../claim-view';
import { FinancialsPanel } from './FinancialsPanel';

afterEach(cleanup);

async function financials(claim: ClaimRecord): Promise<HTMLElement> {
  const { container } = await render(
    <ClaimViewContext.Provider value={{ claim, today: '2027-01-10', isFlashed: () => false, openDocumentId: null, openDocument: () => undefined }}>
      <FinancialsPanel />
    </ClaimViewContext.Provider>,
  );
  return container;
}

/** The first cell of each body row of the table under the heading. */
function firstCells(container: HTMLElement, heading: string): string[] {
  const h3 = [...container.querySelectorAll('h3')].find((h) => h.textContent === heading);
  const table = h3?.nextElementSibling?.querySelector('table');
  return [...(table?.querySelectorAll<HTMLTableRowElement>('tbody tr') ?? [])].map((row) => row.cells[0]?.textContent ?? '');
}

// Documents, correspondence and offers were newest first on the page, and get_claim_section
// lists payments and recoveries newest first "as the page shows them"; the page showed those
// two in the order the record happened to keep them.
describe('FinancialsPanel', () => {
  it('lists payments and recoveries newest first whatever the record order, as the other lists and the tools do', async () => {
    const base = claimFixture();
    const claim = claimFixture({
      financials: {
        ...base.financials,
        payments: [
          { id: 'pay1', date: '2026-08-30', headOfDamage: 'Own damage', amount: 398650, kind: 'indemnity' },
          { id: 'pay2', date: '2026-11-02', headOfDamage: 'Hire', amount: 120000, kind: 'indemnity' },
          { id: 'pay3', date: '2026-09-15', headOfDamage: 'Engineer', amount: 25000, kind: 'fee' },
        ],
        recoveries: [
          { id: 'r1', date: '2026-09-01', amount: 10000, kind: 'salvage' },
          { id: 'r2', date: '2026-10-01', amount: 20000, kind: 'subrogation' },
        ],
      },
    });
    const container = await financials(claim);
    expect(firstCells(container, 'Payments')).toEqual(['2 Nov 2026', '15 Sept 2026', '30 Aug 2026']);
    expect(firstCells(container, 'Recoveries')).toEqual(['1 Oct 2026', '1 Sept 2026']);
  });
});
