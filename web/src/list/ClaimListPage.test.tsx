import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimSummary } from '@claims/shared/wire';
import { settle } from '../test-support/fake-server';
import { cleanup, render, typeInto } from '../test-support/render';
import { navigate } from '../app/router';
import { ClaimListPage } from './ClaimListPage';

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

beforeEach(() => {
  history.replaceState(null, '', '/');
  vi.stubGlobal('fetch', searchingServer(CLAIMS));
});

/** The list, and the Worker's search across claims: here a phone on CLM-1 and the policyholders' names. */
function searchingServer(claims: ClaimSummary[]) {
  return async (input: RequestInfo | URL) => {
    const q = new URL(String(input), 'http://localhost').searchParams.get('q');
    if (q === null) return Response.json({ claims });
    const digits = q.replace(/\D/g, '');
    const found = claims.flatMap((c) => {
      if (c.id === 'CLM-1' && digits.endsWith('7700900736')) return [{ ...c, matched: { field: 'phone', value: '07700 900736' } }];
      return c.policyholder.toLowerCase().includes(q.toLowerCase()) ? [{ ...c, matched: { field: 'party', value: c.policyholder } }] : [];
    });
    return Response.json({ claims: found });
  };
}
afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
});

const shown = (container: HTMLElement) => [...container.querySelectorAll('tbody tr')].map((r) => r.getAttribute('data-claim'));

describe('ClaimListPage', () => {
  it('counts the claims in the right number: "2 claims", "1 claim"', async () => {
    const two = await render(<ClaimListPage />);
    await settle();
    expect(two.container.querySelector('[role="status"]')?.textContent).toBe('2 claims');
    await cleanup();
    vi.stubGlobal('fetch', searchingServer(CLAIMS.slice(0, 1)));
    const one = await render(<ClaimListPage />);
    await settle();
    expect(one.container.querySelector('[role="status"]')?.textContent).toBe('1 claim');
  });

  it('keeps the search in the address, so coming Back to the list finds it as it was left', async () => {
    const first = await render(<ClaimListPage />);
    await settle();
    await typeInto(first.container.querySelector<HTMLInputElement>('input[type="search"]')!, 'bradshaw');
    const status = first.container.querySelector<HTMLSelectElement>('select')!;
    status.value = 'closed';
    status.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(location.pathname).toBe('/');
    expect(new URLSearchParams(location.search).get('q')).toBe('bradshaw');
    expect(new URLSearchParams(location.search).get('status')).toBe('closed');

    // Opening a claim unmounts the list; Back mounts it again at this address.
    await first.unmount();
    const again = await render(<ClaimListPage />);
    await settle();
    expect(again.container.querySelector<HTMLInputElement>('input[type="search"]')?.value).toBe('bradshaw');
    expect(again.container.querySelector<HTMLSelectElement>('select')?.value).toBe('closed');
    expect(shown(again.container)).toEqual(['CLM-2']);
  });

  it('keeps a search holding % or & whole in the address', async () => {
    const first = await render(<ClaimListPage />);
    await settle();
    await typeInto(first.container.querySelector<HTMLInputElement>('input[type="search"]')!, 'Hale & 50% co');
    expect(new URLSearchParams(location.search).get('q')).toBe('Hale & 50% co');
    await first.unmount();
    const again = await render(<ClaimListPage />);
    await settle();
    expect(again.container.querySelector<HTMLInputElement>('input[type="search"]')?.value).toBe('Hale & 50% co');
  });

  it('follows the address when a link on the page goes to the plain list while a search is shown', async () => {
    history.replaceState(null, '', '/?q=bradshaw');
    const { container } = await render(<ClaimListPage />);
    await settle();
    expect(shown(container)).toEqual(['CLM-2']);

    await act(async () => navigate('/'));
    await settle();
    expect(location.search).toBe('');
    expect(container.querySelector<HTMLInputElement>('input[type="search"]')?.value).toBe('');
    expect(shown(container)).toEqual(['CLM-1', 'CLM-2']);
  });

  it('clears the address when the search is emptied, and ignores a status it does not know', async () => {
    history.replaceState(null, '', '/?status=pending');
    const { container } = await render(<ClaimListPage />);
    await settle();
    expect(container.querySelector<HTMLSelectElement>('select')?.value).toBe('all');
    expect(shown(container)).toEqual(['CLM-1', 'CLM-2']);
    await typeInto(container.querySelector<HTMLInputElement>('input[type="search"]')!, 'hale');
    await typeInto(container.querySelector<HTMLInputElement>('input[type="search"]')!, '');
    expect(location.search).toBe('');
  });

  it('shows the claims the search across claims found, with the field that matched', async () => {
    const { container } = await render(<ClaimListPage />);
    await settle();
    await typeInto(container.querySelector<HTMLInputElement>('input[type="search"]')!, '+44 (0) 7700 900736');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    await settle();
    expect(shown(container)).toEqual(['CLM-1']);
    expect(container.querySelector('[data-matched]')?.textContent).toBe('Phone: 07700 900736');
  });

  it('sorts by a column when its heading is pressed, and the other way when pressed again', async () => {
    vi.stubGlobal(
      'fetch',
      searchingServer([
        { ...CLAIMS[0]!, incurred: 100, currency: 'GBP' },
        { ...CLAIMS[1]!, incurred: 900, currency: 'GBP' },
      ]),
    );
    const { container } = await render(<ClaimListPage />);
    await settle();
    const incurred = container.querySelector<HTMLButtonElement>('button[data-sort="incurred"]')!;
    await act(async () => incurred.click());
    expect(shown(container)).toEqual(['CLM-1', 'CLM-2']);
    await act(async () => incurred.click());
    expect(shown(container)).toEqual(['CLM-2', 'CLM-1']);
    expect(incurred.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    expect(new URLSearchParams(location.search).get('sort')).toBe('incurred');
  });
});
