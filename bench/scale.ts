/// <reference types="node" />
/**
 * The book of claims on local D1 (`npm run bench:scale`): stores N claims of
 * `api/demo/claim-population.ts` with their index, by the Worker's own statements, straight into
 * the local database file (sqlite-loader.ts). The script then starts the bench Worker on that
 * database and times, over HTTP, the queue, search and linked-claim requests, and storing one
 * claim with its index next to storing it alone (`timeStoring`, through the bench Worker's
 * `PUT /api/bench/store/:id`, bench/worker/store-claim.ts).
 */
import { statSync } from 'node:fs';
import { DEMO_USERS } from '../api/demo';
import { populationClaim } from '../api/demo/claim-population';
import { claimIndexStatements } from '../api/src/storage/claim-index';
import { claimRecordStatements, recordDigest } from '../api/src/storage/claims';
import { upsertUsers } from '../api/src/storage/users';
import { localD1File, sqliteLoader } from './sqlite-loader';
import { type Summary, summarize } from './stats';

/** Stores `count` claims (and the dev roster) in the local D1 kept under `persistTo`; returns the seconds it took. */
export async function seedBook(persistTo: string, count: number, onProgress: (stored: number) => void = () => {}): Promise<number> {
  // The book goes straight into the database file, the Worker's own statements a claim at a time.
  const started = performance.now();
  const loader = sqliteLoader(localD1File(persistTo));
  try {
    await upsertUsers(loader.db, DEMO_USERS);
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
  return Math.round((performance.now() - started) / 100) / 10;
}

/** Pages written per claim stored: what a store costs the database, whatever the machine's load. */
export interface PagesWritten {
  alone: number;
  withIndex: number;
}

/**
 * Counts the pages one claim's store writes to the database's write-ahead log, alone and with its
 * index, each in its own transaction as D1 runs a batch, over `rounds` claims of the book under
 * new ids (run on the book before the Worker starts; the log is checkpointed first).
 */
export async function pagesPerStore(persistTo: string, rounds = 50): Promise<PagesWritten> {
  const file = localD1File(persistTo);
  const loader = sqliteLoader(file);
  try {
    if (loader.value('PRAGMA journal_mode') !== 'wal') throw new Error(`${file} is not in WAL mode: the page count reads its log`);
    const frameBytes = Number(loader.value('PRAGMA page_size')) + 24;
    loader.exec('PRAGMA wal_autocheckpoint = 0');
    loader.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    const pages = (statements: D1PreparedStatement[]) => {
      const before = statSync(`${file}-wal`).size;
      loader.load(statements);
      return (statSync(`${file}-wal`).size - before) / frameBytes;
    };
    let alone = 0;
    let withIndex = 0;
    for (let round = 0; round < rounds; round++) {
      for (const indexed of [false, true]) {
        const record = { ...populationClaim(round), id: `CLM-BK-P-${indexed ? 'I' : 'A'}${String(round).padStart(4, '0')}` };
        const json = JSON.stringify(record);
        const statements = claimRecordStatements(loader.db, record, json, await recordDigest(json), new Date());
        if (indexed) withIndex += pages([...statements, ...claimIndexStatements(loader.db, record)]);
        else alone += pages(statements);
      }
    }
    loader.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    return { alone: Math.round((alone / rounds) * 10) / 10, withIndex: Math.round((withIndex / rounds) * 10) / 10 };
  } finally {
    loader.close();
  }
}

export interface StoreTiming {
  /** The same request storing nothing: reading the body and answering, over HTTP. */
  request: Summary;
  /** Storing one claim alone: its directory row, digest and chunks, in one batch. */
  storeAlone: Summary;
  /** Storing it with its index (deadlines, search terms, contacts, list figures), as `PUT /api/claims/:id` does. */
  storeWithIndex: Summary;
  /** storeWithIndex over storeAlone, medians: the target. */
  indexRatio: number;
  /** The same with the request's own median taken off both: the Worker's storing work alone. */
  workerRatio: number;
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/**
 * Times storing one claim over HTTP against the bench Worker at `base`: storing nothing, alone and
 * with its index, taking turns, each a claim of the book under a new id (so every store is an
 * insert); the first `warmup` rounds are not counted.
 */
export async function timeStoring(base: string, rounds: number, warmup = 10): Promise<StoreTiming> {
  const modes = ['nothing', 'alone', 'with-index'] as const;
  const times: Record<(typeof modes)[number], number[]> = { nothing: [], alone: [], 'with-index': [] };
  for (let round = 0; round < warmup + rounds; round++) {
    // Each round in another order, so what one request leaves behind (a collection, a checkpoint)
    // does not always fall on the same next one.
    for (const mode of [...modes.slice(round % 3), ...modes.slice(0, round % 3)]) {
      const record = { ...populationClaim(round), id: `CLM-BK-S-${mode}-${String(round).padStart(4, '0')}` };
      const body = JSON.stringify(record);
      const started = performance.now();
      const response = await fetch(`${base}/api/bench/store/${record.id}?store=${mode}`, {
        method: 'PUT',
        body,
        headers: { 'Content-Type': 'application/json' },
      });
      const answer = await response.text();
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`Storing a claim (${mode}): ${response.status} ${answer.slice(0, 300)}`);
      if (round >= warmup) times[mode].push(ms);
    }
  }
  const request = summarize(times.nothing);
  const storeAlone = summarize(times.alone);
  const storeWithIndex = summarize(times['with-index']);
  return {
    request,
    storeAlone,
    storeWithIndex,
    indexRatio: ratio(storeWithIndex.medianMs, storeAlone.medianMs),
    workerRatio: ratio(storeWithIndex.medianMs - request.medianMs, storeAlone.medianMs - request.medianMs),
  };
}

export { populationClaim, populationClaimId, populationPhone } from '../api/demo/claim-population';
export { summarize } from './stats';
