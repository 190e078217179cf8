/**
 * The workbench: the built page and its files, from the assets binding (index.html for every app
 * route). Vite names each file under /assets/ by its content hash, so those may be cached for a
 * year; the page itself is revalidated, so a deploy reaches handlers on their next load. A file
 * under /assets/ that is not there answers 404: the page in its place would reach a stale tab as
 * a "script" of HTML.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

const HASHED_FILES = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const workbenchRoutes = new Hono<AppEnv>().get('*', async (c) => {
  if (!c.env.ASSETS) return c.text('The workbench is not built. Run `npm run build`.', 404);
  const res = await c.env.ASSETS.fetch(c.req.raw);
  if (!c.req.path.startsWith(HASHED_FILES) || !res.ok) return res;
  if (res.headers.get('Content-Type')?.startsWith('text/html')) return c.text('No such file.', 404);
  const cached = new Response(res.body, res);
  cached.headers.set('Cache-Control', IMMUTABLE);
  return cached;
});
