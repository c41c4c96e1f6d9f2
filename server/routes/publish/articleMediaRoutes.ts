/**
 * An article's media on the desk (ADR 315): its video (MP4, streamed, at most VIDEO_UPLOAD_MAX_MB), subtitles per
 * language (WebVTT, refused with the line that is wrong) and their removal, its thumbnail and header image (PNG,
 * JPEG or WebP, 5 MB). Whether the caller may change the article is asked before the file is read and again under
 * its row lock; a refused upload stores nothing, and a replaced file is removed once the new one is in place. Each
 * answers the whole article at its new version.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  ArticleImageKindSchema,
  ArticleResponseSchema,
  PUBLISH_PATHS,
  SubtitleLanguageSchema,
  type ArticleImageKind,
} from '../../../src/api/publish/publishContract';
import {
  ARTICLE_MEDIA_MESSAGES,
  articleImageTypeOf,
  IMAGE_MAX_BYTES,
  SUBTITLE_MAX_BYTES,
} from '../../../src/domain/publish/articleMedia';
import { dbId } from '../../../src/domain/shared/fields';
import type { AppDeps } from '../../appDeps';
import { requireArea } from '../../auth/guards';
import { badRequest } from '../../http/errors';
import { enveloped } from '../../http/routeSchema';
import { mayChangeNow, type DeskActor } from '../../repositories/publish/articleChanges';
import { changeArticleMedia, type MediaChange } from '../../repositories/publish/articleMedia';
import { findDeskArticle } from '../../repositories/publish/deskArticles';
import { contentTypeOf } from '../../storage/storage';
import { checkPictureSize, receiveFile, refuseFile, removeStoredFile } from '../../uploads';
import { deskActorOf, refusalError, required } from './deskAnswers';
import { subtitleProblem } from './subtitleFile';
import { receiveVideo } from './videoUpload';

const IdParams = z.object({ id: dbId });
const SubtitleParams = IdParams.extend({ language: SubtitleLanguageSchema });
const ImageParams = IdParams.extend({ kind: ArticleImageKindSchema });

/** A fresh key with 128 random bits (ADR 315): a draft's files are reachable only by those given the address. */
const mediaKey = (articleId: number, extension: string) =>
  `media/uploads/articles/${articleId}/${randomBytes(16).toString('hex')}.${extension}`;

export const articleMediaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'publish');
  const maxVideoBytes = deps.config.videoUploadMaxMb * 1024 * 1024;
  await app.register(multipart, { limits: { files: 1, fields: 4, parts: 5, fileSize: maxVideoBytes } });
  const uploadsDir = join(deps.config.dataDir, 'uploads-in-progress');

  /** The caller, when the article exists and their desk role may change it now; asked before reading a file. */
  const editor = async (request: FastifyRequest, id: number): Promise<DeskActor> => {
    const actor = deskActorOf(request);
    const refused = await mayChangeNow(deps.db, id, actor);
    if (refused) throw refusalError(refused);
    return actor;
  };

  /** Writes the change under the row lock; a refusal there removes the file just stored. */
  const commit = async (id: number, actor: DeskActor, change: MediaChange, stored: string | null) => {
    const outcome = await deps.db
      .transaction()
      .execute((trx) => changeArticleMedia(trx, id, change, actor, deps.now()))
      .catch(async (error: unknown) => {
        await removeStoredFile(deps.storage, stored);
        throw error;
      });
    if (!outcome.ok) await removeStoredFile(deps.storage, stored);
    const { unreferenced } = required(outcome);
    for (const key of unreferenced) await removeStoredFile(deps.storage, key);
    return { content: (await findDeskArticle(deps.db, id, actor.role))! };
  };

  const answer = enveloped(ArticleResponseSchema, { params: IdParams });

  app.post(PUBLISH_PATHS.video(':id'), { onRequest: guard, schema: answer }, async (request) => {
    const { id } = request.params;
    const actor = await editor(request, id);
    const video = await receiveVideo(request, uploadsDir, deps.config.videoUploadMaxMb);
    try {
      const key = mediaKey(id, 'mp4');
      await deps.storage.putFile(key, video, contentTypeOf(key));
      const { fileName, size, duration } = video;
      return await commit(id, actor, { kind: 'video', key, fileName, size, duration }, key);
    } finally {
      await rm(video.path, { force: true });
    }
  });

  app.post(
    PUBLISH_PATHS.subtitles(':id', ':language'),
    { onRequest: guard, schema: enveloped(ArticleResponseSchema, { params: SubtitleParams }) },
    async (request) => {
      const { id, language } = request.params;
      const actor = await editor(request, id);
      const file = await receiveFile(request, SUBTITLE_MAX_BYTES, ARTICLE_MEDIA_MESSAGES.subtitleSize);
      const problem = subtitleProblem(file.bytes);
      if (problem) throw badRequest(problem, { file: [problem] });
      const key = mediaKey(id, 'vtt');
      await deps.storage.put(key, file.bytes, contentTypeOf(key));
      return commit(id, actor, { kind: 'subtitles', language, key }, key);
    },
  );

  app.delete(
    PUBLISH_PATHS.subtitles(':id', ':language'),
    { onRequest: guard, schema: enveloped(ArticleResponseSchema, { params: SubtitleParams }) },
    async (request) => {
      const { id, language } = request.params;
      const actor = await editor(request, id);
      return commit(id, actor, { kind: 'subtitles', language, key: null }, null);
    },
  );

  app.post(
    PUBLISH_PATHS.image(':id', ':kind' as ArticleImageKind),
    { onRequest: guard, schema: enveloped(ArticleResponseSchema, { params: ImageParams }) },
    async (request) => {
      const { id, kind } = request.params;
      const actor = await editor(request, id);
      const file = await receiveFile(request, IMAGE_MAX_BYTES, ARTICLE_MEDIA_MESSAGES.imageSize);
      const type = articleImageTypeOf(file.bytes);
      if (!type) throw refuseFile(ARTICLE_MEDIA_MESSAGES.imageType);
      checkPictureSize(file.bytes, ARTICLE_MEDIA_MESSAGES.imageType);
      const key = mediaKey(id, type);
      await deps.storage.put(key, file.bytes, contentTypeOf(key));
      return commit(id, actor, { kind, key }, key);
    },
  );
};
