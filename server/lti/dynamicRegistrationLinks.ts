/**
 * The one-time links Dynamic Registration starts from (ADR 386), and the platform a registration stores. A link is
 * claimed by one statement before the platform is asked, so of two confirms at once only one registers; a
 * registration the platform refuses gives the link back.
 */
import { sql, type Kysely } from 'kysely';
import { REGISTRATION_LINK_TTL_MS } from '../../src/domain/lti/ltiRegistration';
import { hashToken, newSecureToken } from '../auth/secureTokens';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

export interface OpenLink {
  readonly institutionId: number | null;
  readonly institutionTitle: string | null;
  readonly createdBy: number;
}

/** Makes a link for an institution; the secret is returned once, only its hash is kept. */
export async function createRegistrationLink(
  db: Db,
  values: { readonly institutionId: number; readonly by: number },
  now: Date,
): Promise<{ secret: string; expiresAt: Date }> {
  const secret = newSecureToken();
  const expiresAt = new Date(now.getTime() + REGISTRATION_LINK_TTL_MS);
  await db
    .insertInto('lti_registration_links')
    .values({
      secret_hash: hashToken(secret),
      institution_id: values.institutionId,
      created_by: values.by,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  // Links nobody used go a while after they expire.
  await db
    .deleteFrom('lti_registration_links')
    .where('used_at', 'is', null)
    .where('expires_at', '<', new Date(now.getTime() - REGISTRATION_LINK_TTL_MS))
    .execute();
  return { secret, expiresAt };
}

/** The link when it is still good: unused and not expired. */
export async function findOpenLink(db: Db, secret: string, now: Date): Promise<OpenLink | undefined> {
  const row = await db
    .selectFrom('lti_registration_links as l')
    .leftJoin('institutions as i', 'i.id', 'l.institution_id')
    .select(['l.institution_id', 'l.created_by', 'i.title'])
    .where('l.secret_hash', '=', hashToken(secret))
    .where('l.used_at', 'is', null)
    .where('l.expires_at', '>', now)
    .executeTakeFirst();
  return row && { institutionId: row.institution_id, institutionTitle: row.title, createdBy: row.created_by };
}

/** Spends the link in one statement: of two claims at once, one gets the link and the other nothing. */
export async function claimLink(
  db: Db,
  secret: string,
  now: Date,
): Promise<{ institutionId: number | null; createdBy: number } | undefined> {
  const row = await db
    .updateTable('lti_registration_links')
    .set({ used_at: now })
    .where('secret_hash', '=', hashToken(secret))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['institution_id', 'created_by'])
    .executeTakeFirst();
  return row && { institutionId: row.institution_id, createdBy: row.created_by };
}

/** The registration failed before any platform was stored: the link may be used again. */
export async function releaseLink(db: Db, secret: string): Promise<void> {
  await db
    .updateTable('lti_registration_links')
    .set({ used_at: null })
    .where('secret_hash', '=', hashToken(secret))
    .where('platform_id', 'is', null)
    .execute();
}

export interface RegisteredPlatform {
  readonly issuer: string;
  readonly clientId: string;
  readonly deploymentId: string | null;
  readonly jwksUrl: string;
  readonly authUrl: string;
  readonly tokenUrl: string;
  readonly institutionId: number | null;
}

/**
 * Stores the platform as a typed registration is stored, in one statement: an (issuer, client id) already
 * registered stays one row, gains the deployment id and takes the endpoints the platform states now (its
 * institution and e-mail trust stay as an admin set them); the link records the platform it made.
 */
export async function storeRegisteredPlatform(
  db: Db,
  secret: string,
  platform: RegisteredPlatform,
  now: Date,
  by: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('lti_platforms')
      .values({
        issuer: platform.issuer,
        client_id: platform.clientId,
        deployment_ids: JSON.stringify(platform.deploymentId ? [platform.deploymentId] : []),
        jwks_url: platform.jwksUrl,
        auth_url: platform.authUrl,
        token_url: platform.tokenUrl,
        institution_id: platform.institutionId,
        created_at: now,
        updated_at: now,
        updated_by: by,
      })
      .onConflict((conflict) =>
        conflict.columns(['issuer', 'client_id']).doUpdateSet({
          deployment_ids: sql<string>`(select coalesce(jsonb_agg(distinct d), '[]'::jsonb)
            from jsonb_array_elements_text(lti_platforms.deployment_ids || excluded.deployment_ids) as d)`,
          jwks_url: (eb) => eb.ref('excluded.jwks_url'),
          auth_url: (eb) => eb.ref('excluded.auth_url'),
          token_url: (eb) => eb.ref('excluded.token_url'),
          updated_at: now,
          updated_by: by,
          version: sql<number>`lti_platforms.version + 1`,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('lti_registration_links')
      .set({ platform_id: id })
      .where('secret_hash', '=', hashToken(secret))
      .execute();
    return id;
  });
}
