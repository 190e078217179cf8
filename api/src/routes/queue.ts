/**
 * `GET /api/queue`: the work queue of the claims this user may see (shared/src/queue-wire.ts).
 * `mine=true` keeps the claims the caller handles; a `team` the caller may not see lists nothing,
 * exactly as a team with no claims does, so the answer never tells one from the other.
 */
import { Hono } from 'hono';
import { DEFAULT_QUEUE_PAGE, londonToday, QueueQuerySchema } from '@claims/shared';
import type { AppEnv } from '../app-env';
import { visibleTeams } from '../auth/permissions';
import { queryParams } from '../http/query-params';
import { withClaimIndex } from '../storage/claim-index-backfill';
import { readQueue } from '../storage/work-queue';

export const queueRoutes = new Hono<AppEnv>().get('/queue', queryParams(QueueQuerySchema), withClaimIndex, async (c) => {
  const { mine, on, limit, ...filter } = c.req.valid('query');
  const user = c.var.user;
  const queue = await readQueue(
    c.env.DB,
    visibleTeams(user),
    on ?? londonToday(),
    { ...filter, ...(mine ? { handlerId: user.id } : {}) },
    limit ?? DEFAULT_QUEUE_PAGE,
  );
  return c.json(queue);
});
