import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../errors';
import { toProviderError, type ProviderErrorContext } from './errors';

const context = (overrides: Partial<ProviderErrorContext> = {}): ProviderErrorContext => ({
  provider: 'anthropic',
  model: 'claude-haiku-4-5',
  streamStarted: false,
  signal: new AbortController().signal,
  ...overrides,
});

const anthropicStatus = (status: number, type: string, message: string) =>
  Anthropic.APIError.generate(status, { type: 'error', error: { type, message } }, undefined, new Headers());

describe('toProviderError', () => {
  it.each([
    [401, 'authentication_error', 'provider_auth', 'ANTHROPIC_API_KEY'],
    [403, 'permission_error', 'provider_auth', 'ANTHROPIC_MODEL'],
    [402, 'billing_error', 'provider_auth', 'billing'],
    [429, 'rate_limit_error', 'provider_rate_limited', 'Wait a minute'],
    [500, 'api_error', 'provider_unavailable', 'Try again'],
    [529, 'overloaded_error', 'provider_unavailable', 'overloaded'],
    [404, 'not_found_error', 'provider_misconfigured', '"claude-haiku-4-5"'],
    [413, 'request_too_large', 'conversation_too_long', 'too long'],
    [400, 'invalid_request_error', 'provider_error', 'HTTP 400'],
  ])('maps HTTP %i (%s) to %s', (status, type, code, hint) => {
    const error = toProviderError(anthropicStatus(status, type, 'upstream words with secret sk-ant-123'), context());
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ code, upstreamStatus: status, status: 502 });
    expect(error.message).toContain(hint);
    expect(error.message).not.toContain('sk-ant-123');
  });

  it('recognises a prompt that is too long from a 400', () => {
    const error = toProviderError(anthropicStatus(400, 'invalid_request_error', 'prompt is too long: 210000 tokens > 200000 maximum'), context());
    expect(error.code).toBe('conversation_too_long');
    expect(error.message).toContain('Start a new conversation');
    expect(error.message).not.toContain('210000');
  });

  describe('a context overflow or an answer allowance the model cannot give', () => {
    const openaiStatus = (status: number, message: string) =>
      OpenAI.APIError.generate(status, { error: { message, type: 'BadRequestError', param: null, code: 400 } }, undefined, new Headers());

    it.each([
      [
        "This model's maximum context length is 8192 tokens. However, you requested 20514 tokens (4514 in the messages, 16000 in the completion). Please reduce the length of the messages or completion.",
      ],
      [
        "This model's maximum context length is 8192 tokens. However, your request has 4514 input tokens plus 16000 'max_tokens'. Please reduce one or the other.",
      ],
    ])('names the answer allowance when the conversation alone fits: %s', (upstream) => {
      const error = toProviderError(openaiStatus(400, upstream), context({ provider: 'openai' }));
      expect(error).toMatchObject({ code: 'conversation_too_long' });
      expect(error.message).toBe(
        "The model's context (8192 tokens) cannot hold this conversation (4514 tokens) plus an answer of up to 16000 tokens. Lower MODEL_MAX_OUTPUT_TOKENS, or start a new conversation about the claim.",
      );
    });

    it("reads Anthropic's wording the same way", () => {
      const fits = toProviderError(
        anthropicStatus(
          400,
          'invalid_request_error',
          'input length and `max_tokens` exceed context limit: 190000 + 16000 > 200000, decrease input length or `max_tokens` and try again',
        ),
        context(),
      );
      expect(fits.message).toBe(
        "The model's context (200000 tokens) cannot hold this conversation (190000 tokens) plus an answer of up to 16000 tokens. Lower MODEL_MAX_OUTPUT_TOKENS, or start a new conversation about the claim.",
      );
      const cap = toProviderError(
        anthropicStatus(
          400,
          'invalid_request_error',
          'max_tokens: 16000 > 8192, which is the maximum allowed number of output tokens for claude-3-5-haiku-20241022',
        ),
        context(),
      );
      expect(cap.code).toBe('provider_misconfigured');
      expect(cap.message).toBe('The model writes answers of at most 8192 tokens, and we asked for 16000. Set MODEL_MAX_OUTPUT_TOKENS to 8192 or less.');
      expect(cap.message).not.toContain('claude-3-5-haiku');
    });

    it('says the conversation has grown too long when it alone does not fit', () => {
      const upstream =
        "This model's maximum context length is 8192 tokens. However, you requested 12500 tokens (9000 in the messages, 3500 in the completion).";
      const error = toProviderError(openaiStatus(400, upstream), context({ provider: 'openai' }));
      expect(error.code).toBe('conversation_too_long');
      expect(error.message).toBe('This conversation has grown too long for the model. Start a new conversation about the claim.');
    });
  });

  it('says where to look when the provider cannot be reached', () => {
    const error = toProviderError(new OpenAI.APIConnectionError({ message: 'Connection error.' }), context({ provider: 'openai' }));
    expect(error).toMatchObject({ code: 'provider_unavailable' });
    expect(error.message).toContain('OPENAI_BASE_URL');
    expect(toProviderError(new Anthropic.APIConnectionTimeoutError(), context()).message).toContain('did not answer in time');
  });

  it('calls any failure after the stream began an interruption', () => {
    expect(toProviderError(new TypeError('Network connection lost.'), context({ streamStarted: true }))).toMatchObject({
      code: 'stream_interrupted',
    });
    expect(toProviderError(new SyntaxError('Unexpected token'), context({ streamStarted: true }))).toMatchObject({
      code: 'stream_interrupted',
    });
    const errorEvent = new Anthropic.APIError(undefined, { type: 'error', error: { type: 'api_error', message: 'x' } }, undefined, new Headers());
    expect(toProviderError(errorEvent, context({ streamStarted: true }))).toMatchObject({ code: 'stream_interrupted' });
  });

  it('reports an overloaded or rate-limit error event by its type', () => {
    const event = (type: string) => new Anthropic.APIError(undefined, { type: 'error', error: { type, message: 'x' } }, undefined, new Headers());
    expect(toProviderError(event('overloaded_error'), context({ streamStarted: true }))).toMatchObject({ code: 'provider_unavailable' });
    expect(toProviderError(event('rate_limit_error'), context({ streamStarted: true }))).toMatchObject({ code: 'provider_rate_limited' });
  });

  it.each([
    [429, 'rate_limit_error', { 'retry-after': '40' }, 'in about 40 seconds'],
    [429, 'rate_limit_error', { 'retry-after': '150' }, 'in about 3 minutes'],
    [529, 'overloaded_error', { 'retry-after': '600' }, 'in about 10 minutes'],
    [503, 'api_error', { 'retry-after-ms': '90000' }, 'in about 2 minutes'],
  ])('says when to try again after a %i (%s) whose headers say (%o)', (status, type, headers, when) => {
    const error = Anthropic.APIError.generate(status, { type: 'error', error: { type, message: 'x' } }, undefined, new Headers(headers));
    expect(toProviderError(error, context()).message).toContain(when);
  });

  it('keeps its general advice when the wait is not given or cannot be read', () => {
    const error = (headers: Record<string, string>) =>
      Anthropic.APIError.generate(429, { type: 'error', error: { type: 'rate_limit_error', message: 'x' } }, undefined, new Headers(headers));
    expect(toProviderError(error({}), context()).message).toContain('Wait a minute');
    expect(toProviderError(error({ 'retry-after': 'soon' }), context()).message).toContain('Wait a minute');
  });

  it('maps OpenAI quota exhaustion to an account problem, not a wait', () => {
    const quota = OpenAI.APIError.generate(
      429,
      { error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' } },
      undefined,
      new Headers(),
    );
    const error = toProviderError(quota, context({ provider: 'openai' }));
    expect(error).toMatchObject({ code: 'provider_auth' });
    expect(error.message).toContain('OPENAI_API_KEY');
  });

  it('is aborted whenever our own signal fired, whatever the SDK threw', () => {
    expect(toProviderError(new Anthropic.APIUserAbortError(), context())).toMatchObject({ code: 'aborted' });
    expect(toProviderError(new TypeError('boom'), context({ signal: AbortSignal.abort(), streamStarted: true }))).toMatchObject({
      code: 'aborted',
    });
  });

  it('passes a ProviderError through unchanged', () => {
    const original = new ProviderError('provider_auth', 'already mapped', 401);
    expect(toProviderError(original, context())).toBe(original);
  });
});
