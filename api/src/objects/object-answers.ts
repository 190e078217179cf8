/**
 * What a claim object answers over RPC, and the settings the Worker passes it. A refusal travels
 * as data (an error class does not survive RPC) and becomes the same `AppError` in the Worker.
 */
import type { ErrorCode } from '@claims/shared';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Env } from '../env';
import { AppError } from '../errors';

export interface Refusal {
  refused: { status: ContentfulStatusCode; code: ErrorCode; message: string };
}

export type ObjectAnswer<T> = { ok: T } | Refusal;

export const refuse = (status: ContentfulStatusCode, code: ErrorCode, message: string): Refusal => ({ refused: { status, code, message } });

export const objectNotFound = (what: string): Refusal => refuse(404, 'not_found', `${what} was not found, or you do not have access to it.`);

/** The answer's value, or its refusal thrown as the `AppError` the Worker answers with. */
export function unwrap<T>(answer: ObjectAnswer<T>): T {
  if ('refused' in answer) throw new AppError(answer.refused.status, answer.refused.code, answer.refused.message);
  return answer.ok;
}

/** The vars a turn reads: passed with each call, so a test's or a request's settings reach the object. */
export const TURN_SETTINGS = [
  'MODEL_PROVIDER',
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_BASE_URL',
  'ANTHROPIC_MODEL',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_MODEL',
  'OFFLINE_CHUNK_DELAY_MS',
  'SSE_KEEP_ALIVE_MS',
  'MODEL_IDLE_TIMEOUT_MS',
  'MODEL_MAX_OUTPUT_TOKENS',
  'MODEL_MAX_REPLY_CHARS',
  'TURN_MAX_DURATION_MS',
] as const satisfies readonly (keyof Env)[];

export type TurnSettings = Partial<Pick<Env, (typeof TURN_SETTINGS)[number]>>;

export function turnSettings(env: Env): TurnSettings {
  const settings: TurnSettings = {};
  for (const key of TURN_SETTINGS) if (env[key] !== undefined) settings[key] = env[key];
  return settings;
}

/** The claim's object: one per claim, named by its id. */
export function claimObject(env: Env, claimId: string) {
  return env.CLAIMS.get(env.CLAIMS.idFromName(claimId));
}
