import { describe, expect, it } from 'vitest';
import { ProviderError } from '../errors';
import { untilIdle } from './idle-timeout';

/** Yields 0, 1, 2… after each delay; an abort ends the wait at once, as an aborted request does. */
async function* paced(delaysMs: number[], signal?: AbortSignal): AsyncGenerator<number> {
  for (const [i, ms] of delaysMs.entries()) {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      });
    });
    yield i;
  }
}

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

describe('untilIdle', () => {
  it('does not count the time the caller spends on an event', async () => {
    const seen: number[] = [];
    for await (const n of untilIdle(paced([1, 1, 1]), 60, () => undefined)) {
      seen.push(n);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toEqual([0, 1, 2]);
  });

  it('passes every event through while they keep coming', async () => {
    let idled = false;
    expect(await collect(untilIdle(paced([5, 5, 5]), 200, () => (idled = true)))).toEqual([0, 1, 2]);
    expect(idled).toBe(false);
  });

  it('stops a silent stream with a stream_interrupted error, keeping what came before, and calls onIdle', async () => {
    let idled = false;
    const request = new AbortController();
    const seen: number[] = [];
    const error = await (async () => {
      try {
        const onIdle = () => {
          idled = true;
          request.abort();
        };
        for await (const n of untilIdle(paced([5, 5, 5_000], request.signal), 50, onIdle)) seen.push(n);
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
