#!/usr/bin/env node
/**
 * `npm run screens`: recall and precision of the vulnerability and complaint screens on the
 * labelled corpus (api/test/screens-corpus, LABELLING.md there), per FG21/1 driver, for risk to
 * life and for dissatisfaction, on each set (tuning, held-out, held-out-2 to held-out-90), with
 * every miss listed. Writes the figures into the `screens` entry of bench/results.json (the
 * rest of the file is left as the last `npm run bench` wrote it).
 *
 * `npm run screens -- --half tuning` scores the tuning half alone and writes nothing: the way
 * to work on the screens without looking at the unseen set (held-out-90). `--figures-only`
 * prints the tables without the misses, for a look at a set that must not be read.
 * `--cross-validate` reads every set but the unseen one with a reader trained without that set
 * (api/test/screens-corpus/cross-validate.ts) and prints the reader's own figures: how a change
 * to the trainer or a threshold is judged before the unseen set is scored.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, importTs } from './lib/run-ts.mjs';
import { printCrossValidation, printScreens, screensResults } from './lib/screens-report.mjs';

const RESULTS = path.join(ROOT, 'bench', 'results.json');
const args = process.argv.slice(2);
const halfAt = args.indexOf('--half');
const only = halfAt === -1 ? undefined : args[halfAt + 1];
// The sets are the corpus's own list, so a new set is named in one place (corpus.ts).
const { HALVES, UNSEEN, loadCorpus, loadRoutine } = await importTs('api/test/screens-corpus/corpus.ts');
if (only !== undefined && !HALVES.includes(only)) {
  console.error(`--half takes one of ${HALVES.map((s) => `"${s}"`).join(', ')}; got "${only ?? ''}".`);
  process.exit(2);
}

if (args.includes('--cross-validate')) {
  const { leftOutReadings, readerAlone } = await importTs('api/test/screens-corpus/cross-validate.ts');
  const started = performance.now();
  const corpus = loadCorpus();
  const read = Object.fromEntries(HALVES.filter((h) => h !== UNSEEN).map((h) => [h, corpus[h]]));
  const readings = leftOutReadings(read, loadRoutine());
  const ms = Math.round(performance.now() - started);
  printCrossValidation(readerAlone(readings), { sets: Object.keys(read).length, texts: readings.length, unseen: UNSEEN, ms });
  process.exit(0);
}

const screens = await importTs('bench/screens.ts');
const figures = screens.screensFigures(only ? [only] : undefined);
printScreens(figures, screens.SCREEN_TARGETS, { misses: !args.includes('--figures-only') });
console.log(`\nScored in ${figures.ms} ms.`);
if (!only) {
  const results = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
  results.screens = { ranAt: new Date().toISOString(), ...screensResults(figures, screens.SCREEN_TARGETS) };
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `The unseen set (${figures.unseen}) meets every target: ${figures.heldOutMeetsTargets ? 'yes' : 'no'}. Wrote the screens entry of ${path.relative(ROOT, RESULTS)}.`,
  );
}
