/** The turn breakdown route (`POST /api/bench/breakdown`) through the bench Worker, on local D1. */
import { createExecutionContext, runInDurableObject, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLAIMS } from '../../api/demo';
import type { Env } from '../../api/src/env';
import { claimObject } from '../../api/src/objects/object-answers';
import { fakeModelServer, scenarioKey } from '../../api/test/fake-models/client';
import { seedDemo } from '../../api/test/helpers';
import { names, readEvents, textOf } from '../../api/test/sse';
import bench from './index';
import { BREAKDOWN_VARIANTS } from './turn-breakdown';

const anthropic = fakeModelServer('anthropic');
const claimId = DEMO_CLAIMS[0]!.id;

async function breakdown(vars: Partial<Env>, json: unknown) {
  const ctx = createExecutionContext();
  const request = new Request('http://localhost/api/bench/breakdown', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(json),
  });
  const res = await bench.fetch(request, { ...env, AUTH_MODE: 'dev', ...vars }, ctx);
  return { res, settled: () => waitOnExecutionContext(ctx) };
}

const messagesOf = (text: string) =>
  runInDurableObject(
    claimObject(env, claimId),
    (_instance, state) => state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM messages WHERE text = ?', text).one().n,
  );
const startsOf = async () => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM turn_starts WHERE user_id = 'bench-breakdown'`).first<{ n: number }>())!.n;

describe('POST /api/bench/breakdown', () => {
  beforeAll(seedDemo);

  it('relays the same answer after every variant, doing only that variant’s piece of storage', async () => {
    const key = await anthropic.script(scenarioKey('breakdown'), [{ type: 'response', text: ['Same ', 'answer.'] }], { loop: true });
    for (const variant of BREAKDOWN_VARIANTS) {
      const message = `Breakdown ${variant}`;
      const startsBefore = await startsOf();
      const { res, settled } = await breakdown({ MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: key }, { message, claimId, variant });
      expect(res.status).toBe(200);
      const events = await readEvents(res);
      await settled();
      expect(names(events)).toEqual(['conversation', 'text', 'text', 'usage', 'done']);
      expect(textOf(events)).toBe('Same answer.');
      // The D1 start batch counts a turn; the object's write stores the question and the reply.
      expect((await startsOf()) - startsBefore).toBe(variant.startsWith('d1') ? 1 : 0);
      expect(await messagesOf(message)).toBe(variant.endsWith('write') ? 1 : 0);
    }
  });

  it('refuses a variant it does not know, naming the ones it does', async () => {
    const { res } = await breakdown({ ANTHROPIC_API_KEY: 'unused' }, { message: 'Hello', claimId, variant: 'everything' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('d1-object-write');
  });
});
