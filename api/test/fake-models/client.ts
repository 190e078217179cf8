/**
 * What tests (inside workerd) use to script the fake model servers over their control API and
 * read back what the servers were sent. Each test takes a fresh scenario key and gives it to the
 * provider as its API key; the key is how the server knows which script to play.
 */
import { inject } from 'vitest';
import type { FakeRound, FakeScenario, RecordedRequest } from './script';

export type { FakeRound, FakeScenario, RecordedRequest } from './script';

export interface FakeModelServer {
  /** The base URL to give the SDK. */
  baseURL: string;
  /** Scripts `key` (replacing any earlier script and log) and returns the key. */
  script(key: string, rounds: FakeRound[], options?: Omit<FakeScenario, 'rounds'>): Promise<string>;
  /** Every model request made with `key`, in order. */
  requests(key: string): Promise<RecordedRequest[]>;
}

/** The fake server for `provider`, started by the api project's global setup. */
export function fakeModelServer(provider: 'anthropic' | 'openai'): FakeModelServer {
  const baseURL = inject(provider === 'anthropic' ? 'anthropicBaseUrl' : 'openaiBaseUrl');
  const origin = new URL(baseURL).origin;
  return {
    baseURL,
    async script(key, rounds, options = {}) {
      const res = await fetch(`${origin}/__scenario/${encodeURIComponent(key)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...options, rounds } satisfies FakeScenario),
      });
      if (res.status !== 204) throw new Error(`scripting the fake ${provider} server failed: ${res.status} ${await res.text()}`);
      return key;
    },
    async requests(key) {
      const res = await fetch(`${origin}/__requests/${encodeURIComponent(key)}`);
      const body = await res.json<{ requests: RecordedRequest[] }>();
      return body.requests;
    },
  };
}

let counter = 0;
/** A scenario key no other test uses (it doubles as the provider's API key). */
export function scenarioKey(label: string): string {
  counter += 1;
  return `test-${label}-${counter}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Every event of one provider round. */
export async function collect<T>(events: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const event of events) out.push(event);
  return out;
}

/** The error a round fails with, and the events it yielded first; fails the test if it succeeds. */
export async function failureOf<T>(events: AsyncIterable<T>): Promise<{ error: unknown; before: T[] }> {
  const before: T[] = [];
  try {
    for await (const event of events) before.push(event);
  } catch (error) {
    return { error, before };
  }
  throw new Error(`expected the round to fail, but it ended normally after ${before.length} events`);
}
