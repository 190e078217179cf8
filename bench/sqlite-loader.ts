/// <reference types="node" />
/**
 * Loads many rows into wrangler's local D1 file directly, with Node's own SQLite, while no Worker
 * runs on it: the Worker's own statements (the same SQL and values) in one transaction, instead of
 * one round trip per claim through the platform proxy (about 90 ms a claim on a busy machine, so
 * 15 minutes for 10,000). Only the scale bench's seeding uses it; what it times goes through the Worker and D1.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';

interface LoaderStatement {
  sql: string;
  values: SQLInputValue[];
  bind(...values: unknown[]): LoaderStatement;
}

/** The local D1 database file that `wrangler --persist-to persistTo` keeps for the one D1 binding. */
export function localD1File(persistTo: string): string {
  const dir = path.join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`Expected one D1 database in ${dir}, found ${files.length}: apply the migrations first`);
  return path.join(dir, files[0]!);
}

const toSql = (value: unknown): SQLInputValue => (typeof value === 'boolean' ? Number(value) : value === undefined ? null : (value as SQLInputValue));

/** A writer with the part of D1's interface the storage code's statements need: prepare, bind, batch. */
export function sqliteLoader(file: string) {
  const sqlite = new DatabaseSync(file);
  const prepared = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  const statement = (sql: string, values: SQLInputValue[] = []): LoaderStatement => ({
    sql,
    values,
    bind: (...next: unknown[]) => statement(sql, next.map(toSql)),
  });
  return {
    db: {
      prepare: (sql: string) => statement(sql),
      // As D1's batch, for the storage code's writers (upsertUsers); results are not read back.
      batch: async (statements: readonly D1PreparedStatement[]) => {
        load(statements);
        return [];
      },
    } as unknown as D1Database,
    load,
    /** Runs SQL with no parameters and no result (pragmas). */
    exec: (sql: string) => sqlite.exec(sql),
    /** The first column of the first row of a query with no parameters (a pragma's value). */
    value: (sql: string) => Object.values(sqlite.prepare(sql).get() ?? {})[0],
    close: () => sqlite.close(),
  };

  /** Runs every statement given in one transaction. */
  function load(statements: readonly D1PreparedStatement[]): void {
    sqlite.exec('BEGIN');
    try {
      for (const s of statements as unknown as LoaderStatement[]) {
        let stmt = prepared.get(s.sql);
        if (!stmt) prepared.set(s.sql, (stmt = sqlite.prepare(s.sql)));
        stmt.run(...s.values);
      }
      sqlite.exec('COMMIT');
    } catch (err) {
      sqlite.exec('ROLLBACK');
      throw err;
    }
  }
}
