/**
 * Cloudflare Access sign-in: tokens are signed in the test with a generated key whose JWKS a
 * stand-in team domain serves; anything missing, forged, expired or for another application is
 * refused with 401, and a valid token for an unknown email with 403.
 */
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { DEMO_CLAIMS, DEMO_USERS } from '../../demo';
import { upsertUsers } from '../storage/users';
import { callWith, seedDemo } from '../../test/helpers';

const teamDomain = inject('accessTeamDomain');
const AUD = 'claims-assistant-aud-0123';
const accessEnv = { AUTH_MODE: 'access', ACCESS_TEAM_DOMAIN: teamDomain, ACCESS_AUD: AUD };
const handler = DEMO_USERS.find((u) => u.role === 'handler')!;

let signingKey: CryptoKey;
let forgeryKey: CryptoKey;

beforeAll(async () => {
  await seedDemo();
  const real = await generateKeyPair('RS256', { extractable: true });
  const forged = await generateKeyPair('RS256', { extractable: true });
  signingKey = real.privateKey;
  forgeryKey = forged.privateKey;
  const jwk = { ...(await exportJWK(real.publicKey)), kid: 'access-key-1', alg: 'RS256', use: 'sig' };
  const res = await fetch(`${teamDomain}/__keys`, { method: 'POST', body: JSON.stringify({ keys: [jwk] }) });
  expect(res.status).toBe(204);
});

interface TokenOptions {
  email?: string;
  /** A service token's Client ID: the token names it in `common_name` and has no email. */
  serviceTokenId?: string;
  audience?: string | string[];
  issuer?: string;
  /** `null`: a token that never expires. */
  expiresIn?: string | number | null;
  notBefore?: number;
  /** `null`: no key id in the header. */
  kid?: string | null;
  key?: CryptoKey;
}

function token(options: TokenOptions = {}): Promise<string> {
  const identity = options.serviceTokenId ? { common_name: options.serviceTokenId } : { email: options.email ?? handler.email };
  const kid = options.kid === undefined ? 'access-key-1' : options.kid;
  const jwt = new SignJWT({ ...identity, type: 'app' })
    .setProtectedHeader(kid === null ? { alg: 'RS256' } : { alg: 'RS256', kid })
    .setIssuer(options.issuer ?? teamDomain)
    .setAudience(options.audience ?? AUD)
    .setSubject('user-sub-1')
    .setIssuedAt();
  if (options.expiresIn !== null) jwt.setExpirationTime(options.expiresIn ?? '5m');
  if (options.notBefore !== undefined) jwt.setNotBefore(options.notBefore);
  return jwt.sign(options.key ?? signingKey);
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A token with the given header, the claims of a valid one, and no signature at all. */
async function unsigned(header: object): Promise<string> {
  const [, payload] = (await token()).split('.');
  return `${base64url(header)}.${payload}.`;
}

/** Signed with HS256 using the public key as the secret: the classic algorithm confusion. */
async function hmacWithPublicKey(): Promise<string> {
  const keys = await (await fetch(`${teamDomain}/cdn-cgi/access/certs`)).text();
  return new SignJWT({ email: handler.email, type: 'app' })
    .setProtectedHeader({ alg: 'HS256', kid: 'access-key-1' })
    .setIssuer(teamDomain)
    .setAudience(AUD)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(keys));
}

async function me(headers: Record<string, string>, env: Record<string, string> = accessEnv) {
  const { res } = await callWith(env, '/api/me', { headers });
  return res;
}

const errorCode = async (res: Response) => (await res.json<{ error: { code: string } }>()).error.code;

