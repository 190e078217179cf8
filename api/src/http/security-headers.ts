/**
 * Security headers on every response: a strict Content-Security-Policy for the page (no inline
 * script, nothing from other origins), no MIME sniffing, no referrer, no framing, HTTPS only
 * (browsers ignore HSTS on plain-http localhost). API answers carry claim data, so no cache may
 * keep them.
 */
import { createMiddleware } from 'hono/factory';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  // Responses from the assets binding can have immutable headers; copy those before setting.
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  // An API answer that is a page of its own (a conversation export) keeps the stricter policy it set.
  const ownPolicy = c.req.path.startsWith('/api/') ? c.res.headers.get('Content-Security-Policy') : null;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  if (ownPolicy) c.res.headers.set('Content-Security-Policy', ownPolicy);
  if (c.req.path.startsWith('/api/')) c.res.headers.set('Cache-Control', 'no-store');
});
