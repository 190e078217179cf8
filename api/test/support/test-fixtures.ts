/**
 * A small claim builder for the tool tests: the one valid claim every workspace's tests share
 * (`@claims/shared/test-support/valid-claim`) plus overrides, validated with `ClaimRecordSchema`,
 * so each edge case is built from the same base and cannot drift from the contract.
 */
import { ClaimRecordSchema, type ClaimDocument, type ClaimEvent, type ClaimRecord, type Correspondence } from '@claims/shared';
import { validClaim } from '@claims/shared/test-support/valid-claim';
import { runTool, type ToolRun } from '../../src/capabilities/run-tool';
import type { ChatTool } from '../../src/capabilities/types';

export { HOLDER, THIRD_PARTY } from '@claims/shared/test-support/valid-claim';

/** The day every tool test reasons from. */
export const TODAY = '2026-11-30';

type Policy = ClaimRecord['policy'];
type Financials = ClaimRecord['financials'];

/** Top-level fields replace; `policy`, `loss`, `financials` and `handler` merge one level. */
export type ClaimOverrides = Partial<Omit<ClaimRecord, 'policy' | 'loss' | 'financials' | 'handler'>> & {
  policy?: Partial<Policy>;
  loss?: Partial<ClaimRecord['loss']>;
  financials?: Partial<Financials>;
  handler?: Partial<ClaimRecord['handler']>;
};

/** A valid claim: the base with `overrides` applied. Throws with every issue when invalid. */
export function makeClaim(overrides: ClaimOverrides = {}): ClaimRecord {
  const base = validClaim();
  const { policy, loss, financials, handler, ...rest } = overrides;
  const candidate = {
    ...base,
    ...rest,
    policy: { ...base.policy, ...policy },
    loss: { ...base.loss, ...loss },
    financials: { ...base.financials, ...financials },
    handler: { ...base.handler, ...handler },
  };
  const parsed = ClaimRecordSchema.safeParse(candidate);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Test claim is invalid: ${issues}`);
  }
  return parsed.data;
}

/** A message; `at` may be a bare date (taken as 10:00 UTC that day). */
export function message(id: string, at: string, direction: Correspondence['direction'], text: string, extra: Partial<Correspondence> = {}): Correspondence {
  const when = at.length === 10 ? `${at}T10:00:00Z` : at;
  return { id, at: when, direction, channel: 'email', text, ...extra };
}

export function event(id: string, date: string, kind: ClaimEvent['kind'], note?: string): ClaimEvent {
  return note === undefined ? { id, date, kind } : { id, date, kind, note };
}

export function document(id: string, text: string, extra: Partial<ClaimDocument> = {}): ClaimDocument {
  return { id, title: `Document ${id}`, kind: 'letter', receivedDate: '2026-10-05', text, ...extra };
}

/** Runs one tool through `runTool` (validation and error handling included). */
export async function call(tool: ChatTool, input: unknown, claim: ClaimRecord, today = TODAY): Promise<ToolRun> {
  return runTool(tool.definition.name, input, { claim, today }, [tool]);
}

/** Runs one tool and parses its JSON result; fails the test on a tool error. */
export async function callJson<T = any>(tool: ChatTool, input: unknown, claim: ClaimRecord, today = TODAY): Promise<T> {
  const out = await call(tool, input, claim, today);
  if (out.isError) throw new Error(out.result);
  return JSON.parse(out.result) as T;
}
