import { afterEach, describe, expect, it, vi } from 'vitest';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, RateLimitError } from 'openai/core/error';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import { collect, fakeModelServer, scenarioKey } from '../../test/fake-models/client';
import { OpenAIChatClient } from './openai-client';

const fake = fakeModelServer('openai');

const params: ChatCompletionCreateParamsStreaming = { model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'What is the excess?' }] };

const options = (signal = new AbortController().signal, timeout = 10_000) => ({ signal, timeout });

const rejectionOf = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => expect.unreachable('expected a rejection'),
    (error: unknown) => error,
  );

/** Answers every fetch with `response` and keeps what was sent. */
function stubFetch(response: () => Response | Promise<Response>): Request[] {
  const sent: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init));
    return response();
  });
  return sent;
}

const emptyStream = () => new Response('data: [DONE]\n\n', { headers: { 'content-type': 'text/event-stream' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the OpenAI Chat Completions client', () => {
  it('POSTs the params to {baseURL}/chat/completions with the key and JSON headers, and streams the chunks', async () => {
    const key = await fake.script(scenarioKey('client'), [{ type: 'response', text: ['The excess', ' is £250.'] }]);
    const client = new OpenAIChatClient({ apiKey: key, baseURL: fake.baseURL });
    const chunks = await collect(await client.streamChatCompletion(params, options()));
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('')).toBe('The excess is £250.');
    const [sent] = await fake.requests(key);
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.body).toEqual(params);
    expect(sent?.headers).toMatchObject({ authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json' });
  });

  it.each([
    [undefined, 'https://api.openai.com/v1/chat/completions'],
    [null, 'https://api.openai.com/v1/chat/completions'],
    ['', 'https://api.openai.com/v1/chat/completions'],
    ['http://localhost:11434/v1/', 'http://localhost:11434/v1/chat/completions'],
    [
      'https://example.test/openai/deployments/gpt?api-version=2024-10-21',
      'https://example.test/openai/deployments/gpt/chat/completions?api-version=2024-10-21',
    ],
  ])('sends a base URL of %j to %s, as the SDK does', async (baseURL, url) => {
    const sent = stubFetch(emptyStream);
    await collect(await new OpenAIChatClient({ apiKey: 'sk-test', baseURL }).streamChatCompletion(params, options()));
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([`POST ${url}`]);
  });

  it("throws the SDK's error for the status, with the body's code and type and the answer's headers", async () => {
    const key = await fake.script(scenarioKey('client-429'), [{ type: 'failure', status: 429, headers: { 'retry-after': '20' } }]);
    const error = await rejectionOf(new OpenAIChatClient({ apiKey: key, baseURL: fake.baseURL }).streamChatCompletion(params, options()));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limit_exceeded', type: 'requests' });
    expect((error as RateLimitError).headers.get('retry-after')).toBe('20');
  });

  it.each([
    [
      'a body that is not { error }',
      () => Response.json({ message: 'Model is overloaded', type: 'server_error' }, { status: 503 }),
      '503 Model is overloaded',
      'server_error',
    ],
    ['a body that is not JSON', () => new Response('Bad gateway', { status: 502 }), '502 Bad gateway', undefined],
  ])("reads %s as the SDK's client does", async (_, response, message, type) => {
    stubFetch(response);
    const error = await rejectionOf(new OpenAIChatClient({ apiKey: 'sk-test' }).streamChatCompletion(params, options()));
    expect(error).toBeInstanceOf(APIError);
    expect(error).toMatchObject({ message, type });
  });

  it('throws APIConnectionTimeoutError when no headers come within the timeout, and closes the request', async () => {
    const key = await fake.script(scenarioKey('client-hang'), [{ type: 'hang' }]);
    const client = new OpenAIChatClient({ apiKey: key, baseURL: fake.baseURL });
    const error = await rejectionOf(client.streamChatCompletion(params, options(new AbortController().signal, 300)));
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    await vi.waitFor(async () => expect((await fake.requests(key))[0]?.closedEarly).toBe(true));
  });

  it('throws APIUserAbortError, with the reason, when the signal fires before the answer', async () => {
    const key = await fake.script(scenarioKey('client-abort'), [{ type: 'hang' }]);
    const controller = new AbortController();
    const pending = rejectionOf(new OpenAIChatClient({ apiKey: key, baseURL: fake.baseURL }).streamChatCompletion(params, options(controller.signal)));
    await vi.waitFor(async () => expect(await fake.requests(key)).toHaveLength(1));
    controller.abort('stopped');
    const error = await pending;
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect((error as Error).cause).toBe('stopped');
    await vi.waitFor(async () => expect((await fake.requests(key))[0]?.closedEarly).toBe(true));
  });

  it('ends the stream and closes the connection when the signal fires mid-answer', async () => {
    const key = await fake.script(scenarioKey('client-abort-mid'), [
      { type: 'response', text: ['The excess', ' is £250.'], interrupt: { afterEvents: 2, with: 'hang' } },
    ]);
    const controller = new AbortController();
    const stream = await new OpenAIChatClient({ apiKey: key, baseURL: fake.baseURL }).streamChatCompletion(params, options(controller.signal));
    const read: string[] = [];
    const reading = (async () => {
      for await (const chunk of stream) {
        read.push(chunk.choices[0]?.delta.content ?? '');
        if (read.join('')) controller.abort('stopped');
      }
    })();
    await reading.catch(() => undefined);
    expect(read.join('')).toBe('The excess');
    await vi.waitFor(async () => expect((await fake.requests(key))[0]?.closedEarly).toBe(true));
  });

  it("leaves no listener on the caller's signal once the answer has been read", async () => {
    const key = await fake.script(scenarioKey('client-listeners'), [{ type: 'response', text: ['Cover confirmed.'] }]);
    const controller = new AbortController();
    let listening = 0;
    const { signal } = controller;
    const add = signal.addEventListener.bind(signal);
    const remove = signal.removeEventListener.bind(signal);
    signal.addEventListener = ((...args: Parameters<AbortSignal['addEventListener']>) => {
      listening++;
      add(...args);
    }) as AbortSignal['addEventListener'];
    signal.removeEventListener = ((...args: Parameters<AbortSignal['removeEventListener']>) => {
      listening--;
      remove(...args);
    }) as AbortSignal['removeEventListener'];
    const client = new OpenAIChatClient({ apiKey: key, baseURL: fake.baseURL });
    await collect(await client.streamChatCompletion(params, options(signal)));
    expect(listening).toBe(0);
  });

  it('sends nothing when the signal has already fired', async () => {
    const sent = stubFetch(emptyStream);
    const error = await rejectionOf(new OpenAIChatClient({ apiKey: 'sk-test' }).streamChatCompletion(params, options(AbortSignal.abort())));
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(sent).toEqual([]);
  });

  it('throws APIConnectionError, not a timeout, with the cause, when the server cannot be reached', async () => {
    const failure = new TypeError('Network connection lost.');
    vi.stubGlobal('fetch', () => Promise.reject(failure));
    const error = await rejectionOf(new OpenAIChatClient({ apiKey: 'sk-test' }).streamChatCompletion(params, options()));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).not.toBeInstanceOf(APIConnectionTimeoutError);
    expect((error as Error).cause).toBe(failure);
  });
});
