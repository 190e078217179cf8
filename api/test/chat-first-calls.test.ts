/**
 * One-round quick actions through the Worker against the fake Anthropic and OpenAI servers: the
 * first model request of every quick action already carries its first calls' results, with
 * thinking on and off, so a model that needs nothing more answers in that one round; the calls
 * are shown as activity and recorded in the transcript's provenance.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CAPABILITY_CATALOGUE, checkAvailability, type CapabilityMeta, type Transcript } from '@claims/shared';
import { DEMO_CLAIMS } from '../demo';
import { firstToolNames } from '../src/capabilities/first-calls';
import { getCapability } from '../src/capabilities/registry';
import type { Env } from '../src/env';
import { FIRST_RESULTS_INTRO } from '../src/turn/first-calls';
import { fakeModelServer, scenarioKey } from './fake-models/client';
import { call, callWith, seedDemo } from './helpers';
import { names, readEvents, textOf } from './sse';

beforeAll(seedDemo);

type Provider = 'anthropic' | 'openai';

/** Models with thinking (extended thinking, reasoning effort) and without. */
const MODELS: Record<Provider, { thinking: string; plain: string }> = {
  anthropic: { thinking: 'claude-sonnet-4-5', plain: 'claude-3-5-sonnet-20241022' },
  openai: { thinking: 'gpt-5.1', plain: 'gpt-4o' },
};

function vars(provider: Provider, key: string, model: string): Partial<Env> {
  return provider === 'anthropic'
    ? { MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: key, ANTHROPIC_MODEL: model }
    : { MODEL_PROVIDER: 'openai', OPENAI_API_KEY: key, OPENAI_MODEL: model };
}

/** A demo claim that supports the quick action. */
function claimFor(capabilityId: string) {
  const meta: CapabilityMeta = CAPABILITY_CATALOGUE.find((c) => c.id === capabilityId)!;
  return DEMO_CLAIMS.find((claim) => checkAvailability(meta.requires, claim).available)!;
}

interface Body {
  messages: { role: string; content: string | { type: string; text?: string }[] }[];
  thinking?: { type: string };
  reasoning_effort?: string;
}

/** The text of every message of a request, and whether any carries a tool call or result. */
function readRequest(body: Body): { lastUserText: string; toolBlocks: number } {
  const texts = body.messages.map((m) => (typeof m.content === 'string' ? m.content : m.content.map((b) => b.text ?? '').join('')));
  const toolBlocks = body.messages.filter((m) => m.role === 'tool' || (Array.isArray(m.content) && m.content.some((b) => b.type.startsWith('tool_')))).length;
  return { lastUserText: texts.at(-1) ?? '', toolBlocks };
}

describe.each(['anthropic', 'openai'] as const)('one-round quick actions with %s', (provider) => {
  const server = fakeModelServer(provider);

  for (const thinking of [true, false]) {
    it(`sends every quick action's first results in its first request (thinking ${thinking ? 'on' : 'off'}), answered in one round`, async () => {
      const model = thinking ? MODELS[provider].thinking : MODELS[provider].plain;
      for (const meta of CAPABILITY_CATALOGUE) {
        const claim = claimFor(meta.id);
        const key = await server.script(scenarioKey(`first-${meta.id}`), [{ type: 'response', text: ['Answered from the results above.'] }]);
        const { res, settled } = await callWith(vars(provider, key, model), `/api/claims/${claim.id}/chat`, {
          method: 'POST',
          json: { message: meta.quickActionMessage, capability: meta.id },
        });
        expect(res.status, meta.id).toBe(200);
        const events = await readEvents(res);
        await settled();
        const requests = await server.requests(key);

        // One model request, accepted: the model needed nothing more.
        expect(
          requests.map((r) => r.status),
          meta.id,
        ).toEqual([200]);
        expect(names(events).slice(-2), meta.id).toEqual(['verification', 'done']);
        expect(textOf(events)).toBe('Answered from the results above.');
        const body = requests[0]!.body as Body;
        if (provider === 'anthropic') expect(body.thinking?.type === 'enabled', meta.id).toBe(thinking);
        else expect(body.reasoning_effort !== undefined, meta.id).toBe(thinking);

        // The first calls ran before it, as activity, and their results went with the handler's message.
        const tools = firstToolNames(getCapability(meta.id)!);
        const activities = events.filter((e) => e.event === 'activity').map((e) => (e.data as { tool: string }).tool);
        expect(activities, meta.id).toEqual(tools.filter((t) => t !== 'get_document' || claim.documents.length > 0));
        expect(names(events).indexOf('activity'), meta.id).toBeLessThan(names(events).indexOf('text'));
        const { lastUserText, toolBlocks } = readRequest(body);
        expect(toolBlocks, meta.id).toBe(0);
        expect(lastUserText.startsWith(meta.quickActionMessage), meta.id).toBe(true);
        expect(lastUserText, meta.id).toContain(FIRST_RESULTS_INTRO);
        const positions = activities.map((tool) => lastUserText.indexOf(`<claim_data tool="${tool}">`));
        expect(
          positions.every((p) => p > 0),
          `${meta.id}: ${activities.join(', ')}`,
        ).toBe(true);
        expect(positions, meta.id).toEqual([...positions].sort((a, b) => a - b));
      }
    });
  }

  it('records the first calls in the stored provenance, and goes on to the tools the model asks for', async () => {
    const claim = claimFor('settlement_review');
    const key = await server.script(scenarioKey('first-provenance'), [
      { type: 'response', toolCalls: [{ id: 'call_more', name: 'get_claim_section', input: { section: 'financials' } }] },
      { type: 'response', text: ['Done.'] },
    ]);
    const { res, settled } = await callWith(vars(provider, key, MODELS[provider].thinking), `/api/claims/${claim.id}/chat`, {
      method: 'POST',
      json: { message: 'Settlement position', capability: 'settlement_review' },
    });
    const events = await readEvents(res);
    await settled();
    expect((await server.requests(key)).map((r) => r.status)).toEqual([200, 200]);
    const conversationId = (events[0]!.data as { conversationId: string }).conversationId;
    const transcript = await (await call(`/api/conversations/${conversationId}`)).json<Transcript>();
    const reply = transcript.messages.at(-1)!;
    expect(reply.toolCalls.map((c) => [c.id, c.tool])).toEqual([
      ['first-1', 'settlement_position'],
      ['first-2', 'financial_summary'],
      ['call_more', 'get_claim_section'],
    ]);
    expect(reply.toolCalls.every((c) => !c.isError)).toBe(true);
  });
});

describe('free questions', () => {
  it('run no first calls: the model chooses', async () => {
    const server = fakeModelServer('anthropic');
    const key = await server.script(scenarioKey('first-free'), [{ type: 'response', text: ['Hello.'] }]);
    const { res, settled } = await callWith(vars('anthropic', key, MODELS.anthropic.thinking), `/api/claims/${DEMO_CLAIMS[0]!.id}/chat`, {
      method: 'POST',
      json: { message: 'Who is the handler?' },
    });
    const events = await readEvents(res);
    await settled();
    expect(names(events)).not.toContain('activity');
    expect(readRequest((await server.requests(key))[0]!.body as Body).lastUserText).toBe('Who is the handler?');
  });
});
