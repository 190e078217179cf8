/** `GET /api/health`: liveness and configuration. Needs no sign-in and reveals no secret. */
import { Hono } from 'hono';
import type { Health } from '@claims/shared';
import type { AppEnv } from '../app';
import { allTools } from '../capabilities/all-tools';
import { CAPABILITIES } from '../capabilities/registry';
import { selectProvider } from '../providers/select';

export const healthRoutes = new Hono<AppEnv>().get('/health', (c) => {
  const { name, model } = selectProvider(c.env);
  const body: Health = {
    ok: true,
    provider: name,
    model,
    capabilities: CAPABILITIES.length,
    tools: allTools({ canActOnScreen: true }).length,
  };
  return c.json(body);
});
