/**
 * `POST /api/bench/breakdown`: the pieces of a turn's storage path, one variant at a time, each
 * followed by the same relayed model stream (relay-stream.ts), so the time each piece adds before
 * the model request shows as the difference between variants (bench/turn-breakdown.ts times
 * them). Bench Worker only, on the relay's terms (dev sign-in).
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { entityId } from '@claims/shared';
import type { AppEnv } from '../../api/src/app-env';
import type { Env } from '../../api/src/env';
import { AppError } from '../../api/src/errors';
import { turnSettings } from '../../api/src/objects/object-answers';
import type { TurnBeginning } from '../../api/src/storage/conversations';
import type { StoredUser } from '../../api/src/storage/users';
import { startTurn } from '../../api/src/turn/turn-start';
import type { BenchClaimObject } from './bench-claim-object';
import { benchRelayEnabled } from './relay';
import { relayStream } from './relay-stream';

/** What runs before the model stream; `object*` variants run the stream inside the claim's object. */
export const BREAKDOWN_VARIANTS = ['relay', 'd1', 'rpc', 'rpc-input', 'rpc-write', 'd1-rpc-write', 'object', 'object-write', 'd1-object-write'] as const;
export type BreakdownVariant = (typeof BREAKDOWN_VARIANTS)[number];

const BreakdownRequestSchema = z.strictObject({
  message: z.string().min(1),
  claimId: entityId,
  variant: z.enum(BREAKDOWN_VARIANTS),
});

const BENCH_USER: StoredUser = { id: 'bench-breakdown', email: 'bench-breakdown@localhost', name: 'Benchmark breakdown', role: 'supervisor' };

function benchObject(env: Env, claimId: string): DurableObjectStub<BenchClaimObject> {
  return env.CLAIMS.get(env.CLAIMS.idFromName(claimId)) as unknown as DurableObjectStub<BenchClaimObject>;
}

export const benchBreakdownRoutes = new Hono<AppEnv>().post('/bench/breakdown', async (c, next) => {
  if (!benchRelayEnabled(c.env)) return next();
  const parsed = BreakdownRequestSchema.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) throw new AppError(400, 'bad_request', `Send {"message", "claimId", "variant"}: one of ${BREAKDOWN_VARIANTS.join(', ')}.`);
  const { message, claimId, variant } = parsed.data;
  const beginning: TurnBeginning = {
    conversationId: crypto.randomUUID(),
    claimId,
    userId: BENCH_USER.id,
    isNew: true,
    capability: null,
    userMessage: { id: crypto.randomUUID(), text: message },
    assistantMessageId: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
  };
  const object = benchObject(c.env, claimId);
  if (variant.startsWith('d1')) {
    await startTurn(c.env.DB, { claimId, user: BENCH_USER, conversationId: undefined, turnsPerMinute: Number.MAX_SAFE_INTEGER, beginning });
  }
  let stream: ReadableStream<Uint8Array>;
  if (variant.includes('object')) {
    stream = await object.benchRelayInObject(message, variant.endsWith('write') ? beginning : null, turnSettings(c.env));
  } else {
    if (variant === 'rpc') await object.benchPing(null);
    // What `chat` is sent: the directory head, the user, the body, the beginning and the settings.
    if (variant === 'rpc-input') {
      await object.benchPing({ head: { claimId, team: 'x', version: 1 }, user: BENCH_USER, body: { message }, beginning, settings: turnSettings(c.env) });
    }
    if (variant.endsWith('rpc-write')) await object.benchBegin(beginning);
    stream = relayStream(c.env, message);
  }
  return new Response(stream, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } });
});
