/**
 * Cloudflare Access sign-in (AUTH_MODE=access): verifies the `Cf-Access-Jwt-Assertion` token
 * against the team's published keys, the application audience and expiry, with `jose`. Keys are
 * fetched from `<ACCESS_TEAM_DOMAIN>/cdn-cgi/access/certs` and cached per isolate by jose (an
 * unknown key id fetches them again at most every 30 s). Keys that cannot be fetched answer 503:
 * that is the server's problem, and a 401 would send every user round a sign-in loop.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../errors';
import type { UserKind } from '../storage/users';

export const ACCESS_JWT_HEADER = 'Cf-Access-Jwt-Assertion';
const ACCESS_COOKIE = 'CF_Authorization';

/** The key server failed (unreachable, not 200, not a key set); the token was never judged. */
class SigningKeysUnavailable extends Error {
  constructor(readonly causeCode: string) {
    super('Access signing keys unavailable');
  }
}

const keySets = new Map<string, JWTVerifyGetKey>();

function keySetFor(teamOrigin: string): JWTVerifyGetKey {
  let keys = keySets.get(teamOrigin);
  if (!keys) {
    const remote = createRemoteJWKSet(new URL('/cdn-cgi/access/certs', teamOrigin), { cooldownDuration: 30_000 });
    keys = async (header, token) => {
      try {
        return await remote(header, token);
      } catch (err) {
        // No key (or no single key) for the token's kid is the token's fault; the rest is the key server's.
        if (err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys) throw err;
        throw new SigningKeysUnavailable((err as { code?: string }).code ?? (err as Error).name ?? 'unknown');
      }
    };
    keySets.set(teamOrigin, keys);
  }
  return keys;
}

/** The token from the Access header, or failing that from the Access cookie. */
export function accessToken(request: Request): string | undefined {
  const header = request.headers.get(ACCESS_JWT_HEADER);
  if (header) return header;
  const cookie = request.headers.get('Cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${ACCESS_COOKIE}=([^;]+)`).exec(cookie);
  return match?.[1];
}

/** Who a valid token names: a person's email, or a service token's Client ID. */
export interface AccessIdentity {
  kind: UserKind;
  id: string;
  /** When Access issued the token (seconds): one sign-in, for the audit log. */
  issuedAt?: number;
}

/** Verifies the token and returns who it names. Throws 401 for anything not valid. */
export async function verifyAccessToken(token: string | undefined, config: { teamDomain: string; audience: string }): Promise<AccessIdentity> {
  if (!token) throw new AppError(401, 'unauthorized', 'Sign in through Cloudflare Access: no Access token was sent.');
  // Access's `iss` is the team domain's origin: no path, no trailing slash, a lower-case host.
  const teamOrigin = new URL(config.teamDomain).origin;
  try {
    const { payload } = await jwtVerify(token, keySetFor(teamOrigin), {
      audience: config.audience,
      issuer: teamOrigin,
      // Access signs with RS256; pinning it refuses any other algorithm a token might name.
      algorithms: ['RS256'],
      clockTolerance: 30,
      // jose checks `exp` only when a token has one; Access always sets it, so one without is refused.
      requiredClaims: ['exp'],
    });
    // A person's token names their email. A service token (an adapter importing claims, say)
    // names no one: its Client ID, in `common_name`, is looked up among service users only.
    const named = (value: unknown): value is string => typeof value === 'string' && value !== '';
    const issued = typeof payload.iat === 'number' ? { issuedAt: payload.iat } : {};
    if (named(payload.email)) return { kind: 'person', id: payload.email, ...issued };
    if (named(payload.common_name)) return { kind: 'service', id: payload.common_name, ...issued };
    const advice = 'sign in again through Cloudflare Access, or ask an administrator to check the service token';
    throw new AppError(401, 'unauthorized', `The Access token names no email and no service token: ${advice}.`);
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof SigningKeysUnavailable) {
      console.error('access signing keys unavailable', { code: err.causeCode, url: `${teamOrigin}/cdn-cgi/access/certs` });
      throw new AppError(
        503,
        'auth_unavailable',
        'Sign-in cannot check your Access token right now: the Cloudflare Access signing keys could not be fetched. Try again in a minute; if it keeps happening, an administrator must check ACCESS_TEAM_DOMAIN.',
        {},
        { 'Retry-After': '30' },
      );
    }
    // jose's codes (ERR_JWT_EXPIRED, ERR_JWT_CLAIM_VALIDATION_FAILED, ...) go to the log only.
    console.warn('access token refused', { code: (err as { code?: string }).code ?? 'unknown' });
    throw new AppError(401, 'unauthorized', 'Your Access sign-in is missing, expired or not valid for this application. Sign in again.');
  }
}
