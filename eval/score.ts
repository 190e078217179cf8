/**
 * Scores one answer against its case: which facts it states (a date or an amount in any form a
 * model writes it, words case-insensitively), which forbidden statements it makes, whether its
 * citations resolve to sources on the claim, and what the turn reported (the figure check's
 * unverified figures, model rounds, tokens, time to first text and to done). Pure.
 */
import { parseCitations, type ClaimRecord, type Usage, type Verification } from '@claims/shared';
import { findFigures } from '../api/src/verification/figure-mentions';
import type { EvalCase } from './cases';

/** What one turn produced, as read from its stream. */
export interface Observed {
  text: string;
  verification: Verification | null;
  usage: Usage | null;
  modelRounds: number | null;
  /** Milliseconds from sending the request. */
  firstTextMs: number | null;
  doneMs: number | null;
  error: string | null;
}

export interface CaseScore {
  id: string;
  kind: EvalCase['kind'];
  passed: boolean;
  factsFound: number;
  factsTotal: number;
  missingFacts: string[];
  forbidden: string[];
  citations: number;
  unresolvedCitations: string[];
  unverified: string[];
  modelRounds: number | null;
  tokens: { input: number; output: number } | null;
  firstTextMs: number | null;
  doneMs: number | null;
  error: string | null;
}

/** The ids the claim's citation markers may name, by kind. */
function sourceIds(claim: ClaimRecord): Set<string> {
  return new Set([
    ...claim.documents.map((d) => `doc:${d.id}`),
    ...claim.correspondence.map((m) => `msg:${m.id}`),
    ...claim.events.map((e) => `event:${e.id}`),
    ...claim.parties.map((p) => `party:${p.id}`),
  ]);
}

function states(text: string, fact: EvalCase['facts'][number]): boolean {
  if (fact.kind === 'text') return fact.value.split('|').some((words) => text.toLowerCase().includes(words.toLowerCase()));
  const figures = findFigures(text);
  if (fact.kind === 'date') return figures.some((f) => f.value.kind === 'date' && f.value.iso === fact.value);
  const minor = Number(fact.value);
  return figures.some((f) => f.value.kind === 'money' && Math.abs(f.value.minor - minor) <= f.value.tolerance);
}

export function scoreAnswer(evalCase: EvalCase, claim: ClaimRecord, observed: Observed): CaseScore {
  const { text } = observed;
  const missingFacts = evalCase.facts.filter((fact) => !states(text, fact)).map((fact) => fact.label);
  const forbidden = evalCase.forbidden.filter((f) => new RegExp(f.pattern, 'i').test(text)).map((f) => f.label);
  const known = sourceIds(claim);
  const cited = parseCitations(text).map((c) => `${c.kind}:${c.id}`);
  const unresolvedCitations = cited.filter((c) => !known.has(c));
  const unverified = (observed.verification?.unverified ?? []).map((u) => u.text);
  const passed =
    observed.error === null &&
    missingFacts.length === 0 &&
    forbidden.length === 0 &&
    unresolvedCitations.length === 0 &&
    (!evalCase.mustCite || cited.length > 0) &&
    unverified.length === 0;
  return {
    id: evalCase.id,
    kind: evalCase.kind,
    passed,
    factsFound: evalCase.facts.length - missingFacts.length,
    factsTotal: evalCase.facts.length,
    missingFacts,
    forbidden,
    citations: cited.length,
    unresolvedCitations,
    unverified,
    modelRounds: observed.modelRounds,
    tokens: observed.usage
      ? { input: observed.usage.inputTokens + observed.usage.cacheReadTokens + observed.usage.cacheWriteTokens, output: observed.usage.outputTokens }
      : null,
    firstTextMs: observed.firstTextMs,
    doneMs: observed.doneMs,
    error: observed.error,
  };
}

export interface Scorecard {
  cases: number;
  passed: number;
  factsFound: number;
  factsTotal: number;
  forbiddenStatements: number;
  citations: number;
  unresolvedCitations: number;
  unverifiedFigures: number;
  medianFirstTextMs: number | null;
  medianDoneMs: number | null;
  meanModelRounds: number | null;
  tokens: { input: number; output: number };
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function totals(scores: readonly CaseScore[]): Scorecard {
  const sum = (pick: (s: CaseScore) => number) => scores.reduce((total, s) => total + pick(s), 0);
  const rounds = scores.map((s) => s.modelRounds).filter((r): r is number => r !== null);
  return {
    cases: scores.length,
    passed: scores.filter((s) => s.passed).length,
    factsFound: sum((s) => s.factsFound),
    factsTotal: sum((s) => s.factsTotal),
    forbiddenStatements: sum((s) => s.forbidden.length),
    citations: sum((s) => s.citations),
    unresolvedCitations: sum((s) => s.unresolvedCitations.length),
    unverifiedFigures: sum((s) => s.unverified.length),
    medianFirstTextMs: median(scores.map((s) => s.firstTextMs).filter((t): t is number => t !== null)),
    medianDoneMs: median(scores.map((s) => s.doneMs).filter((t): t is number => t !== null)),
    meanModelRounds: rounds.length ? rounds.reduce((a, b) => a + b, 0) / rounds.length : null,
    tokens: { input: sum((s) => s.tokens?.input ?? 0), output: sum((s) => s.tokens?.output ?? 0) },
  };
}
