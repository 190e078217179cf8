import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { claimFixture } from '../../test-support/claim-fixture';
import { cleanup, click, render, typeInto } from '../../test-support/render';
import { ClaimViewContext, type ClaimView } from '../claim-view';
import { CorrespondencePanel } from './CorrespondencePanel';

afterEach(cleanup);

const longText = `${'The insured vehicle was stationary. '.repeat(30)}The last line.`;
const claim = claimFixture({
  correspondence: [{ id: 'c9', at: '2026-08-20T11:06:00+01:00', direction: 'inbound', channel: 'email', partyId: 'p4', text: longText }],
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

  it('says who a message is from and to by its party and direction; the author is the member of staff', async () => {
    const mixed = claimFixture({
      correspondence: [
        {
          id: 'c1',
          at: '2026-08-08T09:12:00+01:00',
          direction: 'inbound',
          channel: 'phone',
          partyId: 'p1',
          author: 'Priya Chaudhary',
          text: 'Mrs Hale called.',
        },
        { id: 'c2', at: '2026-08-09T10:00:00+01:00', direction: 'outbound', channel: 'letter', partyId: 'p4', author: 'Priya Chaudhary', text: 'We write.' },
        { id: 'c3', at: '2026-08-10T10:00:00+01:00', direction: 'internal', channel: 'note', author: 'Priya Chaudhary', text: 'File note.' },
      ],
    });
    const { container } = await render(
      <ClaimViewContext.Provider value={{ ...view([]), claim: mixed }}>
        <CorrespondencePanel />
      </ClaimViewContext.Provider>,
    );
    const who = (id: string) => container.querySelector(`[data-source="msg:${id}"] .message-parties`)?.textContent;
    expect(who('c1')).toBe('From Alex Morgan (policyholder) · logged by Priya Chaudhary');
    expect(who('c2')).toBe('To Kirkgate Injury Lawyers LLP (solicitor) · by Priya Chaudhary');
    expect(who('c3')).toBe('Note by Priya Chaudhary');
  });

  it('filters by direction, party and channel, and finds words; a cited message shows whatever the filters', async () => {
    const two = claimFixture();
    const mounted = await render(
      <ClaimViewContext.Provider value={{ ...view([]), claim: two }}>
        <CorrespondencePanel />
      </ClaimViewContext.Provider>,
    );
    const { container } = mounted;
    const shown = () => [...container.querySelectorAll('[data-source^="msg:"]')].map((m) => m.getAttribute('data-source'));
    expect(shown()).toEqual(['msg:c2', 'msg:c1']);
    const select = (label: string) => [...container.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))!.querySelector('select')!;
    const choose = async (field: HTMLSelectElement, value: string) => {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      await Promise.resolve();
    };
    await act(async () => choose(select('Channel'), 'phone'));
    expect(shown()).toEqual(['msg:c1']);
    expect(container.querySelector('.panel-summary')?.textContent).toBe('1 of 2 messages shown');
    await click([...container.querySelectorAll('button')].find((b) => b.textContent === 'Clear filters'));
    await act(async () => choose(select('Party'), 'p4'));
    expect(shown()).toEqual(['msg:c2']);
    await click([...container.querySelectorAll('button')].find((b) => b.textContent === 'Clear filters'));
    await typeInto(container.querySelector<HTMLInputElement>('input[type="search"]')!, 'mr MORGAN');
    expect(shown()).toEqual(['msg:c1']);
    await typeInto(container.querySelector<HTMLInputElement>('input[type="search"]')!, 'nothing like this');
    expect(container.textContent).toContain('No message matches these filters.');
    await mounted.rerender(
      <ClaimViewContext.Provider value={{ ...view(['msg:c2']), claim: two }}>
        <CorrespondencePanel />
      </ClaimViewContext.Provider>,
    );
    expect(shown()).toEqual(['msg:c2']);
  });
});
