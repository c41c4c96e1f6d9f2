/**
 * What the model reads about an article (ADR 180): its title, its abstract and its video's transcript (English
 * subtitles first, else the first language it has). The transcript is cut to fit the smallest model's context.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { readStoredFile } from '../exports/packageFiles';
import type { Storage } from '../storage/storage';
import { linesWithin, type TranscriptCue } from '../../src/domain/quiz/editor/aiMoments';
import { timedTranscriptOf } from './transcript';

/** About 6,000 tokens: room for the prompt and ten questions in gpt-3.5-turbo-16k's 16k-token context. */
export const TRANSCRIPT_MAX_CHARS = 24_000;

export interface ArticleContext {
  readonly id: number;
  readonly title: string;
  readonly abstract: string | null;
  /** Null when the video has no readable subtitles. */
  readonly transcript: string | null;
  /**
   * The transcript's lines with their times, as many as fit the same cap numbered (ADR 344); empty without
   * subtitles. Absent: none.
   */
  readonly cues?: readonly TranscriptCue[];
  /** The video's length in seconds; null or absent when unknown. */
  readonly duration?: number | null;
}

export async function loadArticleContext(
  db: Kysely<Database>,
  storage: Storage,
  articleId: number,
): Promise<ArticleContext | undefined> {
  const article = await db
    .selectFrom('articles')
    .leftJoin('article_videos', 'article_videos.article_id', 'articles.id')
    .select([
      'articles.id',
      'articles.title',
      'articles.abstract',
      'article_videos.subtitles',
      'article_videos.duration',
    ])
    .where('articles.id', '=', articleId)
    // Questions are written for offered articles only (ADR 314): another is as missing as an unknown id.
    .where('articles.status', '=', 'published')
    .executeTakeFirst();
  if (!article) return undefined;
  const subtitles = article.subtitles ?? {};
  const key = subtitles.en ?? Object.values(subtitles)[0];
  const bytes = key ? await readStoredFile(storage, key) : undefined;
  const lines = bytes ? timedTranscriptOf(new TextDecoder().decode(bytes)) : [];
  const transcript = lines.map((line) => line.text).join('\n');
  return {
    id: article.id,
    title: article.title,
    abstract: article.abstract?.trim() || null,
    transcript: transcript === '' ? null : transcript.slice(0, TRANSCRIPT_MAX_CHARS),
    cues: linesWithin(lines, TRANSCRIPT_MAX_CHARS),
    duration: article.duration ?? null,
  };
}
