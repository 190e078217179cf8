// @vitest-environment jsdom
/** The claim at a glance on the page: the alert strip, the panel index and the Deadlines panel, against a fake Worker. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Health } from '@claims/shared/wire';
import type { Alert, ClaimOverview, DeadlineRow } from '@claims/shared/overview';
import { claimFixture } from '../test-support/claim-fixture';
import { fakeServer, settle } from '../test-support/fake-server';
import { cleanup, click, render } from '../test-support/render';
import { ClaimPage } from './ClaimPage';

const OFFLINE: Health = { ok: true, provider: 'offline', model: null, capabilities: 16, tools: 16 };

afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
});

const alert = (over: Partial<Alert>): Alert => ({ kind: 'due_soon', severity: 'medium', title: 'T', detail: 'D', panel: 'deadlines', sources: [], ...over });
const deadline = (over: Partial<DeadlineRow>): DeadlineRow => ({
  kind: 'task',
  due: '2026-12-04',
  dueText: 'Friday 4 December 2026',
  daysLeft: 4,
  status: 'due_soon',
  basis: "the claim's diary",
  trigger: 'task:t1',
  what: 'Decide on the Part 36 offer',
  ...over,
});

const ALERTS: Alert[] = [
  alert({
    kind: 'part36_running',
    severity: 'high',
    title: 'Part 36 offer by the claimant: relevant period ends 4 Dec 2026 (4 days left)',
    panel: 'financials',
    sources: ['offer:o1'],
  }),
  alert({ kind: 'overdue', severity: 'high', title: 'Overdue: Liability decision, 3 days overdue', panel: 'deadlines', sources: ['event:e1'] }),
  alert({ kind: 'litigation', severity: 'medium', title: 'Proceedings threatened', panel: 'correspondence', sources: ['msg:c2'] }),
  alert({ kind: 'risk_flags', severity: 'medium', title: '1 fraud indicator: early claim', panel: 'policy', sources: ['policy:WYV-PC-2231907'] }),
  alert({ kind: 'cover_in_doubt', severity: 'low', title: 'Loss near the end of cover', panel: 'policy' }),
];
const DEADLINES: DeadlineRow[] = [
  deadline({}),
  deadline({
    kind: 'cnf_response',
    due: '2026-09-10',
    daysLeft: -81,
    status: 'met',
    basis: 'RTA Protocol',
    trigger: 'event:e1',
    what: 'CNF received: respond within 15 business days.',
    metOn: '2026-08-21',
  }),
  deadline({
    kind: 'liability_decision',
    due: '2026-11-27',
    daysLeft: -3,
    status: 'overdue',
    basis: 'PI Pre-Action Protocol',
    trigger: 'event:e1',
    what: 'Admit or deny liability within 3 months.',
  }),
  deadline({
    kind: 'limitation',
    due: '2029-08-07',
    daysLeft: 981,
    status: 'upcoming',
    basis: 'Limitation Act 1980 s.11',
    trigger: 'loss',
    what: 'Personal injury: proceedings by 7 Aug 2029.',
  }),
];

async function openClaim(overview: Partial<ClaimOverview> = {}) {
  const claim = claimFixture();
  const server = fakeServer(claim);
  server.overview = (today) => ({ today, alerts: ALERTS, deadlines: DEADLINES, ...overview });
  const view = await render(<ClaimPage claimId={claim.id} health={OFFLINE} />);
  await settle();
  const $ = <E extends Element = HTMLElement>(selector: string) => view.container.querySelector<E>(selector);
  const $$ = (selector: string) => [...view.container.querySelectorAll<HTMLElement>(selector)];
  return { server, $, $$ };
}

describe('the alert strip', () => {
  it('lists the alerts at the top, high first, with the severity in words and a count in its heading', async () => {
    const { $, $$ } = await openClaim();
    const strip = $('.alert-strip')!;
    expect(strip.compareDocumentPosition($('section[data-panel="overview"]')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(strip.getAttribute('aria-labelledby')).toBe('alert-strip-heading');
    expect($('#alert-strip-heading')?.textContent).toBe('5 alerts (2 high, 2 medium, 1 low)');
    // Every high one and at least three are shown until the handler asks for the rest.
    expect($$('.alert .alert-severity').map((b) => b.textContent)).toEqual(['High', 'High', 'Medium']);
    await click($('.alert-strip-more'));
    expect($$('.alert .alert-severity').map((b) => b.textContent)).toEqual(['High', 'High', 'Medium', 'Medium', 'Low']);
    expect($('.alert-strip-more')?.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens each alert at its source: a deadline row, an offer, a message, or the panel', async () => {
    const { $ } = await openClaim();
    await click($('[data-alert-kind="overdue"] a'));
    expect($('[data-panel="deadlines"] [data-source="deadline:event:e1"]')?.getAttribute('data-highlighted')).toBe('true');
    await click($('[data-alert-kind="part36_running"] a'));
    expect($('[data-source="offer:o1"]')?.getAttribute('data-highlighted')).toBe('true');
    await click($('[data-alert-kind="litigation"] a'));
    expect($('[data-source="msg:c2"]')?.getAttribute('data-highlighted')).toBe('true');
    expect(document.activeElement?.getAttribute('data-source')).toBe('msg:c2');
    await click($('.alert-strip-more'));
    await click($('[data-alert-kind="risk_flags"] a'));
    expect($('[data-panel="policy"]')?.getAttribute('data-highlighted')).toBe('true');
  }, 20_000); // several clicks through the whole page: slow on a busy machine

  it('says so when there are no alerts, and offers a retry when they cannot be loaded', async () => {
    expect((await openClaim({ alerts: [] })).$('.alert-strip-status')?.textContent).toBe('No alerts on this claim today.');
    await cleanup();
    const claim = claimFixture();
    const server = fakeServer(claim);
    server.failOverview({ status: 500, code: 'internal', message: 'Something went wrong on our side.' });
    const view = await render(<ClaimPage claimId={claim.id} health={OFFLINE} />);
    await settle();
    const status = view.container.querySelector('.alert-strip-status');
    expect(status?.getAttribute('role')).toBe('alert');
    expect(status?.textContent).toContain('Something went wrong on our side.');
    // The diary still shows, from the record.
    expect(view.container.querySelector('[data-panel="deadlines"]')?.textContent).toContain('the statutory deadlines could not be loaded');
    expect(view.container.querySelector('[data-source="deadline:task:t1"]')).not.toBeNull();
    server.failOverview(null);
    await click(status?.querySelector('button'));
    await settle();
    expect(view.container.querySelector('.alert-strip-status')?.textContent).toBe('No alerts on this claim today.');
  });
});

describe('the panel index', () => {
  it('links to every panel with its count and opens the panel', async () => {
    const { $, $$ } = await openClaim();
    const links = $$('nav.panel-index a');
    // Each link's name is the words shown, and for a screen reader what the count counts.
    expect(links.map((a) => a.textContent)).toEqual([
      'Overview',
      'Deadlines 3 open deadlines',
      'Policy',
      'Parties 4 parties',
      'Incident',
      'Documents 2 documents',
      'Correspondence 2 messages',
      'Financials',
      'Timeline 2 events',
    ]);
    expect(links.every((a) => !a.hasAttribute('aria-label'))).toBe(true);
    expect($('[data-index-panel="timeline"]')?.getAttribute('href')).toBe('#panel-timeline');
    await click($('[data-index-panel="timeline"]'));
    expect($('[data-panel="timeline"]')?.getAttribute('data-highlighted')).toBe('true');
    expect(document.activeElement).toBe($('[data-panel="timeline"]'));
  });
});

describe('the Deadlines panel', () => {
  it('shows every deadline from the overview, overdue first, met last, with days in words, basis and source', async () => {
    const { $, $$ } = await openClaim();
    const rows = $$('[data-panel="deadlines"] li.deadline');
    expect(rows.map((r) => r.querySelector('.row-title')?.textContent)).toEqual(['Liability decision', 'Diary task', 'Limitation', 'CNF response']);
    expect(rows.map((r) => r.querySelector('.badge')?.textContent)).toEqual(['3 days overdue', '4 days left', '981 days left', 'Met 21 Aug 2026']);
    expect(rows[0]?.textContent).toContain('PI Pre-Action Protocol');
    expect($('[data-panel="deadlines"] .panel-summary')?.textContent).toBe('3 open deadlines, 1 overdue, 1 met or lapsed');
    // The source of a statutory deadline opens where it is recorded.
    const source = rows[0]!.querySelector<HTMLAnchorElement>('a.source-link')!;
    expect(source.textContent).toBe('CNF received, 20 Aug 2026');
    await click(source);
    expect($('[data-source="event:e1"]')?.getAttribute('data-highlighted')).toBe('true');
  });

  it('says "due today" on the day', async () => {
    const { $$ } = await openClaim({ deadlines: [deadline({ daysLeft: 0 })] });
    expect($$('[data-panel="deadlines"] li.deadline .badge').map((b) => b.textContent)).toEqual(['Due today']);
  });
});
