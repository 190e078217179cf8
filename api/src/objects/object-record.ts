/**
 * The claim record inside its object. An import (`PUT /api/claims/:id`, the seed) writes D1 in one
 * transaction: the directory row (team, status, version, …) and the record's chunks beside it, an
 * inbox. The object takes the record from the inbox the first time it is asked for that version,
 * stores it in its own SQLite, and only then empties the inbox (see docs/ARCHITECTURE.md, "Order
 * of writes"):
 *   - a crash after the D1 write leaves the new version in the inbox: the next request takes it;
 *   - a crash after the object stored it leaves the inbox full: the next request finds the
 *     version already stored and empties the inbox again.
 * Either way the object never serves a version the directory has not got, and D1 holds records
 * only until they are moved.
 */
import type { ClaimRecord } from '@claims/shared';
import { splitIntoChunks } from '../storage/claims';
import { readMeta, writeMeta } from './object-schema';

export interface ObjectRecord {
  record: ClaimRecord;
  team: string;
  version: number;
}

interface InboxRow {
  team: string;
  version: number;
  chunks: number;
  seq: number | null;
  body: string | null;
}

/** The claim is in the directory, but neither the object nor the inbox has the version asked for. */
export class RecordMissingError extends Error {
  override readonly name = 'RecordMissingError';
}

/** Reads the inbox: the directory row with its chunks, in one statement (one state of D1). */
async function readInbox(db: D1Database, claimId: string): Promise<{ team: string; version: number; json: string } | undefined> {
  const { results } = await db
    .prepare(
      `SELECT c.team, c.version, c.chunks, k.seq, k.body
         FROM claims c LEFT JOIN claim_chunks k ON k.claim_id = c.id
        WHERE c.id = ? ORDER BY k.seq`,
    )
    .bind(claimId)
    .all<InboxRow>();
  const first = results[0];
  if (!first || first.seq === null) return undefined; // no such claim, or the inbox is empty
  if (results.length !== first.chunks || results.some((row, seq) => row.seq !== seq || row.body === null)) {
    throw new Error(`The imported record of claim ${claimId} is damaged (${first.chunks} chunks expected): import it again`);
  }
  return { team: first.team, version: first.version, json: results.map((row) => row.body).join('') };
}

/** Empties the inbox, but only of the version stored (a newer import that raced in stays). */
export async function drainInbox(db: D1Database, claimId: string, version: number): Promise<void> {
  await db.prepare('DELETE FROM claim_chunks WHERE claim_id = ?1 AND (SELECT version FROM claims WHERE id = ?1) = ?2').bind(claimId, version).run();
}

export function storedVersion(sql: SqlStorage): number {
  return Number(readMeta(sql, 'record_version') ?? 0);
}

function readStored(sql: SqlStorage): ObjectRecord | undefined {
  const version = storedVersion(sql);
  if (version === 0) return undefined;
  const json = sql
    .exec<{ body: string }>('SELECT body FROM record_chunks ORDER BY seq')
    .toArray()
    .map((row) => row.body)
    .join('');
  return { record: JSON.parse(json) as ClaimRecord, team: readMeta(sql, 'record_team') ?? '', version };
}

/** Stores the record in the object, replacing the one before, in one transaction. */
export function storeRecord(storage: DurableObjectStorage, json: string, team: string, version: number): void {
  storage.transactionSync(() => {
    storage.sql.exec('DELETE FROM record_chunks');
    for (const [seq, body] of splitIntoChunks(json).entries()) storage.sql.exec('INSERT INTO record_chunks (seq, body) VALUES (?, ?)', seq, body);
    writeMeta(storage.sql, 'record_version', String(version));
    writeMeta(storage.sql, 'record_team', team);
  });
}

/**
 * Moves the inbox's record into the object when the inbox holds one; returns whether it did.
 * The inbox is emptied afterwards whether the version was new here or already stored.
 */
export async function takeFromInbox(db: D1Database, storage: DurableObjectStorage, claimId: string, stillWanted = () => true): Promise<boolean> {
  const inbox = await readInbox(db, claimId);
  // The claim may have been erased while D1 answered: what was read must not be stored after it.
  if (!inbox || !stillWanted()) return false;
  if (inbox.version !== storedVersion(storage.sql)) storeRecord(storage, inbox.json, inbox.team, inbox.version);
  await drainInbox(db, claimId, inbox.version);
  return true;
}

/**
 * Keeps the parsed record warm for the object's life and brings it up to `wanted` (the
 * directory's version, read by the Worker) when the object is behind.
 */
export class RecordHolder {
  private warm: ObjectRecord | undefined;
  private retired = false;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly db: D1Database,
    private readonly claimId: string,
  ) {}

  async get(wanted: number): Promise<ObjectRecord> {
    if (this.warm && this.warm.version >= wanted) return this.warm;
    // Whenever the warm copy is missing or behind: a newer inbox is taken, a leftover one emptied.
    await takeFromInbox(this.db, this.storage, this.claimId, () => !this.retired);
    if (this.retired) throw new RecordMissingError(`Claim ${this.claimId} was erased`);
    this.warm = readStored(this.storage.sql);
    if (!this.warm || this.warm.version < wanted) {
      throw new RecordMissingError(`Claim ${this.claimId} is at version ${wanted} in the directory, but its record is not stored: import it again`);
    }
    return this.warm;
  }

  /** The claim is being erased: a read still waiting on D1 stores nothing and finds nothing. */
  retire(): void {
    this.retired = true;
    this.warm = undefined;
  }
}
