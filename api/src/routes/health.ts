/**
 * `GET /api/health`: liveness and configuration. Needs no sign-in and reveals no secret. A
 * provider configuration that cannot work answers 503 with what to set, so a deploy check fails.
 */
import { Hono } from 'hono';
import { errorDetail, type Health } from '@claims/shared';
import type { AppEnv } from '../app-env';
import { TOOL_COUNT } from '../capabilities/all-tools';
import { CAPABILITIES } from '../capabilities/registry';
import { AppError } from '../errors';
import { selectProvider } from '../providers/select';

export const healthRoutes = new Hono<AppEnv>().get('/health', (c) => {
  let selected: ReturnType<typeof selectProvider>;
  try {
    selected = selectProvider(c.env);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return c.json({ ok: false, error: errorDetail(err.code, err.message) }, 503);
  }
  const body: Health = {
    ok: true,
    provider: selected.name,
    model: selected.model,
    capabilities: CAPABILITIES.length,
    tools: TOOL_COUNT,
  };
  return c.json(body);
});
