/**
 * One institution (ADR 181): its fields, e-mail domains, subscription and trial end, instructors (users of the
 * institution) and classes (linked through `classes.institution_id`), created and updated on a version (ADR 109).
 * Every write runs in one transaction: a refused save leaves what is stored untouched.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  endOfDay,
  type InstitutionDetail,
  type InstitutionSave,
} from '../../../src/domain/institutions/institutions';
import { staleOutcome, type VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import type { Database } from '../../db/database';
import { institutionFields } from './institutions';

type Db = Kysely<Database> | Transaction<Database>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function findInstitution(db: Db, id: number): Promise<InstitutionDetail | undefined> {
  const row = await db.selectFrom('institutions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [domains, instructors, classes] = await Promise.all([
    db
      .selectFrom('institution_domains')
      .select('domain')
      .where('institution_id', '=', id)
      .orderBy('domain')
      .execute(),
    db
      .selectFrom('users as u')
      .leftJoin('user_subscriptions as us', 'us.user_id', 'u.id')
      .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'us.ends_at'])
      .where('u.institution_id', '=', id)
      .orderBy('u.last_name')
      .orderBy('u.id')
      .execute(),
    db
      .selectFrom('classes as c')
      .leftJoin('users as o', 'o.id', 'c.owner_user_id')
      .select(['c.id', 'c.title', 'o.email'])
      .where('c.institution_id', '=', id)
      .orderBy('c.title')
      .orderBy('c.id')
      .execute(),
  ]);
  return {
    ...institutionFields(row),
    emailDomains: domains.map((d) => d.domain),
    subscriptionEndsAt: iso(row.subscription_ends_at),
    trialEndsAt: iso(row.trial_ends_at),
    createdAt: iso(row.created_at)!,
    instructors: instructors.map((u) => ({
      id: u.id,
      email: u.email,
      firstName: u.first_name,
      lastName: u.last_name,
      ownEndsAt: iso(u.ends_at),
    })),
    classes: classes.map((c) => ({ id: c.id, title: c.title, ownerEmail: c.email })),
    version: row.version,
  };
}

/** The domains of the list that another institution already has, with that institution's title. */
export async function domainsTakenElsewhere(
  db: Db,
  domains: readonly string[],
  institutionId: number | null,
): Promise<{ domain: string; title: string }[]> {
  if (domains.length === 0) return [];
  let query = db
    .selectFrom('institution_domains as d')
    .innerJoin('institutions as i', 'i.id', 'd.institution_id')
    .select(['d.domain', 'i.title'])
    .where('d.domain', 'in', [...domains]);
  if (institutionId !== null) query = query.where('d.institution_id', '<>', institutionId);
  return query.orderBy('d.domain').execute();
}

const columnsOf = (values: InstitutionSave) => ({
  title: values.title,
  approved: values.approved,
  product_id: values.productId,
  feature: values.feature,
  has_education_subscription: values.hasEducationSubscription,
  has_unlimited_subscription: values.hasUnlimitedSubscription,
  subscription_ends_at: values.subscriptionEndsAt === null ? null : endOfDay(values.subscriptionEndsAt),
  trial_ends_at: values.trialEndsAt === null ? null : endOfDay(values.trialEndsAt),
});

async function replaceDomains(trx: Transaction<Database>, id: number, domains: readonly string[]) {
  await trx.deleteFrom('institution_domains').where('institution_id', '=', id).execute();
  if (domains.length)
    await trx
      .insertInto('institution_domains')
      .values(domains.map((domain) => ({ institution_id: id, domain })))
      .execute();
}

export async function createInstitution(
  db: Kysely<Database>,
  values: InstitutionSave,
  now: Date,
  by: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('institutions')
      .values({ ...columnsOf(values), created_at: now, updated_by: by })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceDomains(trx, id, values.emailDomains);
    return id;
  });
}

/**
 * Saves on the version the edit was made on. A renamed institution's linked classes take its new title, so the text
 * a class shows and its link agree.
 */
export async function updateInstitution(
  db: Kysely<Database>,
  id: number,
  values: InstitutionSave & { readonly version: number },
  by: number,
): Promise<VersionedUpdate> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('institutions')
      .select(['version', 'title', 'updated_by'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return 'missing';
    if (current.version !== values.version) return staleOutcome(current.updated_by, by);
    await trx
      .updateTable('institutions')
      .set({ ...columnsOf(values), updated_by: by, version: sql`version + 1` })
      .where('id', '=', id)
      .execute();
    await replaceDomains(trx, id, values.emailDomains);
    if (current.title !== values.title)
      await trx
        .updateTable('classes')
        .set({ institution: values.title })
        .where('institution_id', '=', id)
        .execute();
    return 'updated';
  });
}
