/** LTI platform registrations (ADR 183): the list, one registration, create, update and delete. */
import { sql, type Kysely } from 'kysely';
import type { ParsedListRequest } from '../../../src/domain/shared/listQuery';
import type { LtiPlatform as LtiPlatformView } from '../../../src/domain/lti/lti';
import type { VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import { updateOnVersion } from '../shared/versionedUpdate';
import type { Database } from '../../db/database';
import type { LtiPlatform } from '../../db/ltiTables';
import { listResource, numberField, textField } from '../../lists/listRequest';
import { listPage, type ListPage } from '../shared/listPage';

type Db = Kysely<Database>;

/** Search by issuer or client id (`keyword` contains either), by institution; sorted by issuer or newest first. */
export const LTI_PLATFORM_RESOURCE = listResource({
  name: 'lti platforms',
  id: sql`p.id`,
  idOrder: 'desc',
  filters: {
    issuer: textField(sql`p.issuer`),
    clientId: textField(sql`p.client_id`),
    keyword: textField(sql`(p.issuer || ' ' || p.client_id)`),
    institutionId: numberField(sql`p.institution_id`),
  },
  sorts: { issuer: sql`p.issuer`, clientId: sql`p.client_id` },
});

export interface PlatformValues {
  readonly issuer: string;
  readonly clientId: string;
  readonly deploymentIds: readonly string[];
  readonly jwksUrl: string;
  readonly authUrl: string;
  readonly tokenUrl: string;
  readonly institutionId: number | null;
  readonly emailsVerified: boolean;
}

const columns = (values: PlatformValues) => ({
  issuer: values.issuer,
  client_id: values.clientId,
  deployment_ids: JSON.stringify([...new Set(values.deploymentIds)]),
  jwks_url: values.jwksUrl,
  auth_url: values.authUrl,
  token_url: values.tokenUrl,
  institution_id: values.institutionId,
  emails_verified: values.emailsVerified,
});

function selectPlatforms(db: Db) {
  return db
    .selectFrom('lti_platforms as p')
    .leftJoin('institutions as i', 'i.id', 'p.institution_id')
    .selectAll('p')
    .select('i.title as institution_title');
}

const view = (row: LtiPlatform & { institution_title: string | null }): LtiPlatformView => ({
  id: row.id,
  version: row.version,
  issuer: row.issuer,
  clientId: row.client_id,
  deploymentIds: row.deployment_ids,
  jwksUrl: row.jwks_url,
  authUrl: row.auth_url,
  tokenUrl: row.token_url,
  institutionId: row.institution_id,
  institutionTitle: row.institution_title,
  emailsVerified: row.emails_verified,
});

export function listPlatforms(db: Db, request: ParsedListRequest): Promise<ListPage<LtiPlatformView>> {
  return listPage({
    resource: LTI_PLATFORM_RESOURCE,
    request,
    from: db.selectFrom('lti_platforms as p'),
    select: (_, where) => selectPlatforms(db).where(where),
    map: view,
  });
}

export async function findPlatformView(db: Db, id: number): Promise<LtiPlatformView | undefined> {
  const row = await selectPlatforms(db).where('p.id', '=', id).executeTakeFirst();
  return row && view(row);
}

export function findPlatformById(db: Db, id: number): Promise<LtiPlatform | undefined> {
  return db.selectFrom('lti_platforms').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPlatform(db: Db, issuer: string, clientId: string | undefined) {
  let query = db.selectFrom('lti_platforms').selectAll().where('issuer', '=', issuer);
  if (clientId !== undefined) query = query.where('client_id', '=', clientId);
  return query.orderBy('id').execute();
}

export async function createPlatform(db: Db, values: PlatformValues, now: Date, by: number): Promise<number> {
  const { id } = await db
    .insertInto('lti_platforms')
    .values({ ...columns(values), created_at: now, updated_at: now, updated_by: by })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Saves the edit made on `version` (ADR 188). The check and the increment are one UPDATE, so of two saves of one
 * version exactly one wins; the loser changes nothing.
 */
export async function updatePlatform(
  db: Db,
  id: number,
  values: PlatformValues & { readonly version: number },
  now: Date,
  by: number,
): Promise<VersionedUpdate> {
  const platform = { ...columns(values), updated_at: now };
  return updateOnVersion(db, 'lti_platforms', { id }, values.version, platform, by);
}

export async function deletePlatform(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('lti_platforms').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
