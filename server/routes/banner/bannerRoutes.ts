/** The site banner (SPEC section 7 "Banner"), area 'banner' (behind the adminBanner flag). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../src/api/shared/envelope';
import {
  BANNER_PATHS,
  BannerCreateRequestSchema,
  BannerResponseSchema,
  BannerUpdateRequestSchema,
  type BannerCreateRequest,
} from '../../../src/api/banner/bannerContract';
import { bannerMessageError } from '../../../src/domain/banner/banner';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea } from '../../auth/guards';
import { badRequest } from '../../http/errors';
import { requireUpdated } from '../../http/staleVersion';
import { SERVER_MESSAGES } from '../../messages';
import { createBanner, currentBanner, updateBanner } from '../../repositories/banner/banners';
import { sanitizeHtml } from '../../sanitize';

/**
 * The stored message is what the sanitiser keeps (the contract bounded its HTML first, ADR 100); its visible text
 * must still satisfy the SPEC's rule, the one the form checks.
 */
function cleanMessage(html: string): string {
  const message = sanitizeHtml(html);
  const error = bannerMessageError(message);
  if (error) throw badRequest(SERVER_MESSAGES.validationFailed, { message: [error] });
  return message;
}

/** What a create or an update stores: the cleaned message, its type, and SPEC's 0/1 as published or not. */
const bannerValues = (body: BannerCreateRequest) => ({
  message: cleanMessage(body.message),
  type: body.type,
  published: body.published === 1,
});

export const bannerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'banner');
  const response = { 200: envelope(BannerResponseSchema) };

  app.get(BANNER_PATHS.get, { onRequest: guard, schema: { response } }, async () => ({
    content: { banner: await currentBanner(deps.db) },
  }));

  app.post(
    BANNER_PATHS.create,
    { onRequest: guard, schema: { body: BannerCreateRequestSchema, response } },
    async (request) => {
      const created = await createBanner(deps.db, bannerValues(request.body), currentUser(request).id);
      requireUpdated(created, 'banner');
      return { content: { banner: await currentBanner(deps.db) } };
    },
  );

  app.patch(
    BANNER_PATHS.update,
    { onRequest: guard, schema: { body: BannerUpdateRequestSchema, response } },
    async (request) => {
      const { body } = request;
      const outcome = await updateBanner(
        deps.db,
        body.id,
        { ...bannerValues(body), version: body.version },
        currentUser(request).id,
      );
      requireUpdated(outcome, 'banner');
      return { content: { banner: await currentBanner(deps.db) } };
    },
  );
};
