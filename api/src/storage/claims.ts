/**
 * Claim storage in D1: the claim directory (`claims`: the list columns, team and version) and the
 * import inbox (`claim_chunks`). An import is one batch (one transaction), so a record is replaced
 * whole or not at all; it is stored as JSON split into chunks, because a record may reach 8 MB and
 * a D1 row holds at most 2 MB. The claim's Durable Object takes the record from the inbox on
 * first use (objects/object-record.ts) and keeps it from then on.
 *
 * `getClaim` reads a record still in the inbox (the tests, scripts), parsed records kept per
 * isolate by id and version.
 */
import { wholeCharacterEnd, type ClaimRecord, type ClaimSummary } from '@claims/shared';
import { claimIndexStatements } from './claim-index';

/** Characters per chunk: even 4-byte UTF-8 characters keep a chunk under D1's 2 MB row limit. */
export const CHUNK_CHARS = 400_000;

/**
 * Splits JSON text into chunks of at most `size` UTF-16 units, never between the two halves of a
 * surrogate pair (an emoji, say): each chunk is stored as its own text value, and a lone half
 * would come back as U+FFFD, silently changing the record.
 */
export function splitIntoChunks(text: string, size = CHUNK_CHARS): string[] {
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    const end = wholeCharacterEnd(text, Math.min(start + size, text.length));
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}

/** A row of the claim directory, D1 `claims`, as read. */
export interface ClaimRow {
  id: string;
  team: string;
  line_of_business: string;
  status: string;
  policyholder: string;
  loss_date: string;
  handler_id: string;
  handler_name: string;
  version: number;
}

export interface StoredClaim {
  record: ClaimRecord;
  team: string;
  version: number;
}

const parsedCache = new Map<string, { version: number; record: ClaimRecord }>();
const MAX_CACHED = 32;

function policyholderName(record: ClaimRecord): string {
  return record.parties.find((p) => p.id === record.policy.holderPartyId)?.name ?? '';
}

/** The SHA-256 of a record's stored JSON, in hex: what the audit log names a version by. */
export async function recordDigest(json: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(json));
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The statements that store a record itself: its directory row, its digest and its chunks (the
 * inbox its object takes it from). putClaim runs them with the claim's index; the scale bench
 * times them alone, as storing a claim cost before the index.
 */
export function claimRecordStatements(db: D1Database, record: ClaimRecord, json: string, digest: string, now: Date): D1PreparedStatement[] {
  const chunks = splitIntoChunks(json);
  return [
    db
      .prepare(
        `INSERT INTO claims (id, team, line_of_business, status, policyholder, loss_date, handler_id,
           handler_name, version, chunks, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 1, ?9, ?10)
         ON CONFLICT (id) DO UPDATE SET team = ?2, line_of_business = ?3, status = ?4,
           policyholder = ?5, loss_date = ?6, handler_id = ?7, handler_name = ?8,
           version = claims.version + 1, chunks = ?9, updated_at = ?10`,
      )
      .bind(
        record.id,
        record.handler.team,
        record.lineOfBusiness,
        record.status,
        policyholderName(record),
        record.loss.date,
        record.handler.id,
        record.handler.name,
        chunks.length,
        now.toISOString(),
      ),
    db.prepare('UPDATE claims SET digest = ? WHERE id = ?').bind(digest, record.id),
    db.prepare('DELETE FROM claim_chunks WHERE claim_id = ?').bind(record.id),
    ...chunks.map((body, seq) => db.prepare('INSERT INTO claim_chunks (claim_id, seq, body) VALUES (?, ?, ?)').bind(record.id, seq, body)),
  ];
}

/**
 * Inserts or replaces a (validated) record. Returns whether it was new. `alongside` gives
 * statements (an audit entry) to run in the same transaction, before the write, from its digest.
 */
export async function putClaim(
  db: D1Database,
  record: ClaimRecord,
  now = new Date(),
  alongside: (digest: string) => D1PreparedStatement[] = () => [],
): Promise<{ created: boolean }> {
  const json = JSON.stringify(record);
  const digest = await recordDigest(json);
  const statements = [
    // Read in the same batch as the write: one round trip, and "new" is decided in its transaction.
    db.prepare('SELECT 1 FROM claims WHERE id = ?').bind(record.id),
    ...alongside(digest),
    ...claimRecordStatements(db, record, json, digest, now),
    // The derived facts across claims (queue, search, linked claims), in the same transaction.
    ...claimIndexStatements(db, record),
  ];
  const [existing] = await db.batch(statements);
  parsedCache.delete(record.id);
  return { created: existing?.results.length === 0 };
}

/** The claim's team and version: what decides access and whether the cached record is current. */
export interface ClaimHead {
  team: string;
  version: number;
}

export function claimHeadQuery(db: D1Database, id: string): D1PreparedStatement {
  return db.prepare('SELECT team, version FROM claims WHERE id = ?').bind(id);
}

