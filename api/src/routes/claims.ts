/**
 * Claims: the list this user may see (filtered and paged on request), one record, and import or
 * replace (admins only).
 * A claim the user may not see answers 404, exactly as a missing one does.
 */
import { Hono } from 'hono';
import { ClaimListQuerySchema, ClaimRecordSchema, londonToday, MAX_RECORD_BYTES } from '@claims/shared';
import type { AppEnv } from '../app-env';
import { canImportClaims, visibleTeams } from '../auth/permissions';
import { AppError } from '../errors';
import { validIdParam } from '../http/id-param';
import { jsonBody } from '../http/json-body';
import { queryParams } from '../http/query-params';
import { withClaimIndex } from '../storage/claim-index-backfill';
import { listClaimRows } from '../storage/claim-list';
import { putClaim } from '../storage/claims';
import { loadVersionedClaim } from '../objects/load-claim';
import { claimWriteAuditStatements, recordAudit } from '../audit/audit-log';
import { finishErasureOf } from '../retention/claim-erasure';

export const claimRoutes = new Hono<AppEnv>()
  .get('/claims', queryParams(ClaimListQuerySchema), withClaimIndex, async (c) => {
    const { on, ...query } = c.req.valid('query');
    const page = await listClaimRows(c.env.DB, visibleTeams(c.var.user), on ?? londonToday(), query);
    recordAudit(c.env.DB, c.executionCtx, { userId: c.var.user.id, action: 'claim.list', detail: { claims: page.claims.length } });
    return c.json(page);
  })
  .get('/claims/:id', validIdParam(), async (c) => {
    const { record, version } = await loadVersionedClaim(c.env, c.req.param('id'), c.var.user);
    recordAudit(c.env.DB, c.executionCtx, { userId: c.var.user.id, action: 'claim.read', claimId: c.req.param('id'), detail: { version } });
    return c.json(record);
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
      // An erasure of this id that a crash cut short is finished first: the new record starts clean.
      await finishErasureOf(c.env, record.id);
      const { created } = await putClaim(c.env.DB, record, new Date(), (digest) => claimWriteAuditStatements(c.env.DB, c.var.user.id, record.id, digest));
      if (!created) return c.json({ id: record.id }, 200);
      return c.json({ id: record.id }, 201, { Location: `/api/claims/${encodeURIComponent(record.id)}` });
    },
  );
