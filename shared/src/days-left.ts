/**
 * A deadline's days left as a handler says them: "3 days overdue", "due today", "due tomorrow",
 * "4 days left". Written once so the page, the alerts and offline answers agree.
 */
import { plural } from './plural';

export function daysLeftInWords(daysLeft: number): string {
  if (daysLeft < 0) return `${plural(-daysLeft, 'day')} overdue`;
  if (daysLeft === 0) return 'due today';
  if (daysLeft === 1) return 'due tomorrow';
  return `${plural(daysLeft, 'day')} left`;
}
