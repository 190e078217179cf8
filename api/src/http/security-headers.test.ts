import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers';

describe('security headers', () => {
  for (const path of ['/', '/claims/CLM-26-004211', '/api/health']) {
    it(`are on ${path}`, async () => {
      const res = await call(path);
      expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
      expect(res.headers.get('Content-Security-Policy')).not.toContain('unsafe-inline');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('Strict-Transport-Security')).toContain('max-age=');
    });
  }

  it('keep API answers, which carry claim data, out of every cache', async () => {
    expect((await call('/api/claims')).headers.get('Cache-Control')).toBe('no-store');
    expect((await call('/api/claims/CLM-NOT-THERE')).headers.get('Cache-Control')).toBe('no-store');
  });

  it('serve the built page for app routes, with no inline script', async () => {
    const res = await call('/claims/CLM-26-004211');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
