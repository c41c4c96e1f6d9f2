/**
 * One article on the publisher's desk (ADR 314): read whole (its text, subjects and topics, media, the player's
 * data, its status with the caller's actions and its history), made, saved on its version and deleted while it is a
 * draft never published. Subjects are its tags; its `path` holds the subjects' titles and then its topics.
 */
import type { Kysely } from 'kysely';
import type { ParsedArticleSave } from './deskSave';
import {
  mayDeleteArticle,
  mayEditArticle,
  missingForReview,
  stepsFor,
  type ArticleStatus,
  type DeskRole,
} from '../../../src/domain/publish/articleLifecycle';
import type { DeskActions, DeskArticle } from '../../../src/domain/publish/deskArticle';
import type { ArticleVideo } from '../../db/contentTables';
import type { Database } from '../../db/database';
import { videoDataOf } from '../quiz/videoArticles';
import { historyOf, personOf, recordHistory } from './articleHistory';
import {
  isRefusal,
  lockForEdit,
  markChanged,
  refusal,
  type DeskActor,
  type DeskRefusal,
  type Trx,
} from './articleChanges';
import { articleColumns, resolveSave, writeSubjects } from './deskSave';
import { mediaOf, storedKeysOf } from './articleMedia';

type Db = Kysely<Database>;

/** What the caller's desk role may do with an article now (the server's answer, ADR 314). */
export function deskActionsOf(
  status: ArticleStatus,
  everPublished: boolean,
  role: DeskRole | null,
): DeskActions {
  return {
    steps: stepsFor(status, role),
    edit: mayEditArticle(status, role),
    delete: mayDeleteArticle(status, everPublished, role),
  };
}

/** The first video of an article: its file, subtitles and pictures (a desk article has at most one). */
export async function firstVideoOf(db: Db | Trx, articleId: number): Promise<ArticleVideo | undefined> {
  return db
    .selectFrom('article_videos')
    .selectAll()
    .where('article_id', '=', articleId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export const hasVideoFile = (video: ArticleVideo | undefined): boolean =>
  Boolean(video?.cdn_file || video?.fp_resource_id);

export async function findDeskArticle(
  db: Db | Trx,
  id: number,
  role: DeskRole | null,
): Promise<DeskArticle | undefined> {
  const row = await db
    .selectFrom('articles as a')
    .leftJoin('users as u', 'u.id', 'a.updated_by')
    .selectAll('a')
    .select(['u.first_name', 'u.last_name', 'u.email'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [subjects, video, history] = await Promise.all([
    db.selectFrom('article_tags').select('tag_id').where('article_id', '=', id).orderBy('tag_id').execute(),
    firstVideoOf(db, id),
    historyOf(db, id),
  ]);
  const hasVideo = hasVideoFile(video);
  const ref = { id: row.id, title: row.title, articleType: row.article_type };
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    abstract: row.abstract ?? '',
    articleType: row.article_type,
    sectionId: row.section_id,
    authors: row.authors,
    institutions: row.institutions,
    subjectIds: subjects.map((subject) => subject.tag_id),
    topics: row.path.filter((entry) => entry.type === 'topic').map((entry) => entry.title),
    status: row.status,
    scheduledAt: row.scheduled_at?.toISOString() ?? null,
    publishedAt: row.published_at?.toISOString() ?? null,
    media: mediaOf(row, video),
    videoData: video && hasVideo ? videoDataOf(ref, video) : null,
    actions: deskActionsOf(row.status, row.ever_published, role),
    missingForReview: missingForReview({
      title: row.title,
      abstract: row.abstract,
      sectionId: row.section_id,
      hasVideo,
    }),
    history,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: personOf(row),
  };
}

/** A new draft by the actor, with its 'created' history row; the id, or why the save names something unknown. */
export async function createDeskArticle(
  db: Db,
  save: ParsedArticleSave,
  actor: DeskActor,
  now: Date,
): Promise<{ ok: true; id: number } | DeskRefusal> {
  return db.transaction().execute(async (trx) => {
    const resolved = await resolveSave(trx, save);
    if (isRefusal(resolved)) return resolved;
    const { id } = await trx
      .insertInto('articles')
      .values({
        ...articleColumns(save, resolved),
        images: JSON.stringify({ short: '', large: '' }),
        status: 'draft',
        ever_published: false,
        published_at: null,
        created_at: now,
        created_by: actor.id,
        updated_at: now,
        updated_by: actor.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeSubjects(trx, id, save.subjectIds);
    await recordHistory(trx, {
      article_id: id,
      kind: 'created',
      from_status: null,
      to_status: 'draft',
      at: now,
      by_user: actor.id,
    });
    return { ok: true as const, id };
  });
}

/** Saves the form on `version` while the status lets the actor edit it (ADR 314). */
export async function updateDeskArticle(
  db: Db,
  id: number,
  save: ParsedArticleSave,
  version: number,
  actor: DeskActor,
  now: Date,
): Promise<{ ok: true } | DeskRefusal> {
  return db.transaction().execute(async (trx) => {
    const row = await lockForEdit(trx, id, actor, version);
    if (isRefusal(row)) return row;
    const resolved = await resolveSave(trx, save);
    if (isRefusal(resolved)) return resolved;
    await markChanged(trx, row, actor, now, articleColumns(save, resolved));
    await writeSubjects(trx, id, save.subjectIds);
    return { ok: true as const };
  });
}

/** Deletes a draft never published; answers the stored files it had, for the route to remove. */
export async function deleteDeskArticle(
  db: Db,
  id: number,
  actor: DeskActor,
): Promise<{ ok: true; files: string[] } | DeskRefusal> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('articles')
      .select(['id', 'status', 'ever_published', 'images', 'header_image'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return refusal('missing');
    if (!mayDeleteArticle(row.status, row.ever_published, actor.role)) return refusal('notDeletable');
    const videos = await trx.selectFrom('article_videos').selectAll().where('article_id', '=', id).execute();
    await trx.deleteFrom('articles').where('id', '=', id).execute();
    return { ok: true as const, files: storedKeysOf(row, videos) };
  });
}
