import { describe, expect, it } from 'vitest';
import { describeError } from './error-messages';

// Messages as the Worker words them (api/src/providers/errors.ts, api/src/http/rate-limit.ts).
const MODEL_MISSING = 'Anthropic does not offer the model "claude-nope". Check ANTHROPIC_MODEL.';
const TOO_LONG = 'This conversation has grown too long for the model. Start a new conversation about the claim.';
const REJECTED = 'Anthropic rejected our request (HTTP 400). Try again; if it keeps happening, report it with the time it happened.';
const UNREADABLE = 'The OpenAI-compatible server sent an answer we could not read. Try again.';

describe('describeError: the server says what to do', () => {
  it('shows a provider error as the server worded it', () => {
    expect(describeError('provider_misconfigured', MODEL_MISSING).message).toBe(MODEL_MISSING);
    expect(describeError('conversation_too_long', TOO_LONG).message).toBe(TOO_LONG);
    for (const message of [REJECTED, UNREADABLE]) expect(describeError('provider_error', message).message).toBe(message);
  });

  it("offers Retry as the server's retryable field says, whatever the message's words", () => {
    expect(describeError('provider_error', REJECTED, false).retryable).toBe(false);
    expect(describeError('provider_misconfigured', MODEL_MISSING, true).retryable).toBe(true);
    expect(describeError('turn_timeout', 'The answer took longer than a turn may take.', true).retryable).toBe(true);
  });

  it('reads an error without the field (an older stored event) by its code, through the shared table', () => {
    expect(describeError('provider_misconfigured', MODEL_MISSING).retryable).toBe(false);
    expect(describeError('conversation_too_long', TOO_LONG).retryable).toBe(false);
    expect(describeError('provider_error', REJECTED).retryable).toBe(true);
    expect(describeError('provider_error', UNREADABLE).retryable).toBe(true);
    // No words about trying again, yet a timeout may be retried.
    expect(describeError('turn_timeout', 'The answer took longer than a turn may take.').retryable).toBe(true);
  });

  it('shows the other provider and limit messages as sent, with Retry where it can help', () => {
    expect(describeError('provider_auth', 'Anthropic refused our API key. Check ANTHROPIC_API_KEY.')).toEqual({
      message: 'Anthropic refused our API key. Check ANTHROPIC_API_KEY.',
      retryable: false,
    });
    expect(describeError('provider_unavailable', 'We could not reach Anthropic. Check ANTHROPIC_BASE_URL, or try again in a few minutes.')).toEqual({
      message: 'We could not reach Anthropic. Check ANTHROPIC_BASE_URL, or try again in a few minutes.',
      retryable: true,
    });
    expect(describeError('rate_limited', 'You have started 20 turns in the last minute. Wait 12 seconds and try again.')).toEqual({
      message: 'You have started 20 turns in the last minute. Wait 12 seconds and try again.',
      retryable: true,
    });
    expect(describeError('payload_too_large', 'The request body is larger than 64 KB.').retryable).toBe(false);
  });

  it('passes on the reason a capability is unavailable, without a retry', () => {
    expect(describeError('capability_unavailable', 'There are no documents on this claim yet.')).toEqual({
      message: 'That action is not available on this claim: There are no documents on this claim yet.',
      retryable: false,
    });
  });

  it('shows the server message for codes it does not know, with a retry', () => {
    expect(describeError('brand_new_code', 'Plain words from the server.')).toEqual({
      message: 'Plain words from the server.',
      retryable: true,
    });
  });
});

describe('describeError: fallbacks', () => {
  it('uses the page wording only when the server sent no message', () => {
    expect(describeError('provider_error', '')).toEqual({
      message: expect.stringMatching(/language model service returned an error\. Try again/),
      retryable: true,
    });
    expect(describeError('rate_limited', '  ').message).toMatch(/Wait a moment/);
    expect(describeError('provider_auth', '')).toEqual({
      message: expect.stringMatching(/API key/),
      retryable: false,
    });
    expect(describeError('brand_new_code', '')).toEqual({ message: expect.stringMatching(/Something went wrong/), retryable: true });
  });

  it('words a network failure itself, not as the browser reported it', () => {
    expect(describeError('network', 'TypeError: Failed to fetch')).toEqual({
      message: 'Could not reach the server. Check your connection, then try again.',
      retryable: true,
    });
  });
});

describe('describeError: fallbacks say what to do', () => {
  it('tells the handler to reload when the server would not take what the page sent', () => {
    for (const code of ['bad_request', 'invalid_id', 'unsupported_media_type', 'unknown_capability']) {
      const { message, retryable } = describeError(code, '');
      expect(message).toMatch(/Reload the page/);
      expect(retryable).toBe(false);
    }
  });
});
