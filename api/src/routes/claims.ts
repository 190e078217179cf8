/**
 * Claims: the list this user may see (filtered and paged on request), one record, and import or
 * replace (admins only).
 * A claim the user may not see answers 404, exactly as a missing one does.
 */
import { Hono } from 'hono';
import { ClaimListQuerySchema, ClaimRecordSchema, MAX_RECORD_BYTES } from '@claims/shared';
import type { AppEnv } from '../app-env';
import { canImportClaims, canSeeTeam, visibleTeams } from '../auth/permissions';
import { AppError, notFound } from '../errors';
import { validIdParam } from '../http/id-param';
import { jsonBody } from '../http/json-body';
import { queryParams } from '../http/query-params';
import { getClaim, listClaims, putClaim } from '../storage/claims';
import { claimWriteAuditStatements, recordAudit } from '../audit/audit-log';

export const claimRoutes = new Hono<AppEnv>()
  .get('/claims', queryParams(ClaimListQuerySchema), async (c) => {
    const page = await listClaims(c.env.DB, visibleTeams(c.var.user), c.req.valid('query'));
    recordAudit(c.env.DB, c.executionCtx, { userId: c.var.user.id, action: 'claim.list', detail: { claims: page.claims.length } });
    return c.json(page);
  })
  .get('/claims/:id', validIdParam(), async (c) => {
    const stored = await getClaim(c.env.DB, c.req.param('id'));
    if (!stored || !canSeeTeam(c.var.user, stored.team)) throw notFound('That claim');
    recordAudit(c.env.DB, c.executionCtx, { userId: c.var.user.id, action: 'claim.read', claimId: c.req.param('id'), detail: { version: stored.version } });
    return c.json(stored.record);
  })
  .put(
    '/claims/:id',
    validIdParam(),
    async (c, next) => {
      // Refuse before reading a body of up to 8 MB.
      if (!canImportClaims(c.var.user)) {
        throw new AppError(403, 'forbidden', 'Only an administrator may import or replace claims.');
      }
      await next();
    },
    ...jsonBody(ClaimRecordSchema, {
      maxBytes: MAX_RECORD_BYTES,
      tooLargeAdvice: "A claim record is at most 8 MB of JSON: shorten its longest texts (a document's text is at most 1 MB) and send it again.",
      invalidCode: 'invalid_claim',
      invalidMessage: 'The claim record is not valid; nothing was stored. Fix every issue listed and send it again.',
      extraIssues: (value, c) => {
        const bodyId = (value as { id?: unknown } | null)?.id;
        const pathId = c.req.param('id');
        return typeof bodyId === 'string' && bodyId !== pathId
          ? [{ path: 'id', message: `The record's id "${bodyId}" differs from the id in the path "${pathId}"` }]
          : [];
      },
    }),
    async (c) => {
      const record = c.req.valid('json');
      const { created } = await putClaim(c.env.DB, record, new Date(), (digest) => claimWriteAuditStatements(c.env.DB, c.var.user.id, record.id, digest));
      if (!created) return c.json({ id: record.id }, 200);
      return c.json({ id: record.id }, 201, { Location: `/api/claims/${encodeURIComponent(record.id)}` });
    },
  );
