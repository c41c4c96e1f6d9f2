/** Site translations and groups (SPEC section 7 "Translations"), area 'translations' (adminTranslations flag). */
import * as z from 'zod';
import { dbId } from '../../../src/domain/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../src/api/shared/envelope';
import {
  TRANSLATION_PATHS,
  TranslationAddSchema,
  TranslationEditSchema,
  TranslationGroupListResponseSchema,
  TranslationGroupResponseSchema,
  TranslationGroupSaveSchema,
  TranslationGroupUpdateSchema,
  TranslationListRequestSchema,
  TranslationListResponseSchema,
} from '../../../src/api/translations/translationsContract';
import { planKeyAdd } from '../../../src/domain/translations/translations';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea } from '../../auth/guards';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../http/errors';
import { requireUpdated, staleVersion } from '../../http/staleVersion';
import { pageRequestOf } from '../../lists/listRequest';
import { SERVER_MESSAGES } from '../../messages';
import {
  addTranslations,
  createGroup,
  deleteGroup,
  deleteTranslation,
  editTranslation,
  findGroup,
  findTranslation,
  groupKeyTaken,
  keyExists,
  keyRows,
  listGroups,
  listTranslations,
  updateGroup,
} from '../../repositories/translations/translations';
import { enveloped } from '../../http/routeSchema';

const IdParams = z.object({ id: dbId });

export const TRANSLATION_SERVER_MESSAGES = {
  keyTaken: 'A translation with this key already exists',
  groupKeyTaken: 'A group with this key already exists',
  groupMissing: 'The group does not exist',
  duplicateLanguage: 'Each language may be given once',
} as const;

export const translationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'translations');
  const ok = { 200: envelope(z.object({ id: z.number() })) };

  const requireGroup = async (id: number) => {
    if (!(await findGroup(deps.db, id)))
      throw badRequest(SERVER_MESSAGES.validationFailed, {
        groupId: [TRANSLATION_SERVER_MESSAGES.groupMissing],
      });
  };

  app.post(
    TRANSLATION_PATHS.list,
    {
      onRequest: guard,
      schema: {
        body: TranslationListRequestSchema,
        response: { 200: envelope(TranslationListResponseSchema) },
      },
    },
    async ({ body }) => ({ content: await listTranslations(deps.db, pageRequestOf(body)) }),
  );

  app.post(
    TRANSLATION_PATHS.addByKey,
    { onRequest: guard, schema: { body: TranslationAddSchema, response: ok } },
    async (request) => {
      const { body } = request;
      await requireGroup(body.groupId);
      const languages = body.translations.map((t) => t.language);
      if (new Set(languages).size !== languages.length)
        throw badRequest(SERVER_MESSAGES.validationFailed, {
          translations: [TRANSLATION_SERVER_MESSAGES.duplicateLanguage],
        });
      const existing = await keyRows(deps.db, body.key);
      const plan = planKeyAdd(
        existing.map((row) => ({ language: row.language, value: row.value, groupId: row.group_id })),
        body,
      );
      if (plan === 'taken') throw conflict(TRANSLATION_SERVER_MESSAGES.keyTaken);
      try {
        await addTranslations(deps.db, { ...body, translations: plan.add }, currentUser(request).id);
      } catch (error) {
        // A concurrent add of the same key and language meets the (key, language) constraint.
        if (isUniqueViolation(error)) throw conflict(TRANSLATION_SERVER_MESSAGES.keyTaken);
        throw error;
      }
      return { content: { id: body.groupId } };
    },
  );

  app.patch(
    TRANSLATION_PATHS.edit(':id'),
    { onRequest: guard, schema: { params: IdParams, body: TranslationEditSchema, response: ok } },
    async (request) => {
      const { params, body } = request;
      const caller = currentUser(request).id;
      await requireGroup(body.groupId);
      const row = await findTranslation(deps.db, params.id);
      if (!row) throw notFound(SERVER_MESSAGES.notFound);
      // An edit made before a move of the key would otherwise read as a key change.
      if (row.version !== body.version) throw staleVersion('translation', row.updated_by === caller);
      if (body.key !== row.key && (await keyExists(deps.db, body.key)))
        throw conflict(TRANSLATION_SERVER_MESSAGES.keyTaken);
      try {
        const outcome = await editTranslation(deps.db, params.id, body, caller);
        requireUpdated(outcome, 'translation');
      } catch (error) {
        // Changing the language onto one the key already has breaks (key, language) uniqueness.
        if (isUniqueViolation(error)) throw conflict(TRANSLATION_SERVER_MESSAGES.duplicateLanguage);
        throw error;
      }
      return { content: { id: params.id } };
    },
  );

  app.delete(
    TRANSLATION_PATHS.remove(':id'),
    { onRequest: guard, schema: { params: IdParams, response: ok } },
    async ({ params }) => {
      if (!(await deleteTranslation(deps.db, params.id))) throw notFound(SERVER_MESSAGES.notFound);
      return { content: { id: params.id } };
    },
  );

  app.post(
    TRANSLATION_PATHS.groups,
    {
      onRequest: guard,
      schema: {
        body: TranslationListRequestSchema,
        response: { 200: envelope(TranslationGroupListResponseSchema) },
      },
    },
    async ({ body }) => ({ content: await listGroups(deps.db, pageRequestOf(body)) }),
  );

  app.get(
    TRANSLATION_PATHS.group(':id'),
    {
      onRequest: guard,
      schema: { params: IdParams, response: { 200: envelope(TranslationGroupResponseSchema) } },
    },
    async ({ params }) => {
      const group = await findGroup(deps.db, params.id);
      if (!group) throw notFound(SERVER_MESSAGES.notFound);
      return { content: group };
    },
  );

  app.post(
    TRANSLATION_PATHS.groupCreate,
    {
      onRequest: guard,
      schema: {
        body: TranslationGroupSaveSchema,
        response: { 200: envelope(TranslationGroupResponseSchema) },
      },
    },
    async (request) => {
      const { body } = request;
      if (await groupKeyTaken(deps.db, body.key)) throw conflict(TRANSLATION_SERVER_MESSAGES.groupKeyTaken);
      const id = await createGroup(deps.db, body, currentUser(request).id);
      return { content: (await findGroup(deps.db, id))! };
    },
  );

  app.patch(
    TRANSLATION_PATHS.groupEdit(':id'),
    {
      onRequest: guard,
      schema: enveloped(TranslationGroupResponseSchema, {
        params: IdParams,
        body: TranslationGroupUpdateSchema,
      }),
    },
    async (request) => {
      const { params, body } = request;
      if (await groupKeyTaken(deps.db, body.key, params.id))
        throw conflict(TRANSLATION_SERVER_MESSAGES.groupKeyTaken);
      const outcome = await updateGroup(deps.db, params.id, body, currentUser(request).id);
      requireUpdated(outcome, 'translationGroup');
      return { content: (await findGroup(deps.db, params.id))! };
    },
  );

  app.delete(
    TRANSLATION_PATHS.group(':id'),
    { onRequest: guard, schema: { params: IdParams, response: ok } },
    async ({ params }) => {
      if (!(await deleteGroup(deps.db, params.id))) throw notFound(SERVER_MESSAGES.notFound);
      return { content: { id: params.id } };
    },
  );
};
