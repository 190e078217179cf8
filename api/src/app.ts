/**
 * The Worker's HTTP application: every route under /api, and the built workbench for the rest.
 */
import { Hono } from 'hono';
import type { Env } from './env';
import { AppError } from './errors';
import { healthRoutes } from './routes/health';

export type AppEnv = { Bindings: Env };

export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/api', healthRoutes);

  app.notFound((c) => c.json(new AppError(404, 'not_found', 'No such endpoint.').toBody(), 404));
  app.onError((err, c) => {
    if (err instanceof AppError) return c.json(err.toBody(), err.status as 400);
    console.error('unhandled error', err);
    return c.json(new AppError(500, 'internal', 'Something went wrong on our side.').toBody(), 500);
  });
  return app;
}
