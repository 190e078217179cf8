/**
 * The resumable stream of one turn, in the object that runs it. Every event is numbered (the
 * SSE `id:`), kept in memory and sent to every browser attached; a browser that attaches later
 * (a reload, a second tab, a dropped connection with `Last-Event-ID`) is first sent the events
 * after the last one it has, then the live ones. The object runs one thing at a time, so nothing
 * can be appended between the replay and the attach: each event reaches each browser once, in
 * order. A browser leaving detaches it; the turn goes on.
 *
 * Events are written to `turn_events` in batches, at most FLUSH_MS after they happen and all of
 * them with the turn's end (a write per event would hold every frame behind its own commit): a
 * finished turn replays from there, and a turn cut off by a reset keeps the text written so far.
 */
import type { StreamEvent } from '@claims/shared';

const encoder = new TextEncoder();

/** One SSE event as the wire carries it (`shared/src/wire.ts`). */
export function sseFrame(seq: number, event: string, data: string): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${data}\nid: ${seq}\n\n`);
}

const KEEP_ALIVE = encoder.encode(': keep-alive\n\n');

/** The longest an event waits in memory before it is written to `turn_events`. */
export const FLUSH_MS = 200;

interface KeptEvent {
  seq: number;
  event: string;
  data: string;
}

interface Subscriber {
  controller: ReadableStreamDefaultController<Uint8Array>;
  timer: ReturnType<typeof setInterval>;
}

export class TurnStream {
  private readonly events: KeptEvent[] = [];
  /** How many of `events` are written to `turn_events`. */
  private flushed = 0;
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly subscribers = new Set<Subscriber>();
  private ended = false;

  constructor(
    private readonly sql: SqlStorage,
    readonly conversationId: string,
    readonly messageId: string,
    private readonly keepAliveMs: number,
  ) {}

  get running(): boolean {
    return !this.ended;
  }

  /** Numbers, keeps and sends one event; it is written within FLUSH_MS. */
  append(event: StreamEvent): void {
    if (this.ended) return;
    const kept = { seq: this.events.length + 1, event: event.event, data: JSON.stringify(event.data) };
    this.events.push(kept);
    const frame = sseFrame(kept.seq, kept.event, kept.data);
    for (const subscriber of this.subscribers) this.send(subscriber, frame);
    this.flushTimer ??= setTimeout(() => this.flush(), FLUSH_MS);
  }

  /** Writes the events not yet written (one implicit transaction: no await between the inserts). */
  flush(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    for (const kept of this.events.slice(this.flushed)) {
      this.sql.exec('INSERT OR IGNORE INTO turn_events (message_id, seq, event, data) VALUES (?, ?, ?, ?)', this.messageId, kept.seq, kept.event, kept.data);
    }
    this.flushed = this.events.length;
  }

  /** The turn is over (its events written with its end): every attached stream closes after its last event. */
  end(): void {
    this.flush();
    this.ended = true;
    for (const subscriber of [...this.subscribers]) this.detach(subscriber, true);
  }

  /** A stream of the events after `after`, then the live ones until the turn ends. */
  attach(after: number): ReadableStream<Uint8Array> {
    let subscriber: Subscriber | undefined;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        for (const kept of this.events.slice(after)) controller.enqueue(sseFrame(kept.seq, kept.event, kept.data));
        if (this.ended) return controller.close();
        subscriber = { controller, timer: setInterval(() => this.send(subscriber!, KEEP_ALIVE), this.keepAliveMs) };
        this.subscribers.add(subscriber);
      },
      cancel: () => {
        if (subscriber) this.detach(subscriber, false);
      },
    });
  }

  private send(subscriber: Subscriber, frame: Uint8Array): void {
    try {
      subscriber.controller.enqueue(frame);
    } catch {
      this.detach(subscriber, false); // the browser has gone
    }
  }

  private detach(subscriber: Subscriber, close: boolean): void {
    clearInterval(subscriber.timer);
    this.subscribers.delete(subscriber);
    if (!close) return;
    try {
      subscriber.controller.close();
    } catch {
      // already closed by the other side
    }
  }
}

/** The stored events of a turn after `after`, as SSE frames. */
export function storedFrames(sql: SqlStorage, messageId: string, after: number): Uint8Array[] {
  return sql
    .exec<{ seq: number; event: string; data: string }>(
      'SELECT seq, event, data FROM turn_events WHERE message_id = ? AND seq > ? ORDER BY seq',
      messageId,
      after,
    )
    .toArray()
    .map((row) => sseFrame(row.seq, row.event, row.data));
}

/** A finished turn's stored events after `after`, as a closed stream. */
export function replayStream(sql: SqlStorage, messageId: string, after: number): ReadableStream<Uint8Array> {
  const frames = storedFrames(sql, messageId, after);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const frame of frames) controller.enqueue(frame);
      controller.close();
    },
  });
}
