import * as AnthropicErrors from '@anthropic-ai/sdk/core/error';
import * as OpenAIErrors from 'openai/core/error';
import { describe, expect, it } from 'vitest';
import { isApiError, isConnectionError, isTimeout, isUserAbort, openAICode, retryAfterMs } from './sdk-errors';

describe("the SDKs' error classes, asked in one place", () => {
  it('reads both SDKs alike', () => {
    for (const Errors of [AnthropicErrors, OpenAIErrors]) {
      const timeout = new Errors.APIConnectionTimeoutError();
      expect([isTimeout(timeout), isConnectionError(timeout), isApiError(timeout), isUserAbort(timeout)]).toEqual([true, true, true, false]);
      const unreachable = new Errors.APIConnectionError({ cause: new Error('refused') });
      expect([isTimeout(unreachable), isConnectionError(unreachable)]).toEqual([false, true]);
      expect(isUserAbort(new Errors.APIUserAbortError())).toBe(true);
      const refused = Errors.APIError.generate(429, { error: { type: 'rate_limit_error' } }, undefined, new Headers());
      expect([isApiError(refused), isConnectionError(refused), isTimeout(refused)]).toEqual([true, false, false]);
    }
    expect(isApiError(new Error('not an SDK error'))).toBe(false);
  });

  it("keeps OpenAI's error code, and gives Anthropic's none", () => {
    expect(openAICode(OpenAIErrors.APIError.generate(429, { error: { code: 'insufficient_quota' } }, undefined, new Headers()))).toBe('insufficient_quota');
    expect(openAICode(AnthropicErrors.APIError.generate(429, { error: { type: 'rate_limit_error' } }, undefined, new Headers()))).toBeNull();
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-12-07T10:00:00Z');
  it.each([
    [{ 'retry-after-ms': '1500' }, 1500],
    [{ 'retry-after': '40' }, 40_000],
    [{ 'retry-after-ms': '250', 'retry-after': '40' }, 250],
    [{ 'retry-after': 'Mon, 07 Dec 2026 10:02:00 GMT' }, 120_000],
    [{ 'retry-after': 'Mon, 07 Dec 2026 09:00:00 GMT' }, 0],
    [{ 'retry-after': 'soon' }, null],
    [{}, null],
  ])('reads %o as %s ms', (headers, ms) => {
    expect(retryAfterMs(new Headers(headers), now)).toBe(ms);
  });
});
