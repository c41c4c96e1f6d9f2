/**
 * The client hub (ADR 348), areas 'client-hub-access' and 'client-hub-playlist' (super admins): hub labels (list,
 * create, rename on their version, delete), institutions' access (list with filters, grant, read, change the days
 * and revoke on the version they were loaded on), the history, and each label's playlists in order (one PUT of the
 * whole order on the label's version).
 */
import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLIENT_HUB_PATHS as PATHS,
  HubAccessDaysRequestSchema,
  HubAccessListRequestSchema,
  HubAccessListResponseSchema,
  HubGrantRequestSchema,
  HubHistoryRequestSchema,
  HubHistoryResponseSchema,
  HubLabelCreateRequestSchema,
  HubLabelsSchema,
  HubLabelUpdateRequestSchema,
  HubPlaylistOrderRequestSchema,
  HubRevokeRequestSchema,
} from '../../../src/api/clientHub/clientHubContract';
import {
  CLIENT_HUB_MESSAGES as MESSAGES,
  endOfLastDay,
  HubAccessSchema,
  HubLabelSchema,
  HubPlaylistsSchema,
  startOfDay,
} from '../../../src/domain/clientHub/clientHub';
import { dbId } from '../../../src/domain/shared/fields';
import type { AppDeps } from '../../appDeps';
import { currentUser, guardFor, requireArea } from '../../auth/guards';
import { areaRoute } from '../../../src/domain/access/routeAccess';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { enveloped } from '../../http/routeSchema';
import { requireUpdated } from '../../http/staleVersion';
import { SERVER_MESSAGES } from '../../messages';
import {
  changeAccessDays,
  findAccess,
  grantAccess,
  UnknownStaff,
  listAccess,
  revokeAccess,
  type AccessChange,
} from '../../repositories/clientHub/hubAccess';
import { listHistory } from '../../repositories/clientHub/hubHistory';
import {
  createLabel,
  deleteLabel,
  findLabel,
  listLabels,
  renameLabel,
} from '../../repositories/clientHub/hubLabels';
import { labelPlaylists, orderPlaylists } from '../../repositories/clientHub/hubPlaylists';

const IdParams = z.object({ id: dbId });
const conflict = (message: string, field: string) => new HttpError(409, message, { [field]: [message] });

