/** Token usage for a turn, shown small: handlers need not care, supervisors sometimes do. */
import type { Usage } from '@claims/shared/wire';

const count = new Intl.NumberFormat('en-GB');

export function UsageNote({ usage }: { usage: Usage }) {
  const cached = usage.cacheReadTokens > 0 ? ` · ${count.format(usage.cacheReadTokens)} from cache` : '';
  return (
    <p className="usage" data-usage>
      {`${count.format(usage.inputTokens)} tokens in · ${count.format(usage.outputTokens)} out${cached}`}
    </p>
  );
}