describe('AUTH_MODE=access', () => {
  it('lets in a valid token for a known user, from the header or the Access cookie', async () => {
    const jwt = await token();
    const viaHeader = await me({ 'Cf-Access-Jwt-Assertion': jwt });
    expect(viaHeader.status).toBe(200);
    expect(await viaHeader.json()).toMatchObject({ id: handler.id, role: 'handler' });
    expect((await me({ Cookie: `theme=dark; CF_Authorization=${jwt}` })).status).toBe(200);
  });

  const refused: [string, () => Promise<Record<string, string>>][] = [
    ['no token', async () => ({})],
    ['a malformed token', async () => ({ 'Cf-Access-Jwt-Assertion': 'not.a.jwt' })],
    ['a forged token (signed with another key)', async () => ({ 'Cf-Access-Jwt-Assertion': await token({ key: forgeryKey }) })],
    ['an expired token', async () => ({ 'Cf-Access-Jwt-Assertion': await token({ expiresIn: Math.floor(Date.now() / 1000) - 120 }) })],
    ['a token for another application', async () => ({ 'Cf-Access-Jwt-Assertion': await token({ audience: 'another-app' }) })],
    ['a token from another team domain', async () => ({ 'Cf-Access-Jwt-Assertion': await token({ issuer: 'https://evil.cloudflareaccess.com' }) })],
    ['an unsigned token (alg none)', async () => ({ 'Cf-Access-Jwt-Assertion': await unsigned({ alg: 'none', kid: 'access-key-1' }) })],
    ['an unsigned token claiming RS256', async () => ({ 'Cf-Access-Jwt-Assertion': await unsigned({ alg: 'RS256', kid: 'access-key-1' }) })],
    ['a token signed with HS256 using the public keys as the secret', async () => ({ 'Cf-Access-Jwt-Assertion': await hmacWithPublicKey() })],
    ['a token naming a key the team does not have', async () => ({ 'Cf-Access-Jwt-Assertion': await token({ kid: 'access-key-9' }) })],
    ['a forged token with no key id', async () => ({ 'Cf-Access-Jwt-Assertion': await token({ kid: null, key: forgeryKey }) })],
    ['a token that never expires', async () => ({ 'Cf-Access-Jwt-Assertion': await token({ expiresIn: null }) })],
    ['a token not valid until later', async () => ({ 'Cf-Access-Jwt-Assertion': await token({ notBefore: now() + 600 }) })],
    ['a token in the cookie signed with another key', async () => ({ Cookie: `CF_Authorization=${await token({ key: forgeryKey })}` })],
  ];
  for (const [what, headers] of refused) {
    it(`refuses ${what} with 401`, async () => {
      const res = await me(await headers());
      expect(res.status).toBe(401);
      expect(await errorCode(res)).toBe('unauthorized');
    });
  }

  it("allows for a clock a few seconds out from Access's, but no more", async () => {
    expect((await me({ 'Cf-Access-Jwt-Assertion': await token({ expiresIn: now() - 10 }) })).status).toBe(200);
    expect((await me({ 'Cf-Access-Jwt-Assertion': await token({ notBefore: now() + 10 }) })).status).toBe(200);
    expect((await me({ 'Cf-Access-Jwt-Assertion': await token({ expiresIn: now() - 45 }) })).status).toBe(401);
  });

  it('answers 403 unknown_user for a valid token whose email is not a user', async () => {
    const res = await me({ 'Cf-Access-Jwt-Assertion': await token({ email: 'stranger@elsewhere.example' }) });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('unknown_user');
  });

  it('signs in a service token as the user whose email is its Client ID, so an adapter can import claims', async () => {
    const clientId = '88bf3b6d86161464f6509f7219099e57.access';
    const unknown = await me({ 'Cf-Access-Jwt-Assertion': await token({ serviceTokenId: clientId }) });
    expect(unknown.status).toBe(403);
    expect(await errorCode(unknown)).toBe('unknown_user');

    await upsertUsers(env.DB, [{ id: 'claims-adapter', email: clientId, name: 'Claims system adapter', role: 'admin', kind: 'service' }]);
    const jwt = await token({ serviceTokenId: clientId });
    const res = await me({ 'Cf-Access-Jwt-Assertion': jwt });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 'claims-adapter', role: 'admin' });
    const record = { ...DEMO_CLAIMS[0]!, id: 'CLM-26-900001' };
    const { res: imported } = await callWith(accessEnv, `/api/claims/${record.id}`, {
      method: 'PUT',
      json: record,
      headers: { 'Cf-Access-Jwt-Assertion': jwt },
    });
    expect(imported.status).toBe(201);
  });

  it('never signs a service token in as the person whose email is its common name, nor a person as a service', async () => {
    const admin = DEMO_USERS.find((u) => u.role === 'admin')!;
    const posing = await me({ 'Cf-Access-Jwt-Assertion': await token({ serviceTokenId: admin.email }) });
    expect(posing.status).toBe(403);
    expect(await errorCode(posing)).toBe('unknown_user');
    expect(await (await me({ 'Cf-Access-Jwt-Assertion': await token({ email: admin.email }) })).json()).toMatchObject({ id: admin.id });

    const clientId = '5f2c0e1d2b3a4c5d6e7f8091a2b3c4d5.access';
    await upsertUsers(env.DB, [{ id: 'reporting-service', email: clientId, name: 'Reporting service', role: 'admin', kind: 'service' }]);
    const asPerson = await me({ 'Cf-Access-Jwt-Assertion': await token({ email: clientId }) });
    expect(asPerson.status).toBe(403);
    expect(await (await me({ 'Cf-Access-Jwt-Assertion': await token({ serviceTokenId: clientId }) })).json()).toMatchObject({ id: 'reporting-service' });
  });

  it('ignores X-Dev-User and hides the dev roster', async () => {
    const admin = DEMO_USERS.find((u) => u.role === 'admin')!;
    expect((await me({ 'X-Dev-User': admin.id })).status).toBe(401);
    const jwt = await token();
    const { res } = await callWith(accessEnv, '/api/dev/users', { headers: { 'Cf-Access-Jwt-Assertion': jwt } });
    expect(res.status).toBe(404);
    // "404 otherwise" (docs/http-api.md), signed in or not, and whether Access is configured yet.
    const { res: anonymous } = await callWith(accessEnv, '/api/dev/users');
    expect(anonymous.status).toBe(404);
    const { res: unconfigured } = await callWith({ AUTH_MODE: 'access' }, '/api/dev/users');
    expect(unconfigured.status).toBe(404);
  });

  it('refuses every API request with 503 when Access is not configured, but health still answers', async () => {
    const res = await me({ 'Cf-Access-Jwt-Assertion': await token() }, { AUTH_MODE: 'access' });
    expect(res.status).toBe(503);
    expect(await errorCode(res)).toBe('auth_not_configured');
    const { res: claims } = await callWith({ AUTH_MODE: 'access' }, '/api/claims');
    expect(claims.status).toBe(503);
    const { res: health } = await callWith({ AUTH_MODE: 'access' }, '/api/health');
    expect(health.status).toBe(200);
  });

  it('refuses with 503, not a sign-in error, when the team domain is not an https URL', async () => {
    for (const domain of ['acme.cloudflareaccess.com', 'ftp://acme.cloudflareaccess.com', 'http://acme.cloudflareaccess.com']) {
      const res = await me({ 'Cf-Access-Jwt-Assertion': await token() }, { ...accessEnv, ACCESS_TEAM_DOMAIN: domain });
      expect(res.status).toBe(503);
      expect(await errorCode(res)).toBe('auth_not_configured');
    }
  });

  it('fetches the signing keys once and reuses them for later requests', async () => {
    const certsFetched = async () => (await (await fetch(`${teamDomain}/__hits`)).json<{ certs: number }>()).certs;
    expect((await me({ 'Cf-Access-Jwt-Assertion': await token() })).status).toBe(200);
    const before = await certsFetched();
    for (let i = 0; i < 3; i++) expect((await me({ 'Cf-Access-Jwt-Assertion': await token() })).status).toBe(200);
    expect(await certsFetched()).toBe(before);
  });

  it('answers 503 with a clear code, not a 401 sign-in loop, when the signing keys cannot be fetched', async () => {
    const { url: downDomain } = await (await fetch(`${teamDomain}/__keys-down`)).json<{ url: string }>();
    const res = await me({ 'Cf-Access-Jwt-Assertion': await token({ issuer: downDomain }) }, { ...accessEnv, ACCESS_TEAM_DOMAIN: downDomain });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
    const body = await res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('auth_unavailable');
    expect(body.error.message).toContain('signing keys could not be fetched');
  });

  it('compares the issuer with the team domain as an origin (any case, a trailing slash or path)', async () => {
    const jwt = await token();
    for (const domain of [`${teamDomain}/`, teamDomain.replace('http://', 'HTTP://'), `${teamDomain}/cdn-cgi/access/certs`]) {
      expect((await me({ 'Cf-Access-Jwt-Assertion': jwt }, { ...accessEnv, ACCESS_TEAM_DOMAIN: domain })).status).toBe(200);
    }
  });

  it('accepts an audience sent as an array that holds this application', async () => {
    const jwt = await token({ audience: ['another-app', AUD] });
    expect((await me({ 'Cf-Access-Jwt-Assertion': jwt })).status).toBe(200);
  });

  it('treats any AUTH_MODE other than "dev" as access', async () => {
    const res = await me({}, { AUTH_MODE: 'Dev ', ACCESS_TEAM_DOMAIN: teamDomain, ACCESS_AUD: AUD });
    expect(res.status).toBe(401);
  });
});
