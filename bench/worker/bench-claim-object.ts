/**
 * The claim object as the bench Worker binds it (bench/wrangler.toml): the production class with
 * three methods the benchmark needs and production must not carry. Only code inside the object
 * reaches its SQLite, so the relay's writes and the storage figures live in a subclass rather
 * than in the runner.
 */
import type { TurnBeginning, TurnEnding } from '../../api/src/storage/conversations';
import { ClaimObject } from '../../api/src/objects/claim-object';
import { beginTurn, finishTurn } from '../../api/src/objects/object-transcript';
import type { TurnSettings } from '../../api/src/objects/object-answers';
import { relayStream } from './relay-stream';

/** What a claim object stores, in bytes (table 2c of `npm run bench`; docs/ARCHITECTURE.md uses the figures). */
export interface ObjectStorageFigures {
  /** The object's whole SQLite database, pages and indexes included. */
  databaseBytes: number;
  recordBytes: number;
  /** Assistant messages: one a turn. */
  turns: number;
  /** Messages' stored values (text, ids, usage, …), both sides of each turn. */
  messageBytes: number;
  toolCallBytes: number;
  /** Stream events kept for reattaching (each turn's until its next turn, or ten minutes). */
  eventBytes: number;
}

export class BenchClaimObject extends ClaimObject {
  /** The relay with storage: a turn's beginning, as `chat` writes it. */
  async benchBegin(beginning: TurnBeginning): Promise<void> {
    beginTurn(this.ctx.storage, beginning);
  }

  /** The relay with storage: a turn's end, as a finished turn writes it. */
  async benchFinish(ending: TurnEnding): Promise<void> {
    finishTurn(this.ctx.storage, ending);
  }

  /** The turn breakdown: an RPC that does nothing with what it is sent. */
  async benchPing(_input: unknown): Promise<void> {}

  /** The turn breakdown: the relay's model stream run in here, after the turn's beginning is written when given one. */
  async benchRelayInObject(message: string, beginning: TurnBeginning | null, settings: TurnSettings): Promise<ReadableStream<Uint8Array>> {
    if (beginning) beginTurn(this.ctx.storage, beginning);
    return relayStream({ ...this.env, ...settings }, message);
  }

  /** What this object stores, for the bytes kept per turn. */
  async benchStorage(): Promise<ObjectStorageFigures> {
    const sql = this.ctx.storage.sql;
    const sum = (query: string) => sql.exec<{ n: number | null }>(query).one().n ?? 0;
    return {
      databaseBytes: sql.databaseSize,
      recordBytes: sum('SELECT SUM(LENGTH(CAST(body AS BLOB))) AS n FROM record_chunks'),
      turns: sum(`SELECT COUNT(*) AS n FROM messages WHERE role = 'assistant'`),
      messageBytes: sum(
        `SELECT SUM(LENGTH(CAST(text AS BLOB)) + LENGTH(id) + LENGTH(conversation_id) + LENGTH(created_at) + COALESCE(LENGTH(usage), 0)
           + COALESCE(LENGTH(capability), 0) + COALESCE(LENGTH(stop_reason), 0) + LENGTH(status) + 16) AS n FROM messages`,
      ),
      toolCallBytes: sum(
        `SELECT SUM(LENGTH(CAST(arguments AS BLOB)) + LENGTH(CAST(result_preview AS BLOB)) + LENGTH(id) + LENGTH(message_id) + LENGTH(tool) + 24) AS n FROM tool_calls`,
      ),
      eventBytes: sum('SELECT SUM(LENGTH(CAST(data AS BLOB)) + LENGTH(message_id) + LENGTH(event) + 8) AS n FROM turn_events'),
    };
  }
}
