import { describe, expect, it } from 'vitest';
import { describeError } from './error-messages';

describe('describeError', () => {
  it('explains rate limits and offers a retry', () => {
    expect(describeError('rate_limited', 'Too many requests')).toEqual({
      message: expect.stringContaining('Wait a moment'),
      retryable: true,
    });
  });

  it('explains each provider failure without jargon', () => {
    for (const code of ['provider_rate_limited', 'provider_unavailable', 'provider_error']) {
      const { message, retryable } = describeError(code, 'HTTP 529 overloaded_error');
      expect(message).toMatch(/language model service/);
      expect(message).not.toMatch(/529|overloaded_error/);
      expect(retryable).toBe(true);
    }
    expect(describeError('provider_auth', 'invalid x-api-key').retryable).toBe(false);
  });

  it('explains the turn limit and a network failure', () => {
    expect(describeError('turn_limit', 'max tool rounds').message).toMatch(/narrower/);
    expect(describeError('network', '').message).toMatch(/Could not reach the server/);
  });

  it('passes on the reason a capability is unavailable, without a retry', () => {
    expect(describeError('capability_unavailable', 'There are no documents on this claim yet.')).toEqual({
      message: 'That action is not available on this claim: There are no documents on this claim yet.',
      retryable: false,
    });
  });

  it('falls back to the server message for codes it does not know', () => {
    expect(describeError('brand_new_code', 'Plain words from the server.')).toEqual({
      message: 'Plain words from the server.',
      retryable: true,
    });
  });
});
