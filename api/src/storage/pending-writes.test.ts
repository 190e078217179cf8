import { describe, expect, it } from 'vitest';
import { trackWrite, writesSettled } from './pending-writes';

describe('pending transcript writes', () => {
  it('lets a reader wait for every write of its conversation, failed ones included', async () => {
    const order: string[] = [];
    let finishFirst!: () => void;
    let failSecond!: (e: Error) => void;
    trackWrite(
      'c1',
      new Promise<void>((r) => (finishFirst = r)).then(() => void order.push('first')),
    );
    trackWrite(
      'c1',
      new Promise<void>((_, reject) => (failSecond = reject)).catch((e) => {
        order.push('second');
        throw e;
      }),
    );
    const reader = writesSettled('c1').then(() => order.push('read'));
    await Promise.resolve();
    expect(order).toEqual([]);
    finishFirst();
    failSecond(new Error('disk full'));
    await reader;
    expect(order).toEqual(['first', 'second', 'read']);
  });

  it('does not hold up another conversation, or one with nothing pending', async () => {
    trackWrite('busy', new Promise(() => undefined));
    await expect(writesSettled('idle')).resolves.toBeUndefined();
  });
});
