/**
 * Device cookies (ADR 364, after OWASP's "Slow down online guessing attacks with device cookies"): a browser that
 * signed in to an account with its password keeps a cookie proving it, sent back to the password sign-in only. The
 * account's own wait (failures from any address) spares that browser, so guessing one account from many addresses
 * is slowed for every guesser while its owner, in a browser that signed in before, is never held back by it.
 * The proof is a MAC of the account under the secrets key: nothing to store, the same in every server process.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { cookieLine, cookieValues, SIGN_IN_DEVICE_COOKIE } from './singleSignOnCookies';

/** A device cookie lasts a year from the last sign-in in that browser. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;

/** The proof that a browser signed in to `account` (normalised e-mail). */
const proofOf = (config: Pick<ServerConfig, 'secretsKey'>, account: string) =>
  createHmac('sha256', config.secretsKey).update(`sign-in device:${account}`, 'utf8').digest('base64url');

/** Whether this browser signed in to `account` before. */
export function isTrustedDevice(
  request: FastifyRequest,
  config: Pick<ServerConfig, 'secretsKey'>,
  account: string,
): boolean {
  const expected = Buffer.from(proofOf(config, account));
  return cookieValues(request, SIGN_IN_DEVICE_COOKIE).some((value) => {
    const held = Buffer.from(value);
    return held.length === expected.length && timingSafeEqual(held, expected);
  });
}

/** The Set-Cookie line a successful password sign-in to `account` answers with. */
export const deviceCookieLine = (
  config: Pick<ServerConfig, 'secretsKey'>,
  account: string,
  secure: boolean,
) => cookieLine(SIGN_IN_DEVICE_COOKIE, proofOf(config, account), DEVICE_COOKIE_MAX_AGE_SECONDS, secure);
