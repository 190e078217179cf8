// @vitest-environment node
/// <reference types="node" />
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportedNames, standIn, zodWithoutJsonSchema } from './zod-without-json-schema';

const CONVERTERS = ['to-json-schema.js', 'json-schema-processors.js'].map((file) => new URL(`../../node_modules/zod/v4/core/${file}`, import.meta.url));

/** Imports module source from a file of its own, as the bundler would see it. */
async function importSource(source: string): Promise<Record<string, unknown>> {
  const file = join(mkdtempSync(join(tmpdir(), 'stand-in-')), 'module.mjs');
  writeFileSync(file, source);
  return import(/* @vite-ignore */ pathToFileURL(file).href);
}

describe('zodWithoutJsonSchema', () => {
  it("names every export of zod's converter modules, so the stand-ins leave no import unresolved", async () => {
    for (const url of CONVERTERS) {
      const real = await import(/* @vite-ignore */ url.href);
      expect(exportedNames(readFileSync(url, 'utf8')).sort(), url.pathname).toEqual(Object.keys(real).sort());
    }
  });

  it('stands in functions that say why they cannot run, and method factories whose methods do', async () => {
    const module = await importSource(standIn(['toJSONSchema', 'createToJSONSchemaMethod'], 'to-json-schema.js'));
    expect(() => (module.toJSONSchema as () => unknown)()).toThrow(/to-json-schema\.js: converting a zod schema to JSON Schema is not built into the page/);
    const method = (module.createToJSONSchemaMethod as () => () => unknown)();
    expect(() => method()).toThrow(/not built into the page/);
  });

  it('replaces the converter modules only', () => {
    const load = zodWithoutJsonSchema().load as (id: string) => string | null;
    expect(load.call(undefined, '/app/node_modules/zod/v4/classic/schemas.js')).toBeNull();
    const standInSource = load.call(undefined, CONVERTERS[1]?.pathname ?? '');
    expect(standInSource).toContain('export const stringProcessor = unavailable;');
    expect(standInSource).toContain('export const toJSONSchema = unavailable;');
  });
});
