/**
 * Quizzes that exist only to be opened in the editor and saved as new: a template from one article (its video)
 * and from a playlist (its videos, each followed by the questions of the article's template quiz). Their ids are
 * negative placeholders; the editor sends no ids on create.
 */
import { pictureField } from '../../../src/questionTypes/shared/domain/optionPicture';
import type { Kysely } from 'kysely';
import { ITEM_TYPE, type Quiz, type QuizItem } from '../../../src/domain/quiz/quiz';
import { activityTitle } from '../../../src/domain/quiz/editor/quizEditorState';
import type { Database } from '../../db/database';
import { loadActivities } from './quizzes';
import { loadVideoArticles, type VideoArticle } from './videoArticles';
import type { Caller } from '../../../src/domain/access/capabilities';
import { canViewPlaylist } from '../../../src/domain/playlists/playlistCapabilities';
import { isTextBlock } from '../../../src/questionTypes/textBlock/domain/textBlock';

type Db = Kysely<Database>;

function placeholderIds() {
  let next = 0;
  return () => --next;
}

function draftQuiz(
  title: string,
  article: Quiz['article'],
  tags: Quiz['tags'],
  items: QuizItem[],
  now: Date,
): Quiz {
  return {
    id: 0,
    kind: 'template',
    title,
    article,
    tags,
    active: true,
    startDate: null,
    endDate: null,
    duration: null,
    countOfQuestions: items.filter((item) => item.type !== ITEM_TYPE.video && !isTextBlock(item)).length,
    editable: true,
    isGraded: false,
    showCaption: false,
    restrictNonInstitutional: false,
    isAssignSomeone: false,
    sharedList: [],
    processStatus: 1,
    quizType: null,
    sectionId: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    createdBy: null,
    activities: [{ id: -1, title: activityTitle(1), sortIndex: 1, items }],
    version: 0,
  };
}

const videoItem = (id: number, sortIndex: number, article: VideoArticle): QuizItem => ({
  id,
  sortIndex,
  type: ITEM_TYPE.video,
  title: article.title,
  image: null,
  isMultiple: false,
  rightAnswer: [],
  article,
  textOptions: [],
  questionOrder: null,
});

/** A template prefilled with one article's video and subjects; undefined when there is no such article. */
export async function quizFromArticle(db: Db, articleId: number, now: Date): Promise<Quiz | undefined> {
  const articles = await loadVideoArticles(db, [articleId]);
  const article = articles.get(articleId);
  // A template starts from an offered article only (ADR 314): another is missing to its author.
  if (!article || article.unavailable) return undefined;
  const tags = await db
    .selectFrom('article_tags as at')
    .innerJoin('tags as t', 't.id', 'at.tag_id')
    .select(['t.id', 't.title'])
    .where('at.article_id', '=', articleId)
    .orderBy('t.title')
    .execute();
  return draftQuiz(
    article.title,
    { id: article.id, title: article.title },
    tags,
    [videoItem(-1, 1, article)],
    now,
  );
}

/** The questions of each article's newest template quiz, keyed by article id. */
async function templateQuestions(db: Db, articleIds: readonly number[]): Promise<Map<number, QuizItem[]>> {
  if (articleIds.length === 0) return new Map();
  const templates = await db
    .selectFrom('quizzes')
    .select(['id', 'article_id'])
    .where('kind', '=', 'template')
    .where('article_id', 'in', articleIds)
    .orderBy('id', 'desc')
    .execute();
  const newest = new Map<number, number>();
  for (const t of templates)
    if (t.article_id !== null && !newest.has(t.article_id)) newest.set(t.article_id, t.id);
  const result = new Map<number, QuizItem[]>();
  for (const [articleId, quizId] of newest) {
    const activities = await loadActivities(db, quizId);
    result.set(
      articleId,
      activities.flatMap((a) => a.items).filter((item) => item.type !== ITEM_TYPE.video),
    );
  }
  return result;
}

/**
 * A template prefilled from a playlist the caller may read: each article's video in playlist order, followed by
 * its template questions. The import dialog keeps the videos, the questions or both. An article no longer offered
 * is left out (ADR 314).
 */
export async function quizFromPlaylist(
  db: Db,
  playlistId: number,
  caller: Caller,
  now: Date,
): Promise<Quiz | undefined> {
  const playlist = await db
    .selectFrom('playlists')
    .select(['id', 'title', 'owner_user_id'])
    .where('id', '=', playlistId)
    .executeTakeFirst();
  if (!playlist || !canViewPlaylist(caller, { ownerUserId: playlist.owner_user_id })) return undefined;
  const entries = await db
    .selectFrom('playlist_items')
    .select('article_ids')
    .where('playlist_id', '=', playlistId)
    .orderBy('sort_index')
    .orderBy('id')
    .execute();
  const articleIds = [...new Set(entries.flatMap((entry) => entry.article_ids))];
  const [articles, questions] = await Promise.all([
    loadVideoArticles(db, articleIds),
    templateQuestions(db, articleIds),
  ]);
  const nextId = placeholderIds();
  const items: QuizItem[] = [];
  for (const articleId of articleIds) {
    const article = articles.get(articleId);
    if (!article || article.unavailable) continue;
    items.push(videoItem(nextId(), items.length + 1, article));
    for (const question of questions.get(articleId) ?? []) {
      const optionIds = new Map(question.textOptions.map((option) => [option.id, nextId()]));
      items.push({
        ...question,
        id: nextId(),
        sortIndex: items.length + 1,
        textOptions: question.textOptions.map((option) => ({
          id: optionIds.get(option.id)!,
          text: option.text,
          ...pictureField(option.picture),
        })),
        rightAnswer: question.rightAnswer.flatMap((id) => (optionIds.has(id) ? [optionIds.get(id)!] : [])),
        questionOrder: null,
      });
    }
  }
  return draftQuiz(playlist.title, null, [], items, now);
}
