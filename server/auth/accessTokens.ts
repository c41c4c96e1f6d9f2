/** Short-lived access tokens: HS256 JWTs whose subject is the user id and which carry the roles. */
import { jwtVerify, SignJWT } from 'jose';
import type { ServerConfig } from '../config';

type TokenConfig = Pick<ServerConfig, 'jwtSecret' | 'accessTokenTtlSeconds'>;

const ISSUER = 'science-video-console';
const AUDIENCE = 'console-api';

const key = (config: TokenConfig) => new TextEncoder().encode(config.jwtSecret);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface AccessClaims {
  readonly userId: number;
  readonly roles: readonly string[];
}

export function signAccessToken(config: TokenConfig, claims: AccessClaims, now: Date): Promise<string> {
  return new SignJWT({ roles: [...claims.roles] })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + config.accessTokenTtlSeconds)
    .sign(key(config));
}

/** The user id of a valid, unexpired token, or undefined. */
export async function verifyAccessToken(
  config: TokenConfig,
  token: string,
  now: Date,
): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(config), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    const userId = Number(payload.sub);
    return Number.isSafeInteger(userId) && userId > 0 ? userId : undefined;
  } catch {
    return undefined;
  }
}