/**
 * Reads and parses the record in one statement, so its chunks, team and version all come from
 * one state of the table even while a PUT replaces it, and checks the chunks are all there: a
 * lost chunk that falls inside a long text would still parse, silently shortening a document.
 */
async function readClaim(db: D1Database, id: string): Promise<StoredClaim | undefined> {
  const { results } = await db
    .prepare(
      `SELECT c.team, c.version, c.chunks, k.seq, k.body
         FROM claims c LEFT JOIN claim_chunks k ON k.claim_id = c.id
        WHERE c.id = ? ORDER BY k.seq`,
    )
    .bind(id)
    .all<ClaimHead & { chunks: number; seq: number | null; body: string | null }>();
  const first = results[0];
  if (!first) return undefined;
  if (results.length !== first.chunks || results.some((row, seq) => row.seq !== seq || row.body === null)) {
    throw new Error(`The stored record of claim ${id} is damaged (${first.chunks} chunks expected): import it again`);
  }
  let record: ClaimRecord;
  try {
    record = JSON.parse(results.map((row) => row.body).join('')) as ClaimRecord;
  } catch {
    throw new Error(`The stored record of claim ${id} is damaged (not JSON): import it again`);
  }
  if (parsedCache.size >= MAX_CACHED) parsedCache.delete(parsedCache.keys().next().value as string);
  parsedCache.set(id, { version: first.version, record });
  return { record, team: first.team, version: first.version };
}

function cachedClaim(id: string, head: ClaimHead): StoredClaim | undefined {
  const cached = parsedCache.get(id);
  return cached && cached.version === head.version ? { record: cached.record, team: head.team, version: head.version } : undefined;
}

/**
 * The record for a head already read (and access already decided on its team); from the
 * isolate's cache when its version is current. A record replaced since the head was read is
 * returned in its newer version only while its team is the same: one moved to another team
 * answers undefined, as the caller's access check no longer holds.
 */
export async function resolveClaim(db: D1Database, id: string, head: ClaimHead | undefined): Promise<StoredClaim | undefined> {
  if (!head) return undefined;
  const stored = cachedClaim(id, head) ?? (await readClaim(db, id));
  return stored && stored.team === head.team ? stored : undefined;
}

/**
 * Reads one record with its team from D1, or `undefined` when there is no such claim. D1 holds a
 * record only until the claim's object takes it (objects/object-record.ts): routes read records
 * through the object, with `loadClaim` (objects/load-claim.ts).
 */
export async function getClaim(db: D1Database, id: string): Promise<StoredClaim | undefined> {
  const head = await claimHeadQuery(db, id).first<ClaimHead>();
  if (!head) return undefined;
  return cachedClaim(id, head) ?? readClaim(db, id);
}

/**
 * "The claim's team is one of `teams`", as a condition to append to a WHERE clause on `claims`
 * (undefined: every team, so no condition; none: no claim).
 */
export function teamCondition(teams: string[] | undefined): { sql: string; binds: string[] } {
  if (teams === undefined) return { sql: '', binds: [] };
  if (teams.length === 0) return { sql: ' AND 0', binds: [] };
  return { sql: ` AND team IN (${teams.map(() => '?').join(', ')})`, binds: teams };
}

/** Which claims to list: filters on the list columns, and a page after an id. */
export interface ClaimListFilter {
  team?: string;
  status?: string;
  lineOfBusiness?: string;
  /** At most this many (all when absent), after the claim with id `after`. */
  limit?: number;
  after?: string;
}

/**
 * The claim list in id order; `teams` limits it to those teams (undefined: every team). `next` is
 * set when `limit` left claims out: the `after` of the next page.
 */
export async function listClaims(db: D1Database, teams?: string[], filter: ClaimListFilter = {}): Promise<{ claims: ClaimSummary[]; next?: string }> {
  const team = teamCondition(teams);
  let sql = `SELECT * FROM claims WHERE 1${team.sql}`;
  const binds: (string | number)[] = [...team.binds];
  const keep = (condition: string, value: string | undefined) => {
    if (value === undefined) return;
    sql += ` AND ${condition}`;
    binds.push(value);
  };
  keep('team = ?', filter.team);
  keep('status = ?', filter.status);
  keep('line_of_business = ?', filter.lineOfBusiness);
  keep('id > ?', filter.after);
  // One more than the page, to know whether another page follows (-1: no limit).
  binds.push(filter.limit === undefined ? -1 : filter.limit + 1);
  const { results } = await db
    .prepare(`${sql} ORDER BY id LIMIT ?`)
    .bind(...binds)
    .all<ClaimRow>();
  const more = filter.limit !== undefined && results.length > filter.limit;
  const claims = (more ? results.slice(0, filter.limit) : results).map((r) => ({
    id: r.id,
    lineOfBusiness: r.line_of_business,
    status: r.status,
    policyholder: r.policyholder,
    lossDate: r.loss_date,
    handler: { id: r.handler_id, name: r.handler_name, team: r.team },
  }));
  return more ? { claims, next: claims.at(-1)!.id } : { claims };
}
