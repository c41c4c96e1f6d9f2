/**
 * Short-lived access tokens: HS256 JWTs whose subject is the user id, carrying the session (refresh-token family)
 * id in `sid` so that ending the session refuses them at once (ADR 103), and the roles.
 */
import { jwtVerify, SignJWT } from 'jose';
import type { ServerConfig } from '../config';

type TokenConfig = Pick<ServerConfig, 'jwtSecret' | 'accessTokenTtlSeconds'>;

const ISSUER = 'science-video-console';
const AUDIENCE = 'console-api';

const key = (config: TokenConfig) => new TextEncoder().encode(config.jwtSecret);
/** A family id is a UUID; anything else never reaches the uuid column. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface AccessClaims {
  readonly userId: number;
  readonly sessionId: string;
  readonly roles: readonly string[];
}

export interface VerifiedAccess {
  readonly userId: number;
  readonly sessionId: string;
}

export function signAccessToken(config: TokenConfig, claims: AccessClaims, now: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, roles: [...claims.roles] })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + config.accessTokenTtlSeconds)
    .sign(key(config));
}

interface Verified extends VerifiedAccess {
  readonly secret: string;
  /** Seconds since the epoch: `exp` and `nbf` (0 without one). */
  readonly expiresAt: number;
  readonly notBefore: number;
}

/**
 * Tokens whose signature and claims were checked, so a client's next requests with the same token skip the HMAC:
 * a signature cannot change, and the time claims are checked again on every use. Revocation is the session's
 * (the guards read it through the auth cache, ADR 156). At most VERIFIED_MAX, oldest out first.
 */
const verified = new Map<string, Verified>();
const VERIFIED_MAX = 10_000;

/** The user and session of a valid, unexpired token, or undefined (a token without a session included). */
export async function verifyAccessToken(
  config: TokenConfig,
  token: string,
  now: Date,
): Promise<VerifiedAccess | undefined> {
  const kept = verified.get(token);
  if (kept && kept.secret === config.jwtSecret) {
    const at = seconds(now);
    if (at < kept.expiresAt && at >= kept.notBefore)
      return { userId: kept.userId, sessionId: kept.sessionId };
    if (at >= kept.expiresAt) verified.delete(token);
    return undefined;
  }
  const access = await checkAccessToken(config, token, now);
  if (access) {
    verified.set(token, access);
    if (verified.size > VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    return { userId: access.userId, sessionId: access.sessionId };
  }
  return undefined;
}

async function checkAccessToken(
  config: TokenConfig,
  token: string,
  now: Date,
): Promise<Verified | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(config), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'sid'],
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string') return undefined;
    if (!UUID.test(sessionId)) return undefined;
    return {
      userId,
      sessionId,
      secret: config.jwtSecret,
      expiresAt: payload.exp!,
      notBefore: payload.nbf ?? 0,
    };
  } catch {
    return undefined;
  }
}
