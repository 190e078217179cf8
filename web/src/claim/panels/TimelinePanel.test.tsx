import { afterEach, describe, expect, it } from 'vitest';
import type { ClaimRecord } from '@claims/shared/claim-record';
import { claimFixture } from '../../test-support/claim-fixture';
import { cleanup, render } from '../../test-support/render';
import { ClaimViewContext } from '../claim-view';
import { TimelinePanel } from './TimelinePanel';

afterEach(cleanup);

async function renderTimeline(claim: ClaimRecord, isFlashed: (key: string) => boolean = () => false): Promise<HTMLElement> {
  const { container } = await render(
    <ClaimViewContext.Provider value={{ claim, today: '2027-01-10', isFlashed, openDocumentId: null, openDocument: () => undefined }}>
      <TimelinePanel />
    </ClaimViewContext.Provider>,
  );
  return container;
}

async function timeline(claim: ClaimRecord): Promise<string[]> {
  const container = await renderTimeline(claim);
  return [...container.querySelectorAll('.timeline-item')].map(
    (item) => `${item.querySelector('time')?.getAttribute('datetime')} ${item.querySelector('strong')?.textContent ?? item.querySelector('span')?.textContent}`,
  );
}

describe('TimelinePanel', () => {
  it('keeps the loss, notification and closure in date order with the events (oldest first)', async () => {
    const claim = claimFixture({
      status: 'reopened',
      loss: { ...claimFixture().loss, date: '2026-08-07' },
      notifiedDate: '2026-08-20',
      closedDate: '2026-10-01',
      events: [
        { id: 'e1', date: '2026-08-12', kind: 'letter_of_claim_received' },
        { id: 'e2', date: '2026-11-05', kind: 'complaint_received' },
        { id: 'e3', date: '2026-08-20', kind: 'letter_of_claim_acknowledged' },
      ],
    });
    expect(await timeline(claim)).toEqual([
      '2026-08-07 Loss',
      '2026-08-12 Letter of claim received',
      '2026-08-20 Claim notified',
      '2026-08-20 Letter of claim acknowledged',
      '2026-10-01 Claim closed (since reopened)',
      '2026-11-05 Complaint received',
    ]);
  });

  it('marks each event as a citable source', async () => {
    const container = await renderTimeline(claimFixture(), (key) => key === 'event:e2');
    expect(container.querySelector('[data-source="event:e2"]')?.getAttribute('data-highlighted')).toBe('true');
    expect(container.querySelector('[data-source="event:e1"]')?.hasAttribute('data-highlighted')).toBe(false);
  });

  // build_timeline also lists messages, documents, payments, recoveries, offers and policy
  // changes; a handler comparing it with this panel was left to wonder why they differ.
  it("says what it lists and where the rest of the file's dates are", async () => {
    const container = await renderTimeline(claimFixture());
    expect(container.querySelector('.panel-summary')?.textContent).toBe('Key dates and recorded events, oldest first');
    expect(container.querySelector('.timeline-note')?.textContent).toBe(
      'Messages, documents, payments and offers are in their own panels. Build a chronology to see everything on the file in date order.',
    );
  });

  it('reads a closure as final only on a closed claim', async () => {
    const closed = claimFixture({ status: 'closed', closedDate: '2026-10-01' });
    expect(await timeline(closed)).toContain('2026-10-01 Claim closed');
  });
});
