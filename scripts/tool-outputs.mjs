#!/usr/bin/env node
/** `npm run tool-outputs -- FILE`: writes every tool's output on the demo and unusual claims to FILE (JSON lines). */
import { createWriteStream } from 'node:fs';
import { importTs } from './lib/run-ts.mjs';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run tool-outputs -- FILE   (writes one JSON line per tool call to FILE)');
  process.exit(2);
}
const { recordToolOutputs } = await importTs('scripts/tool-outputs.ts');
const out = createWriteStream(file);
const calls = await recordToolOutputs((line) => out.write(`${line}\n`));
await new Promise((resolve) => out.end(resolve));
console.log(`${calls} tool calls written to ${file}`);
