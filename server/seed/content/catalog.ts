/** Subjects (tags), institutions and the section tree of the demo library. */
import type { Kysely } from 'kysely';
import * as z from 'zod';
import {
  ArticleTypeSchema,
  SECTION_PRODUCTS,
  type SectionProduct,
} from '../../../src/domain/content/content';
import type { Database } from '../../db/database';
import { seedData } from '../seedData';
import { INSTITUTION_FEATURES, INSTITUTIONS } from './people';
import type { Random } from './random';
import sections from './sections.json';
import { SUBJECTS } from './subjects';

const DomainSeedSchema = z.object({
  title: z.string().min(1),
  product: z.enum(SECTION_PRODUCTS),
  articleType: ArticleTypeSchema,
  children: z
    .array(z.object({ title: z.string().min(1), subjects: z.array(z.string().min(1)).min(1) }))
    .min(1),
});
type DomainSeed = z.output<typeof DomainSeedSchema>;

/**
 * Top-level sections are article domains; their children are the sections quizzes and searches refer to
 * (sections.json). The Lab Manual's parts (lab_manual_prep, lab_manual_procedure) live in its domain too.
 */
export const DOMAINS: readonly DomainSeed[] = seedData('sections.json', z.array(DomainSeedSchema), sections);

export interface SeededSection {
  readonly id: number;
  readonly title: string;
  readonly domainId: number;
  readonly product: SectionProduct;
  readonly subjects: readonly string[];
}

export interface Catalog {
  /** Subject title → tag id. */
  readonly tagIds: ReadonlyMap<string, number>;
  readonly domains: readonly { readonly id: number; readonly seed: DomainSeed }[];
  readonly sections: readonly SeededSection[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Subscription and trial ends of the demo institutions (ADR 181), counted from the day of seeding: some subscribed
 * for a year, some on a 30-day trial, one whose trial ended a week ago, the rest without either.
 */
function institutionEnds(
  index: number,
  now: Date,
): { subscription_ends_at: Date | null; trial_ends_at: Date | null } {
  const endOfDayIn = (days: number) => {
    const day = new Date(now.getTime() + days * DAY_MS);
    day.setUTCHours(23, 59, 59, 999);
    return day;
  };
  switch (index % 4) {
    case 0:
      return { subscription_ends_at: endOfDayIn(365), trial_ends_at: null };
    case 1:
      return { subscription_ends_at: null, trial_ends_at: endOfDayIn(index === 1 ? -7 : 30) };
    default:
      return { subscription_ends_at: null, trial_ends_at: null };
  }
}

export async function seedCatalog(db: Kysely<Database>, random: Random, now: Date): Promise<Catalog> {
  const tags = await db
    .insertInto('tags')
    .values(SUBJECTS.map((subject) => ({ title: subject.title })))
    .returning(['id', 'title'])
    .execute();

  const institutions = await db
    .insertInto('institutions')
    .values(
      INSTITUTIONS.map((institution, index) => ({
        title: institution.title,
        // A few unapproved and unsubscribed institutions keep the list filters meaningful.
        approved: index % 7 !== 6,
        product_id: random.int(1, 4),
        feature: index % 5 === 4 ? null : random.pick(INSTITUTION_FEATURES),
        has_education_subscription: index % 4 !== 3,
        has_unlimited_subscription: index % 3 === 0,
        ...institutionEnds(index, now),
      })),
    )
    .returning('id')
    .execute();
  // Each institution's own domain; every third also its alumni domain (ADR 181: an institution has several).
  await db
    .insertInto('institution_domains')
    .values(
      INSTITUTIONS.flatMap((institution, index) => {
        const id = institutions[index]!.id;
        const alumni = institution.emailDomain.replace(/\.example$/, '-alumni.example');
        return [
          { institution_id: id, domain: institution.emailDomain },
          ...(index % 3 === 1 ? [{ institution_id: id, domain: alumni }] : []),
        ];
      }),
    )
    .execute();

  const domains: { id: number; seed: DomainSeed }[] = [];
  const sections: SeededSection[] = [];
  for (const [index, seed] of DOMAINS.entries()) {
    const { id } = await db
      .insertInto('sections')
      .values({ title: seed.title, product: seed.product, article_type: seed.articleType, sort_index: index })
      .returning('id')
      .executeTakeFirstOrThrow();
    domains.push({ id, seed });
    const children = await db
      .insertInto('sections')
      .values(
        seed.children.map((child, childIndex) => ({
          title: child.title,
          product: seed.product,
          article_type: seed.articleType,
          parent_id: id,
          sort_index: childIndex,
        })),
      )
      .returning(['id', 'title'])
      .execute();
    const childIds = new Map(children.map((child) => [child.title, child.id]));
    for (const child of seed.children) {
      const childId = childIds.get(child.title)!;
      sections.push({
        id: childId,
        title: child.title,
        domainId: id,
        product: seed.product,
        subjects: child.subjects,
      });
    }
  }

  return { tagIds: new Map(tags.map((tag) => [tag.title, tag.id])), domains, sections };
}
