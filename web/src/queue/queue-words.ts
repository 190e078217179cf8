/** The work queue's words: group headings, and days left as a handler says them. */
import { plural } from '@claims/shared/plural';
import type { QueueGroup } from '@claims/shared/queue-wire';

export const GROUP_HEADINGS: Record<QueueGroup, string> = {
  overdue: 'Overdue',
  today: 'Due today',
  soon: 'Due within 5 business days',
  upcoming: 'Upcoming',
};

export function daysLeftWords(days: number): string {
  if (days === 0) return 'today';
  return days < 0 ? `${plural(-days, 'day')} overdue` : `${plural(days, 'day')} left`;
}
