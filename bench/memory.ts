/// <reference types="node" />
/**
 * Memory of one request in workerd: the peak resident memory the local runtime's workerd process
 * gains while it imports an 8 MB claim (`PUT /api/claims/:id`) and while it runs a chat turn on
 * that claim (first turn, with the record read and parsed from D1, then a warm one), measured
 * from /proc (the high-water mark, reset before each request). A Worker's isolate may use at
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

/** The workerd process in the process group `groupId` (wrangler dev started detached). */
export function workerdPid(groupId: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (Number(fields[2]) === groupId && comm === 'workerd') return Number(entry);
    } catch {
      // A process that ended while we looked.
    }
  }
  return null;
}

const statusKiB = (pid: number, field: 'VmRSS' | 'VmHWM'): number => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** The largest generated claim that fits the 8 MB record cap. */
export function eightMegabyteClaim(): ClaimRecord {
  let messages = 4800;
  for (;;) {
    const claim = generateLargeClaim({ messages, documents: Math.round(messages / 10) });
    claim.id = 'CLM-BENCH-8MB';
    if (new TextEncoder().encode(JSON.stringify(claim)).length <= MAX_RECORD_BYTES) return claim;
    messages -= 100;
  }
}

async function measured(pid: number, name: string, request: () => Promise<Response>): Promise<MemoryRow> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = statusKiB(pid, 'VmRSS');
  // "5" resets the high-water mark to the current resident size (proc(5), clear_refs).
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const res = await request();
  await res.arrayBuffer();
  const peak = statusKiB(pid, 'VmHWM');
  return { name, peakGainMiB: Math.round(((peak - before) / 1024) * 10) / 10, status: res.status };
}

/** Imports the 8 MB claim, then runs a cold and a warm turn on it (the Worker's model answers from the fake server). */
export async function benchMemory(baseURL: string, pid: number): Promise<{ claimBytes: number; rows: MemoryRow[] }> {
  const claim = eightMegabyteClaim();
  const body = JSON.stringify(claim);
  const headers = { 'content-type': 'application/json', 'x-dev-user': 'admin' };
  const rows: MemoryRow[] = [];
  rows.push(await measured(pid, 'import an 8 MB claim (PUT, new)', () => fetch(`${baseURL}/api/claims/${claim.id}`, { method: 'PUT', headers, body })));
  rows.push(await measured(pid, 'replace it (PUT, existing)', () => fetch(`${baseURL}/api/claims/${claim.id}`, { method: 'PUT', headers, body })));
  const turn = () =>
    fetch(`${baseURL}/api/claims/${claim.id}/chat`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ message: 'When is the next deadline, and what does the file say about the hearing?' }),
    });
  rows.push(await measured(pid, 'chat turn on it, first (record read and parsed)', turn));
  rows.push(await measured(pid, 'chat turn on it, warm', turn));
  return { claimBytes: new TextEncoder().encode(body).length, rows };
}
