import { describe, expect, it } from 'vitest';
import { CLAIM_SECTIONS, getClaimSectionTool } from './get-claim-section';
import { call, callJson, document, event, makeClaim, message } from '../test-fixtures';

describe('get_claim_section', () => {
  it('answers every section of a sparse claim, honest about what is missing', async () => {
    const claim = makeClaim();
    for (const section of CLAIM_SECTIONS) {
      const out = await call(getClaimSectionTool, { section }, claim);
      expect(out.isError, section).toBe(false);
      expect(out.result.length, section).toBeLessThanOrEqual(4000);
    }
    expect((await call(getClaimSectionTool, { section: 'injuries' }, claim)).result).toBe('No injuries recorded on this claim.');
    expect((await call(getClaimSectionTool, { section: 'documents' }, claim)).result).toBe('No documents on this claim.');
    expect((await call(getClaimSectionTool, { section: 'tasks' }, claim)).result).toBe('No tasks recorded on this claim.');
    expect((await call(getClaimSectionTool, { section: 'financials' }, claim)).result).toBe('No reserves, payments or recoveries recorded on this claim.');
  });

  it('gives an overview with counts and money', async () => {
    const out = await callJson(getClaimSectionTool, { section: 'overview' }, makeClaim({ documents: [document('d1', 'x')] }));
    expect(out).toMatchObject({ id: 'CLM-TEST-1', status: 'open', lossDate: '2026-10-02', daysOpen: 58, policyholder: 'Alex Morgan (policyholder)' });
    expect(out.counts.documents).toBe(1);
    expect(out.handler).toEqual({ id: 'h1', name: 'Jo Reed', team: 'Motor Claims' });
  });

  it('says an injury has no diagnosis rather than leaving it out', async () => {
    const out = await callJson(getClaimSectionTool, { section: 'injuries' }, makeClaim({ injuries: [{ partyId: 'p2', description: 'Neck pain' }] }));
    expect(out.injuries[0]).toMatchObject({ party: 'Sam Patel (third party)', diagnosis: 'No diagnosis recorded.' });
  });

  it('lists documents by title and id, never their text', async () => {
    const out = await callJson(getClaimSectionTool, { section: 'documents' }, makeClaim({ documents: [document('d1', 'SECRET BODY TEXT', { title: 'Claim form' })] }));
    expect(out.documents).toEqual([{ id: 'd1', title: 'Claim form', kind: 'letter', received: '2026-10-05', chars: 16 }]);
    expect(JSON.stringify(out)).not.toContain('SECRET');
  });

  it('pages correspondence newest first with offsets', async () => {
    const correspondence = Array.from({ length: 60 }, (_, i) =>
      message(`c${i}`, `2026-10-${String(5 + (i % 20)).padStart(2, '0')}T${String(8 + Math.floor(i / 20)).padStart(2, '0')}:00:00Z`, 'inbound', `Message number ${i} ${'with some words '.repeat(10)}`),
    );
    const claim = makeClaim({ correspondence });
    const first = await callJson(getClaimSectionTool, { section: 'correspondence' }, claim);
    expect(first.total).toBe(60);
    expect(first.messages[0].at >= first.messages[1].at).toBe(true);
    expect(first.more).toMatchObject({ total: 60, nextOffset: first.messages.length });
    expect(first.more.note).toMatch(/section "correspondence" and offset \d+/);
    const second = await callJson(getClaimSectionTool, { section: 'correspondence', offset: first.more.nextOffset }, claim);
    expect(second.messages[0].id).not.toBe(first.messages[0].id);
    const past = await callJson(getClaimSectionTool, { section: 'correspondence', offset: 500 }, claim);
    expect(past.more.note).toMatch(/past the end: there are 60/);
  });

  it('sorts events by date', async () => {
    const out = await callJson(getClaimSectionTool, { section: 'events' }, makeClaim({ events: [event('e2', '2026-11-01', 'other'), event('e1', '2026-10-10', 'cnf_received')] }));
    expect(out.events.map((e: { id: string }) => e.id)).toEqual(['e1', 'e2']);
  });

  it('refuses an unknown section, listing the choices', async () => {
    const out = await call(getClaimSectionTool, { section: 'notes' }, makeClaim());
    expect(out.isError).toBe(true);
    expect(out.result).toMatch(/section: Invalid option: expected one of "overview"\|"handler"\|"policy"/);
  });
});
