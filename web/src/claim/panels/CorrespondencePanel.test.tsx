import { afterEach, describe, expect, it } from 'vitest';
import { claimFixture } from '../../test-support/claim-fixture';
import { cleanup, render } from '../../test-support/render';
import { ClaimViewContext, type ClaimView } from '../claim-view';
import { CorrespondencePanel } from './CorrespondencePanel';

afterEach(cleanup);

const longText = `${'The insured vehicle was stationary. '.repeat(30)}The last line.`;
const claim = claimFixture({
  correspondence: [
    { id: 'c9', at: '2026-08-20T11:06:00+01:00', direction: 'inbound', channel: 'email', partyId: 'p4', text: longText },
  ],
});

function view(flashed: string[]): ClaimView {
  return { claim, today: '2026-09-01', isFlashed: (key) => flashed.includes(key), openDocumentId: null, openDocument: () => undefined };
}

function panel(flashed: string[]) {
  return (
    <ClaimViewContext.Provider value={view(flashed)}>
      <CorrespondencePanel />
    </ClaimViewContext.Provider>
  );
}

describe('CorrespondencePanel', () => {
  it('counts one message as "1 message"', async () => {
    const { container } = await render(panel([]));
    expect(container.querySelector('.panel-summary')?.textContent).toBe('1 message');
  });

  it('folds a long message until opened', async () => {
    const { container } = await render(panel([]));
    expect(container.querySelector('.message-text')?.textContent).not.toContain('The last line.');
  });

  it('keeps a cited message open after its highlight fades, so it does not fold under the reader', async () => {
    const mounted = await render(panel(['msg:c9']));
    expect(mounted.container.querySelector('.message-text')?.textContent).toContain('The last line.');
    await mounted.rerender(panel([]));
    expect(mounted.container.querySelector('.message-text')?.textContent).toContain('The last line.');
    expect(mounted.container.querySelector('button')?.textContent).toBe('Show less');
  });
});
