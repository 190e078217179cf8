/**
 * The scripts the fake model servers play, and what they record. A scenario is a list of rounds;
 * each model request a server receives plays the scenario's next round. The request names its
 * scenario by its API key (`x-api-key` for Anthropic, the bearer token for OpenAI), so the real
 * Worker code path needs no test hooks: a test gives the provider a fresh key and scripts it.
 * Shared by the servers (Node) and the tests (workerd), so it holds types only.
 */

/** A tool call the fake model makes. */
export interface FakeToolCall {
  /** Defaults to a fresh `toolu_…` / `call_…` id. */
  id?: string;
  name: string;
  /** Sent as JSON, split across several deltas. */
  input?: unknown;
  /** Sent verbatim instead of `input`, e.g. to script malformed JSON. */
  rawArguments?: string;
  /**
   * OpenAI only: the call's `extra_content`, as Gemini's OpenAI-compatible endpoint sends its
   * thought signature (`{google: {thought_signature}}`); the server then refuses a later request
   * whose replayed call does not carry it back unchanged.
   */
  extraContent?: unknown;
}

export interface FakeUsage {
  /** Uncached input tokens. */
  input?: number;
  output?: number;
  cacheRead?: number;
  cacheWrite?: number;
}

/**
 * How a streamed response breaks after `afterEvents` wire events (SSE events for Anthropic,
 * `data:` chunks for OpenAI):
 * - `cut`: the connection is destroyed mid-body;
 * - `truncate`: the body ends cleanly but early (no `message_stop` / `finish_reason` / `[DONE]`);
 * - `hang`: nothing more is sent until the client goes away;
 * - `overloaded`: an error event of the provider's overloaded kind;
 * - `server_error`: an error event of the provider's internal-error kind.
 */
export type FakeInterruption = 'cut' | 'truncate' | 'hang' | 'overloaded' | 'server_error';

/** A streamed 200 answer. */
export interface ResponseRound {
  type: 'response';
  /** Anthropic only: a thinking block first, with its signature. */
  thinking?: { text: string; signature: string };
  /**
   * OpenAI only: reasoning deltas before the answer, in `delta.reasoning_content` (DeepSeek, vLLM,
   * LM Studio) or `delta.reasoning` (OpenRouter, Ollama). With tool calls, the server then
   * refuses, as DeepSeek's thinking mode does, a later request whose assistant message for those
   * calls does not carry the reasoning back in the same field.
   */
  reasoning?: { text: string[]; field?: 'reasoning_content' | 'reasoning' };
  /** Text deltas, in order. */
  text?: string[];
  toolCalls?: FakeToolCall[];
  /**
   * OpenAI only, how some compatible servers stream calls: `index-zero` sends each call whole at
   * index 0, as Ollama sends parallel calls; `no-index` leaves the index out, as Ollama before
   * 0.4.7 did; `id-per-delta` repeats the name with a fresh id on every delta of one call;
   * `no-id` sends calls without ids at all.
   */
  toolCallQuirk?: 'index-zero' | 'no-index' | 'id-per-delta' | 'no-id';
  /** The provider's own stop reason; defaults to tool use when there are calls, else a normal end. */
  stopReason?: string;
  usage?: FakeUsage;
  interrupt?: { afterEvents: number; with: FakeInterruption };
  /** A pause before each wire event, in milliseconds. */
  eventDelayMs?: number;
  /**
   * A model's pace: nothing for `firstTokenMs`, then each wire event after the first as one token
   * at `tokensPerSecond` (the benchmark's realistic-latency series).
   */
  latency?: { firstTokenMs: number; tokensPerSecond: number };
}

/** An HTTP error answer, with the provider's JSON error body unless `body` replaces it. */
export interface FailureRound {
  type: 'failure';
  status: number;
  /** Defaults to the provider's error type for the status. */
  errorType?: string;
  message?: string;
  body?: unknown;
  /** 429 and 5xx answers get `retry-after-ms: 10` unless these name a retry-after of their own. */
  headers?: Record<string, string>;
}

/** No answer at all, not even headers, until the client goes away. */
export interface HangRound {
  type: 'hang';
}

export type FakeRound = ResponseRound | FailureRound | HangRound;

export interface FakeScenario {
  rounds: FakeRound[];
  /** Start again from the first round when the rounds run out (benchmarks); otherwise a 400. */
  loop?: boolean;
}

/** One model request as the fake server saw it. */
export interface RecordedRequest {
  path: string;
  headers: Record<string, string>;
  /** The parsed JSON body. */
  body: unknown;
  /** Which round answered it (0-based), or null when the scenario had none left. */
  round: number | null;
  status: number;
  /** The client closed the connection before the server finished answering. */
  closedEarly: boolean;
  /** Milliseconds since the server started, when the request arrived and when it ended. */
  receivedAt: number;
  endedAt: number | null;
}
