/**
 * Vitest global setup for the api project: starts the fake Anthropic and OpenAI servers on
 * 127.0.0.1 (ephemeral ports) for the whole run and provides their URLs, which the vitest config
 * also passes to the Worker as ANTHROPIC_BASE_URL and OPENAI_BASE_URL.
 */
import type { TestProject } from 'vitest/node';
import { startAnthropicServer } from './anthropic-server';
import { startOpenAIServer } from './openai-server';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [anthropic, openai] = await Promise.all([startAnthropicServer(), startOpenAIServer()]);
  project.provide('anthropicBaseUrl', anthropic.url);
  project.provide('openaiBaseUrl', `${openai.url}/v1`);
  return async () => {
    await Promise.all([anthropic.close(), openai.close()]);
  };
}
