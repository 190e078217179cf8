/**
 * Finding dates written in free text the ways UK letters write them: "2 October 2026",
 * "2nd October 2026", "October 2, 2026", "02/10/2026" and "2/10/26" (day first, as in the UK),
 * "02.10.2026", "2026-10-02". A day and month without a year ("on 2 October") takes the year
 * that puts it nearest the caller's reference date, so "30 December" in a letter about a loss
 * on 3 January is the December just before (and never a day after the text was written); a two-digit year is the one nearest the reference
 * year, at most ten years after it ("99" is 1999). Only real calendar days are returned.
 *
 * `statedLossDates()` keeps only the dates a sentence gives for the loss itself: the nearest
 * keyword to the date in its sentence must be about the incident ("accident", "collision",
 * "burst", "date of loss", …) rather than about something else that happens on a date
 * ("reported", "letter", "inspected", "born", …), with words after the date counting at twice
 * their distance. A sentence reaches at most 400 characters either side of its date, so text
 * with no sentence breaks (a statement, a table) is read a window at a time. Dates after the source's own date are left out: a letter cannot report a
 * loss that has not happened yet.
 */
import { isCalendarDate } from '@claims/shared';

export interface DateMention {
  date: string;
  index: number;
  length: number;
  text: string;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};
const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\.?';
const ORD = '(?:st|nd|rd|th)?';
/** A weekday before a written date belongs to it ("Friday 2 October 2026"). */
const WEEKDAY = '(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\\s+)?';

/** A date as read: its year is `undefined` when the text gave none. */
type Reading = [year: number | undefined, month: number, day: number];

