/** Sign-in and token refresh: short-lived access JWTs plus rotating refresh tokens (SPEC section 7 "Auth"). */
import { randomUUID } from 'node:crypto';
import type { Token } from '../../src/domain/session';
import type { AppDeps } from '../appDeps';
import { tooManyRequests, unauthorized } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { clearAttempts } from '../repositories/loginAttempts';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeRefreshTokenFamily,
} from '../repositories/refreshTokens';
import { findUserByEmail, findUserById, normalizeEmail } from '../repositories/users';
import { signAccessToken } from './accessTokens';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { blockedMinutes, recordSignInFailure, signInKeys } from './rateLimit';
import { hashToken, newSecureToken } from './secureTokens';

const DAY_MS = 86_400_000;

/** A new access token and a new refresh token of `familyId` (a new family when omitted). */
export async function issueTokenPair(
  { db, config, now }: AppDeps,
  user: { id: number; roles: readonly string[] },
  familyId: string = randomUUID(),
): Promise<Token> {
  const issuedAt = now();
  const refreshToken = newSecureToken();
  const expiresAt = new Date(issuedAt.getTime() + config.refreshTokenTtlDays * DAY_MS);
  await insertRefreshToken(db, {
    user_id: user.id,
    family_id: familyId,
    token_hash: hashToken(refreshToken),
    expires_at: expiresAt,
    created_at: issuedAt,
  });
  const accessToken = await signAccessToken(config, { userId: user.id, roles: user.roles }, issuedAt);
  return { accessToken, refreshToken, refreshTokenExpiredAt: expiresAt.toISOString() };
}

/** Checks e-mail and password under the failed-attempt limits; the same answer for unknown e-mails. */
export async function signIn(
  deps: AppDeps,
  email: string,
  password: string,
  address: string,
): Promise<Token> {
  const { db, config, now } = deps;
  const keys = signInKeys(normalizeEmail(email), address);
  const [account] = keys;
  const minutes = await blockedMinutes(db, keys, now());
  if (minutes > 0) throw tooManyRequests(SERVER_MESSAGES.tooManyAttempts(minutes));

  const user = await findUserByEmail(db, email);
  const valid = user?.is_active
    ? await verifyPassword(user.password_hash, password)
    : await verifyAgainstDummy(config, password);
  if (!user || !valid) {
    await recordSignInFailure(db, keys, now());
    throw unauthorized(SERVER_MESSAGES.invalidCredentials);
  }
  await clearAttempts(db, account.key);
  return issueTokenPair(deps, user);
}

/**
 * Trades a refresh token for a new pair. Each refresh token works once: presenting a spent one means it
 * leaked, so the whole family (every token descended from that sign-in) is revoked.
 */
export async function refreshSession(deps: AppDeps, refreshToken: string): Promise<Token> {
  const { db, now } = deps;
  const expired = () => unauthorized(SERVER_MESSAGES.sessionExpired);
  const row = await findRefreshTokenByHash(db, hashToken(refreshToken));
  if (!row || row.revoked_at) throw expired();
  if (row.used_at) {
    await revokeRefreshTokenFamily(db, row.family_id, now());
    throw expired();
  }
  if (row.expires_at.getTime() <= now().getTime()) throw expired();
  const user = await findUserById(db, row.user_id);
  if (!user?.is_active) throw expired();

  const pair = await db.transaction().execute(async (trx) => {
    if (!(await markRefreshTokenUsed(trx, row.id, now()))) return undefined;
    return issueTokenPair({ ...deps, db: trx }, user, row.family_id);
  });
  if (!pair) {
    await revokeRefreshTokenFamily(db, row.family_id, now());
    throw expired();
  }
  return pair;
}
