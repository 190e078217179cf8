/** A tool call in progress ("Reading the policy…"), settling to done when the text resumes. */
import type { ActivityChip as Activity } from '../chat/conversation';

export function ActivityChip({ activity }: { activity: Activity }) {
  return (
    <p className={`activity${activity.done ? ' is-done' : ''}`} data-activity={activity.tool} data-done={activity.done}>
      <span className="activity-icon" aria-hidden="true">
        {activity.done ? '✓' : ''}
      </span>
      <span>{activity.done ? activity.label.replace(/…$|\.\.\.$/, '') : activity.label}</span>
      <span className="visually-hidden">{activity.done ? ' (done)' : ' (in progress)'}</span>
    </p>
  );
}
