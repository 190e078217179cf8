import { describe, expect, it } from 'vitest';
import { ProviderError } from '../errors';
import { untilIdle } from './idle-timeout';

async function* paced(delaysMs: number[]): AsyncGenerator<number> {
  for (const [i, ms] of delaysMs.entries()) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    yield i;
  }
}

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

describe('untilIdle', () => {
  it('passes every event through while they keep coming', async () => {
    let idled = false;
    expect(await collect(untilIdle(paced([5, 5, 5]), 200, () => (idled = true)))).toEqual([0, 1, 2]);
    expect(idled).toBe(false);
  });

  it('stops a silent stream with a stream_interrupted error, keeping what came before, and calls onIdle', async () => {
    let idled = false;
    const seen: number[] = [];
    const error = await (async () => {
      try {
        for await (const n of untilIdle(paced([5, 5, 5_000]), 50, () => (idled = true))) seen.push(n);
      } catch (err) {
        return err;
      }
    })();
    expect(seen).toEqual([0, 1]);
    expect(idled).toBe(true);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ code: 'stream_interrupted' });
  });

  it('closes the source when the caller stops early', async () => {
    let closed = false;
    async function* source() {
      try {
        for (let i = 0; ; i++) yield i;
      } finally {
        closed = true;
      }
    }
    for await (const n of untilIdle(source(), 200, () => undefined)) if (n === 2) break;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(closed).toBe(true);
  });
});
