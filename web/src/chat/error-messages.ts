/**
 * What to tell the handler when a turn fails, in plain words, and whether trying again could
 * help. Codes come from the Worker (http-api.md) or from the page itself ("network").
 */
export interface FriendlyError {
  message: string;
  retryable: boolean;
}

const MESSAGES: Record<string, FriendlyError> = {
  network: {
    message: 'Could not reach the server. Check your connection, then try again.',
    retryable: true,
  },
  rate_limited: {
    message: 'You have started a lot of turns in the last minute. Wait a moment, then try again.',
    retryable: true,
  },
  provider_rate_limited: {
    message: 'The language model service is busy right now. Wait a minute, then try again.',
    retryable: true,
  },
  provider_unavailable: {
    message: 'The language model service is unavailable at the moment. Try again shortly.',
    retryable: true,
  },
  provider_error: {
    message: 'The language model service returned an error. Try again; if it keeps happening, tell your support team.',
    retryable: true,
  },
  provider_auth: {
    message: 'The assistant could not sign in to its language model service. Ask an administrator to check its API key.',
    retryable: false,
  },
  turn_limit: {
    message: 'This question needed more steps than one turn allows, so the assistant stopped. Try asking something narrower.',
    retryable: true,
  },
  stream_interrupted: {
    message: 'The reply was cut off before it finished. Try again.',
    retryable: true,
  },
  payload_too_large: {
    message: 'That message is too long. Shorten it and send it again.',
    retryable: false,
  },
  not_found: {
    message:
      'This claim or conversation could not be found, or you no longer have access to it. Start a new conversation to carry on.',
    retryable: false,
  },
  unauthorized: {
    message: 'Your sign-in has expired. Reload the page to sign in again.',
    retryable: false,
  },
  unknown_user: {
    message: 'You are signed in, but not set up as a user of the workbench. Ask an administrator to add you.',
    retryable: false,
  },
  internal: {
    message: 'Something went wrong on our side. Try again; if it keeps happening, tell your support team.',
    retryable: true,
  },
};

/** Codes whose server message already says exactly what to do, so it is shown as sent. */
const SERVER_WORDED = new Set(['capability_unavailable', 'unknown_capability', 'bad_request']);

export function describeError(code: string, serverMessage: string): FriendlyError {
  if (SERVER_WORDED.has(code)) {
    const prefix = code === 'capability_unavailable' ? 'That action is not available on this claim: ' : '';
    return { message: prefix + serverMessage, retryable: false };
  }
  return (
    MESSAGES[code] ?? {
      message: serverMessage || 'Something went wrong. Try again.',
      retryable: true,
    }
  );
}
