/// <reference types="node" />
/**
 * The figure check's time on the large generated claim: a 2,000-word answer with a figure in
 * about every eighth word (dates in four forms, amounts to the penny, to the pound and in
 * thousands, counts of days), a few of them wrong, checked against the claim's figures and a
 * turn's worth of tool results. Cold is the first check (it builds the claim's figures, kept per
 * parsed claim); the median is every check after it. Target: under 2 ms.
 */
import { formatDate, formatMoney, type ClaimRecord } from '@claims/shared';
import { runTool } from '../api/src/capabilities/run-tool';
import { checkFigures } from '../api/src/verification/check-figures';
import { findFigures } from '../api/src/verification/figure-mentions';
import { turnFigures } from '../api/src/verification/known-figures';
import { summarize, type Summary } from './stats';

export const FIGURE_CHECK_TARGET_MS = 2;

export interface FigureCheckTiming {
  words: number;
  figures: number;
  unverified: number;
  coldMs: number;
  warm: Summary;
}

function answerOn(claim: ClaimRecord): string {
  const dates = [claim.loss.date, claim.notifiedDate, ...claim.events.map((e) => e.date), ...claim.tasks.map((t) => t.due)];
  const amounts = [...claim.financials.payments.map((p) => p.amount), ...claim.financials.reserves.map((r) => r.amount)].filter((a) => a > 0);
  const forms = [
    (d: string) => formatDate(d),
    (d: string) => d,
    (d: string) => d.split('-').reverse().join('/'),
    (d: string) =>
      formatDate(d)
        .replace(/^\w+ /, '')
        .replace(/(\w{3})\w* (\d{4})$/, '$1 $2'),
  ];
  const words: string[] = [];
  for (let i = 0; words.length < 2000; i += 1) {
    const figure =
      i % 3 === 0
        ? forms[i % forms.length]!(dates[i % dates.length]!)
        : i % 3 === 1
          ? formatMoney(amounts[i % amounts.length]! + (i % 40 === 1 ? 13_100 : 0))
          : `${(i % 30) + 1} days`;
    words.push('The', 'file', 'shows', 'that', 'on', 'record', 'it', 'was', `${figure}.`);
  }
  return words.slice(0, 2000).join(' ');
}

export async function benchFigureCheck(claim: ClaimRecord, today: string, iterations: number): Promise<FigureCheckTiming> {
  const answer = answerOn(claim);
  const sources: string[] = [];
  for (const tool of ['financial_summary', 'list_deadlines', 'claim_metrics']) sources.push((await runTool(tool, {}, { claim, today })).result);
  const check = () => checkFigures({ answer, known: turnFigures(claim, sources), today });
  let started = performance.now();
  const first = check();
  const coldMs = performance.now() - started;
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    started = performance.now();
    check();
    times.push(performance.now() - started);
  }
  return {
    words: answer.split(/\s+/).length,
    figures: findFigures(answer).length,
    unverified: first.unverified.length,
    coldMs: Math.round(coldMs * 10) / 10,
    warm: summarize(times),
  };
}