const PATTERNS: { regex: RegExp; read: (m: RegExpExecArray, nearYear: number) => Reading }[] = [
  { regex: /\b(\d{4})-(\d{2})-(\d{2})\b/g, read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  {
    regex: new RegExp(`\\b${WEEKDAY}(\\d{1,2})[/.](\\d{1,2})[/.](\\d{4}|\\d{2})\\b`, 'gi'),
    read: (m, nearYear) => [fullYear(m[3]!, nearYear), Number(m[2]), Number(m[1])],
  },
  {
    regex: new RegExp(`\\b${WEEKDAY}(\\d{1,2})${ORD}(?:\\s+of)?\\s+${MONTH}(?:,?\\s+(\\d{4}))?\\b`, 'gi'),
    read: (m) => [m[3] ? Number(m[3]) : undefined, MONTHS[m[2]!.toLowerCase()]!, Number(m[1])],
  },
  {
    regex: new RegExp(`\\b${WEEKDAY}${MONTH}\\s+(\\d{1,2})${ORD}(?:,?\\s+(\\d{4}))?\\b`, 'gi'),
    read: (m) => [m[3] ? Number(m[3]) : undefined, MONTHS[m[1]!.toLowerCase()]!, Number(m[2])],
  },
];

const HAS_DIGIT = /\d/;

/** "26" is 2026 and "99" 1999 when read near 2026: the century nearest, at most ten years ahead. */
function fullYear(text: string, nearYear: number): number {
  if (text.length !== 2) return Number(text);
  const year = Math.floor(nearYear / 100) * 100 + Number(text);
  return year > nearYear + 10 ? year - 100 : year < nearYear - 89 ? year + 100 : year;
}

const iso = (y: number, mo: number, d: number) => `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * The real calendar day a reading names; with no year, the one nearest `near` that is not after
 * `latest` (a letter cannot state a day that had not yet come).
 */
function dateOf([year, month, day]: Reading, near: string, latest?: string): string | undefined {
  if (year !== undefined) {
    const date = iso(year, month, day);
    return isCalendarDate(date) ? date : undefined;
  }
  const nearYear = Number(near.slice(0, 4));
  let best: { date: string; distance: number } | undefined;
  for (const y of [nearYear - 1, nearYear, nearYear + 1]) {
    const date = iso(y, month, day);
    if (!isCalendarDate(date) || (latest !== undefined && date > latest)) continue;
    const distance = Math.abs(Date.parse(date) - Date.parse(near));
    if (!best || distance < best.distance) best = { date, distance };
  }
  return best?.date;
}

/**
 * Every date written in `text`, in order; overlapping readings keep the longer one. `near` (a
 * `YYYY-MM-DD` day, e.g. the loss date) settles dates written without a year or with two digits;
 * `latest` (e.g. the day the text was written) keeps a date without a year from being read as
 * one still to come.
 */
export function findDates(text: string, near: string, latest?: string): DateMention[] {
  // Every way of writing a date has a digit: most notes have none, and this costs a fraction of the patterns.
  if (!HAS_DIGIT.test(text)) return [];
  const nearYear = Number(near.slice(0, 4));
  const found: DateMention[] = [];
  for (const { regex, read } of PATTERNS) {
    for (const m of text.matchAll(regex)) {
      const date = dateOf(read(m, nearYear), near, latest);
      if (date) found.push({ date, index: m.index, length: m[0].length, text: m[0] });
    }
  }
  found.sort((a, b) => a.index - b.index || b.length - a.length);
  const kept: DateMention[] = [];
  for (const f of found) {
    const last = kept[kept.length - 1];
    if (last && f.index < last.index + last.length) continue;
    kept.push(f);
  }
  return kept;
}

const INCIDENT =
  /\b(?:accident|incident|offence|committed|collision|collided|crash(?:ed)?|date of (?:the )?loss|loss date|(?:the|this) loss (?:happened|occurred|took place)|happened|occurred|took place|burst|fire|flood(?:ed|ing)?|theft|stolen|stole|break-in|broke in|burglary|burgled|storm|leak(?:ed|ing)?|escape of water|slipped|tripped|fell|struck|rear-ended|injured|hit)\b/gi;
const OTHER =
  /\b(?:report(?:ed|ing)?|notif(?:ied|y|ication)|wrote|written|writ(?:e|ing)|letters?|e-?mail(?:ed)?|call(?:ed)?|phon(?:ed|e)|rang|spoke|spoken|receiv(?:ed|e)|sent|dated|inspect(?:ed|ion)|appointment|visit(?:ed)?|repair(?:ed|s)?|invoiced?|paid|payment|booked|quoted?|estimate|examin(?:ed|ation)|seen|attended|discharged|returned|started|until|expir(?:y|es|ed)|renew(?:al|ed)|incept(?:ion|ed)|born|birth|purchased|bought|valid|issued|served|signed|as at|as of|period|increased|reduced|changed|added|amended|schedule)\b/gi;

/** Sentence breaks: a full stop, ! or ? followed by white space, or a line break. */
const BREAK = /[.!?](?=\s)|\n/g;
/**
 * How far a date's sentence may reach either side of it. Statements and tables run for pages
 * without a sentence break; there the window stands in for the sentence, so each date costs the
 * same however long the text is.
 */
const REACH = 400;

interface Keyword {
  start: number;
  end: number;
  incident: boolean;
}

/** Where a text's sentence breaks and keywords are, found once per text rather than once per date. */
interface TextIndex {
  breaks: number[];
  /** Sorted by start. */
  keywords: Keyword[];
}

function indexText(text: string): TextIndex {
  const keywords: Keyword[] = [];
  for (const [regex, incident] of [
    [INCIDENT, true],
    [OTHER, false],
  ] as const) {
    for (const m of text.matchAll(regex)) keywords.push({ start: m.index, end: m.index + m[0].length, incident });
  }
  keywords.sort((a, b) => a.start - b.start);
  return { breaks: Array.from(text.matchAll(BREAK), (m) => m.index), keywords };
}

/** The first index in `sorted` whose value is at least `value` (sorted.length if none). */
function firstAtLeast<T>(sorted: readonly T[], value: number, key: (item: T) => number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (key(sorted[mid]!) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const self = (n: number) => n;

/**
 * The sentence around a date: from just after the last break before it to the first break after
 * it, each looked for no further than REACH away; where there is none, the window's edge.
 */
function sentenceAround(text: string, { breaks }: TextIndex, index: number, length: number): [number, number] {
  const after = index + length;
  const lo = Math.max(0, index - REACH);
  const hi = Math.min(text.length, after + REACH);
  const before = breaks[firstAtLeast(breaks, index, self) - 1];
  const next = breaks[firstAtLeast(breaks, after, self)];
  return [before !== undefined && before >= lo ? before + 1 : lo, next !== undefined && next < hi ? next : hi];
}

/** Dates a text gives as the date of the loss (see the module comment for the rule). */
export function statedLossDates(text: string, lossDate: string, sourceDate: string): DateMention[] {
  const mentions = findDates(text, lossDate, sourceDate).filter((m) => m.date <= sourceDate);
  if (mentions.length === 0) return [];
  const scan = indexText(text);
  const out: DateMention[] = [];
  for (const mention of mentions) {
    const [start, end] = sentenceAround(text, scan, mention.index, mention.length);
    const at = mention.index;
    const after = at + mention.length;
    let best: { distance: number; incident: boolean } | undefined;
    // Keywords wholly inside the sentence; the window bounds how many there can be.
    for (let i = firstAtLeast(scan.keywords, start, (k) => k.start); i < scan.keywords.length; i += 1) {
      const k = scan.keywords[i]!;
      if (k.start >= end) break;
      if (k.end > end || (k.start < after && k.end > at)) continue;
      // A keyword before the date governs it more often than one after ("the accident on 2
      // October and I wrote on 5 October"), so distance after the date counts double.
      const distance = k.end <= at ? at - k.end : 2 * (k.start - after);
      if (!best || distance < best.distance || (distance === best.distance && k.incident)) {
        best = { distance, incident: k.incident };
      }
    }
    if (best?.incident) out.push(mention);
  }
  return out;
}
