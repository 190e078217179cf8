/**
 * A claim's data rights, admins only: `DELETE /api/claims/:id` erases the claim, its
 * conversations and every row derived from them (retention/claim-erasure.ts), and
 * `GET /api/claims/:id/export` gives everything held about it as one JSON document for a subject
 * access request (retention/subject-access.ts). Anyone else: 403 before anything is read.
 */
import { Hono } from 'hono';
import { londonToday, type ClaimErasure } from '@claims/shared';
import type { AppEnv } from '../app-env';
import { adminOnly } from '../auth/admin-only';
import { notFound } from '../errors';
import { validIdParam } from '../http/id-param';
import { eraseClaim } from '../retention/claim-erasure';
import { subjectAccessExport } from '../retention/subject-access';

export const claimErasureRoutes = new Hono<AppEnv>()
  .delete('/claims/:id', validIdParam(), adminOnly('erase a claim'), async (c) => {
    const erased = await eraseClaim(c.env, c.req.param('id'), c.var.user.id);
    if (!erased) throw notFound('That claim');
    return c.json(erased satisfies ClaimErasure);
  })
  .get('/claims/:id/export', validIdParam(), adminOnly('export everything held about a claim'), async (c) => {
    const claimId = c.req.param('id');
    const document = await subjectAccessExport(c.env, claimId, c.var.user);
    if (!document) throw notFound('That claim');
    c.header('Content-Disposition', `attachment; filename="claim-${claimId}-${londonToday()}.json"`);
    return c.json(document);
  });
