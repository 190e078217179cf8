/**
 * Measures the screens on the corpus: each text goes into a claim file where the real screen
 * code meets it (`vulnerabilitySignals`, `dissatisfactionMatches`), and what they report is set
 * against the labels. Recall and precision per label, for each half, with every miss listed.
 *
 * A vulnerability label counts as found when a signal of that driver comes from the text and is
 * not worded as a prospect (`possible`: "may need surgery" is not a present need). Risk to life
 * counts as found when a signal is `urgent`. Dissatisfaction counts as found when the complaint
 * screen matches the message.
 */
import { dissatisfactionMatches } from '../../src/domain/screens/dissatisfaction';
import { vulnerabilitySignals } from '../../src/domain/screens/vulnerability-signals';
import { TEXT_DOCUMENT_ID, TEXT_MESSAGE_ID, claimForText } from './claim-for-text';
import { DRIVER_LABELS, HALVES, type CorpusText, type Half, type Label } from './corpus';

/** The labels measured, in the order they are reported. */
export const SCORED_LABELS = ['risk_to_life', ...DRIVER_LABELS, 'dissatisfaction'] as const satisfies readonly Label[];
export type ScoredLabel = (typeof SCORED_LABELS)[number];

/** The targets (recall for risk to life is the strictest: a missed cue can cost a life). */
export const TARGETS: Record<ScoredLabel, { recall: number; precision: number }> = {
  risk_to_life: { recall: 0.98, precision: 0.9 },
  health: { recall: 0.9, precision: 0.9 },
  life_events: { recall: 0.9, precision: 0.9 },
  resilience: { recall: 0.9, precision: 0.9 },
  capability: { recall: 0.9, precision: 0.9 },
  dissatisfaction: { recall: 0.9, precision: 0.9 },
};

export interface ScreenReading {
  found: Set<ScoredLabel>;
  /** What made each label found, e.g. "health: recovering from" or "dissatisfaction: fed up". */
  cues: string[];
  /** Sides the vulnerability signals were put on. */
  sides: Set<string>;
}

/** What the screens report for one text, read through a claim file. */
export function readText(t: CorpusText): ScreenReading {
  const claim = claimForText(t);
  const source = new Set([`msg:${TEXT_MESSAGE_ID}`, `doc:${TEXT_DOCUMENT_ID}`]);
  const found = new Set<ScoredLabel>();
  const cues: string[] = [];
  const sides = new Set<string>();
  for (const s of vulnerabilitySignals(claim)) {
    if (!source.has(s.sourceId) || s.possible) continue;
    sides.add(s.side);
    if (s.driver) {
      found.add(s.driver);
      cues.push(`${s.driver}: ${s.cue}`);
    }
    if (s.urgent) {
      found.add('risk_to_life');
      cues.push(`risk_to_life: ${s.cue}`);
    }
  }
  for (const m of dissatisfactionMatches(claim)) {
    if (m.correspondenceId !== TEXT_MESSAGE_ID) continue;
    found.add('dissatisfaction');
    cues.push(...m.cues.map((c) => `dissatisfaction: ${c}`));
  }
  return { found, cues, sides };
}

export interface LabelFigures {
  label: ScoredLabel;
  labelled: number;
  found: number;
  truePositives: number;
  /** null when nothing carries the label (recall) or nothing was found (precision). */
  recall: number | null;
  precision: number | null;
  meetsTarget: boolean;
}

export interface Miss {
  id: string;
  label: ScoredLabel;
  /** missed: labelled but not found; false_alarm: found but not labelled. */
  kind: 'missed' | 'false_alarm';
  category: string;
  text: string;
  cues: string[];
}

export interface HalfFigures {
  half: Half;
  texts: number;
  labels: LabelFigures[];
  /** Texts where a driver was found and every vulnerability signal sat on the side the label says. */
  side: { checked: number; right: number };
  misses: Miss[];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

const expectedSide = (about: CorpusText['about']) =>
  about === 'policyholder' || about === 'policyholder_family' ? 'policyholder_side' : about === 'third_party' ? 'third_party_side' : undefined;

export function scoreHalf(half: Half, texts: CorpusText[]): HalfFigures {
  const counts = new Map(SCORED_LABELS.map((l) => [l, { labelled: 0, found: 0, truePositives: 0 }]));
  const misses: Miss[] = [];
  const side = { checked: 0, right: 0 };
  for (const t of texts) {
    const reading = readText(t);
    for (const label of SCORED_LABELS) {
      const c = counts.get(label)!;
      const labelled = (t.expect as readonly string[]).includes(label);
      const found = reading.found.has(label);
      if (labelled) c.labelled += 1;
      if (found) c.found += 1;
      if (labelled && found) c.truePositives += 1;
      if (labelled !== found) {
        misses.push({
          id: t.id,
          label,
          kind: labelled ? 'missed' : 'false_alarm',
          category: t.category,
          text: t.text,
          cues: reading.cues.filter((c) => c.startsWith(`${label}:`)),
        });
      }
    }
    const want = expectedSide(t.about);
    const driversFound = DRIVER_LABELS.some((d) => reading.found.has(d) && (t.expect as readonly string[]).includes(d));
    if (want && driversFound) {
      side.checked += 1;
      if (reading.sides.size === 1 && reading.sides.has(want)) side.right += 1;
    }
  }
  const labels = SCORED_LABELS.map((label): LabelFigures => {
    const c = counts.get(label)!;
    const recall = c.labelled ? round(c.truePositives / c.labelled) : null;
    const precision = c.found ? round(c.truePositives / c.found) : null;
    const target = TARGETS[label];
    return { label, ...c, recall, precision, meetsTarget: (recall ?? 1) >= target.recall && (precision ?? 1) >= target.precision };
  });
  return { half, texts: texts.length, labels, side, misses };
}

export function scoreCorpus(corpus: Record<Half, CorpusText[]>): HalfFigures[] {
  return HALVES.map((half) => scoreHalf(half, corpus[half]));
}
