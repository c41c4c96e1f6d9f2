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

/** The user and session of a valid, unexpired token, or undefined (a token without a session included). */
export async function verifyAccessToken(
  config: TokenConfig,
  token: string,
  now: Date,
): Promise<VerifiedAccess | undefined> {
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
    return UUID.test(sessionId) ? { userId, sessionId } : undefined;
  } catch {
    return undefined;
  }
}
