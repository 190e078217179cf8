/**
 * The tables inside one claim's Durable Object (its own SQLite database): the claim record, its
 * conversations with their messages and tool-call provenance, and the events of recent turns
 * (what a reattaching browser is sent). Created on the object's first start; later changes are
 * added as further numbered steps, applied once each (the step reached is kept in `meta`).
 */
const STEPS: string[][] = [
  [
    `CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
    // The record as JSON in chunks: a stored value holds at most 2 MB and a record up to 8 MB.
    `CREATE TABLE record_chunks (seq INTEGER PRIMARY KEY, body TEXT NOT NULL)`,
    `CREATE TABLE conversations (
       id TEXT PRIMARY KEY,
       user_id TEXT NOT NULL,
       created_at TEXT NOT NULL
     )`,
    `CREATE INDEX conversations_user ON conversations (user_id, created_at)`,
    // status: 'running' while its turn runs in this object; a turn cut off reads 'interrupted'.
    `CREATE TABLE messages (
       id TEXT PRIMARY KEY,
       conversation_id TEXT NOT NULL REFERENCES conversations (id),
       seq INTEGER NOT NULL,
       role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
       text TEXT NOT NULL,
       capability TEXT,
       status TEXT NOT NULL CHECK (status IN ('complete', 'interrupted', 'running')),
       stop_reason TEXT,
       usage TEXT,
       created_at TEXT NOT NULL,
       UNIQUE (conversation_id, seq)
     )`,
    `CREATE TABLE tool_calls (
       message_id TEXT NOT NULL REFERENCES messages (id),
       seq INTEGER NOT NULL,
       id TEXT NOT NULL,
       tool TEXT NOT NULL,
       arguments TEXT NOT NULL,
       result_preview TEXT NOT NULL,
       is_error INTEGER NOT NULL,
       duration_ms REAL NOT NULL,
       redacted INTEGER NOT NULL,
       PRIMARY KEY (message_id, seq)
     )`,
    // The stream of a conversation's latest turn, kept until its next turn (or ten minutes after
    // it ended), so a browser that reconnects is sent what it missed.
    `CREATE TABLE turn_events (
       message_id TEXT NOT NULL,
       seq INTEGER NOT NULL,
       event TEXT NOT NULL,
       data TEXT NOT NULL,
       PRIMARY KEY (message_id, seq)
     )`,
  ],
  // The figure check of each finished reply (JSON: checked, unverified[]).
  [`ALTER TABLE messages ADD COLUMN verification TEXT`],
  // What D1 is still to record of a turn (objects/turn-records.ts): queued with its beginning.
  [`CREATE TABLE turn_records (message_id TEXT PRIMARY KEY, record TEXT NOT NULL)`],
];

/** Brings the object's tables up to date; runs inside the object's start-up (blockConcurrencyWhile). */
export function migrateObjectSchema(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  const reached = Number(sql.exec<{ value: string }>(`SELECT value FROM meta WHERE key = 'schema'`).toArray()[0]?.value ?? 0);
  for (let step = reached; step < STEPS.length; step++) {
    for (const statement of STEPS[step]!) sql.exec(statement);
    sql.exec(`INSERT INTO meta (key, value) VALUES ('schema', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, String(step + 1));
  }
}

export function readMeta(sql: SqlStorage, key: string): string | undefined {
  return sql.exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', key).toArray()[0]?.value;
}

export function writeMeta(sql: SqlStorage, key: string, value: string): void {
  sql.exec('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', key, value);
}
