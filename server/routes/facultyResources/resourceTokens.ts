/**
 * Short-lived tokens for a resource's file (ADR 317), as class documents have theirs (ADR 078): the viewer's
 * <iframe>, <img> or the external office viewer loads the file without a bearer header. Given only to a caller
 * who may read the resource; signed with the server's secret, bound to the resource and its expiry.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOKEN_TTL_MS = 10 * 60 * 1000;

const sign = (secret: string, resourceId: number, expires: number) =>
  createHmac('sha256', secret).update(`faculty-resource:${resourceId}:${expires}`).digest('base64url');

export function resourceToken(secret: string, resourceId: number, now: Date) {
  const expires = now.getTime() + TOKEN_TTL_MS;
  return { token: `${expires}.${sign(secret, resourceId, expires)}`, expiresAt: new Date(expires) };
}

export function isValidResourceToken(secret: string, resourceId: number, token: string, now: Date): boolean {
  const [expiresText, signature] = token.split('.');
  const expires = Number(expiresText);
  if (!signature || !Number.isFinite(expires) || expires < now.getTime()) return false;
  const expected = Buffer.from(sign(secret, resourceId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** `inline` or `attachment`, with the file's own name (ASCII fallback and the UTF-8 one). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
