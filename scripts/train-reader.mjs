#!/usr/bin/env node
/**
 * `npm run screens:train`: trains the learned reader on the screens corpus (every set but the
 * unseen one, and the routine texts) and writes api/src/domain/screens/reader-weights.json, packed
 * (reader-weights.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, importTs } from './lib/run-ts.mjs';

const OUT = path.join(ROOT, 'api', 'src', 'domain', 'screens', 'reader-weights.json');
const { trainShippedReader } = await importTs('api/test/screens-corpus/train-reader.ts');
const { packWeights } = await importTs('api/src/domain/screens/reader-weights.ts');
const { loadCorpus, loadRoutine } = await importTs('api/test/screens-corpus/corpus.ts');
const weights = trainShippedReader(loadCorpus(), loadRoutine());
writeFileSync(OUT, `${JSON.stringify(packWeights(weights))}\n`);
console.log(
  `Trained on ${weights.trainedOn.texts} texts (${weights.trainedOn.sets.join(', ')}); kept ${Object.keys(weights.weights).length} features. Wrote ${path.relative(ROOT, OUT)}.`,
);
