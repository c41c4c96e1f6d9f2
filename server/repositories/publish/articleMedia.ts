/**
 * An article's media as stored (ADR 315): its video file, subtitles and pictures live on its first video record
 * (`article_videos`), its thumbnail and header image on the article too, as the library's readers have them. Each
 * change is one more version of the article, refused while its status locks it, and answers the stored files no
 * longer referenced, which the route removes once the change is committed.
 */
import { basename } from 'node:path';
import { mediaUrl } from '../../../src/api/content/contentContract';
import type { ArticleMedia } from '../../../src/domain/publish/deskArticle';
import type { Updateable } from 'kysely';
import type { ArticleImages, ArticleVideo, ArticleVideoTable, VideoImages } from '../../db/contentTables';
import {
  isRefusal,
  lockForEdit,
  markChanged,
  type DeskActor,
  type DeskRefusal,
  type Trx,
} from './articleChanges';

export type MediaChange =
  | {
      readonly kind: 'video';
      readonly key: string;
      readonly fileName: string;
      readonly size: number;
      readonly duration: number | null;
    }
  | { readonly kind: 'subtitles'; readonly language: string; readonly key: string | null }
  | { readonly kind: 'thumbnail' | 'header'; readonly key: string };

interface ArticlePictures {
  readonly images: ArticleImages;
  readonly header_image: string | null;
}

/** The media as the desk shows them. */
export function mediaOf(article: ArticlePictures, video: ArticleVideo | undefined): ArticleMedia {
  const file = video?.cdn_file;
  return {
    video: file
      ? {
          url: mediaUrl(file),
          fileName: video.file_name ?? basename(file),
          size: video.file_size ?? 0,
          duration: video.duration,
        }
      : null,
    subtitles: Object.fromEntries(
      Object.entries(video?.subtitles ?? {}).map(([language, key]) => [language, mediaUrl(key)]),
    ),
    thumbnail: article.images.short ? mediaUrl(article.images.short) : null,
    headerImage: article.header_image ? mediaUrl(article.header_image) : null,
  };
}

/** Every stored file the article and its videos point at. */
export function storedKeysOf(article: ArticlePictures, videos: readonly ArticleVideo[]): string[] {
  const keys = [article.images.short, article.images.large, article.header_image];
  for (const video of videos)
    keys.push(
      video.cdn_file,
      ...Object.values(video.subtitles),
      ...video.thumbnails,
      ...Object.values(video.images),
    );
  return [...new Set(keys.filter((key): key is string => typeof key === 'string' && key !== ''))];
}

const picturesOf = (trx: Trx, id: number) =>
  trx
    .selectFrom('articles')
    .select(['images', 'header_image'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const videosOf = (trx: Trx, id: number) =>
  trx.selectFrom('article_videos').selectAll().where('article_id', '=', id).orderBy('id').execute();

/** The article's first video record, made (without a file) when it has none yet, covered by its pictures. */
async function videoRecord(trx: Trx, id: number, pictures: ArticlePictures): Promise<ArticleVideo> {
  const [first] = await videosOf(trx, id);
  if (first) return first;
  const images: VideoImages = {
    large: pictures.images.large,
    short: pictures.images.short,
    headerImage: pictures.header_image ?? '',
  };
  return trx
    .insertInto('article_videos')
    .values({
      article_id: id,
      cdn_file: null,
      fp_resource_id: null,
      meta_width: null,
      meta_height: null,
      subtitles: '{}',
      thumbnails: JSON.stringify(pictures.images.short ? [pictures.images.short] : []),
      images: JSON.stringify(images),
      duration: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Writes one change to the article and its video record; false when there was nothing to change. */
async function apply(trx: Trx, id: number, change: MediaChange, pictures: ArticlePictures): Promise<boolean> {
  if (change.kind === 'subtitles' && change.key === null) {
    // A language removed that the article does not have changes nothing.
    const [first] = await videosOf(trx, id);
    if (!first || !(change.language in first.subtitles)) return false;
  }
  const video = await videoRecord(trx, id, pictures);
  const setVideo = (values: Updateable<ArticleVideoTable>) =>
    trx.updateTable('article_videos').set(values).where('id', '=', video.id).execute();
  switch (change.kind) {
    case 'video':
      await setVideo({
        cdn_file: change.key,
        fp_resource_id: null,
        file_name: change.fileName,
        file_size: change.size,
        duration: change.duration === null ? null : Math.round(change.duration),
      });
      return true;
    case 'subtitles': {
      const subtitles = { ...video.subtitles };
      if (change.key === null) delete subtitles[change.language];
      else subtitles[change.language] = change.key;
      await setVideo({ subtitles: JSON.stringify(subtitles) });
      return true;
    }
    case 'thumbnail':
      await trx
        .updateTable('articles')
        .set({ images: JSON.stringify({ short: change.key, large: change.key }) })
        .where('id', '=', id)
        .execute();
      await setVideo({
        images: JSON.stringify({ ...video.images, large: change.key, short: change.key }),
        thumbnails: JSON.stringify([change.key]),
      });
      return true;
    case 'header':
      await trx.updateTable('articles').set({ header_image: change.key }).where('id', '=', id).execute();
      await setVideo({ images: JSON.stringify({ ...video.images, headerImage: change.key }) });
      return true;
  }
}

/** One media change by the actor while the article lets them edit it; the files it no longer points at. */
export async function changeArticleMedia(
  trx: Trx,
  id: number,
  change: MediaChange,
  actor: DeskActor,
  now: Date,
): Promise<{ ok: true; unreferenced: string[] } | DeskRefusal> {
  const row = await lockForEdit(trx, id, actor);
  if (isRefusal(row)) return row;
  const pictures = await picturesOf(trx, id);
  const before = storedKeysOf(pictures, await videosOf(trx, id));
  if (!(await apply(trx, id, change, pictures))) return { ok: true, unreferenced: [] };
  await markChanged(trx, row, actor, now);
  const after = new Set(storedKeysOf(await picturesOf(trx, id), await videosOf(trx, id)));
  return { ok: true, unreferenced: before.filter((key) => !after.has(key)) };
}
