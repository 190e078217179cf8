/**
 * The Deadlines panel's rows: the overview's deadlines (statutory and diary) in the order a
 * handler works them (overdue first, then by due date; met and lapsed last), their status in
 * words, and the diary alone from the record while the overview cannot be had.
 */
import type { ClaimRecord } from '@claims/shared/claim-record';
import { daysBetween } from '@claims/shared/calendar-days';
import { daysLeftInWords } from '@claims/shared/days-left';
import { formatDate } from '@claims/shared/date-words';
import type { DeadlineRow } from '@claims/shared/overview';

const ORDER: Record<DeadlineRow['status'], number> = { overdue: 0, due_soon: 1, upcoming: 2, lapsed: 3, met: 4 };

export const isOpenDeadline = (row: DeadlineRow) => row.status !== 'met' && row.status !== 'lapsed';

export function orderDeadlines(rows: readonly DeadlineRow[]): DeadlineRow[] {
  return [...rows].sort((a, b) => {
    const byStatus = ORDER[a.status] - ORDER[b.status];
    if (byStatus !== 0) return byStatus;
    // Closed ones newest first; open ones soonest (most overdue) first.
    return isOpenDeadline(a) ? a.due.localeCompare(b.due) : b.due.localeCompare(a.due);
  });
}

/** "3 days overdue", "due today", "Met 3 Sept 2026", "Lapsed". */
export function deadlineStatusWords(row: DeadlineRow): string {
  if (row.status === 'met') return row.metOn ? `Met ${formatDate(row.metOn)}${row.metLate ? ', late' : ''}` : 'Met';
  if (row.status === 'lapsed') return 'Lapsed';
  const words = daysLeftInWords(row.daysLeft);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The diary tasks as deadline rows, as list_deadlines words them (while the overview is not to hand). */
export function diaryRows(claim: ClaimRecord, today: string): DeadlineRow[] {
  return claim.tasks.map((task) => {
    const daysLeft = daysBetween(today, task.due);
    const done = task.status === 'done';
    return {
      kind: 'task',
      due: task.due,
      dueText: formatDate(task.due),
      daysLeft,
      status: done ? 'met' : daysLeft < 0 ? 'overdue' : daysLeft <= 5 ? 'due_soon' : 'upcoming',
      basis: "the claim's diary",
      trigger: `task:${task.id}`,
      what: task.description,
      ...(done ? { metBy: `task:${task.id} (done)` } : {}),
    };
  });
}
