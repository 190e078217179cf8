/**
 * The evaluation questions: quick actions and free questions over the demo claims, each with the
 * facts a right answer must contain, what it must not say and whether it must cite. The facts are
 * read from the claim through the project's own deterministic tools (the same answers the model
 * is given), so a case stays right when a demo claim changes.
 */
import type { ClaimRecord } from '@claims/shared';
import { runTool } from '../api/src/capabilities/run-tool';

/** A fact the answer must state: a date (`YYYY-MM-DD`), an amount (minor units) or words (any of `|`-separated). */
export interface EvalFact {
  label: string;
  kind: 'date' | 'money' | 'text';
  value: string;
}

/** A statement the answer must not make, as a case-insensitive regular expression. */
export interface EvalForbidden {
  label: string;
  pattern: string;
}

export interface EvalCase {
  id: string;
  claimId: string;
  kind: 'quick_action' | 'free_question';
  message: string;
  capability?: string;
  facts: EvalFact[];
  forbidden: EvalForbidden[];
  /** The answer must cite at least one source, and every source it cites must exist on the claim. */
  mustCite: boolean;
}

/** What no answer may say: the assistant reads the file; it decides, sends and changes nothing. */
const NEVER: EvalForbidden[] = [
  { label: 'claims to have acted on the claim', pattern: String.raw`\bI(?: have|'ve)? (?:approved|paid|sent|settled|declined|changed|updated the claim)\b` },
  { label: 'promises an outcome', pattern: String.raw`\bguarantee(?:d|s)?\b` },
];

const money = (label: string, minor: number): EvalFact => ({ label, kind: 'money', value: String(minor) });
const date = (label: string, iso: string): EvalFact => ({ label, kind: 'date', value: iso });
const words = (label: string, ...alternatives: string[]): EvalFact => ({ label, kind: 'text', value: alternatives.join('|') });

async function tool<T>(name: string, claim: ClaimRecord, today: string): Promise<T> {
  const run = await runTool(name, {}, { claim, today });
  if (run.isError) throw new Error(`${name} failed on ${claim.id}: ${run.result}`);
  return JSON.parse(run.result) as T;
}

interface Policy {
  inForce: boolean;
  date: string;
}
interface Deadlines {
  deadlines: { kind: string; due: string; status: string }[];
}
interface Money {
  reserved: number;
  paid: number;
}
interface Settlement {
  latestInsurerOffer?: { amount: number };
  latestClaimantOffer?: { amount: number };
  gap?: number;
}

/** The surname, or the company's first word: how an answer names the policyholder. */
function policyholderName(claim: ClaimRecord): string {
  const name = claim.parties.find((p) => p.role === 'policyholder')?.name ?? '';
  const plain = name
    .replace(/\(.*\)/, '')
    .replace(/^(Mr|Mrs|Ms|Miss|Dr)\s+/, '')
    .trim();
  return /\b(Ltd|Limited|plc|LLP)\b/.test(plain) ? plain.split(/\s+/)[0]! : plain.split(/\s+/).at(-1)!;
}

/** The cases on one claim. */
export async function casesFor(claim: ClaimRecord, today: string): Promise<EvalCase[]> {
  const at = (id: string) => `${claim.id}:${id}`;
  const policy = await tool<Policy>('check_policy_in_force', claim, today);
  const { deadlines } = await tool<Deadlines>('list_deadlines', claim, today);
  const totals = await tool<Money>('financial_summary', claim, today);
  const holder = policyholderName(claim);
  const open = deadlines.filter((d) => d.status === 'overdue' || d.status === 'due_soon' || d.status === 'upcoming');
  const cases: EvalCase[] = [
    {
      id: at('claim_summary'),
      claimId: claim.id,
      kind: 'quick_action',
      capability: 'claim_summary',
      message: 'Summarise the claim',
      facts: [words('the policyholder', holder), date('the loss date', claim.loss.date)],
      forbidden: NEVER,
      mustCite: true,
    },
    {
      id: at('policy_validation'),
      claimId: claim.id,
      kind: 'quick_action',
      capability: 'policy_validation',
      message: 'Validate the policy',
      facts: [
        date('the date checked', policy.date),
        policy.inForce ? words('the verdict', 'in force', 'was covered') : words('the verdict', 'not in force', 'not covered', 'no cover'),
      ],
      forbidden: [
        ...NEVER,
        policy.inForce
          ? { label: 'says it was not in force', pattern: String.raw`\bnot in force\b` }
          : { label: 'says it was in force', pattern: String.raw`(?<!not )\bwas in force\b` },
      ],
      mustCite: true,
    },
    {
      id: at('next_actions'),
      claimId: claim.id,
      kind: 'quick_action',
      capability: 'next_actions',
      message: 'What needs doing next?',
      facts: open.slice(0, 2).map((d) => date(`${d.kind} due`, d.due)),
      forbidden: open.length ? [...NEVER, { label: 'says there is nothing due', pattern: 'no deadlines recorded' }] : NEVER,
      mustCite: false,
    },
    {
      id: at('reserve_review'),
      claimId: claim.id,
      kind: 'quick_action',
      capability: 'reserve_review',
      message: 'Review the reserve',
      facts: [money('the outstanding reserve', totals.reserved), money('paid to date', totals.paid)],
      forbidden: NEVER,
      mustCite: true,
    },
    {
      id: at('loss_date'),
      claimId: claim.id,
      kind: 'free_question',
      message: 'When did the loss happen?',
      facts: [date('the loss date', claim.loss.date)],
      forbidden: NEVER,
      mustCite: false,
    },
    {
      id: at('paid_so_far'),
      claimId: claim.id,
      kind: 'free_question',
      message: 'How much have we paid on this claim so far?',
      facts: [money('paid to date', totals.paid)],
      forbidden: NEVER,
      mustCite: false,
    },
  ];
  if (claim.offers.length > 0) {
    const position = await tool<Settlement>('settlement_position', claim, today);
    const facts = [
      position.latestClaimantOffer && money("the claimant's latest offer", position.latestClaimantOffer.amount),
      position.latestInsurerOffer && money('our latest offer', position.latestInsurerOffer.amount),
      position.gap !== undefined && position.latestClaimantOffer && position.latestInsurerOffer && money('the gap', position.gap),
    ].filter((fact): fact is EvalFact => Boolean(fact));
    cases.push({
      id: at('settlement_review'),
      claimId: claim.id,
      kind: 'quick_action',
      capability: 'settlement_review',
      message: 'Where are we on settlement?',
      facts,
      forbidden: [...NEVER, { label: 'tells the handler to accept', pattern: String.raw`\byou should accept\b` }],
      mustCite: true,
    });
  }
  // A question every claim can answer, naming the handler who holds it.
  cases.push({
    id: at('handler'),
    claimId: claim.id,
    kind: 'free_question',
    message: 'Who is handling this claim?',
    facts: [words('the handler', claim.handler.name)],
    forbidden: NEVER,
    mustCite: false,
  });
  return cases.filter((c) => c.facts.length > 0);
}

export async function buildCases(claims: readonly ClaimRecord[], today: string): Promise<EvalCase[]> {
  const all: EvalCase[] = [];
  for (const claim of claims) all.push(...(await casesFor(claim, today)));
  return all;
}
