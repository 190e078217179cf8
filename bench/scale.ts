/// <reference types="node" />
/**
 * The book of claims on local D1 (`npm run bench:scale`): stores N claims of
 * `api/demo/claim-population.ts` with their index, by the Worker's own statements, straight into
 * the local database file (sqlite-loader.ts); then, through D1 itself (wrangler's platform proxy),
 * times storing one claim with its index next to storing the claim alone, as before the index. The queue, search and linked-claim
 * requests are timed over HTTP by the script, against `wrangler dev` on the same database.
 */
import path from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { DEMO_USERS } from '../api/demo';
import { populationClaim } from '../api/demo/claim-population';
import { claimIndexStatements } from '../api/src/storage/claim-index';
import { claimRecordStatements, recordDigest } from '../api/src/storage/claims';
import { upsertUsers } from '../api/src/storage/users';
import { localD1File, sqliteLoader } from './sqlite-loader';
import { type Summary, summarize } from './stats';

export interface BookSeeding {
  claims: number;
  seedSeconds: number;
  /** Storing one claim alone: its directory row, digest and chunks, in one batch. */
  storeAlone: Summary;
  /** Storing it with its index (deadlines, search terms, contacts), as `PUT /api/claims/:id` does. */
  storeWithIndex: Summary;
  /** storeWithIndex over storeAlone, medians. */
  indexRatio: number;
}

/** Stores `count` claims (and the dev roster) in the local D1 kept under `persistTo`. */
export async function seedBook(persistTo: string, count: number, onProgress: (stored: number) => void = () => {}): Promise<BookSeeding> {
  // The book goes straight into the database file, the Worker's own statements a claim at a time.
  const started = performance.now();
  const loader = sqliteLoader(localD1File(persistTo));
  try {
    for (let index = 0; index < count; index++) {
      const record = populationClaim(index);
      const json = JSON.stringify(record);
      const now = new Date();
      loader.load([...claimRecordStatements(loader.db, record, json, await recordDigest(json), now), ...claimIndexStatements(loader.db, record)]);
      if ((index + 1) % 1000 === 0) onProgress(index + 1);
    }
  } finally {
    loader.close();
  }
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;

  const proxy = await getPlatformProxy<{ DB: D1Database }>({ persist: { path: path.join(persistTo, 'v3') }, remoteBindings: false });
  const db = proxy.env.DB;
  try {
    await upsertUsers(db, DEMO_USERS);
    // One claim stored alone, then a twin with its index, each under a new id, alternately.
    const alone: number[] = [];
    const indexed: number[] = [];
    for (let i = 0; i < 100; i++) {
      for (const withIndex of [false, true]) {
        const record = { ...populationClaim(i), id: `CLM-BK-S${withIndex ? 'I' : 'A'}${String(i).padStart(4, '0')}` };
        const t0 = performance.now();
        const json = JSON.stringify(record);
        const digest = await recordDigest(json);
        const statements = [db.prepare('SELECT 1 FROM claims WHERE id = ?').bind(record.id), ...claimRecordStatements(db, record, json, digest, new Date())];
        await db.batch(withIndex ? [...statements, ...claimIndexStatements(db, record)] : statements);
        (withIndex ? indexed : alone).push(performance.now() - t0);
      }
    }
    const storeAlone = summarize(alone.slice(10));
    const storeWithIndex = summarize(indexed.slice(10));
    return { claims: count, seedSeconds, storeAlone, storeWithIndex, indexRatio: Math.round((storeWithIndex.medianMs / storeAlone.medianMs) * 100) / 100 };
  } finally {
    await proxy.dispose();
  }
}

export { populationClaim, populationClaimId, populationPhone } from '../api/demo/claim-population';
export { summarize } from './stats';
