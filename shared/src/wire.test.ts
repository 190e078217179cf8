import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorDetail, isRetryable, parseStreamEvent, RETRYABLE } from './wire';

describe('RETRYABLE: whether asking again can help, by error code', () => {
  it('has an entry for every code and no other', () => {
    expect(Object.keys(RETRYABLE).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('offers a retry for what passes (limits, a busy or broken provider, a cut stream) and none for what the same request repeats', () => {
    const retryable = ERROR_CODES.filter((code) => RETRYABLE[code]);
    expect(retryable.sort()).toEqual(
      [
        'aborted',
        'auth_unavailable',
        'internal',
        'provider_error',
        'provider_rate_limited',
        'provider_unavailable',
        'rate_limited',
        'stream_interrupted',
        'turn_in_progress',
        'turn_limit',
        'turn_timeout',
      ].sort(),
    );
    for (const code of [
      'provider_misconfigured',
      'conversation_too_long',
      'provider_auth',
      'model_budget_exhausted',
      'reply_too_long',
      'bad_request',
    ] as const) {
      expect(RETRYABLE[code]).toBe(false);
    }
  });

  it('reads a code this build does not know (a newer server) as retryable', () => {
    expect(isRetryable('a_code_from_later')).toBe(true);
    expect(isRetryable('provider_auth')).toBe(false);
  });

  it('puts the decision beside the code and message the Worker sends', () => {
    expect(errorDetail('rate_limited', 'Wait.')).toEqual({ code: 'rate_limited', message: 'Wait.', retryable: true });
    expect(errorDetail('provider_misconfigured', 'Check ANTHROPIC_MODEL.')).toEqual({
      code: 'provider_misconfigured',
      message: 'Check ANTHROPIC_MODEL.',
      retryable: false,
    });
  });
});

describe('the error event', () => {
  it('carries retryable, and still parses without it (events stored before it was sent)', () => {
    expect(parseStreamEvent('error', '{"code":"stream_interrupted","message":"Cut.","retryable":true}')?.data).toEqual({
      code: 'stream_interrupted',
      message: 'Cut.',
      retryable: true,
    });
    expect(parseStreamEvent('error', '{"code":"stream_interrupted","message":"Cut."}')?.data).toEqual({ code: 'stream_interrupted', message: 'Cut.' });
  });

  it('takes its code from ERROR_CODES', () => {
    expect(parseStreamEvent('error', '{"code":"made_up","message":"?"}')).toBeUndefined();
  });
});