export const clientHubRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const accessArea = requireArea(deps, 'client-hub-access');
  const hubAreas = guardFor(deps, areaRoute('client-hub-access', 'client-hub-playlist'));
  const playlistArea = requireArea(deps, 'client-hub-playlist');

  const label = async (id: number) => {
    const found = await findLabel(deps.db, id, deps.now());
    if (!found) throw notFound(SERVER_MESSAGES.notFound);
    return found;
  };
  const access = async (id: number) => {
    const found = await findAccess(deps.db, id, deps.now());
    if (!found) throw notFound(SERVER_MESSAGES.notFound);
    return found;
  };
  const playlists = async (id: number) => {
    const found = await labelPlaylists(deps.db, id);
    if (!found) throw notFound(SERVER_MESSAGES.notFound);
    return found;
  };
  /** Another label of the name, or another open access of the pair, written at the same time: a 409, never a 5xx. */
  const unique = async <T>(write: () => Promise<T>, message: string, field: string): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(message, field);
      throw error;
    }
  };
  const changed = (outcome: AccessChange) => {
    if (outcome === 'revoked') throw conflict(MESSAGES.revoked, 'version');
    requireUpdated(outcome, 'hubAccess');
  };
  /** The days as stored; a last day already past is refused (nothing would be granted). */
  const period = (days: { startsOn: string; endsOn: string }) => {
    const endsAt = endOfLastDay(days.endsOn);
    if (endsAt.getTime() <= deps.now().getTime())
      throw badRequest(MESSAGES.endInPast, { endsOn: [MESSAGES.endInPast] });
    return { startsAt: startOfDay(days.startsOn), endsAt };
  };

  app.get(PATHS.labels, { onRequest: hubAreas, schema: enveloped(HubLabelsSchema, {}) }, async () => ({
    content: await listLabels(deps.db, deps.now()),
  }));

  app.post(
    PATHS.labels,
    { onRequest: hubAreas, schema: enveloped(HubLabelSchema, { body: HubLabelCreateRequestSchema }) },
    async (request) => {
      const by = currentUser(request).id;
      const id = await unique(
        () => createLabel(deps.db, request.body.name, deps.now(), by),
        MESSAGES.nameTaken,
        'name',
      );
      return { content: await label(id) };
    },
  );

  app.get(
    PATHS.label(':id'),
    { onRequest: hubAreas, schema: enveloped(HubLabelSchema, { params: IdParams }) },
    async ({ params }) => ({ content: await label(params.id) }),
  );

  app.patch(
    PATHS.label(':id'),
    {
      onRequest: hubAreas,
      schema: enveloped(HubLabelSchema, { params: IdParams, body: HubLabelUpdateRequestSchema }),
    },
    async (request) => {
      const { params, body } = request;
      const by = currentUser(request).id;
      const outcome = await unique(
        () => renameLabel(deps.db, params.id, body, deps.now(), by),
        MESSAGES.nameTaken,
        'name',
      );
      requireUpdated(outcome, 'hubLabel');
      return { content: await label(params.id) };
    },
  );

  app.delete(PATHS.label(':id'), { onRequest: hubAreas, schema: { params: IdParams } }, async (request) => {
    const { id } = request.params;
    const outcome = await deleteLabel(deps.db, id, deps.now(), currentUser(request).id);
    if (outcome === 'missing') throw notFound(SERVER_MESSAGES.notFound);
    if (outcome === 'inUse') throw conflict(MESSAGES.labelInUse, 'id');
    return { content: { id } };
  });

  app.get(
    PATHS.playlists(':id'),
    { onRequest: playlistArea, schema: enveloped(HubPlaylistsSchema, { params: IdParams }) },
    async ({ params }) => ({ content: await playlists(params.id) }),
  );

  app.put(
    PATHS.playlists(':id'),
    {
      onRequest: playlistArea,
      schema: enveloped(HubPlaylistsSchema, { params: IdParams, body: HubPlaylistOrderRequestSchema }),
    },
    async (request) => {
      const { params, body } = request;
      const outcome = await orderPlaylists(deps.db, params.id, body, deps.now(), currentUser(request).id);
      if (outcome === 'unknownPlaylist')
        throw badRequest(MESSAGES.unknownPlaylist, { playlistIds: [MESSAGES.unknownPlaylist] });
      requireUpdated(outcome, 'hubLabel');
      return { content: await playlists(params.id) };
    },
  );

  app.post(
    PATHS.accessList,
    {
      onRequest: accessArea,
      schema: enveloped(HubAccessListResponseSchema, { body: HubAccessListRequestSchema }),
    },
    async ({ body }) => {
      const { labelId, institutionId, current, ...request } = body;
      return { content: await listAccess(deps.db, request, { labelId, institutionId, current }, deps.now()) };
    },
  );

  app.post(
    PATHS.grant,
    { onRequest: accessArea, schema: enveloped(HubAccessSchema, { body: HubGrantRequestSchema }) },
    async (request) => {
      const { body } = request;
      const values = {
        labelId: body.labelId,
        institutionId: body.institutionId,
        staff: body.staff,
        ...period(body),
      };
      const by = currentUser(request).id;
      let id: number;
      try {
        id = await unique(
          () => grantAccess(deps.db, values, deps.now(), by),
          MESSAGES.accessOpen,
          'institutionId',
        );
      } catch (error) {
        if (error instanceof UnknownStaff)
          throw badRequest(MESSAGES.staffUnknown, { staff: [MESSAGES.staffUnknown] });
        // A label or institution that does not exist (or went while the grant was sent) names its field.
        if (!isForeignKeyViolation(error)) throw error;
        const field = String((error as { constraint?: string }).constraint ?? '').includes('institution')
          ? 'institutionId'
          : 'labelId';
        throw badRequest(SERVER_MESSAGES.notFound, { [field]: [SERVER_MESSAGES.notFound] });
      }
      return { content: await access(id) };
    },
  );

  app.get(
    PATHS.access(':id'),
    { onRequest: accessArea, schema: enveloped(HubAccessSchema, { params: IdParams }) },
    async ({ params }) => ({ content: await access(params.id) }),
  );

  app.patch(
    PATHS.access(':id'),
    {
      onRequest: accessArea,
      schema: enveloped(HubAccessSchema, { params: IdParams, body: HubAccessDaysRequestSchema }),
    },
    async (request) => {
      const { params, body } = request;
      const values = { ...period(body), version: body.version };
      changed(await changeAccessDays(deps.db, params.id, values, deps.now(), currentUser(request).id));
      return { content: await access(params.id) };
    },
  );

  app.post(
    PATHS.revoke(':id'),
    {
      onRequest: accessArea,
      schema: enveloped(HubAccessSchema, { params: IdParams, body: HubRevokeRequestSchema }),
    },
    async (request) => {
      const { params, body } = request;
      changed(await revokeAccess(deps.db, params.id, body.version, deps.now(), currentUser(request).id));
      return { content: await access(params.id) };
    },
  );

  app.post(
    PATHS.history,
    { onRequest: accessArea, schema: enveloped(HubHistoryResponseSchema, { body: HubHistoryRequestSchema }) },
    async ({ body }) => {
      const { labelId, institutionId, ...request } = body;
      return { content: await listHistory(deps.db, request, { labelId, institutionId }) };
    },
  );
};
