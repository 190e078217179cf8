import { describe, expect, it } from 'vitest';
import { readText } from '../../src/domain/screens/learned-reader';
import { READER_LABELS, type ReaderLabel } from '../../src/domain/screens/reader-weights';
import type { CorpusText } from './corpus';
import { EVERY_LABEL, averagePrecision, leftOutReadings, readerAlone, type LeftOutReading } from './cross-validate';
import { trainReader } from './train-reader';

const text = (id: string, words: string, expect: CorpusText['expect']): CorpusText => ({
  id,
  category: 'test',
  kind: 'email',
  from: 'policyholder',
  about: expect[0] === 'none' ? 'nobody' : 'policyholder',
  expect,
  text: words,
});

// "rope" marks a risk to life in both sets (five times in each); "zebra" marks dissatisfaction in
// set b only. The readers here learn a feature from five texts (FIXTURE), whatever the shipped
// reader's MIN_TEXTS, so a change to that does not change what this fixture means.
const SETS = {
  a: [
    text('a-01', 'I bought a rope today.', ['risk_to_life']),
    text('a-02', 'The rope is in the shed now.', ['risk_to_life']),
    text('a-03', 'The roof was repaired.', ['none']),
    text('a-04', 'A rope by the door.', ['risk_to_life']),
    text('a-05', 'Rope on the landing.', ['risk_to_life']),
    text('a-06', 'A rope in the loft.', ['risk_to_life']),
  ],
  b: [
    text('b-01', 'Another rope, I said.', ['risk_to_life']),
    text('b-02', 'A zebra of a reply.', ['dissatisfaction']),
    text('b-03', 'Zebra again from you.', ['dissatisfaction']),
    text('b-04', 'The van was booked.', ['none']),
    text('b-05', 'The rope again.', ['risk_to_life']),
    text('b-06', 'Zebra, once more.', ['dissatisfaction']),
    text('b-07', 'Rope in the boot.', ['risk_to_life']),
    text('b-08', 'Zebra, and no reply.', ['dissatisfaction']),
    text('b-09', 'A rope under the stairs.', ['risk_to_life']),
    text('b-10', 'Zebra, yet again.', ['dissatisfaction']),
    text('b-11', 'Rope by the bed.', ['risk_to_life']),
  ],
};
const FIXTURE = { epochs: 30, minTexts: 5 };
const ROUTINE = [text('r-01', 'Reserve set at 2,000.', ['none']), text('r-02', 'Invoice paid in full.', ['none'])];

const reading = (id: string, expect: string[], score: number, routine = false, inPassages = false): LeftOutReading => ({
  id,
  expect,
  routine,
  scores: { ...(Object.fromEntries(READER_LABELS.map((l) => [l, 0])) as Record<ReaderLabel, number>), risk_to_life: score },
  inPassages,
});

describe('leftOutReadings', () => {
  const readings = leftOutReadings(SETS, ROUTINE, FIXTURE);

  it('reads every scored and routine text once', () => {
    expect(readings.map((r) => r.id).sort()).toEqual([
      'a-01',
      'a-02',
      'a-03',
      'a-04',
      'a-05',
      'a-06',
      'b-01',
      'b-02',
      'b-03',
      'b-04',
      'b-05',
      'b-06',
      'b-07',
      'b-08',
      'b-09',
      'b-10',
      'b-11',
      'r-01',
      'r-02',
    ]);
    expect(
      readings
        .filter((r) => r.routine)
        .map((r) => r.id)
        .sort(),
    ).toEqual(['r-01', 'r-02']);
  });

  it('reads each set with a reader that never learned from it', () => {
    const score = (id: string, label: ReaderLabel) => readings.find((r) => r.id === id)!.scores[label];
    // "rope" was learned from the other set, so it still reads as a risk to life ...
    expect(score('a-01', 'risk_to_life')).toBeGreaterThan(score('a-03', 'risk_to_life'));
    // ... but "zebra" is only in set b: a reader that learned from b reads b-02 as dissatisfied,
    // the one that read b never saw the word.
    const all = trainReader(['all'], [...SETS.a, ...SETS.b, ...ROUTINE], { ...FIXTURE, labels: READER_LABELS });
    const learned = readText(SETS.b[1]!.text, all, EVERY_LABEL).find((r) => r.label === 'dissatisfaction')!.score;
    expect(learned).toBeGreaterThan(0.5);
    expect(score('b-02', 'dissatisfaction')).toBeLessThan(0.5);
  });
});

describe('averagePrecision', () => {
  it('is 1 when every labelled text ranks first, and falls as others rank above them', () => {
    expect(averagePrecision([reading('x-01', ['risk_to_life'], 0.9), reading('x-02', ['none'], 0.1)], 'risk_to_life')).toBe(1);
    // Ranked: none (0.9), risk (0.8), risk (0.1): (1/2 + 2/3) / 2.
    const mixed = [reading('x-01', ['none'], 0.9), reading('x-02', ['risk_to_life'], 0.8), reading('x-03', ['risk_to_life'], 0.1)];
    expect(averagePrecision(mixed, 'risk_to_life')).toBeCloseTo((1 / 2 + 2 / 3) / 2, 12);
  });

  it('leaves out routine texts, and is null with nothing labelled', () => {
    const withRoutine = [reading('x-01', ['none'], 0.99, true), reading('x-02', ['risk_to_life'], 0.8)];
    expect(averagePrecision(withRoutine, 'risk_to_life')).toBe(1);
    expect(averagePrecision([reading('x-01', ['none'], 0.5)], 'risk_to_life')).toBeNull();
  });
});

describe('readerAlone', () => {
  it('counts what the threshold finds on the scored sets, and routine alarms apart', () => {
    const readings = [
      reading('x-01', ['risk_to_life'], 0.9),
      reading('x-02', ['risk_to_life'], 0.5),
      reading('x-03', ['none'], 0.8),
      reading('x-04', ['none'], 0.75, true),
    ];
    const risk = readerAlone(readings, { risk_to_life: 0.7, health: null, life_events: 0.4, resilience: 0.4, capability: 0.4, dissatisfaction: 0.5 })[0]!;
    expect(risk).toMatchObject({ label: 'risk_to_life', threshold: 0.7, recall: 0.5, precision: 0.5, routineAlarms: 1 });
  });

  it('judges a text read in passages at the long-text thresholds, as the Worker does', () => {
    const readings = [
      reading('x-01', ['risk_to_life'], 0.6),
      reading('x-02', ['risk_to_life'], 0.6, false, true),
      reading('x-03', ['risk_to_life'], 0.8, false, true),
    ];
    const risk = readerAlone(readings)[0]!;
    // 0.45 for a text read whole, 0.75 for one read in passages.
    expect(risk).toMatchObject({ label: 'risk_to_life', recall: 2 / 3, precision: 1 });
  });
});

describe('leftOutReadings: long texts', () => {
  it('marks a text the Worker reads a passage at a time', () => {
    const long = Array.from({ length: 6 }, (_, i) => `Sentence ${i} tells of the claim, the car and the garage in some twenty words or so, to be long.`).join(
      ' ',
    );
    const readings = leftOutReadings({ a: [text('a-01', long, ['none'])], b: [text('b-01', 'Rope by the bed.', ['risk_to_life'])] }, [], FIXTURE);
    expect(readings.find((r) => r.id === 'a-01')!.inPassages).toBe(true);
    expect(readings.find((r) => r.id === 'b-01')!.inPassages).toBe(false);
  });
});
