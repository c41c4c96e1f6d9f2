/**
 * The publisher's desk in the demo (ADR 314): the library's articles were made by the desk's editor and published
 * by the super admin on their publication date; three named authors have several articles each (their author
 * pages); and the editor (publish@demo.test) has articles in every status: two drafts, two in review, one
 * scheduled a few minutes after the seed runs (its job queued for that moment), one unpublished with a reason and
 * two published. No random draw: the rest of the seed is unchanged.
 */
import { sql, type Kysely } from 'kysely';
import type { ArticleHistoryKind, ArticleStatus } from '../../../src/domain/publish/articleLifecycle';
import type { Database } from '../../db/database';
import type { NewArticleHistoryRow } from '../../db/publishTables';
import { ARTICLE_PUBLISH_JOB } from '../../repositories/publish/articleSteps';
import { enqueueJob } from '../../repositories/shared/jobs';
import type { SeededArticle } from './articles';
import { insertRows, json } from './bulk';
import type { Catalog } from './catalog';
import { MEDIA } from './media';
import { DESK_ARTICLES, FEATURED_AUTHORS, SAMPLE_VIDEO_NAME, type DeskArticleSeed } from './deskArticleSeeds';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface DeskPeople {
  /** The desk's editor (publish@demo.test) and an approver (super@demo.test); null where the store has none. */
  readonly editor: number | null;
  readonly approver: number | null;
}

async function deskPeople(db: Kysely<Database>): Promise<DeskPeople> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', ['publish@demo.test', 'super@demo.test'])
    .execute();
  const idOf = (email: string) => rows.find((row) => row.email === email)?.id ?? null;
  return { editor: idOf('publish@demo.test'), approver: idOf('super@demo.test') };
}

export async function seedDesk(
  db: Kysely<Database>,
  catalog: Catalog,
  articles: readonly SeededArticle[],
  now: Date,
  videoBytes: number,
): Promise<void> {
  const people = await deskPeople(db);
  await seedLibraryHistory(db, people);
  await featureAuthors(db, articles);
  await db
    .updateTable('article_videos')
    .set({ file_name: SAMPLE_VIDEO_NAME, file_size: videoBytes })
    .where('cdn_file', '=', MEDIA.video)
    .execute();
  for (const seed of DESK_ARTICLES) await seedDeskArticle(db, catalog, seed, people, now, videoBytes);
}

/** Each library article: made by the editor, published by the approver, both on its publication date. */
async function seedLibraryHistory(db: Kysely<Database>, people: DeskPeople): Promise<void> {
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'published_at'])
    .where('status', '=', 'published')
    .orderBy('id')
    .execute();
  await db
    .updateTable('articles')
    .set({
      created_at: sql`published_at`,
      updated_at: sql`published_at`,
      created_by: people.editor,
      updated_by: people.approver,
      version: 2,
    })
    .where('status', '=', 'published')
    .execute();
  await insertRows(
    db,
    'article_history',
    rows.flatMap(({ id, published_at: at }): NewArticleHistoryRow[] => [
      historyRow(id, 'created', null, 'draft', at!, people.editor),
      historyRow(id, 'publish', 'in_review', 'published', at!, people.approver),
    ]),
  );
}

const historyRow = (
  articleId: number,
  kind: ArticleHistoryKind,
  from: ArticleStatus | null,
  to: ArticleStatus,
  at: Date,
  by: number | null,
  more: { note?: string; scheduledAt?: Date } = {},
): NewArticleHistoryRow => ({
  article_id: articleId,
  kind,
  from_status: from,
  to_status: to,
  note: more.note ?? null,
  scheduled_at: more.scheduledAt ?? null,
  at,
  by_user: by,
});

/** The named authors lead some research articles of the library, a fixed choice among them. */
async function featureAuthors(db: Kysely<Database>, articles: readonly SeededArticle[]): Promise<void> {
  const research = articles.filter((a) => a.type === 'journal' || a.type === 'encyclopedia_of_experiments');
  for (const [index, author] of FEATURED_AUTHORS.entries()) {
    const ids = Array.from({ length: author.libraryArticles }, (_, n) => research[index + n * 7]!.id);
    const lead = json([{ name: author.name, institutionIndexes: [0] }]);
    await db
      .updateTable('articles')
      .set({ authors: sql`${lead}::jsonb || authors` })
      .where('id', 'in', ids)
      .execute();
  }
}

