/**
 * The articles quiz items show: each with its first video, its images, subtitles and thumbnails as media URLs. Read
 * by the quiz repositories and by the student page's session view.
 *
 * @publicModule the student page (take) reads the videos of the quiz it shows; the article picker (content) shows an
 * article's video as quiz items do (`videoDataOf`).
 */
import type { Kysely } from 'kysely';
import { mediaUrl } from '../../../src/api/content/contentContract';
import type { QuizItem, VideoData } from '../../../src/domain/quiz/quiz';
import type { ArticleVideo } from '../../db/contentTables';
import type { Database } from '../../db/database';
import { isOffered } from '../../../src/domain/publish/articleLifecycle';

type Db = Kysely<Database>;

export type VideoArticle = NonNullable<QuizItem['article']>;

/** An article's video as the console plays it: its images, subtitles, thumbnails and file as media URLs. */
export function videoDataOf(
  article: { readonly id: number; readonly title: string; readonly articleType: VideoData['articleType'] },
  video: ArticleVideo,
): VideoData {
  return {
    articleId: article.id,
    title: article.title,
    images: { short: mediaUrl(video.images.short), large: mediaUrl(video.images.large) },
    subtitles: Object.fromEntries(
      Object.entries(video.subtitles).map(([lang, path]) => [lang, mediaUrl(path)]),
    ),
    thumbnails: video.thumbnails.map(mediaUrl),
    ...(video.cdn_file ? { src: mediaUrl(video.cdn_file) } : {}),
    articleType: article.articleType,
  };
}

/**
 * Articles with their first video, as a quiz item shows them. An article no longer offered (ADR 314) comes with its
 * title and `unavailable`, never its video: the item shows "This video is no longer available".
 */
export async function loadVideoArticles(
  db: Db,
  articleIds: readonly number[],
): Promise<Map<number, VideoArticle>> {
  if (articleIds.length === 0) return new Map();
  const [articles, videos] = await Promise.all([
    db
      .selectFrom('articles')
      .select(['id', 'title', 'article_type', 'status'])
      .where('id', 'in', articleIds)
      .execute(),
    db.selectFrom('article_videos').selectAll().where('article_id', 'in', articleIds).orderBy('id').execute(),
  ]);
  const firstVideo = new Map<number, (typeof videos)[number]>();
  for (const video of videos) if (!firstVideo.has(video.article_id)) firstVideo.set(video.article_id, video);
  return new Map(
    articles.map((article) => {
      if (!isOffered(article.status)) {
        const gone: VideoArticle = {
          id: article.id,
          title: article.title,
          articleType: article.article_type,
          unavailable: true,
        };
        return [article.id, gone];
      }
      const video = firstVideo.get(article.id);
      const videoData =
        video &&
        videoDataOf({ id: article.id, title: article.title, articleType: article.article_type }, video);
      return [
        article.id,
        {
          id: article.id,
          title: article.title,
          articleType: article.article_type,
          ...(videoData ? { videoData } : {}),
        },
      ];
    }),
  );
}
