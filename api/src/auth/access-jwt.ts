/**
 * Cloudflare Access sign-in (AUTH_MODE=access): verifies the `Cf-Access-Jwt-Assertion` token
 * against the team's published keys, the application audience and expiry, with `jose`. Keys are
 * fetched from `<ACCESS_TEAM_DOMAIN>/cdn-cgi/access/certs` and cached per isolate by jose.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../errors';

export const ACCESS_JWT_HEADER = 'Cf-Access-Jwt-Assertion';
const ACCESS_COOKIE = 'CF_Authorization';

const keySets = new Map<string, JWTVerifyGetKey>();

function keySetFor(teamDomain: string): JWTVerifyGetKey {
  let keys = keySets.get(teamDomain);
  if (!keys) {
    keys = createRemoteJWKSet(new URL('/cdn-cgi/access/certs', teamDomain), { cooldownDuration: 30_000 });
    keySets.set(teamDomain, keys);
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

/** Verifies the token and returns the signed-in email. Throws 401 for anything not valid. */
export async function verifyAccessToken(
  token: string | undefined,
  config: { teamDomain: string; audience: string },
): Promise<string> {
  if (!token) throw new AppError(401, 'unauthorized', 'Sign in through Cloudflare Access: no Access token was sent.');
  const teamDomain = config.teamDomain.replace(/\/+$/, '');
  try {
    const { payload } = await jwtVerify(token, keySetFor(teamDomain), {
      audience: config.audience,
      issuer: teamDomain,
      // Access signs with RS256; pinning it refuses any other algorithm a token might name.
      algorithms: ['RS256'],
      clockTolerance: 30,
    });
    if (typeof payload.email !== 'string' || payload.email === '') {
      throw new AppError(401, 'unauthorized', 'The Access token names no email.');
    }
    return payload.email;
  } catch (err) {
    if (err instanceof AppError) throw err;
    // jose's codes (ERR_JWT_EXPIRED, ERR_JWT_CLAIM_VALIDATION_FAILED, ...) go to the log only.
    console.warn('access token refused', { code: (err as { code?: string }).code ?? 'unknown' });
    throw new AppError(401, 'unauthorized', 'Your Access sign-in is missing, expired or not valid for this application. Sign in again.');
  }
}
