/** Opaque bearer secrets (refresh tokens, invitation tokens): random, URL-safe, stored only as SHA-256. */
import { createHash, randomBytes } from 'node:crypto';

export function newSecureToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
