import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, render } from '../test-support/render';
import { EarlierMessages } from './EarlierMessages';

afterEach(cleanup);

describe('EarlierMessages', () => {
  it('offers the page before with how many messages are left, and holds the button while it loads', async () => {
    const onShow = vi.fn();
    const view = await render(<EarlierMessages count={31} status={{ state: 'idle' }} onShow={onShow} />);
    expect(view.container.textContent).toBe('Show earlier messages31 earlier messages');
    await click(view.container.querySelector('button'));
    expect(onShow).toHaveBeenCalledOnce();

    await view.rerender(<EarlierMessages count={31} status={{ state: 'loading' }} onShow={undefined} />);
    const button = view.container.querySelector('button')!;
    expect(button.textContent).toBe('Loading earlier messages…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows nothing when the conversation starts with the first turn shown', async () => {
    const view = await render(<EarlierMessages count={0} status={{ state: 'idle' }} onShow={undefined} />);
    expect(view.container.innerHTML).toBe('');
  });

  it('says why a page could not be read, with Try again only when offered', async () => {
    const failed = { state: 'failed', message: 'Could not reach the server.' } as const;
    const view = await render(<EarlierMessages count={0} status={failed} onShow={() => undefined} />);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('Could not load the earlier messages: Could not reach the server.Try again');
    await view.rerender(<EarlierMessages count={0} status={failed} onShow={undefined} />);
    expect(view.container.querySelector('button')).toBeNull();
  });
});
