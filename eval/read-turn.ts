/**
 * Sends one case to the Worker and reads its stream into what the scorer needs, timing the first
 * text and `done` from the moment the request is sent. `send` is how the request reaches the
 * Worker: `fetch` over HTTP for `npm run eval`, the Worker's own fetch in the CI test.
 */
import { createParser } from 'eventsource-parser';
import { parseStreamEvent } from '@claims/shared';
import type { EvalCase } from './cases';
import type { Observed } from './score';

export type SendChat = (claimId: string, body: Record<string, unknown>) => Promise<Response>;

export async function readTurn(evalCase: EvalCase, send: SendChat): Promise<Observed> {
  const started = performance.now();
  const observed: Observed = { text: '', verification: null, usage: null, modelRounds: null, firstTextMs: null, doneMs: null, error: null };
  const res = await send(evalCase.claimId, { message: evalCase.message, ...(evalCase.capability && { capability: evalCase.capability }) });
  if (!res.ok || !res.body) {
    observed.error = `HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`;
    return observed;
  }
  const parser = createParser({
    onEvent: (message) => {
      const event = parseStreamEvent(message.event, message.data);
      if (!event) return;
      const at = performance.now() - started;
      if (event.event === 'text') {
        observed.firstTextMs ??= at;
        observed.text += event.data.delta;
      } else if (event.event === 'usage') observed.usage = event.data;
      else if (event.event === 'verification') observed.verification = event.data;
      else if (event.event === 'error') observed.error = `${event.data.code}: ${event.data.message}`;
      else if (event.event === 'done') {
        observed.doneMs = at;
        observed.modelRounds = event.data.modelRounds ?? null;
      }
    },
  });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  return observed;
}
