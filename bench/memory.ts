/// <reference types="node" />
/**
 * Memory of one request in workerd, on an 8 MB claim: its import (`PUT /api/claims/:id`) and a
 * chat turn on it (first, with the record read and parsed, then a warm one), each group on a
 * freshly started Worker so memory taken by earlier work does not hide a request's own. A Worker's
 * isolate may use at most 128 MB. Two figures per request: the isolate's own heap and ArrayBuffers
 * (through the inspector, `isolate-heap.ts`), which is what that limit counts, and the resident
 * memory the whole workerd process gains (from /proc: the high-water mark, reset before the
 * request), which also counts local D1 and the object's SQLite and so only bounds it. Linux only.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { ClaimRecord } from '@claims/shared';
import { generateLargeClaim } from '../api/demo';
import type { HeapPeak, IsolateHeap } from './isolate-heap';

const MAX_RECORD_BYTES = 8_000_000;

export interface MemoryRow {
  name: string;
  /** Peak gain over the resident memory before the request, in MiB. */
  peakGainMiB: number;
  /** The isolate's own heap and ArrayBuffers during the request, from the inspector. */
  isolate: HeapPeak;
  /** The HTTP status, or 0 when the connection was lost (the runtime crashed). */
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

async function measured(pid: number, heap: IsolateHeap, name: string, request: () => Promise<Response>): Promise<MemoryRow> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const before = statusKiB(pid, 'VmRSS');
  // "5" resets the high-water mark to the current resident size (proc(5), clear_refs).
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const { result: status, peak: isolate } = await heap.during(async () => {
    try {
      const res = await request();
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 0; // the runtime dropped the connection: the request did not fit
    }
  });
  const peak = statusKiB(pid, 'VmHWM');
  return { name, peakGainMiB: Math.round(((peak - before) / 1024) * 10) / 10, isolate, status };
}

const HEADERS = { 'content-type': 'application/json', 'x-dev-user': 'admin' };

/** A first request, so the isolate and its modules are loaded before anything is measured. */
async function warmUp(baseURL: string): Promise<void> {
  await (await fetch(`${baseURL}/api/me`, { headers: HEADERS })).arrayBuffer();
}

/** On a freshly started Worker: imports the claim, then replaces it. */
export async function benchImportMemory(baseURL: string, pid: number, heap: IsolateHeap, claim: ClaimRecord): Promise<MemoryRow[]> {
  await warmUp(baseURL);
  const body = JSON.stringify(claim);
  const put = () => fetch(`${baseURL}/api/claims/${claim.id}`, { method: 'PUT', headers: HEADERS, body });
  return [await measured(pid, heap, 'import the claim (PUT, new)', put), await measured(pid, heap, 'replace it (PUT, existing)', put)];
}

/** On another freshly started Worker: a turn that reads and parses the stored claim, then a warm one. */
export async function benchTurnMemory(baseURL: string, pid: number, heap: IsolateHeap, claim: ClaimRecord): Promise<MemoryRow[]> {
  await warmUp(baseURL);
  const turn = () =>
    fetch(`${baseURL}/api/claims/${claim.id}/chat`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ message: 'When is the next deadline, and what does the file say about the hearing?' }),
    });
  return [
    await measured(pid, heap, 'chat turn on it, first (record read from storage and parsed)', turn),
    await measured(pid, heap, 'chat turn on it, warm', turn),
  ];
}
