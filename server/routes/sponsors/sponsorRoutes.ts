/** Sponsors (SPEC section 7 "Sponsors"), area 'sponsors'. Company names are sanitised before they are stored. */
import multipart from '@fastify/multipart';
import * as z from 'zod';
import { dbId } from '../../../src/domain/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../src/api/shared/envelope';
import {
  SPONSOR_PATHS,
  SponsorArticlesRequestSchema,
  SponsorArticlesResponseSchema,
  SponsorCandidatesRequestSchema,
  SponsorCandidatesResponseSchema,
  SponsorListRequestSchema,
  SponsorListResponseSchema,
  SponsorResponseSchema,
  SponsorSaveRequestSchema,
  SponsorUpdateRequestSchema,
} from '../../../src/api/sponsors/sponsorsContract';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { UPLOAD_RULES, type UploadKind } from '../../../src/domain/sponsors/uploads';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea } from '../../auth/guards';
import { badRequest, notFound } from '../../http/errors';
import { requireUpdated } from '../../http/staleVersion';
import { pageRequestOf } from '../../lists/listRequest';
import { SERVER_MESSAGES } from '../../messages';
import {
  assignArticles,
  createSponsor,
  deleteSponsor,
  findSponsor,
  listCandidates,
  listSponsors,
  removeArticles,
  setSponsorFile,
  updateSponsor,
} from '../../repositories/sponsors/sponsors';
import { sanitizeCompanyName } from '../../sanitize';
import { receiveSponsorFile, removeStoredFile, storeFile } from '../../uploads';
import { enveloped } from '../../http/routeSchema';

const IdParams = z.object({ id: dbId });
const UploadParams = IdParams.extend({ kind: z.enum(['video', 'logo']) });
const UPLOAD_DIR = 'media/uploads/sponsors';
const EXTENSION: Record<UploadKind, string> = { video: 'mp4', logo: 'png' };

/** A name that sanitises to nothing (a bare script) is as missing as an empty one. */
function cleanForm(body: { companyName: string; companyUrl: string }) {
  const companyName = sanitizeCompanyName(body.companyName);
  if (!companyName) throw badRequest(SERVER_MESSAGES.validationFailed, { companyName: [MESSAGES.required] });
  return { companyName, companyUrl: body.companyUrl.trim() };
}

export const sponsorRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'sponsors');
  await app.register(multipart, { limits: { files: 1, fields: 4, fileSize: UPLOAD_RULES.video.maxBytes } });

  const load = async (id: number) => {
    const sponsor = await findSponsor(deps.db, id);
    if (!sponsor) throw notFound(SERVER_MESSAGES.notFound);
    return sponsor;
  };

  app.post(
    SPONSOR_PATHS.list,
    {
      onRequest: guard,
      schema: { body: SponsorListRequestSchema, response: { 200: envelope(SponsorListResponseSchema) } },
    },
    async ({ body }) => ({ content: await listSponsors(deps.db, body) }),
  );

  app.post(
    SPONSOR_PATHS.candidates,
    {
      onRequest: guard,
      schema: {
        body: SponsorCandidatesRequestSchema,
        response: { 200: envelope(SponsorCandidatesResponseSchema) },
      },
    },
    async ({ body }) => ({
      content: await listCandidates(deps.db, { ...pageRequestOf(body), withSponsor: body.withSponsor }),
    }),
  );

  app.get(
    SPONSOR_PATHS.one(':id'),
    { onRequest: guard, schema: { params: IdParams, response: { 200: envelope(SponsorResponseSchema) } } },
    async ({ params }) => ({ content: await load(params.id) }),
  );

  app.post(
    SPONSOR_PATHS.create,
    {
      onRequest: guard,
      schema: { body: SponsorSaveRequestSchema, response: { 200: envelope(SponsorResponseSchema) } },
    },
    async (request) => {
      const id = await createSponsor(deps.db, cleanForm(request.body), currentUser(request).id);
      return { content: await load(id) };
    },
  );

  app.patch(
    SPONSOR_PATHS.one(':id'),
    {
      onRequest: guard,
      schema: enveloped(SponsorResponseSchema, { params: IdParams, body: SponsorUpdateRequestSchema }),
    },
    async (request) => {
      const { params, body } = request;
      const values = { ...cleanForm(body), version: body.version };
      const outcome = await updateSponsor(deps.db, params.id, values, deps.now(), currentUser(request).id);
      requireUpdated(outcome, 'sponsor');
      return { content: await load(params.id) };
    },
  );

  app.delete(
    SPONSOR_PATHS.one(':id'),
    { onRequest: guard, schema: { params: IdParams } },
    async ({ params }) => {
      const removed = await deleteSponsor(deps.db, params.id);
      if (!removed) throw notFound(SERVER_MESSAGES.notFound);
      await removeStoredFile(deps.storage, removed.logo);
      await removeStoredFile(deps.storage, removed.video);
      return { content: { id: params.id } };
    },
  );

  app.post(
    SPONSOR_PATHS.upload(':id', ':kind' as UploadKind),
    {
      onRequest: guard,
      schema: { params: UploadParams, response: { 200: envelope(SponsorResponseSchema) } },
    },
    async (request) => {
      const { id, kind } = request.params;
      await load(id);
      const file = await receiveSponsorFile(request, kind);
      const path = await storeFile(deps.storage, UPLOAD_DIR, EXTENSION[kind], file.bytes);
      const replaced = await setSponsorFile(deps.db, id, kind, path, deps.now());
      if (!replaced) {
        await removeStoredFile(deps.storage, path);
        throw notFound(SERVER_MESSAGES.notFound);
      }
      await removeStoredFile(deps.storage, replaced.previous);
      return { content: await load(id) };
    },
  );

  /** Assigning and removing articles take the same request and answer the same way. */
  const articlesRoute = {
    onRequest: guard,
    schema: enveloped(SponsorArticlesResponseSchema, {
      params: IdParams,
      body: SponsorArticlesRequestSchema,
    }),
  };

  app.post(SPONSOR_PATHS.addArticles(':id'), articlesRoute, async ({ params, body }) => {
    await load(params.id);
    const errors = await assignArticles(deps.db, params.id, body.articles, deps.now());
    const sponsor = await load(params.id);
    return { content: Object.keys(errors).length > 0 ? { sponsor, error: errors } : { sponsor } };
  });

  app.post(SPONSOR_PATHS.removeArticles(':id'), articlesRoute, async ({ params, body }) => {
    await load(params.id);
    await removeArticles(deps.db, params.id, body.articles);
    return { content: { sponsor: await load(params.id) } };
  });
};
