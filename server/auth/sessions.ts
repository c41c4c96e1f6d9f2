/**
 * Sign-in, token refresh and sign-out: short-lived access JWTs naming their session, plus rotating refresh tokens
 * (SPEC section 7 "Auth"; ADR 010, 103, 104).
 */
import { randomUUID } from 'node:crypto';
import type { Token } from '../../src/domain/session/session';
import type { AppDeps } from '../appDeps';
import { HttpError, unauthorized } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  revokeRefreshTokenFamily,
  revokeUserSessions,
} from '../repositories/session/refreshTokens';
import { findUserByEmail, findUserById, normalizeEmail } from '../repositories/session/users';
import { signAccessToken } from './accessTokens';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { claimSignIn, forgiveSignIn, recordSignInFailure, withdrawSignIn } from './rateLimit';
import { hashToken, newSecureToken } from './secureTokens';

const DAY_MS = 86_400_000;

/** A throttled sign-in: 429 with the wait, in the message and in whole seconds for a Retry-After header. */
export class SignInThrottled extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, SERVER_MESSAGES.tooManyAttempts(retryAfterSeconds));
  }
}

/**
 * A new access token and a new refresh token of session `familyId`; without one, a new session is started.
 */
export async function issueTokenPair(
  { db, config, now }: AppDeps,
  user: { id: number; roles: readonly string[] },
  familyId?: string,
): Promise<Token> {
  const issuedAt = now();
  const sessionId = familyId ?? randomUUID();
  if (!familyId) await insertSession(db, { id: sessionId, user_id: user.id, created_at: issuedAt });
  const refreshToken = newSecureToken();
  const expiresAt = new Date(issuedAt.getTime() + config.refreshTokenTtlDays * DAY_MS);
  await insertRefreshToken(db, {
    user_id: user.id,
    family_id: sessionId,
    token_hash: hashToken(refreshToken),
    expires_at: expiresAt,
    created_at: issuedAt,
  });
  const accessToken = await signAccessToken(
    config,
    { userId: user.id, sessionId, roles: user.roles },
    issuedAt,
  );
  return { accessToken, refreshToken, refreshTokenExpiredAt: expiresAt.toISOString() };
}

/**
 * Checks e-mail and password under the throttle (ADRs 104 and 187); the same answer for unknown e-mails. The
 * attempt is claimed before the password is checked, so parallel sign-ins are throttled like a sequence. A
 * throttled attempt is answered at once, without checking the password and without counting as a failure.
 * `trustedDevice`: the browser signed in to this account before, and the account's own wait spares it (ADR 364).
 */
export async function signIn(
  deps: AppDeps,
  email: string,
  password: string,
  address: string,
  trustedDevice = false,
): Promise<Token> {
  const { db, config, now } = deps;
  const pair = { account: normalizeEmail(email), address };
  const claim = await claimSignIn(db, pair, now, trustedDevice);
  if ('waitMs' in claim) throw new SignInThrottled(Math.ceil(claim.waitMs / 1000));

  let user: Awaited<ReturnType<typeof findUserByEmail>>;
  let valid: boolean;
  try {
    user = await findUserByEmail(db, email);
    valid = user?.is_active
      ? await verifyPassword(user.password_hash, password)
      : await verifyAgainstDummy(config, password);
  } catch (error) {
    await withdrawSignIn(db, claim.attemptId).catch(() => undefined);
    throw error;
  }
  if (!user || !valid) {
    await recordSignInFailure(db, claim.attemptId, now());
    throw unauthorized(SERVER_MESSAGES.invalidCredentials);
  }
  await forgiveSignIn(db, pair, claim.attemptId, now());
  return issueTokenPair(deps, user);
}

/**
 * Trades a refresh token for a new pair. Each refresh token works once: presenting a spent one means it
 * leaked, so the whole family (every token descended from that sign-in) is revoked. A signed-out session's
 * tokens are refused.
 */
export async function refreshSession(deps: AppDeps, refreshToken: string): Promise<Token> {
  const { db, now } = deps;
  const expired = () => unauthorized(SERVER_MESSAGES.sessionExpired);
  const row = await findRefreshTokenByHash(db, hashToken(refreshToken));
  if (!row || row.revoked_at || row.session_revoked_at) throw expired();
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

/**
 * Signs out the session a refresh token belongs to (spent or not: whoever holds one of its tokens may end it).
 * An unknown token changes nothing and is answered the same, so the call reveals nothing.
 */
export async function signOut({ db, now }: AppDeps, refreshToken: string): Promise<void> {
  const row = await findRefreshTokenByHash(db, hashToken(refreshToken));
  if (row) await revokeRefreshTokenFamily(db, row.family_id, now());
}

/** Signs the user out of every session ("sign out of every device"). */
export async function signOutEverywhere({ db, now }: AppDeps, userId: number): Promise<void> {
  await revokeUserSessions(db, userId, now());
}
