/** A finished offline turn through the Worker, for tests of what happens to its answer afterwards. */
import { expect } from 'vitest';
import { call } from './helpers';
import { readEvents } from './sse';

export interface AnsweredTurn {
  conversationId: string;
  /** The answer's message id (from `done`). */
  messageId: string;
}

export async function answeredTurn(user: string, claimId: string, body: Record<string, unknown>): Promise<AnsweredTurn> {
  const res = await call(`/api/claims/${claimId}/chat`, { method: 'POST', user, json: body });
  expect(res.status).toBe(200);
  const events = await readEvents(res);
  const conversation = events.find((e) => e.event === 'conversation')?.data as { conversationId: string } | undefined;
  const done = events.find((e) => e.event === 'done')?.data as { messageId: string } | undefined;
  if (!conversation || !done) throw new Error(`The turn did not finish: ${events.map((e) => e.event).join(', ')}`);
  return { conversationId: conversation.conversationId, messageId: done.messageId };
}
