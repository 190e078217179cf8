/** The Worker's bindings, vars and secrets (wrangler.toml and the README's configuration table). */
export interface Env {
  DB: D1Database;
  /** One Durable Object per claim (api/src/objects/claim-object.ts). */
  CLAIMS: DurableObjectNamespace<import('./objects/claim-object').ClaimObject>;
  ASSETS?: Fetcher;
  MODEL_PROVIDER?: string;
  ANTHROPIC_API_KEY?: string;
  ANTHROPIC_BASE_URL?: string;
  ANTHROPIC_MODEL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  AUTH_MODE?: string;
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  CHAT_TURNS_PER_MINUTE?: string;
  /** Offline mode's pause between streamed lines, in milliseconds (default 12). */
  OFFLINE_CHUNK_DELAY_MS?: string;
  /** Milliseconds between keep-alive comments on a chat stream (default 10,000). */
  SSE_KEEP_ALIVE_MS?: string;
  /** Milliseconds the model may stay silent before the turn ends with an error (default 300,000). */
  MODEL_IDLE_TIMEOUT_MS?: string;
  /** The longest answer (thinking included) a turn asks the model for, in tokens (default 16,000). */
  MODEL_MAX_OUTPUT_TOKENS?: string;
  /** The longest reply a turn stores and streams, in characters (default 100,000). */
  MODEL_MAX_REPLY_CHARS?: string;
  /** How long one turn may run, in milliseconds (default 600,000). */
  TURN_MAX_DURATION_MS?: string;
  /** Model tokens all users may spend per UTC day (unset: no cap). */
  MODEL_DAILY_TOKEN_LIMIT?: string;
  /** Days a conversation is kept after its last message (default 730); the scheduled job deletes older ones. */
  RETENTION_DAYS?: string;
}

/**
 * A numeric var: its value when it is a number at least `min` (and whole, when asked), else
 * `fallback`, so a mistyped setting falls back to the documented default instead of breaking.
 */
export function numberSetting(value: string | undefined, fallback: number, options: { min: number; integer?: boolean }): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= options.min && (!options.integer || Number.isInteger(n)) ? n : fallback;
}
