/**
 * The instructor's side inside the LMS's frame (ADR 374): an instructor's launch and a Deep Linking request set a
 * cookie naming the platform that launched them, and the console pages and the Deep Linking answer page this
 * browser then opens may be framed by that platform's origins, and by no other platform's.
 *
 * The cookie is `Partitioned` (CHIPS): the browser sends it back only under the top-level site it was set under,
 * the LMS's course page, so the console opened on its own is still framed by nobody. Like the login's state cookie
 * (./stateCookie) it is `SameSite=None; Secure` where a browser keeps that (https, loopback), `SameSite=Lax` on
 * plain http elsewhere. Its value is the platform's id with an HMAC under the secrets key: a cookie written by
 * hand names no platform.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isSecureOrigin } from './stateCookie';

export const FRAME_COOKIE = 'lti_frame';
/** As long as a teaching session: a frame opened longer ago is launched again from the course. */
export const FRAME_COOKIE_TTL_S = 8 * 60 * 60;

const macOf = (platformId: number, secret: string) =>
  createHmac('sha256', secret).update(`lti-frame\n${platformId}`).digest('base64url').slice(0, 32);

function attributes(base: string, maxAgeSeconds: number): string {
  const crossSite = isSecureOrigin(base) ? ['Secure', 'SameSite=None', 'Partitioned'] : ['SameSite=Lax'];
  return ['Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', ...crossSite].join('; ');
}

/** The Set-Cookie header of an instructor's launch from this platform, for the tool's origin `base`. */
export function frameCookie(platformId: number, base: string, secret: string): string {
  return `${FRAME_COOKIE}=${platformId}.${macOf(platformId, secret)}; ${attributes(base, FRAME_COOKIE_TTL_S)}`;
}

/** The platform whose launch this browser's request follows, or null. */
export function framingPlatformOf(cookieHeader: string | undefined, secret: string): number | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0 || pair.slice(0, at).trim() !== FRAME_COOKIE) continue;
    const match = /^(\d{1,15})\.([\w-]{32})$/.exec(pair.slice(at + 1).trim());
    if (!match) continue;
    const platformId = Number(match[1]);
    const expected = Buffer.from(macOf(platformId, secret));
    const given = Buffer.from(match[2]!);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return platformId;
  }
  return null;
}
