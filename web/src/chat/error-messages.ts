/**
 * What to tell the handler when a turn fails, and whether trying again could help. The Worker's
 * messages are written for people, name the setting or step that fixes the problem and never
 * carry secrets (docs/http-api.md, "Errors"), so they are shown as sent; the page's own wording is only a
 * fallback for an answer that came without one. "network" is the page's own code: its message
 * would be the browser's ("Failed to fetch"), so the page words it. Whether to offer Retry is the
 * server's `retryable` field, or for an answer without it the same shared table read by code
 * (`isRetryable`, shared/src/wire.ts), never the message's words.
 */
import { isRetryable } from '@claims/shared/wire';

export interface FriendlyError {
  message: string;
  retryable: boolean;
}

interface CodeAdvice {
  /** Shown when the server sent no message. */
  fallback: string;
}

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection, then try again.';
// The page sent something the server would not take: a reload brings the page up to date.
const REJECTED_REQUEST = 'The server could not accept that request. Reload the page; if it keeps happening, tell your support team.';
const GENERIC_FALLBACK = 'Something went wrong. Try again; if it keeps happening, tell your support team.';

const ADVICE: Record<string, CodeAdvice> = {
  rate_limited: {
    fallback: 'You have started a lot of turns in the last minute. Wait a moment, then try again.',
  },
  model_budget_exhausted: {
    fallback: "Today's language model budget is used up. Quick actions still work; free questions can be asked again tomorrow.",
  },
  reply_too_long: {
    fallback: 'The answer grew longer than a reply may be and was cut off. Ask for less at once, such as one section at a time.',
  },
  turn_timeout: {
    fallback: 'The answer took too long and was stopped. Ask a narrower question, or try again.',
  },
  provider_rate_limited: {
    fallback: 'The language model service is busy right now. Wait a minute, then try again.',
  },
  provider_unavailable: {
    fallback: 'The language model service is unavailable at the moment. Try again shortly.',
  },
  provider_error: {
    fallback: 'The language model service returned an error. Try again; if it keeps happening, tell your support team.',
  },
  conversation_too_long: {
    fallback: 'This conversation has grown too long for the model. Start a new conversation about the claim.',
  },
  provider_auth: {
    fallback: 'The assistant could not sign in to its language model service. Ask an administrator to check its API key.',
  },
  provider_misconfigured: {
    fallback: "The assistant's language model service is not set up correctly. Ask an administrator to check its settings.",
  },
  turn_limit: {
    fallback: 'This question needed more steps than one turn allows, so the assistant stopped. Try asking something narrower.',
  },
  stream_interrupted: {
    fallback: 'The reply was cut off before it finished. Try again.',
  },
  turn_in_progress: {
    fallback: 'A reply is still being written in this conversation. Wait for it to finish, or stop it, then send again.',
  },
  aborted: {
    fallback: 'The reply was stopped before it finished. Try again.',
  },
  payload_too_large: {
    fallback: 'That message is too long. Shorten it and send it again.',
  },
  not_found: {
    fallback: 'This claim or conversation could not be found, or you no longer have access to it. Start a new conversation to carry on.',
  },
  forbidden: {
    fallback: 'You do not have permission to do that on this claim.',
  },
  unauthorized: {
    fallback: 'Your sign-in has expired. Reload the page to sign in again.',
  },
  unknown_user: {
    fallback: 'You are signed in, but not set up as a user of the workbench. Ask an administrator to add you.',
  },
  auth_not_configured: {
    fallback: 'Sign-in is not set up for this workbench yet. Ask an administrator.',
  },
  auth_unavailable: {
    fallback: 'Sign-in cannot be checked right now. Try again in a minute.',
  },
  bad_request: { fallback: REJECTED_REQUEST },
  invalid_id: { fallback: REJECTED_REQUEST },
  unsupported_media_type: { fallback: REJECTED_REQUEST },
  unknown_capability: {
    fallback: 'That action is not one the assistant offers. Reload the page to see the actions it offers now.',
  },
  capability_unavailable: { fallback: 'It cannot be run on this claim as it stands.' },
  internal: {
    fallback: 'Something went wrong on our side. Try again; if it keeps happening, tell your support team.',
  },
};

/** `retryable`: the server's field; absent (an older event, the page's own error), the code's entry in the shared table. */
export function describeError(code: string, serverMessage: string, retryable?: boolean): FriendlyError {
  if (code === 'network') return { message: NETWORK_MESSAGE, retryable: true };
  const advice = ADVICE[code];
  const said = serverMessage.trim();
  let message = said || advice?.fallback || GENERIC_FALLBACK;
  if (code === 'capability_unavailable') message = `That action is not available on this claim: ${message}`;
  return { message, retryable: retryable ?? isRetryable(code) };
}
