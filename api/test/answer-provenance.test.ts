/**
 * What wrote each answer, through the real Worker on local D1 against the fake Anthropic server:
 * the provider, the model and the prompt version are stored with the answer, and shown in the
 * conversation export and on the feedback list; offline answers record "offline" and no prompt.
 */
import { env } from 'cloudflare:workers';
import { BASE_PROMPT, PLAYBOOKS } from '@claims/prompts';
import { FeedbackListSchema } from '@claims/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLAIMS } from '../demo';
import { promptVersion } from '../src/prompt/prompt-version';
import { answeredTurn } from './answer-turn';
import { fakeModelServer, scenarioKey } from './fake-models/client';
import { call, callWith, seedDemo } from './helpers';
import { readEvents } from './sse';

const anthropic = fakeModelServer('anthropic');
const motor = DEMO_CLAIMS.find((c) => c.handler.team === 'Motor')!;
const MODEL = 'claude-sonnet-5-5';

interface Stored {
  provider: string;
  model: string | null;
  prompt_version: string | null;
}

const storedWriter = (messageId: string) =>
  env.DB.prepare('SELECT provider, model, prompt_version FROM answer_models WHERE message_id = ?').bind(messageId).first<Stored>();

let modelTurn: { conversationId: string; messageId: string; systemSent: string };

beforeAll(async () => {
  await seedDemo();
  const key = await anthropic.script(scenarioKey('provenance'), [{ type: 'response', text: ['The policy was in force on the loss date.'] }]);
  const { res, settled } = await callWith({ MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: key, ANTHROPIC_MODEL: MODEL }, `/api/claims/${motor.id}/chat`, {
    method: 'POST',
    user: 'handler-motor',
    json: { message: 'Validate the policy', capability: 'policy_validation' },
  });
  expect(res.status).toBe(200);
  const events = await readEvents(res);
  await settled();
  const done = events.find((e) => e.event === 'done')!.data as { messageId: string };
  const conversation = events.find((e) => e.event === 'conversation')!.data as { conversationId: string };
  const [request] = await anthropic.requests(key);
  const system = (request!.body as { system: { text: string }[] }).system.map((part) => part.text).join('\n');
  modelTurn = { conversationId: conversation.conversationId, messageId: done.messageId, systemSent: system };
});

describe('answer provenance', () => {
  it('stores the provider, the model and the version of the prompt the model was sent', async () => {
    const version = await promptVersion('policy_validation');
    expect(await storedWriter(modelTurn.messageId)).toEqual({ provider: 'anthropic', model: MODEL, prompt_version: version });
    // The version names the text the model was given: the base prompt and this task's playbook.
    expect(modelTurn.systemSent).toContain(BASE_PROMPT);
    expect(modelTurn.systemSent).toContain(PLAYBOOKS.policy_validation!);
    expect(version).not.toBe(await promptVersion(null));
  });

  it('shows them in the conversation export, in both formats', async () => {
    const version = await promptVersion('policy_validation');
    const md = await (await call(`/api/conversations/${modelTurn.conversationId}/export`, { user: 'handler-motor' })).text();
    expect(md).toContain(`*Written by: anthropic, model ${MODEL}, prompt version ${version}.*`);
    const html = await (await call(`/api/conversations/${modelTurn.conversationId}/export?format=html`, { user: 'handler-motor' })).text();
    expect(html).toContain(`<p class="provenance"><em>Written by: anthropic, model ${MODEL}, prompt version ${version}.</em></p>`);
  });

  it('shows the prompt version with the provider and model on feedback', async () => {
    const version = await promptVersion('policy_validation');
    const rated = await call(`/api/messages/${modelTurn.messageId}/feedback`, {
      method: 'POST',
      user: 'handler-motor',
      json: { conversationId: modelTurn.conversationId, rating: 'helpful' },
    });
    expect(rated.status).toBe(200);
    expect(await rated.json()).toMatchObject({ provider: 'anthropic', model: MODEL, promptVersion: version });
    const list = FeedbackListSchema.parse(await (await call(`/api/feedback?conversationId=${modelTurn.conversationId}`, { user: 'handler-motor' })).json());
    expect(list.feedback).toEqual([expect.objectContaining({ messageId: modelTurn.messageId, provider: 'anthropic', model: MODEL, promptVersion: version })]);
  });

  it('records offline answers as provider "offline" with no model and no prompt version', async () => {
    const offline = await answeredTurn('handler-motor', motor.id, { message: 'Validate the policy', capability: 'policy_validation' });
    await expect.poll(() => storedWriter(offline.messageId)).toEqual({ provider: 'offline', model: null, prompt_version: null });
    const md = await (await call(`/api/conversations/${offline.conversationId}/export`, { user: 'handler-motor' })).text();
    expect(md).toContain('*Written by: offline mode (the tools’ own results; no language model or prompt).*');
  });
});
