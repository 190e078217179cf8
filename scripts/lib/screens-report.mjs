/**
 * Prints the screens' figures (bench/screens.ts) as tables with the misses listed; shared by
 * `npm run screens` and `npm run bench`.
 */

const fig = (n) => (n === null ? '-' : n.toFixed(3));

function table(title, header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

const clip = (text, n = 150) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > n ? `${flat.slice(0, n - 1)}…` : flat;
};

/** Prints each half's table; with `misses`, lists every miss under it. */
export function printScreens(figures, targets, { misses = true } = {}) {
  for (const half of figures.halves) {
    table(
      `Screens on the ${half.half} set of the corpus (${half.texts} texts${half.half === figures.unseen ? ', not looked at by any change' : ''}); targets: recall ≥ ${targets.risk_to_life.recall} for risk to life, ≥ ${targets.health.recall} otherwise, precision ≥ ${targets.health.precision}`,
      ['label', 'labelled', 'found', 'right', 'recall', 'precision', ''],
      half.labels.map((l) => [l.label, l.labelled, l.found, l.truePositives, fig(l.recall), fig(l.precision), l.meetsTarget ? 'PASS' : 'MISS']),
    );
    const { checked, right } = half.side;
    console.log(`Side: ${right} of ${checked} texts with a driver found put every signal on the labelled side (${checked ? fig(right / checked) : '-'}).`);
    if (!misses) continue;
    const missed = half.misses.filter((m) => m.kind === 'missed');
    const alarms = half.misses.filter((m) => m.kind === 'false_alarm');
    console.log(`\nMissed on the ${half.half} set (${missed.length}):`);
    for (const m of missed) console.log(`  ${m.label.padEnd(15)} ${m.id.padEnd(8)} ${clip(m.text)}`);
    console.log(`False alarms on the ${half.half} set (${alarms.length}):`);
    for (const m of alarms) console.log(`  ${m.label.padEnd(15)} ${m.id.padEnd(8)} [${m.cues.join('; ')}] ${clip(m.text, 120)}`);
  }
}

/** Prints the learned reader's own figures on the read sets (api/test/screens-corpus/cross-validate.ts). */
export function printCrossValidation(rows, { sets, texts, unseen, ms }) {
  table(
    `The learned reader alone, each of ${sets} sets read by a reader trained without it (${texts} texts; ${unseen} not used)`,
    ['label', 'avg precision', 'threshold', 'recall', 'precision', 'routine alarms'],
    rows.map((r) => [r.label, fig(r.averagePrecision), r.threshold, fig(r.recall), fig(r.precision), r.routineAlarms]),
  );
  console.log(
    `\nA text read a passage at a time is judged at the long-text thresholds, as the Worker judges it. Health is not read by the screens; its row is at 0.5. Took ${ms} ms.`,
  );
}

/** The figures as kept in bench/results.json: no texts, only the ids and labels of the misses. */
export function screensResults(figures, targets) {
  return {
    targets,
    unseen: figures.unseen,
    heldOutMeetsTargets: figures.heldOutMeetsTargets,
    halves: figures.halves.map((h) => ({
      half: h.half,
      texts: h.texts,
      labels: h.labels,
      side: h.side,
      misses: h.misses.map((m) => ({ id: m.id, label: m.label, kind: m.kind, cues: m.cues })),
    })),
  };
}
