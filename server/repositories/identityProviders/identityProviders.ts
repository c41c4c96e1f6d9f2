/** Identity providers and their e-mail domains (ADR 182), through the one list interpreter. */
import { sql, type Kysely } from 'kysely';
import type {
  ClientAuthMethod,
  IdentityProvider,
  SsoRole,
} from '../../../src/domain/identityProviders/identityProviders';
import type { VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import { updateOnVersion } from '../shared/versionedUpdate';
import type { ParsedListRequest } from '../../../src/domain/shared/listQuery';
import type { Database } from '../../db/database';
import type { IdentityProviderRow } from '../../db/identityProviderTables';
import { booleanField, listResource, numberField, textField } from '../../lists/listRequest';
import { listPage, type ListPage } from '../shared/listPage';

type Db = Kysely<Database>;

export const IDENTITY_PROVIDER_RESOURCE = listResource({
  name: 'identity providers',
  id: sql`p.id`,
  filters: {
    name: textField(sql`p.name`),
    issuer: textField(sql`p.issuer`),
    enabled: booleanField(sql`p.enabled`),
    institution_id: numberField(sql`p.institution_id`),
  },
  sorts: { name: sql`p.name`, institution: sql`i.title` },
  defaultSort: [['name', 'asc']],
});

/** What a save stores; the secret arrives sealed, or null to keep the stored one. */
export interface ProviderValues {
  readonly institutionId: number;
  readonly name: string;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientAuth: ClientAuthMethod;
  readonly emailDomains: readonly string[];
  readonly roles: readonly SsoRole[];
  readonly enabled: boolean;
}

/** Each provider's row, its institution's title and its e-mail domains (in order). */
function selectProviders(db: Db) {
  return db
    .selectFrom('identity_providers as p')
    .innerJoin('institutions as i', 'i.id', 'p.institution_id')
    .selectAll('p')
    .select([
      'i.title as institution_title',
      (eb) =>
        eb
          .selectFrom('identity_provider_domains as d')
          .whereRef('d.provider_id', '=', 'p.id')
          .select(sql<string[]>`coalesce(array_agg(d.domain order by d.domain), '{}')`.as('domains'))
          .as('domains'),
    ]);
}

type ProviderSelect = Awaited<ReturnType<ReturnType<typeof selectProviders>['executeTakeFirstOrThrow']>>;

const toProvider = (row: ProviderSelect): IdentityProvider => ({
  id: row.id,
  version: row.version,
  institutionId: row.institution_id,
  institutionTitle: row.institution_title,
  name: row.name,
  issuer: row.issuer,
  clientId: row.client_id,
  clientAuth: row.client_auth as ClientAuthMethod,
  clientSecretSet: row.client_secret !== '',
  emailDomains: row.domains ?? [],
  roles: row.roles as SsoRole[],
  enabled: row.enabled,
});

export function listIdentityProviders(
  db: Db,
  request: ParsedListRequest,
): Promise<ListPage<IdentityProvider>> {
  return listPage({
    resource: IDENTITY_PROVIDER_RESOURCE,
    request,
    from: db.selectFrom('identity_providers as p').innerJoin('institutions as i', 'i.id', 'p.institution_id'),
    select: (_, where) => selectProviders(db).where(where),
    map: toProvider,
  });
}

export async function findIdentityProvider(db: Db, id: number): Promise<IdentityProvider | undefined> {
  const row = await selectProviders(db).where('p.id', '=', id).executeTakeFirst();
  return row && toProvider(row);
}

/** The institution's title; undefined when there is no such institution. */
export async function institutionTitle(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('institutions').select('title').where('id', '=', id).executeTakeFirst();
  return row?.title;
}

/** The domains among these that another provider already serves. */
export async function domainsServedElsewhere(
  db: Db,
  domains: readonly string[],
  providerId: number | null,
): Promise<string[]> {
  if (domains.length === 0) return [];
  let query = db
    .selectFrom('identity_provider_domains')
    .select('domain')
    .where('domain', 'in', [...domains]);
  if (providerId !== null) query = query.where('provider_id', '<>', providerId);
  return (await query.orderBy('domain').execute()).map((row) => row.domain);
}

async function replaceDomains(db: Db, providerId: number, domains: readonly string[]) {
  await db.deleteFrom('identity_provider_domains').where('provider_id', '=', providerId).execute();
  if (domains.length > 0)
    await db
      .insertInto('identity_provider_domains')
      .values(domains.map((domain) => ({ domain, provider_id: providerId })))
      .execute();
}

export async function createIdentityProvider(
  db: Db,
  values: ProviderValues,
  sealedSecret: string,
  now: Date,
  by: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('identity_providers')
      .values({
        institution_id: values.institutionId,
        name: values.name,
        issuer: values.issuer,
        client_id: values.clientId,
        client_auth: values.clientAuth,
        client_secret: sealedSecret,
        roles: [...values.roles],
        enabled: values.enabled,
        created_at: now,
        updated_at: now,
        updated_by: by,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceDomains(trx, id, values.emailDomains);
    return id;
  });
}

/**
 * Saves the edit made on `version` (ADR 188). The check and the increment are one UPDATE, which also holds the
 * row until the domains are replaced, so of two saves of one version exactly one wins; the loser changes nothing.
 */
export async function updateIdentityProvider(
  db: Db,
  id: number,
  values: ProviderValues & { readonly version: number },
  sealedSecret: string | null,
  now: Date,
  by: number,
): Promise<VersionedUpdate> {
  return db.transaction().execute(async (trx) => {
    const provider = {
      institution_id: values.institutionId,
      name: values.name,
      issuer: values.issuer,
      client_id: values.clientId,
      client_auth: values.clientAuth,
      ...(sealedSecret === null ? {} : { client_secret: sealedSecret }),
      roles: [...values.roles],
      enabled: values.enabled,
      updated_at: now,
    };
    const saved = await updateOnVersion(trx, 'identity_providers', { id }, values.version, provider, by);
    if (saved !== 'updated') return saved;
    await replaceDomains(trx, id, values.emailDomains);
    return 'updated';
  });
}

export async function deleteIdentityProvider(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('identity_providers').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The provider serving an e-mail domain, with its domains, enabled or not. */
export async function providerForDomain(
  db: Db,
  domain: string,
): Promise<(IdentityProviderRow & { domains: string[] }) | undefined> {
  const row = await db
    .selectFrom('identity_provider_domains as d')
    .innerJoin('identity_providers as p', 'p.id', 'd.provider_id')
    .selectAll('p')
    .where('d.domain', '=', domain)
    .executeTakeFirst();
  return row && { ...row, domains: await domainsOf(db, row.id) };
}

export async function providerRow(
  db: Db,
  id: number,
): Promise<(IdentityProviderRow & { domains: string[] }) | undefined> {
  const row = await db.selectFrom('identity_providers').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { ...row, domains: await domainsOf(db, row.id) };
}

async function domainsOf(db: Db, providerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('identity_provider_domains')
    .select('domain')
    .where('provider_id', '=', providerId)
    .execute();
  return rows.map((row) => row.domain);
}

export async function insertLogin(
  db: Db,
  login: {
    stateHash: string;
    providerId: number;
    nonce: string;
    codeVerifier: string;
    redirectUri: string;
    expiresAt: Date;
  },
  now: Date,
): Promise<void> {
  // Sign-ins never finished are dropped as new ones start.
  await db.deleteFrom('identity_provider_logins').where('expires_at', '<', now).execute();
  await db
    .insertInto('identity_provider_logins')
    .values({
      state_hash: login.stateHash,
      provider_id: login.providerId,
      nonce: login.nonce,
      code_verifier: login.codeVerifier,
      redirect_uri: login.redirectUri,
      expires_at: login.expiresAt,
    })
    .execute();
}

/** Takes the sign-in of this state once: unknown, spent or expired ones answer undefined. */
export async function takeLogin(db: Db, stateHash: string, now: Date) {
  return db
    .updateTable('identity_provider_logins')
    .set({ used_at: now })
    .where('state_hash', '=', stateHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['provider_id', 'nonce', 'code_verifier', 'redirect_uri'])
    .executeTakeFirst();
}
