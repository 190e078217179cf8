#!/usr/bin/env node
/** Regenerates shared/claim-record.schema.json from the zod schema. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, importTs } from './lib/run-ts.mjs';

const { claimRecordJsonSchema } = await importTs('shared/src/json-schema.ts');
const file = path.join(ROOT, 'shared', 'claim-record.schema.json');
writeFileSync(file, `${JSON.stringify(claimRecordJsonSchema(), null, 2)}\n`);
console.log(`Wrote ${path.relative(ROOT, file)}`);
