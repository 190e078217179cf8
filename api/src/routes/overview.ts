/**
 * `GET /api/claims/:id/overview`: the claim at a glance (alerts and every deadline), worked out
 * on each request for the UK date it is made on, with the same sign-in and team rules as the
 * claim itself. Never cached: a deadline's days left change at midnight.
 */
import { Hono } from 'hono';
import { londonToday } from '@claims/shared';
import type { AppEnv } from '../app-env';
import { canSeeTeam } from '../auth/permissions';
import { notFound } from '../errors';
import { validIdParam } from '../http/id-param';
import { claimOverview } from '../overview/overview';
import { getClaim } from '../storage/claims';

export const overviewRoutes = new Hono<AppEnv>().get('/claims/:id/overview', validIdParam(), async (c) => {
  const stored = await getClaim(c.env.DB, c.req.param('id'));
  if (!stored || !canSeeTeam(c.var.user, stored.team)) throw notFound('That claim');
  return c.json(claimOverview(stored.record, londonToday()), 200, { 'Cache-Control': 'no-store' });
});
