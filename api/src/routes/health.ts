/** `GET /api/health`: liveness and configuration. Needs no sign-in and reveals no secret. */
import { Hono } from 'hono';
import type { Health } from '@claims/shared';
import type { AppEnv } from '../app';

export const healthRoutes = new Hono<AppEnv>().get('/health', (c) => {
  const body: Health = { ok: true, provider: 'offline', model: null, capabilities: 0, tools: 0 };
  return c.json(body);
});
