/**
 * Every tool's definition, and its output on the demo claims, the large generated claim and the unusual variants, on
 * several days, one JSON line per call. A refactor that must not change behaviour compares two
 * runs byte for byte: `npm run tool-outputs -- before.jsonl`, change, `npm run tool-outputs --
 * after.jsonl`, then `cmp before.jsonl after.jsonl`.
 */
import type { ClaimRecord } from '@claims/shared';
import { DEMO_CLAIMS, DEMO_TODAY, generateLargeClaim } from '../api/demo';
import { allTools } from '../api/src/capabilities/all-tools';
import { runTool } from '../api/src/capabilities/run-tool';
import { inputsFor, variants } from '../api/test/support/unusual-claims';
import { largeClaimInputs } from '../bench/tools';

/** Days that move the deadline statuses: the demo day, a bank holiday, a year later. */
const DAYS = [DEMO_TODAY, '2026-12-25', '2027-11-30'];

interface Case {
  name: string;
  claim: ClaimRecord;
  today: string;
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const claim of DEMO_CLAIMS) for (const today of DAYS) out.push({ name: claim.id, claim, today });
  for (const v of variants()) out.push(v);
  out.push({ name: 'large claim', claim: generateLargeClaim(), today: DEMO_TODAY });
  return out;
}

/** Writes every call's output as JSON lines through `write`; returns the number of calls. */
export async function recordToolOutputs(write: (line: string) => void): Promise<number> {
  const tools = allTools({ canActOnScreen: true });
  let calls = 0;
  // What the model is told about each tool is behaviour too.
  for (const tool of tools) write(JSON.stringify({ definition: tool.definition }));
  for (const c of cases()) {
    const claim = structuredClone(c.claim);
    for (const tool of tools) {
      const name = tool.definition.name;
      const inputs = [...inputsFor(name, claim), ...largeClaimInputs(tool, claim)];
      for (const input of inputs) {
        const run = await runTool(name, input, { claim, today: c.today }, tools);
        write(JSON.stringify({ case: c.name, today: c.today, tool: name, input, ...run }));
        calls += 1;
      }
    }
  }
  return calls;
}
