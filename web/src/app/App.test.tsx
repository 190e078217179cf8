import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimSummary, User } from '@claims/shared/wire';
import { getDevUser, setDevUser } from '../api/dev-user';
import { settle } from '../test-support/fake-server';
import { cleanup, render, typeInto } from '../test-support/render';
import { App } from './App';

const USERS: User[] = [
  { id: 'handler-motor', name: 'Priya Chaudhary', role: 'handler', team: 'Motor' },
  { id: 'admin', name: 'Tom Ashworth', role: 'admin' },
];
const CLAIMS: ClaimSummary[] = [
  {
    id: 'CLM-1',
    lineOfBusiness: 'motor',
    status: 'open',
    policyholder: 'Sandra Hale',
    lossDate: '2026-08-07',
    handler: { id: 'h1', name: 'Priya Chaudhary', team: 'Motor' },
  },
  {
    id: 'CLM-2',
    lineOfBusiness: 'property',
    status: 'closed',
    policyholder: 'Fiona Bradshaw',
    lossDate: '2026-06-02',
    handler: { id: 'h2', name: 'Gareth Llewellyn', team: 'Property' },
  },
];

const QUEUE = {
  on: '2026-11-30',
  counts: { overdue: 1, today: 0, soon: 0, upcoming: 1 },
  items: [
    {
      claimId: 'CLM-1',
      policyholder: 'Sandra Hale',
      team: 'Motor',
      handler: { id: 'h1', name: 'Priya Chaudhary' },
      claimStatus: 'open',
      kind: 'task',
      what: 'Chase the engineer',
      due: '2026-11-27',
      daysLeft: -3,
      group: 'overdue',
      basis: "the claim's diary",
      source: 'task:t1',
    },
    {
      claimId: 'CLM-2',
      policyholder: 'Fiona Bradshaw',
      team: 'Property',
      handler: { id: 'h2', name: 'Gareth Llewellyn' },
      claimStatus: 'closed',
      kind: 'limitation',
      what: 'Issue by then',
      due: '2032-06-02',
      daysLeft: 2011,
      group: 'upcoming',
      basis: 'Limitation Act 1980 s.2, s.5',
      source: 'loss',
    },
  ],
};

/** A Worker in dev mode (or not): records which user each request came as. */
function stubWorker({ devMode = true } = {}) {
  const seenUsers: (string | null)[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const asUser = new Headers(init.headers).get('X-Dev-User');
    seenUsers.push(asUser);
    if (url === '/api/health') return Response.json({ ok: true, provider: 'offline', model: null, capabilities: 16, tools: 16 });
    if (url === '/api/dev/users') {
      return devMode ? Response.json({ users: USERS }) : Response.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 });
    }
    if (url === '/api/me') return Response.json(USERS.find((u) => u.id === asUser) ?? USERS[1]);
    if (url === '/api/claims') return Response.json({ claims: asUser === 'handler-motor' ? [CLAIMS[0]] : CLAIMS });
    if (url.startsWith('/api/claims?q=')) return Response.json({ claims: [] });
    if (url === '/api/queue') return Response.json(QUEUE);
    return Response.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 });
  });
  return seenUsers;
}

// The claim list; the work queue at / has its own test below.
beforeEach(() => history.replaceState(null, '', '/claims'));
afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
  setDevUser(null);
});

describe('App', () => {
  it('shows who you are, labels offline mode and lists the claims', async () => {
    stubWorker();
    const { container } = await render(<App />);
    await settle();
    expect(container.querySelector('[data-me]')?.textContent).toContain('Tom Ashworth');
    expect(container.querySelector('.app-header [class~="offline"]')?.textContent).toBe('Offline mode');
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2);
  });

  it('searches the list by policyholder and status', async () => {
    stubWorker();
    const { container } = await render(<App />);
    await settle();
    await typeInto(container.querySelector<HTMLInputElement>('input[type="search"]')!, 'bradshaw');
    expect([...container.querySelectorAll('tbody tr')].map((r) => r.getAttribute('data-claim'))).toEqual(['CLM-2']);
    await typeInto(container.querySelector<HTMLInputElement>('input[type="search"]')!, 'open');
    expect([...container.querySelectorAll('tbody tr')].map((r) => r.getAttribute('data-claim'))).toEqual(['CLM-1']);
  });

  it('switches the dev user: remembers it, sends X-Dev-User and reloads as that user', async () => {
    const seen = stubWorker();
    const { container } = await render(<App />);
    await settle();
    const select = container.querySelector<HTMLSelectElement>('.user-switcher select')!;
    await act(async () => {
      select.value = 'handler-motor';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(getDevUser()).toBe('handler-motor');
    expect(seen.at(-1)).toBe('handler-motor');
    expect(container.querySelector('[data-me]')?.getAttribute('data-me')).toBe('handler-motor');
    expect(container.querySelectorAll('tbody tr')).toHaveLength(1);
  });

  // The choice is kept in localStorage, which every tab shares and every request reads: a tab
  // left open kept saying "Tom Ashworth" while its requests, and the conversations it
  // remembered, went as the user another tab had switched to.
  it('follows a dev user chosen in another tab', async () => {
    const seen = stubWorker();
    const { container } = await render(<App />);
    await settle();
    expect(container.querySelector('[data-me]')?.getAttribute('data-me')).toBe('admin');
    await act(async () => {
      localStorage.setItem('claims.devUser', 'handler-motor');
      window.dispatchEvent(new StorageEvent('storage', { key: 'claims.devUser', newValue: 'handler-motor', storageArea: localStorage }));
    });
    await settle();
    expect(container.querySelector('[data-me]')?.getAttribute('data-me')).toBe('handler-motor');
    expect(container.querySelector<HTMLSelectElement>('.user-switcher select')?.value).toBe('handler-motor');
    expect(container.querySelectorAll('tbody tr')).toHaveLength(1);
    expect(seen.at(-1)).toBe('handler-motor');
  });

  it('hides the switcher and forgets a remembered user outside dev mode', async () => {
    setDevUser('handler-motor');
    stubWorker({ devMode: false });
    const { container } = await render(<App />);
    await settle();
    expect(container.querySelector('.user-switcher')).toBeNull();
    expect(getDevUser()).toBeNull();
  });

  it('navigates to a claim with the History API', async () => {
    stubWorker();
    const { container } = await render(<App />);
    await settle();
    const link = container.querySelector<HTMLAnchorElement>('a[href="/claims/CLM-1"]')!;
    await act(async () => {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    await settle();
    expect(location.pathname).toBe('/claims/CLM-1');
    expect(container.querySelector('main')?.className).toContain('page-claim');
  });

  it('lands on the work queue, overdue first, each row opening its claim at the Deadlines panel', async () => {
    stubWorker();
    history.replaceState(null, '', '/');
    const { container } = await render(<App />);
    await settle();
    expect(container.querySelector('h1')?.textContent).toContain('Overdue 1');
    const groups = [...container.querySelectorAll('[data-queue-group]')].map((g) => g.getAttribute('data-queue-group'));
    expect(groups).toEqual(['overdue', 'upcoming']);
    const first = container.querySelector<HTMLAnchorElement>('[data-queue-group="overdue"] tbody a')!;
    expect(first.getAttribute('href')).toBe('/claims/CLM-1#deadlines');
    expect(container.querySelector('[data-queue-group="overdue"] tbody')?.textContent).toContain('3 days overdue');
  });
});
