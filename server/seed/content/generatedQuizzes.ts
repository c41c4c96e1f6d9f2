/**
 * Bulk quizzes for load and benchmark runs (`npm run seed -- --quizzes N`): mixed kinds, each with two
 * activities of five items (one video and four text questions), written a thousand quizzes per batch.
 */
import { type Kysely, sql } from 'kysely';
import type { QuizKind } from '../../db/contentTables';
import type { Database } from '../../db/database';
import { findDemoUsers } from './demoUsers';
import type { QuizSpec } from './quizGraph';
import { insertQuizzes } from './quizGraph';
import { type ArticleRef, buildActivities, daysFrom } from './quizParts';
import { createRandom, type Random } from './random';
import { SUBJECTS } from './subjects';

const BATCH = 1000;
/** Kinds in rough proportion to real use: mostly user quizzes. */
const KINDS: readonly QuizKind[] = [
  'user',
  'user',
  'user',
  'user',
  'template',
  'template',
  'admin',
  'admin',
  'library',
  'library',
];
const NOUNS = [
  'Review',
  'Practice Set',
  'Check-in',
  'Unit Test',
  'Warm-up',
  'Exit Ticket',
  'Pre-Lab Quiz',
  'Recap',
];

interface Pools {
  readonly articles: readonly ArticleRef[];
  readonly tagIds: ReadonlyMap<string, number>;
  readonly sectionIds: readonly number[];
  readonly ownerIds: readonly (number | null)[];
  readonly superId: number | null;
}

async function loadPools(db: Kysely<Database>): Promise<Pools> {
  const articles = await db
    .selectFrom('articles')
    .select(['id', 'title', sql<string>`path -> 0 ->> 'title'`.as('subject')])
    .orderBy('id')
    .execute();
  const tags = await db.selectFrom('tags').select(['id', 'title']).execute();
  const sections = await db
    .selectFrom('sections')
    .select('id')
    .where('parent_id', 'is not', null)
    .orderBy('id')
    .execute();
  const users = await findDemoUsers(db);
  const owners = [...users.values()].map((user) => user.id);
  return {
    articles,
    tagIds: new Map(tags.map((tag) => [tag.title, tag.id])),
    sectionIds: sections.map((section) => section.id),
    ownerIds: owners.length > 0 ? owners : [null],
    superId: users.get('super@demo.test')?.id ?? null,
  };
}

function generatedQuiz(pools: Pools, random: Random, number: number, now: Date): QuizSpec {
  const kind = KINDS[number % KINDS.length]!;
  const subject = random.pick(SUBJECTS).title;
  const sectional = kind === 'library' && pools.sectionIds.length > 0 && random.chance(0.5);
  const lead = kind === 'template' && pools.articles.length > 0 ? random.pick(pools.articles) : undefined;
  const end = random.chance(0.4) ? null : random.int(-120, 120);
  const tagId = pools.tagIds.get(lead?.subject ?? subject);
  return {
    quiz: {
      kind,
      title: `${lead?.subject ?? subject} ${random.pick(NOUNS)} ${number}`,
      article_id: lead?.id ?? null,
      quiz_type: kind === 'library' ? (sectional ? 'section' : 'textbook') : null,
      section_id: sectional ? random.pick(pools.sectionIds) : null,
      is_graded: random.chance(0.6),
      end_date: end === null || kind === 'template' ? null : daysFrom(now, end),
      duration: random.chance(0.3) ? random.int(1, 6) * 10 * 60 : null,
      show_caption: random.chance(0.5),
      restrict_non_institutional: kind === 'user' && random.chance(0.3),
      owner_user_id: kind === 'user' ? random.pick(pools.ownerIds) : pools.superId,
      created_at: daysFrom(now, -random.int(1, 700)),
    },
    tagIds: tagId === undefined ? [] : [tagId],
    activities: buildActivities(
      random,
      lead?.subject ?? subject,
      pools.articles,
      { activities: 2, itemsPerActivity: [5, 5] },
      lead,
    ),
  };
}

/** Adds `count` generated quizzes; the content seed should have run first (articles, tags, sections). */
export async function insertGeneratedQuizzes(db: Kysely<Database>, count: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pools = await loadPools(trx);
    const existing = await trx
      .selectFrom('quizzes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const first = Number(existing.count) + 1;
    // Seeded by the quiz count, so two runs on the same store write the same quizzes.
    const random = createRandom(0x5eed + first);
    for (let start = 0; start < count; start += BATCH) {
      const size = Math.min(BATCH, count - start);
      const specs = Array.from({ length: size }, (_, i) =>
        generatedQuiz(pools, random, first + start + i, now),
      );
      await insertQuizzes(trx, specs);
    }
  });
}
