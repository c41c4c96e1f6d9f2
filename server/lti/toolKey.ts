/**
 * The tool's RSA key pair (ADR 183): made once, on first use, and kept in `lti_tool_keys` with the private key
 * sealed (`lti_tool_keys.private_key`). Every server process reads the same row, so the JWKS a platform fetched
 * keeps verifying whatever process signs. The opened key is kept in memory per process and secrets key.
 */
import { exportJWK, exportPKCS8, generateKeyPair, importPKCS8, calculateJwkThumbprint, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { LtiToolInfo } from '../../src/domain/lti/lti';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { openSecret, sealSecret } from '../auth/secretBox';

export const TOOL_KEY_ALG = 'RS256';
const PURPOSE = 'lti_tool_keys.private_key';
const KEY_ROW = 1;

export interface ToolKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly publicJwk: JWK;
}

const opened = new WeakMap<Kysely<Database>, Map<string, Promise<ToolKey>>>();

async function loadOrCreate(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'secretsKey'>,
): Promise<ToolKey> {
  let row = await db.selectFrom('lti_tool_keys').selectAll().where('id', '=', KEY_ROW).executeTakeFirst();
  if (!row) {
    const { publicKey, privateKey } = await generateKeyPair(TOOL_KEY_ALG, {
      modulusLength: 2048,
      extractable: true,
    });
    const jwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(jwk);
    const publicJwk = { ...jwk, kid, alg: TOOL_KEY_ALG, use: 'sig' };
    // Two processes starting at once: the first insert wins and both read it back.
    await db
      .insertInto('lti_tool_keys')
      .values({
        id: KEY_ROW,
        kid,
        public_jwk: JSON.stringify(publicJwk),
        private_key: sealSecret(config, PURPOSE, await exportPKCS8(privateKey)),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await db
      .selectFrom('lti_tool_keys')
      .selectAll()
      .where('id', '=', KEY_ROW)
      .executeTakeFirstOrThrow();
  }
  const privateKey = await importPKCS8(openSecret(config, PURPOSE, row.private_key), TOOL_KEY_ALG);
  return { kid: row.kid, privateKey, publicJwk: row.public_jwk as JWK };
}

/** The tool's key, made the first time it is asked for. */
export function toolKey(db: Kysely<Database>, config: Pick<ServerConfig, 'secretsKey'>): Promise<ToolKey> {
  const cacheKey = config.secretsKey;
  let keys = opened.get(db);
  if (!keys) opened.set(db, (keys = new Map()));
  let key = keys.get(cacheKey);
  if (!key) {
    key = loadOrCreate(db, config).catch((error: unknown) => {
      keys.delete(cacheKey);
      throw error;
    });
    keys.set(cacheKey, key);
  }
  return key;
}

/** The public key set platforms verify the tool's messages with. */
export async function toolJwks(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'secretsKey'>,
): Promise<LtiToolInfo['jwks']> {
  // The stored public JWK was made by exportJWK with kid, alg and use added: RSA, every member a string.
  return { keys: [(await toolKey(db, config)).publicJwk as LtiToolInfo['jwks']['keys'][number]] };
}