/** One desk article as its steps left it, with its history and, when it has its video, the sample video. */
async function seedDeskArticle(
  db: Kysely<Database>,
  catalog: Catalog,
  seed: DeskArticleSeed,
  people: DeskPeople,
  now: Date,
  videoBytes: number,
): Promise<void> {
  const section = catalog.sections.find((s) => s.title === seed.section)!;
  const subjects = seed.subjects;
  const made = new Date(now.getTime() - seed.madeDaysAgo * DAY_MS);
  const steps = seed.steps.map((step, index) => ({
    ...step,
    at:
      step.hoursAgo === undefined
        ? new Date(made.getTime() + (index + 1) * DAY_MS)
        : new Date(now.getTime() - step.hoursAgo * 60 * MINUTE_MS),
  }));
  const last = steps.at(-1);
  const status: ArticleStatus = last?.to ?? 'draft';
  const scheduledAt =
    status === 'scheduled' ? new Date(now.getTime() + seed.scheduledInMinutes! * MINUTE_MS) : null;
  const publishedAt = steps.find((step) => step.to === 'published')?.at ?? null;
  const approver = (kind: ArticleHistoryKind) => (kind === 'submit' ? people.editor : people.approver);
  const { id } = await db
    .insertInto('articles')
    .values({
      title: seed.title,
      article_type: seed.articleType,
      header_image: seed.video ? MEDIA.headerImage : null,
      images: json(
        seed.video ? { short: MEDIA.imageShort, large: MEDIA.imageLarge } : { short: '', large: '' },
      ),
      authors: json(seed.authors.map((name, index) => ({ name, institutionIndexes: [index === 0 ? 0 : 1] }))),
      institutions: json(seed.institutions),
      path: json([
        ...subjects.map((title) => ({ type: 'subject', title })),
        ...seed.topics.map((title) => ({ type: 'topic', title })),
      ]),
      domain_id: section.domainId,
      section_id: section.id,
      abstract: seed.abstract,
      status,
      scheduled_at: scheduledAt,
      published_at: publishedAt,
      ever_published: publishedAt !== null,
      version: 1 + steps.length,
      created_at: made,
      created_by: people.editor,
      updated_at: last?.at ?? made,
      updated_by: last ? approver(last.kind) : people.editor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertRows(
    db,
    'article_tags',
    subjects.map((subject) => ({ article_id: id, tag_id: catalog.tagIds.get(subject)! })),
  );
  if (seed.video)
    await db
      .insertInto('article_videos')
      .values({
        article_id: id,
        cdn_file: MEDIA.video,
        fp_resource_id: null,
        meta_width: MEDIA.videoWidth,
        meta_height: MEDIA.videoHeight,
        subtitles: json(MEDIA.subtitles),
        thumbnails: json(MEDIA.thumbnails),
        images: json({ large: MEDIA.poster, short: MEDIA.thumbnails[0], headerImage: MEDIA.headerImage }),
        duration: MEDIA.videoDuration,
        file_name: SAMPLE_VIDEO_NAME,
        file_size: videoBytes,
      })
      .execute();
  let from: ArticleStatus = 'draft';
  const history = [historyRow(id, 'created', null, 'draft', made, people.editor)];
  for (const step of steps) {
    const more = {
      ...(step.note ? { note: step.note } : {}),
      ...(step.kind === 'schedule' && scheduledAt ? { scheduledAt } : {}),
    };
    history.push(historyRow(id, step.kind, from, step.to, step.at, approver(step.kind), more));
    from = step.to;
  }
  await insertRows(db, 'article_history', history);
  if (scheduledAt)
    await enqueueJob(
      db,
      ARTICLE_PUBLISH_JOB,
      { articleId: id, at: scheduledAt.toISOString() },
      now,
      scheduledAt,
    );
}
