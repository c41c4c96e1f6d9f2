/**
 * Who a provider's sign-in is (ADR 186): links from a provider's subject `(issuer, sub)` to an account, the
 * confirmations of a link waiting for the account's owner, and which institution holds an e-mail domain.
 */
import type { Kysely } from 'kysely';
import {
  domainAndParents,
  institutionOfDomain,
} from '../../../src/domain/identityProviders/identityProviders';
import type { Database } from '../../db/database';

type Db = Kysely<Database>;

export interface ProviderSubject {
  readonly issuer: string;
  readonly subject: string;
}

/** The account this subject is linked to, if any. */
export async function linkedUserId(
  db: Db,
  { issuer, subject }: ProviderSubject,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('identity_provider_links')
    .select('user_id')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.user_id;
}

export async function hasAnyLink(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('identity_provider_links')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Links the subject to the account; a subject already linked keeps its account. */
export async function insertLink(
  db: Db,
  link: ProviderSubject & { userId: number },
  now: Date,
): Promise<void> {
  await db
    .insertInto('identity_provider_links')
    .values({ issuer: link.issuer, subject: link.subject, user_id: link.userId, created_at: now })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .execute();
}

export async function insertLinkRequest(
  db: Db,
  request: ProviderSubject & { secretHash: string; userId: number; expiresAt: Date },
  now: Date,
): Promise<void> {
  // Confirmations never given are dropped as new ones are asked.
  await db.deleteFrom('identity_provider_link_requests').where('expires_at', '<', now).execute();
  await db
    .insertInto('identity_provider_link_requests')
    .values({
      secret_hash: request.secretHash,
      issuer: request.issuer,
      subject: request.subject,
      user_id: request.userId,
      expires_at: request.expiresAt,
    })
    .execute();
}

/** Takes the confirmation of this secret for this account once: unknown, spent, expired or another's: undefined. */
export async function takeLinkRequest(
  db: Db,
  secretHash: string,
  userId: number,
  now: Date,
): Promise<ProviderSubject | undefined> {
  return db
    .updateTable('identity_provider_link_requests')
    .set({ used_at: now })
    .where('secret_hash', '=', secretHash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['issuer', 'subject'])
    .executeTakeFirst();
}

/** The institution holding an e-mail domain (itself or its nearest parent), or null. */
export async function institutionHolding(db: Db, domain: string): Promise<number | null> {
  return (await institutionsHolding(db, [domain])).get(domain) ?? null;
}

/** For each of these e-mail domains, the institution holding it (itself or its nearest parent), or null. */
export async function institutionsHolding(
  db: Db,
  domains: readonly string[],
): Promise<Map<string, number | null>> {
  const candidates = [...new Set(domains.flatMap(domainAndParents))];
  const held =
    candidates.length === 0
      ? []
      : await db
          .selectFrom('institution_domains')
          .select(['domain', 'institution_id as institutionId'])
          .where('domain', 'in', candidates)
          .execute();
  return new Map(domains.map((domain) => [domain, institutionOfDomain(domain, held)]));
}
