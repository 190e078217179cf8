/// <reference types="node" />
/**
 * Memory of one request in workerd: the peak resident memory the local runtime's workerd process
 * gains while it imports an 8 MB claim (`PUT /api/claims/:id`) and while it runs a chat turn on
 * that claim (first turn, with the record read and parsed from D1, then a warm one), measured
 * from /proc (the high-water mark, reset before each request), each group on a freshly started
 * Worker so memory already taken by earlier work does not hide a request's own. A Worker's isolate may use at
 * most 128 MB; this counts everything the process gains (V8 heap, buffers, SQLite), so it is an
 * upper bound on the isolate's share. Linux only.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { ClaimRecord } from '@claims/shared';
import { generateLargeClaim } from '../api/demo';

const MAX_RECORD_BYTES = 8_000_000;

export interface MemoryRow {
  name: string;
  /** Peak gain over the resident memory before the request, in MiB. */
  peakGainMiB: number;
  status: number;
}

const statusKiB = (pid: number, field: 'VmRSS' | 'VmHWM'): number =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/**
 * The workerd process running the Worker, in the process group `groupId` (wrangler dev started
 * detached). wrangler dev runs two: a small one of its own and the Worker's, the larger.
 */
export function workerdPid(groupId: number): number | null {
  let found: { pid: number; rss: number } | null = null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (Number(fields[2]) !== groupId || comm !== 'workerd') continue;
      const rss = statusKiB(Number(entry), 'VmRSS');
      if (!found || rss > found.rss) found = { pid: Number(entry), rss };
    } catch {
      // A process that ended while we looked.
    }
  }
  return found?.pid ?? null;
}

/** The largest generated claim that fits the 8 MB record cap (about 713 bytes a message with its share of documents). */
export function eightMegabyteClaim(): ClaimRecord {
  for (let messages = 11_200; ; messages -= 100) {
    const claim = generateLargeClaim({ messages, documents: Math.round(messages / 10) });
    claim.id = 'CLM-BENCH-8MB';
    if (new TextEncoder().encode(JSON.stringify(claim)).length <= MAX_RECORD_BYTES) return claim;
  }
}

async function measured(pid: number, name: string, request: () => Promise<Response>): Promise<MemoryRow> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const before = statusKiB(pid, 'VmRSS');
  // "5" resets the high-water mark to the current resident size (proc(5), clear_refs).
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const res = await request();
  await res.arrayBuffer();
  const peak = statusKiB(pid, 'VmHWM');
  return { name, peakGainMiB: Math.round(((peak - before) / 1024) * 10) / 10, status: res.status };
}

const HEADERS = { 'content-type': 'application/json', 'x-dev-user': 'admin' };

/** A first request, so the isolate and its modules are loaded before anything is measured. */
async function warmUp(baseURL: string): Promise<void> {
  await (await fetch(`${baseURL}/api/me`, { headers: HEADERS })).arrayBuffer();
}

/** On a freshly started Worker: imports the claim, then replaces it. */
export async function benchImportMemory(baseURL: string, pid: number, claim: ClaimRecord): Promise<MemoryRow[]> {
  await warmUp(baseURL);
  const body = JSON.stringify(claim);
  const put = () => fetch(`${baseURL}/api/claims/${claim.id}`, { method: 'PUT', headers: HEADERS, body });
  return [await measured(pid, 'import the claim (PUT, new)', put), await measured(pid, 'replace it (PUT, existing)', put)];
}

/** On another freshly started Worker: a turn that reads and parses the stored claim, then a warm one. */
export async function benchTurnMemory(baseURL: string, pid: number, claim: ClaimRecord): Promise<MemoryRow[]> {
  await warmUp(baseURL);
  const turn = () =>
    fetch(`${baseURL}/api/claims/${claim.id}/chat`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ message: 'When is the next deadline, and what does the file say about the hearing?' }),
    });
  return [await measured(pid, 'chat turn on it, first (record read from D1 and parsed)', turn), await measured(pid, 'chat turn on it, warm', turn)];
}
