/**
 * list_deadlines: every deadline on the claim (complaints, protocol steps, limitation, Part 36,
 * tasks) with its due date, days left and status as of today, sorted by due. The rules are in
 * deadline-rules.ts.
 */
import * as z from 'zod';
import { longDate } from '../../domain/calendar/dates';
import { fitList } from './compact';
import { deadlinesOn, DUE_SOON_DAYS, type Deadline } from '../../domain/deadlines/deadline-rules';
import { defineTool } from './define-tool';
import {
  DISP_FINAL_RESPONSE_WEEKS as FINAL,
  DISP_SUMMARY_RESOLUTION_BUSINESS_DAYS as SUMMARY,
  LETTER_OF_CLAIM_REPLY_DAYS as LOC,
  LIABILITY_DECISION_MONTHS as LIABILITY,
  RTA_CNF_RESPONSE_BUSINESS_DAYS as CNF,
} from '../../domain/deadlines/periods';

export function deadlineRow(d: Deadline) {
  return {
    kind: d.kind,
    due: d.due,
    dueText: longDate(d.due),
    daysLeft: d.daysLeft,
    status: d.status,
    basis: d.basis,
    trigger: d.trigger,
    what: d.what,
    ...(d.metBy ? { metBy: d.metBy } : {}),
    ...(d.metOn ? { metOn: d.metOn } : {}),
    ...(d.metLate ? { metLate: true } : {}),
    ...(d.note ? { note: d.note } : {}),
  };
}

export const listDeadlinesTool = defineTool({
  name: 'list_deadlines',
  description: `Every deadline on the claim, sorted by due date: complaint summary resolution (${SUMMARY} business days) and final response (${FINAL} weeks), letter of claim acknowledgement (${LOC} days), liability decision (${LIABILITY} months), CNF response (${CNF} business days), limitation, Part 36 relevant periods and diary tasks. Each has \`kind\`, \`due\`, \`daysLeft\`, \`status\` (met, overdue, due_soon within ${DUE_SOON_DAYS} days, upcoming, or lapsed for a passed summary-resolution window) and \`basis\`. Quote these dates; never work them out yourself.`,
  input: {
    status: z.enum(['all', 'open']).optional().describe('"open" leaves out deadlines already met (default "all").'),
    offset: z.number().int().min(0).optional().describe('For a long list: where to start (from a previous result).'),
  },
  personalData: { result: true },
  activity: () => 'Working out the deadlines…',
  run: ({ status = 'all', offset }, { claim, today }) => {
    const all = deadlinesOn(claim, today);
    const shown = status === 'open' ? all.filter((d) => d.status !== 'met') : all;
    const counts: Record<string, number> = { overdue: 0, due_soon: 0, upcoming: 0, met: 0, lapsed: 0 };
    for (const d of all) counts[d.status] = (counts[d.status] ?? 0) + 1;
    return {
      result: fitList({
        head: {
          today,
          counts,
          rules: `Day counts run from the day after the trigger; business days skip weekends and England & Wales bank holidays; due_soon = due within ${DUE_SOON_DAYS} days.`,
          ...(shown.length === 0 ? { note: 'No open deadlines on this claim.' } : {}),
        },
        key: 'deadlines',
        items: shown.map(deadlineRow),
        offset,
        howToGetMore: (next) =>
          `Call list_deadlines with offset ${next} for the rest${status === 'all' ? ', or with status "open" to leave out those already met' : ''}.`,
      }),
    };
  },
});
