/** A tool call in progress ("Reading the policy…"), settling to done when the text resumes; `count` calls in a row show once ("× 3"). */
import type { ActivityChip as Activity } from '../chat/conversation';

export function ActivityChip({ activity, count = 1 }: { activity: Activity; count?: number }) {
  return (
    <p className={`activity${activity.done ? ' is-done' : ''}`} data-activity={activity.tool} data-done={activity.done}>
      <span className="activity-icon" aria-hidden="true">
        {activity.done ? '✓' : ''}
      </span>
      <span>{activity.done ? activity.label.replace(/…$|\.\.\.$/, '') : activity.label}</span>
      {count > 1 && (
        <span className="activity-count">
          <span aria-hidden="true"> × {count}</span>
          <span className="visually-hidden">, {count} times</span>
        </span>
      )}
      <span className="visually-hidden">{activity.done ? ' (done)' : ' (in progress)'}</span>
    </p>
  );
}
