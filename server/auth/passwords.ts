/** Password hashing with argon2id. */
import { hash, verify } from '@node-rs/argon2';
import type { ServerConfig } from '../config';

type HashConfig = Pick<ServerConfig, 'passwordHash'>;

/** @node-rs/argon2's `Algorithm.Argon2id` (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

export function hashPassword(config: HashConfig, password: string): Promise<string> {
  return hash(password, {
    algorithm: ARGON2ID,
    memoryCost: config.passwordHash.memoryCost,
    timeCost: config.passwordHash.timeCost,
    parallelism: 1,
  });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when the e-mail is unknown, so response times do not tell which
 * e-mails have accounts.
 */
export async function verifyAgainstDummy(config: HashConfig, password: string): Promise<false> {
  dummyHash ??= hashPassword(config, 'not-a-real-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
