/// <reference types="node" />
/**
 * Shipped sizes, gzipped: the Worker bundle as `wrangler deploy --dry-run --outdir` writes it (the
 * modules it would upload, source maps aside) and the workbench's JavaScript from `vite build`.
 * Gzip at zlib's default level, as wrangler reports it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FileSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleSize {
  files: FileSize[];
  bytes: number;
  gzipBytes: number;
  gzipKiB: number;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** The gzipped size of every file under `dir` that `include` accepts. */
export function bundleSize(dir: string, include: (file: string) => boolean): BundleSize {
  const files = walk(dir)
    .filter(include)
    .sort()
    .map((full) => {
      const content = readFileSync(full);
      return { file: path.relative(dir, full), bytes: content.length, gzipBytes: gzipSync(content).length };
    });
  if (files.length === 0) throw new Error(`No files to measure in ${dir}`);
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { files, bytes, gzipBytes, gzipKiB: Math.round((gzipBytes / 1024) * 10) / 10 };
}

/** The Worker's modules in a dry-run output folder: everything but source maps and the README. */
export const workerModules = (file: string): boolean => !file.endsWith('.map') && !file.endsWith('.md');

/** The page's JavaScript in `web/dist/assets`. */
export const pageScripts = (file: string): boolean => file.endsWith('.js');
