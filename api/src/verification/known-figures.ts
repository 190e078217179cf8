/**
 * The figures a turn's answer may state: every date, amount and count of days in the claim
 * record (its dated fields, its money fields in pence, and the text of its documents, messages
 * and notes) and in the turn's own sources (the tool results, the instructions the model was
 * given, which hold today's date and the rules' periods and caps, and the handler's message).
 * The claim's part is built once per parsed claim and kept with it.
 */
import { londonToday, type ClaimRecord } from '@claims/shared';
import { memo } from '../domain/claim-cache';
import { findFigures } from './figure-mentions';

export interface KnownFigures {
  /** `YYYY-MM-DD`. */
  dates: Set<string>;
  /** `MM-DD` → the years it occurs in, for a date written without its year. */
  monthDays: Map<string, string[]>;
  /** Amounts in minor units, each once. */
  amounts: Set<number>;
  /** Counts of days stated, or held in a field named for days (`daysLeft: 12`). */
  dayCounts: Set<number>;
}

/** The claim record's money fields (integers of minor units). */
const MONEY_FIELDS = new Set(['amount', 'limit', 'excess', 'sumInsured', 'valueAtRisk']);
const ISO_START = /^(\d{4}-\d{2}-\d{2})(T.+)?$/;
/** `"daysLeft": 12`, `"daysOverdue":-3` in a tool's JSON. */
const DAY_FIELD = /"\w*[Dd]ays\w*"\s*:\s*(-?\d{1,6})\b/g;

export function emptyKnownFigures(): KnownFigures {
  return { dates: new Set(), monthDays: new Map(), amounts: new Set(), dayCounts: new Set() };
}

export function addDate(known: KnownFigures, iso: string): void {
  if (known.dates.has(iso)) return;
  known.dates.add(iso);
  const monthDay = iso.slice(5);
  const years = known.monthDays.get(monthDay);
  if (years) years.push(iso);
  else known.monthDays.set(monthDay, [iso]);
}

/** Adds every figure written in `text` (and, for JSON, every field counting days). */
export function addText(known: KnownFigures, text: string): void {
  for (const { value } of findFigures(text)) {
    if (value.kind === 'date') {
      if (value.iso) addDate(known, value.iso);
      if (value.instant) addInstant(known, value.instant);
    } else if (value.kind === 'money') {
      known.amounts.add(value.minor);
    } else {
      known.dayCounts.add(value.days);
    }
  }
  if (text.includes('ays"')) for (const match of text.matchAll(DAY_FIELD)) known.dayCounts.add(Math.abs(Number(match[1])));
}

/** A time of day belongs to the day it was in the UK, which is the day a handler reads. */
function addInstant(known: KnownFigures, instant: string): void {
  const time = Date.parse(instant);
  if (!Number.isNaN(time)) addDate(known, londonToday(new Date(time)));
}

function addValue(known: KnownFigures, key: string, value: unknown): void {
  if (typeof value === 'string') {
    const iso = ISO_START.exec(value);
    if (iso) {
      addDate(known, iso[1]!);
      if (iso[2]) addInstant(known, value);
    } else if (/\d/.test(value)) {
      addText(known, value);
    }
  } else if (typeof value === 'number') {
    if (MONEY_FIELDS.has(key) && Number.isSafeInteger(value)) known.amounts.add(Math.abs(value));
  } else if (Array.isArray(value)) {
    for (const item of value) addValue(known, key, item);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) addValue(known, k, v);
  }
}

/** The claim record's figures, built once per parsed claim. */
export function claimFigures(claim: ClaimRecord): KnownFigures {
  return memo(claim, 'verification:known-figures', () => {
    const known = emptyKnownFigures();
    addValue(known, '', claim);
    return known;
  });
}

/**
 * What a turn's answer may state, in layers: the claim's (shared, never changed) and the turn's
 * sources'. Copying the claim's sets would cost more than the whole check on a large claim.
 */
export function turnFigures(claim: ClaimRecord, sources: readonly string[]): KnownFigures[] {
  const turn = emptyKnownFigures();
  for (const source of sources) addText(turn, source);
  return [claimFigures(claim), turn];
}
