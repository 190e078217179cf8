/**
 * `GET /api/claims/:id/linked`: the claims sharing a contact detail, registration or bank detail
 * with this one (shared/src/linked-claims-wire.ts). A claim the caller may not see answers 404.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { canSeeTeam, visibleTeams } from '../auth/permissions';
import { notFound } from '../errors';
import { validIdParam } from '../http/id-param';
import { withClaimIndex } from '../storage/claim-index-backfill';
import { claimHeadQuery, type ClaimHead } from '../storage/claims';
import { findLinkedClaims } from '../storage/linked-claims';

export const linkedClaimRoutes = new Hono<AppEnv>().get('/claims/:id/linked', validIdParam(), withClaimIndex, async (c) => {
  const id = c.req.param('id');
  const head = await claimHeadQuery(c.env.DB, id).first<ClaimHead>();
  if (!head || !canSeeTeam(c.var.user, head.team)) throw notFound('That claim');
  return c.json(await findLinkedClaims(c.env.DB, id, visibleTeams(c.var.user)));
});
