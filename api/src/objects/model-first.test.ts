/**
 * The order a turn starts in (model-first.ts): the model is asked before the beginning is written,
 * the object learns it only once the request has been issued, and the turn's end waits for the
 * beginning. Chat tests (api/test/chat-*.test.ts) check the stored turns end to end.
 */
import { describe, expect, it } from 'vitest';
import type { ModelEvent, ModelProvider } from '../providers/types';
import { announcingProvider, BeginningGate } from './model-first';

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
};

/** A provider that, like the SDK, issues its request a few promise jobs after the call. */
function providerIssuing(log: string[]): ModelProvider {
  return {
    name: 'anthropic',
    model: 'claude-test',
    async *stream() {
      for (let job = 0; job < 5; job++) await Promise.resolve();
      log.push('request issued');
      yield { type: 'text', delta: 'Hello' } as ModelEvent;
    },
  };
}

describe('the beginning gate', () => {
  it('marks the model asked only after the request has been issued, on a later task', async () => {
    const log: string[] = [];
    const gate = new BeginningGate();
    void gate.modelAsked.then(() => log.push('model asked'));
    const selected = announcingProvider({ name: 'anthropic', model: 'claude-test', provider: providerIssuing(log) }, gate);
    expect(await settledYet(gate.modelAsked)).toBe(false);
    const events: ModelEvent[] = [];
    const reading = (async () => {
      for await (const event of selected.provider!.stream({} as never, new AbortController().signal)) events.push(event);
    })();
    await gate.modelAsked;
    expect(log).toEqual(['request issued', 'model asked']);
    await reading;
    expect(events).toEqual([{ type: 'text', delta: 'Hello' }]);
  });

  it('lets a turn that asks no model begin at once, and holds the end until the beginning is written', async () => {
    const gate = new BeginningGate();
    gate.settled();
    expect(await settledYet(gate.modelAsked)).toBe(true);
    expect(await settledYet(gate.begun)).toBe(false);
    gate.begin();
    expect(await settledYet(gate.begun)).toBe(true);
  });

  it('leaves an offline selection as it is', () => {
    const offline = { name: 'offline' as const, model: null };
    expect(announcingProvider(offline, new BeginningGate())).toBe(offline);
  });
});
