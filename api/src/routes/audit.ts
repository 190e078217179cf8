/**
 * `GET /api/audit`: the audit log for administrators, newest first, filtered by user, claim,
 * action and time, a page at a time. Anyone else gets 403. Reading the log is itself recorded.
 */
import { Hono } from 'hono';
import { AuditQuerySchema } from '@claims/shared';
import type { AppEnv } from '../app-env';
import { queryAudit, recordAudit } from '../audit/audit-log';
import { canReadAudit } from '../auth/permissions';
import { AppError } from '../errors';
import { queryParams } from '../http/query-params';

export const auditRoutes = new Hono<AppEnv>().get(
  '/audit',
  async (c, next) => {
    if (!canReadAudit(c.var.user)) throw new AppError(403, 'forbidden', 'Only an administrator may read the audit log.');
    await next();
  },
  queryParams(AuditQuerySchema),
  async (c) => {
    const query = c.req.valid('query');
    const page = await queryAudit(c.env.DB, query);
    const filters = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
    recordAudit(c.env.DB, c.executionCtx, { userId: c.var.user.id, action: 'audit.read', detail: filters });
    return c.json(page);
  },
);
