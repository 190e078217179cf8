import { describe, expect, it } from 'vitest';
import { call, callJson, makeClaim, message } from '../../../test/support/test-fixtures';
import { claimMetricsTool } from './claim-metrics';

describe('claim_metrics', () => {
  it('counts days and money from the record and today', async () => {
    const claim = makeClaim({
      correspondence: [
        message('c1', '2026-10-04', 'inbound', 'Hi'),
        message('c2', '2026-11-20', 'inbound', 'Any news?'),
        message('c3', '2026-11-21', 'outbound', 'Soon'),
        message('c4', '2026-11-22', 'internal', 'Note', { channel: 'note' }),
      ],
      financials: {
        reserves: [{ headOfDamage: 'vehicle', amount: 100001, setDate: '2026-10-05' }],
        payments: [{ id: 'pay1', date: '2026-11-01', headOfDamage: 'vehicle', amount: 49999, kind: 'interim' }],
        recoveries: [{ id: 'r1', date: '2026-11-10', amount: 1, kind: 'excess' }],
      },
      tasks: [{ id: 't1', due: '2026-12-10', description: 'Chase', status: 'open' }],
    });
    const out = await callJson(claimMetricsTool, {}, claim);
    expect(out).toMatchObject({
      daysOpen: 58,
      daysLossToNotification: 1,
      daysSinceLastInbound: 10,
      lastInbound: '2026-11-20',
      daysSinceLastOutbound: 9,
      incurred: 150000,
      paid: 49999,
      outstanding: 100001,
      recovered: 1,
      netIncurred: 149999,
      formatted: { incurred: '£1,500.00', netIncurred: '£1,499.99' },
    });
    expect(out.counts).toMatchObject({ correspondence: 4, inbound: 2, outbound: 1, internal: 1, openTasks: 1 });
  });

  it('stops the clock at closure and is honest about no messages', async () => {
    const out = await callJson(claimMetricsTool, {}, makeClaim({ status: 'closed', closedDate: '2026-10-13' }));
    expect(out).toMatchObject({ daysOpen: 10, daysSinceLastInbound: null, lastInboundNote: 'No inbound messages on this claim.' });
  });

  it('takes no input', async () => {
    expect((await call(claimMetricsTool, { claimId: 'x' }, makeClaim())).isError).toBe(true);
  });
});
