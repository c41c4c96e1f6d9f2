/**
 * Secrets the server must read back (an identity provider's client secret, the LTI tool's private key) are stored
 * sealed: AES-256-GCM under a key derived from `config.secretsKey` with HKDF, a fresh 96-bit nonce per value, and
 * the purpose bound in as associated data so a value sealed for one column cannot be opened as another
 * (ADR 184). A sealed value reads `v1.<nonce>.<ciphertext>.<tag>`, each part base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config';

const VERSION = 'v1';
const keys = new Map<string, Buffer>();

function keyOf(secretsKey: string): Buffer {
  let key = keys.get(secretsKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secretsKey, 'console-secret-box', 'aes-256-gcm v1', 32));
    keys.set(secretsKey, key);
  }
  return key;
}

/** Seals `plaintext` for `purpose` (e.g. `identity_providers.client_secret`). */
export function sealSecret(
  config: Pick<ServerConfig, 'secretsKey'>,
  purpose: string,
  plaintext: string,
): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config.secretsKey), nonce);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, nonce, body, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Thrown when a sealed value was changed, sealed for another purpose, or sealed under another key. */
export class SecretUnreadable extends Error {
  constructor(purpose: string) {
    super(`a stored secret (${purpose}) cannot be opened: was SECRETS_KEY changed?`);
  }
}

/** Opens a value sealed by `sealSecret` for the same `purpose`. */
export function openSecret(
  config: Pick<ServerConfig, 'secretsKey'>,
  purpose: string,
  sealed: string,
): string {
  const [version, nonce, body, tag] = sealed.split('.');
  if (version !== VERSION || !nonce || body === undefined || !tag) throw new SecretUnreadable(purpose);
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(config.secretsKey),
      Buffer.from(nonce, 'base64url'),
    );
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SecretUnreadable(purpose);
  }
}
