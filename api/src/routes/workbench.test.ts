import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers';

describe('the workbench files', () => {
  it('caches the hashed files for a year, and revalidates the page that names them', async () => {
    const page = await call('/claims/CLM-26-004211');
    expect(page.headers.get('Cache-Control') ?? '').not.toContain('immutable');
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    const res = await call(script!);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
  });

  it('answers 404 for a file under /assets/ that is not there, not the page', async () => {
    const res = await call('/assets/index-gone.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type') ?? '').not.toMatch(/html/);
  });
});
