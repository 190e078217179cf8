import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '../test-support/render';
import { TableScroll } from './TableScroll';

afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
});

function widths(scroll: number, client: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
}

const table = (
  <table>
    <tbody>
      <tr>
        <td>Payment</td>
      </tr>
    </tbody>
  </table>
);

describe('the frame a wide table scrolls in', () => {
  it('is a named region the keyboard can reach while the table is wider than it', async () => {
    widths(575, 353);
    const { container } = await render(<TableScroll label="Payments">{table}</TableScroll>);
    const frame = container.querySelector('.table-wrap')!;
    expect(frame.getAttribute('role')).toBe('region');
    expect(frame.getAttribute('aria-label')).toBe('Payments');
    expect(frame.getAttribute('tabindex')).toBe('0');
  });

  it('adds no tab stop or landmark when the table fits', async () => {
    widths(600, 600);
    const { container } = await render(<TableScroll label="Payments">{table}</TableScroll>);
    const frame = container.querySelector('.table-wrap')!;
    expect(frame.hasAttribute('role')).toBe(false);
    expect(frame.hasAttribute('tabindex')).toBe(false);
    expect(frame.querySelector('td')?.textContent).toBe('Payment');
  });
});
