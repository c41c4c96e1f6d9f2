/**
 * Calls of the publisher's desk (ADR 314, `PUBLISH_PATHS`): the article list, one article, its save on a version,
 * its lifecycle steps, its media (uploads with progress and abort, a subtitle language's removal), the sections an
 * article may belong to and the desk's figures for the dashboard.
 *
 * @publicModule the dashboard reads the desk's figures.
 */
import type { ArticleSave, DeskArticle } from '../../domain/publish/deskArticle';
import type { HttpClient } from '../shared/http';
import { deleteCall, getCall } from '../shared/recordCalls';
import { uploadFile, type UploadAuth, type UploadProgress } from '../shared/upload';
import {
  ArticleResponseSchema,
  DeskFiguresSchema,
  DeskListResponseSchema,
  PUBLISH_PATHS,
  SectionOptionsResponseSchema,
  type ArticleImageKind,
  type ArticleStepRequest,
  type DeskListRequest,
} from './publishContract';

export const listDeskArticles = (http: HttpClient, request: DeskListRequest, signal?: AbortSignal) =>
  http.request(PUBLISH_PATHS.list, { method: 'POST', body: request, schema: DeskListResponseSchema, signal });

export const getDeskArticle = getCall(PUBLISH_PATHS.one, ArticleResponseSchema);

export const createDeskArticle = (http: HttpClient, article: ArticleSave, signal?: AbortSignal) =>
  http.request(PUBLISH_PATHS.create, {
    method: 'POST',
    body: article,
    schema: ArticleResponseSchema,
    signal,
  });

/** Saves an edit made on `version` (ADR 109); a save on an older version is refused with 409. */
export const updateDeskArticle = (
  http: HttpClient,
  id: number,
  article: ArticleSave,
  version: number,
  signal?: AbortSignal,
) =>
  http.request(PUBLISH_PATHS.one(id), {
    method: 'PATCH',
    body: { article, version },
    schema: ArticleResponseSchema,
    signal,
  });

/** Only a draft never published can be deleted (ADR 314); the lists send it through the bulk outbox. */
export const deleteDeskArticle = deleteCall(PUBLISH_PATHS.one);

/** One lifecycle step on the version the caller saw; the answer is the article as it now stands. */
export const takeArticleStep = (
  http: HttpClient,
  id: number,
  request: ArticleStepRequest,
  signal?: AbortSignal,
) =>
  http.request(PUBLISH_PATHS.step(id), {
    method: 'POST',
    body: request,
    schema: ArticleResponseSchema,
    signal,
  });

export const removeArticleSubtitles = (
  http: HttpClient,
  id: number,
  language: string,
  signal?: AbortSignal,
) =>
  http.request(PUBLISH_PATHS.subtitles(id, language), {
    method: 'DELETE',
    schema: ArticleResponseSchema,
    signal,
  });

export const listSectionOptions = (http: HttpClient, signal?: AbortSignal) =>
  http.request(PUBLISH_PATHS.sections, { schema: SectionOptionsResponseSchema, signal });

export const fetchDeskFigures = (http: HttpClient, signal?: AbortSignal) =>
  http.request(PUBLISH_PATHS.desk, { schema: DeskFiguresSchema, signal });

/** Where one media file of an article goes: the video, a language's subtitles, the thumbnail or header image. */
export type ArticleMediaTarget =
  | { readonly slot: 'video' }
  | { readonly slot: 'subtitles'; readonly language: string }
  | { readonly slot: ArticleImageKind };

export const mediaPath = (id: number, target: ArticleMediaTarget): string =>
  target.slot === 'video'
    ? PUBLISH_PATHS.video(id)
    : target.slot === 'subtitles'
      ? PUBLISH_PATHS.subtitles(id, target.language)
      : PUBLISH_PATHS.image(id, target.slot);

/** Uploads one media file with progress and abort; the answer is the whole article with its new version. */
export function uploadArticleMedia(
  auth: UploadAuth,
  input: { id: number; target: ArticleMediaTarget; file: Blob; fileName: string },
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<DeskArticle> {
  return uploadFile(auth, mediaPath(input.id, input.target), {
    file: input.file,
    fileName: input.fileName,
    schema: ArticleResponseSchema,
    onProgress,
    signal,
  });
}
