/**
 * How a chat turn hands out its stream's events: `emit` one at a time, in order. The claim's
 * object numbers, stores and sends them (objects/turn-stream.ts), with a keep-alive comment
 * (`: keep-alive`) at an interval while a turn runs: clients ignore it, and it keeps proxies from
 * closing a quiet stream (a model thinking for a minute).
 */
import type { StreamEvent } from '@claims/shared';

export type EmitEvent = (event: StreamEvent) => Promise<void>;

export const DEFAULT_KEEP_ALIVE_MS = 10_000;
