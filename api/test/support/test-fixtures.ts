/**
 * A small claim builder for the tool tests: one minimal valid claim plus overrides, validated
 * with `ClaimRecordSchema`, so each edge case is built from the same base and cannot drift
 * from the contract.
 */
import { ClaimRecordSchema, type ClaimDocument, type ClaimEvent, type ClaimRecord, type Correspondence, type Party } from '@claims/shared';
import { runTool, type ToolRun } from '../../src/capabilities/run-tool';
import type { ChatTool } from '../../src/capabilities/types';

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

export const HOLDER: Party = {
  id: 'p1',
  role: 'policyholder',
  name: 'Alex Morgan',
  dateOfBirth: '1980-05-14',
  email: 'alex.morgan@example.com',
  phone: '07700 900123',
  address: '12 Elm Road, Leeds LS6 2AB',
};

export const THIRD_PARTY: Party = {
  id: 'p2',
  role: 'third_party',
  name: 'Sam Patel',
  email: 'sam.patel@example.net',
  phone: '07700 900456',
  address: '4 Station Street, Bradford BD1 4AA',
};

function baseClaim(): ClaimRecord {
  return {
    schemaVersion: 1,
    id: 'CLM-TEST-1',
    lineOfBusiness: 'motor',
    status: 'open',
    currency: 'GBP',
    handler: { id: 'h1', name: 'Jo Reed', team: 'Motor Claims' },
    notifiedDate: '2026-10-03',
    loss: {
      date: '2026-10-02',
      time: '08:15',
      description: 'Rear-end collision at traffic lights on the A65.',
      location: 'Kirkstall Road, Leeds',
      cause: 'collision',
    },
    policy: {
      number: 'POL-1001',
      product: 'Private Car Comprehensive',
      holderPartyId: 'p1',
      inceptionDate: '2026-03-01',
      expiryDate: '2027-02-28',
      status: 'active',
      premium: { status: 'paid' },
      sections: [
        { code: 'AD', name: 'Accidental damage', covered: true, excess: 25000 },
        { code: 'TPL', name: 'Third party liability', covered: true, limit: 2_000_000_000 },
      ],
      exclusions: [],
      endorsements: [],
      changes: [],
    },
    parties: [HOLDER, THIRD_PARTY],
    injuries: [],
    documents: [],
    correspondence: [],
    financials: { reserves: [], payments: [], recoveries: [] },
    offers: [],
    events: [],
    priorClaims: [],
    tasks: [],
  };
}

/** A valid claim: the base with `overrides` applied. Throws with every issue when invalid. */
export function makeClaim(overrides: ClaimOverrides = {}): ClaimRecord {
  const base = baseClaim();
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
