/**
 * POST /api/admin/institution (SPEC section 7), 20 per page. Open to whoever may use the institutions area, and
 * to quiz users, who pick an institution when they download a quiz package (ADR 022).
 *
 * One institution (ADR 181): GET and PATCH /api/admin/institution/{id}, POST /api/admin/institution/create. Reading
 * is open to the institutions area; creating and updating only to full admins, checked here on every call.
 */
import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../src/api/shared/envelope';
import {
  INSTITUTION_PAGE_SIZE,
  INSTITUTION_PATHS,
  InstitutionCreateRequestSchema,
  InstitutionDetailResponseSchema,
  InstitutionListRequestSchema,
  InstitutionListResponseSchema,
  InstitutionUpdateRequestSchema,
} from '../../../src/api/institutions/institutionsContract';
import { dbId } from '../../../src/domain/shared/fields';
import {
  canEditInstitutions,
  INSTITUTION_MESSAGES,
  normalizeDomain,
  type InstitutionSave,
} from '../../../src/domain/institutions/institutions';
import { areaRoute } from '../../../src/domain/access/routeAccess';
import type { AppDeps } from '../../appDeps';
import { currentUser, guardFor, requireArea } from '../../auth/guards';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { requireUpdated } from '../../http/staleVersion';
import { SERVER_MESSAGES } from '../../messages';
import {
  createInstitution,
  domainsTakenElsewhere,
  findInstitution,
  updateInstitution,
} from '../../repositories/institutions/institutionDetails';
import {
  INSTITUTION_RESOURCE,
  keptInstitutionPage,
  keptInstitutionSearch,
  listInstitutions,
  readKeptInstitutionList,
} from '../../repositories/institutions/institutions';
import { pageWindow } from '../../lists/listRequest';
import { keptListAnswers } from '../../operations/metrics';
import type { KeepMarks } from '../../lists/pageMarks';
import { enveloped } from '../../http/routeSchema';

const IdParams = z.object({ id: dbId });

export const institutionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const areaGuard = requireArea(deps, 'institutions');

  const load = async (id: number) => {
    const institution = await findInstitution(deps.db, id);
    if (!institution) throw notFound(SERVER_MESSAGES.notFound);
    return institution;
  };

  /** Full admins only; the values as stored (domains normalised), or a 400 naming the domain another has. */
  const checked = async (
    request: Parameters<typeof currentUser>[0],
    body: InstitutionSave,
    id: number | null,
  ): Promise<InstitutionSave> => {
    if (!canEditInstitutions(currentUser(request).roles)) throw forbidden(SERVER_MESSAGES.forbidden);
    const emailDomains = body.emailDomains.map(normalizeDomain);
    const taken = await domainsTakenElsewhere(deps.db, emailDomains, id);
    if (taken.length) {
      const errors: Record<string, string[]> = {};
      for (const { domain, title } of taken)
        errors[`emailDomains.${emailDomains.indexOf(domain)}`] = [
          INSTITUTION_MESSAGES.domainTaken(domain, title),
        ];
      throw badRequest(Object.values(errors)[0]![0]!, errors);
    }
    return { ...body, title: body.title.trim(), feature: body.feature?.trim() || null, emailDomains };
  };

  /** Two saves racing for one domain: the later is refused as the check would have refused it. */
  const raceSafe = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error))
        throw badRequest(INSTITUTION_MESSAGES.domainTakenElsewhere, {
          emailDomains: [INSTITUTION_MESSAGES.domainTakenElsewhere],
        });
      throw error;
    }
  };

  app.post(
    INSTITUTION_PATHS.list,
    {
      onRequest: guardFor(deps, areaRoute('institutions', 'quiz')),
      schema: {
        body: InstitutionListRequestSchema,
        response: { 200: envelope(InstitutionListResponseSchema) },
      },
    },
    async ({ body }) => {
      const options = {
        request: body,
        keyword: body.keyword,
        hasSubscription: body.hasSubscription,
        perPage: INSTITUTION_PAGE_SIZE,
      };
      // A search or a deep page from the whole list kept in memory once it is read (ADR 313).
      const search = keptInstitutionSearch(options);
      if (
        search &&
        (search.term !== null || pageWindow(INSTITUTION_RESOURCE, body, options.perPage).offset > 0)
      ) {
        const kept = await deps.authCache.keptList(
          JSON.stringify(['institution kept list', body.sort]),
          deps.now(),
          async () => {
            const read = await readKeptInstitutionList(deps.db, body);
            return read && { ...read, until: null };
          },
        );
        keptListAnswers.inc({ source: kept ? 'kept_list' : 'statement' });
        if (kept) return { content: keptInstitutionPage(kept, search.term, options) };
      }
      const list = [body.filter, body.sort, body.keyword ?? '', body.hasSubscription ?? null];
      // The list's page marks (ADR 242), kept until an institution is written.
      const marks: KeepMarks = (load) =>
        deps.authCache.listPage(JSON.stringify(['institution marks', list]), deps.now(), async () => ({
          value: await load(),
          until: null,
        }));
      return {
        content: await listInstitutions(deps.db, { ...options, marks }, deps.now()),
      };
    },
  );

  app.post(
    INSTITUTION_PATHS.create,
    {
      onRequest: areaGuard,
      schema: {
        body: InstitutionCreateRequestSchema,
        response: { 200: envelope(InstitutionDetailResponseSchema) },
      },
    },
    async (request) => {
      const values = await checked(request, request.body, null);
      const by = currentUser(request).id;
      const id = await raceSafe(() => createInstitution(deps.db, values, deps.now(), by));
      return { content: await load(id) };
    },
  );

  app.get(
    INSTITUTION_PATHS.one(':id'),
    {
      onRequest: areaGuard,
      schema: { params: IdParams, response: { 200: envelope(InstitutionDetailResponseSchema) } },
    },
    async ({ params }) => ({ content: await load(params.id) }),
  );

  app.patch(
    INSTITUTION_PATHS.one(':id'),
    {
      onRequest: areaGuard,
      schema: enveloped(InstitutionDetailResponseSchema, {
        params: IdParams,
        body: InstitutionUpdateRequestSchema,
      }),
    },
    async (request) => {
      const { params, body } = request;
      const values = await checked(request, body, params.id);
      const outcome = await raceSafe(() =>
        updateInstitution(deps.db, params.id, { ...values, version: body.version }, currentUser(request).id),
      );
      requireUpdated(outcome, 'institution');
      return { content: await load(params.id) };
    },
  );
};
