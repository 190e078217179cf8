/// <reference types="node" />
/**
 * A Vite plugin for the page's build: zod's classic schemas carry their JSON Schema converters
 * (about 64 KB of source) whether or not anything converts a schema, and the page never does (the
 * Worker builds the tools' JSON Schemas). In the page only, the two converter modules are replaced
 * by stand-ins that export the same names and throw if one is ever called. zod is pinned exactly;
 * if an upgrade renames the modules, nothing matches and the page is built with them as before.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod's JSON Schema converters, as their files are named in zod 4. */
const CONVERTERS = /[\\/]zod[\\/]v4[\\/]core[\\/](?:to-json-schema|json-schema-processors)\.js$/;

/** The names an ES module exports: `export const x`, `export function x`, `export { a as b }`. */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export (?:const|let|var|function\*?|class) ([A-Za-z_$][\w$]*)/gm)) names.add(m[1] as string);
  for (const m of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of (m[1] as string).split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

/** A module exporting `names`, each a function that says why it cannot run here. */
export function standIn(names: readonly string[], file: string): string {
  const message = JSON.stringify(`${file}: converting a zod schema to JSON Schema is not built into the page`);
  const unavailable = `function unavailable() { throw new Error(${message}); }`;
  // The `create…Method` factories run when a schema's method is built; the method throws if called.
  const exports = names.map((name) => (/^create\w*Method$/.test(name) ? `export const ${name} = () => unavailable;` : `export const ${name} = unavailable;`));
  return [unavailable, ...exports].join('\n');
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    load(id) {
      if (!CONVERTERS.test(id)) return null;
      return standIn(exportedNames(readFileSync(id, 'utf8')), id.split(/[\\/]/).pop() ?? id);
    },
  };
}
