/**
 * `GET /api/claims/:id/overview`: the claim at a glance (alerts and every deadline), worked out
 * on each request for the UK date it is made on, with the same sign-in and team rules as the
 * claim itself. Never cached: a deadline's days left change at midnight.
 */
import { Hono } from 'hono';
import { londonToday } from '@claims/shared';
import type { AppEnv } from '../app-env';
import { validIdParam } from '../http/id-param';
import { loadClaim } from '../objects/load-claim';
import { claimOverview } from '../overview/overview';

export const overviewRoutes = new Hono<AppEnv>().get('/claims/:id/overview', validIdParam(), async (c) => {
  // The record lives in the claim's object once opened; D1 may no longer hold it.
  const record = await loadClaim(c.env, c.req.param('id'), c.var.user);
  return c.json(claimOverview(record, londonToday()), 200, { 'Cache-Control': 'no-store' });
});
