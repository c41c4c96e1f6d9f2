/**
 * Class Products (ADR 345), area 'class-access' (super admins): products (list, create, read, a versioned save,
 * delete) and grants (list with filters, grant, read, renew and end now on the version they were loaded on).
 */
import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLASS_ACCESS_PATHS as PATHS,
  GrantCreateRequestSchema,
  GrantEndRequestSchema,
  GrantListRequestSchema,
  GrantListResponseSchema,
  GrantRenewRequestSchema,
  ProductListResponseSchema,
  ProductSaveRequestSchema,
  ProductUpdateRequestSchema,
} from '../../../src/api/classAccess/classAccessContract';
import { envelope } from '../../../src/api/shared/envelope';
import {
  CLASS_ACCESS_MESSAGES as MESSAGES,
  endOfLastDay,
  GrantSchema,
  ProductSchema,
  startOfDay,
} from '../../../src/domain/classAccess/classAccess';
import { dbId } from '../../../src/domain/shared/fields';
import { ListRequestSchema } from '../../../src/domain/shared/listQuery';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea } from '../../auth/guards';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { enveloped } from '../../http/routeSchema';
import { requireUpdated } from '../../http/staleVersion';
import { SERVER_MESSAGES } from '../../messages';
import {
  createGrant,
  endGrant,
  findGrant,
  listGrants,
  renewGrant,
} from '../../repositories/classAccess/grants';
import {
  createProduct,
  deleteProduct,
  findProduct,
  listProducts,
  updateProduct,
} from '../../repositories/classAccess/products';

const IdParams = z.object({ id: dbId });
const conflict = (message: string, field: string) => new HttpError(409, message, { [field]: [message] });

export const classAccessRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'class-access');

  const product = async (id: number) => {
    const found = await findProduct(deps.db, id, deps.now());
    if (!found) throw notFound(SERVER_MESSAGES.notFound);
    return found;
  };
  const grant = async (id: number) => {
    const found = await findGrant(deps.db, id, deps.now());
    if (!found) throw notFound(SERVER_MESSAGES.notFound);
    return found;
  };
  /** Another product of the name, or another open grant of the pair, written at the same time: a 409, never a 5xx. */
  const unique = async <T>(write: () => Promise<T>, message: string, field: string): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(message, field);
      throw error;
    }
  };

  app.post(
    PATHS.productList,
    { onRequest: guard, schema: enveloped(ProductListResponseSchema, { body: ListRequestSchema }) },
    async ({ body }) => ({ content: await listProducts(deps.db, body, deps.now()) }),
  );

  app.post(
    PATHS.productCreate,
    { onRequest: guard, schema: enveloped(ProductSchema, { body: ProductSaveRequestSchema }) },
    async (request) => {
      const by = currentUser(request).id;
      const id = await unique(
        () => createProduct(deps.db, request.body, deps.now(), by),
        MESSAGES.nameTaken,
        'name',
      );
      return { content: await product(id) };
    },
  );

  app.get(
    PATHS.product(':id'),
    { onRequest: guard, schema: enveloped(ProductSchema, { params: IdParams }) },
    async ({ params }) => ({ content: await product(params.id) }),
  );

  app.patch(
    PATHS.product(':id'),
    {
      onRequest: guard,
      schema: enveloped(ProductSchema, { params: IdParams, body: ProductUpdateRequestSchema }),
    },
    async (request) => {
      const { params, body } = request;
      const by = currentUser(request).id;
      const outcome = await unique(
        () => updateProduct(deps.db, params.id, body, deps.now(), by),
        MESSAGES.nameTaken,
        'name',
      );
      requireUpdated(outcome, 'product');
      return { content: await product(params.id) };
    },
  );

  app.delete(PATHS.product(':id'), { onRequest: guard, schema: { params: IdParams } }, async ({ params }) => {
    const outcome = await deleteProduct(deps.db, params.id, deps.now());
    if (outcome === 'missing') throw notFound(SERVER_MESSAGES.notFound);
    if (outcome === 'inUse') throw conflict(MESSAGES.productInUse, 'id');
    return { content: { id: params.id } };
  });

  app.post(
    PATHS.grantList,
    {
      onRequest: guard,
      schema: { body: GrantListRequestSchema, response: { 200: envelope(GrantListResponseSchema) } },
    },
    async ({ body }) => {
      const { institutionId, productId, endingWithin, ...request } = body;
      return {
        content: await listGrants(deps.db, request, { institutionId, productId, endingWithin }, deps.now()),
      };
    },
  );

  app.post(
    PATHS.grantCreate,
    { onRequest: guard, schema: enveloped(GrantSchema, { body: GrantCreateRequestSchema }) },
    async (request) => {
      const { body } = request;
      const now = deps.now();
      const endsAt = endOfLastDay(body.endsOn);
      if (endsAt.getTime() <= now.getTime())
        throw badRequest(MESSAGES.endInPast, { endsOn: [MESSAGES.endInPast] });
      const values = {
        institutionId: body.institutionId,
        productId: body.productId,
        startsAt: startOfDay(body.startsOn),
        endsAt,
        seats: body.seats,
      };
      const by = currentUser(request).id;
      let id: number;
      try {
        id = await unique(() => createGrant(deps.db, values, now, by), MESSAGES.grantOpen, 'productId');
      } catch (error) {
        // An institution or product that does not exist (or went while the grant was sent) names its field.
        if (!isForeignKeyViolation(error)) throw error;
        const field = String((error as { constraint?: string }).constraint ?? '').includes('institution')
          ? 'institutionId'
          : 'productId';
        throw badRequest(SERVER_MESSAGES.notFound, { [field]: [SERVER_MESSAGES.notFound] });
      }
      return { content: await grant(id) };
    },
  );

  app.get(
    PATHS.grant(':id'),
    { onRequest: guard, schema: enveloped(GrantSchema, { params: IdParams }) },
    async ({ params }) => ({ content: await grant(params.id) }),
  );

  app.post(
    PATHS.renew(':id'),
    { onRequest: guard, schema: enveloped(GrantSchema, { params: IdParams, body: GrantRenewRequestSchema }) },
    async (request) => {
      const { params, body } = request;
      const now = deps.now();
      const current = await grant(params.id);
      const endsAt = endOfLastDay(body.endsOn);
      if (endsAt.getTime() <= Date.parse(current.startsAt))
        throw badRequest(MESSAGES.endBeforeStart, { endsOn: [MESSAGES.endBeforeStart] });
      if (endsAt.getTime() <= now.getTime())
        throw badRequest(MESSAGES.endInPast, { endsOn: [MESSAGES.endInPast] });
      const by = currentUser(request).id;
      const outcome = await unique(
        () => renewGrant(deps.db, params.id, endsAt, body.version, now, by),
        MESSAGES.grantOpen,
        'endsOn',
      );
      requireUpdated(outcome, 'grant');
      return { content: await grant(params.id) };
    },
  );

  app.post(
    PATHS.end(':id'),
    { onRequest: guard, schema: enveloped(GrantSchema, { params: IdParams, body: GrantEndRequestSchema }) },
    async (request) => {
      const { params, body } = request;
      const outcome = await endGrant(deps.db, params.id, body.version, deps.now(), currentUser(request).id);
      requireUpdated(outcome, 'grant');
      return { content: await grant(params.id) };
    },
  );
};
