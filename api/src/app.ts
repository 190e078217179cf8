/**
 * The Worker's HTTP application: every route under /api, and the built workbench for the rest.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env';
import { authenticate } from './auth/authenticate';
import { AppError } from './errors';
import { answerWrongMethods } from './http/allowed-methods';
import { securityHeaders } from './http/security-headers';
import { capabilityRoutes } from './routes/capabilities';
import { chatRoutes } from './routes/chat';
import { conversationRoutes } from './routes/conversations';
import { auditRoutes } from './routes/audit';
import { exportRoutes } from './routes/export';
import { feedbackRoutes } from './routes/feedback';
import { claimRoutes } from './routes/claims';
import { claimErasureRoutes } from './routes/claim-erasure';
import { overviewRoutes } from './routes/overview';
import { healthRoutes } from './routes/health';
import { linkedClaimRoutes } from './routes/linked-claims';
import { queueRoutes } from './routes/queue';
import { devRosterRoutes, meRoutes } from './routes/me';
import { workbenchRoutes } from './routes/workbench';

export function createApp(): Hono<AppEnv> {
  // Not strict: "/api/claims/" is "/api/claims", as an integrator would expect.
  const app = new Hono<AppEnv>({ strict: false });
  app.use('*', securityHeaders);
  // Before sign-in, as the paths and their methods are public (the README lists them).
  app.use(
    '/api/*',
    answerWrongMethods(() => app.routes.filter((r) => r.path.startsWith('/api/'))),
  );

  // Health needs no sign-in; everything else under /api does.
  app.route('/api', healthRoutes);
  app.route('/api', devRosterRoutes); // dev sign-in only: a stale X-Dev-User must not lock the browser out of the roster
  app.use('/api/*', authenticate);
  app.route('/api', meRoutes);
  app.route('/api', capabilityRoutes);
  app.route('/api', claimRoutes);
  app.route('/api', claimErasureRoutes);
  app.route('/api', queueRoutes);
  app.route('/api', linkedClaimRoutes);
  app.route('/api', overviewRoutes);
  app.route('/api', chatRoutes);
  app.route('/api', conversationRoutes);
  app.route('/api', auditRoutes);
  app.route('/api', exportRoutes);
  app.route('/api', feedbackRoutes);

  // An unknown API path answers the 404 below, never the workbench page.
  app.all('/api/*', (c) => c.notFound());
  // Everything else is the workbench: the built page and its assets (index.html for app routes).
  app.route('/', workbenchRoutes);
  app.notFound((c) => {
    const message = `There is no endpoint at ${c.req.path.slice(0, 200)}. Check the path against the API's endpoints (README, "The API").`;
    return c.json(new AppError(404, 'not_found', message).toBody(), 404);
  });
  app.onError((err, c) => {
    if (err instanceof AppError) return c.json(err.toBody(), err.status, err.headers);
    if (err instanceof HTTPException && err.status < 500) {
      const message = /json/i.test(err.message) ? 'The request body is not well-formed JSON.' : err.message;
      return c.json(new AppError(err.status, 'bad_request', message).toBody(), err.status);
    }
    // Ids and names only: a message could quote claim data, so it is cut short.
    console.error('unhandled error', {
      name: (err as Error).name,
      message: String((err as Error).message).slice(0, 160),
      path: new URL(c.req.url).pathname,
    });
    return c.json(new AppError(500, 'internal', 'Something went wrong on our side. Try again; if it keeps happening, tell your support team.').toBody(), 500);
  });
  return app;
}
