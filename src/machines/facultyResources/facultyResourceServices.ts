/**
 * The Faculty Resources screens' real effects over src/api (ADR 317): the managers' list, form, delete and file
 * upload; the viewer; and the reads beside a video (an article's resources, a search page's counts, a class
 * playlist's), each a `fetchRecord` of the shared record machine.
 *
 * @publicModule the Add Video dialog and the class page read an article's or a playlist's resources.
 */
import { fromCallback, fromPromise } from 'xstate';
import {
  createResource,
  deleteResource,
  downloadResourceFile,
  getArticleCounts,
  getArticleResources,
  getPlaylistResources,
  getReadableResource,
  getResource,
  getResourceToken,
  listResources,
  resourceFileUrl,
  updateResource,
  uploadResourceFile,
} from '../../api/facultyResources/facultyResources';
import type {
  ResourceListRequest,
  ResourceSaveRequest,
} from '../../api/facultyResources/facultyResourcesContract';
import { fetchTags } from '../../api/content/content';
import { fetchViewerConfig } from '../../api/classes/classDocuments';
import { ApiError, type HttpClient } from '../../api/shared/http';
import { uploadAuthFor, type UploadAuth } from '../../api/shared/upload';
import {
  RESOURCE_FORMATS,
  viewOfFormat,
  type FacultyResourceRow,
  type ResourceFormat,
} from '../../domain/facultyResources/facultyResources';
import type { ListQuery } from '../../domain/shared/listQuery';
import { formServices } from '../shared/formServices';
import type { FetchListPage } from '../shared/listMachine';
import { listPages } from '../shared/listPages';
import { recordServices } from '../shared/recordMachine';
import type { DownloadedFile, OpenedDocument } from '../shared/documentViewerMachine';
import { openedDocument } from '../shared/documentViewerServices';
import type { UploadEvent, UploadJob } from '../shared/uploadMachine';
import { runUpload } from '../shared/uploadServices';
import type { SaveResourceInput } from './facultyResourceFormMachine';

/** What a save sends: a link's address only for a link, the chosen institutions only for chosen ones. */
export function saveRequestOf({ values }: Pick<SaveResourceInput, 'values'>): ResourceSaveRequest {
  return {
    title: values.title,
    description: values.description,
    kind: values.kind,
    url: values.kind === 'link' ? values.url : null,
    subjectIds: [...values.subjectIds],
    articleIds: values.articles.map((article) => article.id),
    audience: values.audience,
    institutionIds: values.audience === 'institutions' ? values.institutions.map((i) => i.id) : [],
  };
}

/** Why a save was refused: the server's first message on a field (an article no longer published), else its own. */
export function saveFailureOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const first = Object.values(error.errors ?? {}).flat()[0];
  return typeof first === 'string' ? first : error.message || null;
}

export const createResourceFormServices = (http: HttpClient) =>
  formServices(
    http,
    { get: getResource, create: createResource, update: updateResource },
    (input: SaveResourceInput) => saveRequestOf(input),
  );

/** The list's filters as the URL names them. */
export const RESOURCE_FILTERS = { format: 'format', subject: 'subject' } as const;

/** The list request for a query: title search, a known format, a subject id, the column's sort. */
export function resourceListRequest(query: ListQuery, pageSize: number): ResourceListRequest {
  const { format, subject } = query.filters;
  const sort = query.sort && (query.sort[0] === 'title' || query.sort[0] === 'updatedAt') ? query.sort : null;
  return {
    navigation: { page: query.page, itemsOnPage: pageSize },
    ...(query.search.trim() ? { keyword: query.search.trim() } : {}),
    ...((RESOURCE_FORMATS as readonly string[]).includes(format ?? '')
      ? { format: format as ResourceFormat }
      : {}),
    ...(subject && /^\d{1,9}$/.test(subject) ? { subjectId: Number(subject) } : {}),
    ...(sort ? { sort: [sort[0] as 'title' | 'updatedAt', sort[1]] } : {}),
  };
}

export const resourcePages = (http: HttpClient): FetchListPage<FacultyResourceRow> =>
  listPages(http, listResources, (request) => resourceListRequest(request, request.pageSize));

export const deleteResourceById = (http: HttpClient) =>
  fromPromise<unknown, { id: number }>(({ input, signal }) => deleteResource(http, input.id, signal));

/** The uploader of the shared upload machine for a file resource's file: the stored resource is its record. */
export function createResourceUploadServices(http: HttpClient, auth: UploadAuth = uploadAuthFor(http)) {
  return {
    uploader: fromCallback<UploadEvent, UploadJob>(({ input, sendBack }) =>
      runUpload(
        sendBack,
        (onProgress, signal) =>
          uploadResourceFile(auth, input.recordId, input.file, input.fileName, onProgress, signal),
        (resource) => ({ type: 'upload.succeeded', record: resource }) as const,
      ),
    ),
  };
}

/** The subjects a resource may have: the site's subject list. */
export const subjectsRead = (http: HttpClient) =>
  recordServices((_: unknown, signal) => fetchTags(http, signal));

export const articleResourcesRead = (http: HttpClient) =>
  recordServices((request: { articleId: number }, signal) =>
    getArticleResources(http, request.articleId, signal),
  );

export const articleCountsRead = (http: HttpClient) =>
  recordServices((request: { articleIds: readonly number[] }, signal) =>
    request.articleIds.length === 0
      ? Promise.resolve([])
      : getArticleCounts(http, request.articleIds, signal),
  );

export const playlistResourcesRead = (http: HttpClient) =>
  recordServices((request: { classId: number; playlistId: number }, signal) =>
    getPlaylistResources(http, request.classId, request.playlistId, signal),
  );

/** The resource viewer's real effects over src/api, for the one resource the screen shows. */
export function createResourceViewerServices(
  http: HttpClient,
  routePrefix: string,
  origin: string,
  resourceId: number,
) {
  return {
    openDocument: fromPromise<OpenedDocument>(async ({ signal }) => {
      const resource = await getReadableResource(http, resourceId, signal);
      if (resource.kind === 'link') return { record: resource, view: null, fileUrl: null, viewerUrl: null };
      const [config, token] = await Promise.all([
        fetchViewerConfig(routePrefix, signal),
        getResourceToken(http, resourceId, signal),
      ]);
      const fileUrl = resourceFileUrl(config.apiBaseUrl, resourceId, token.token);
      return openedDocument(resource, viewOfFormat(resource.format), fileUrl, config, origin);
    }),
    downloadDocument: fromPromise<DownloadedFile>(async ({ signal }) => {
      const { blob, fileName } = await downloadResourceFile(http, resourceId, signal);
      return { blob, fileName: fileName ?? `resource-${resourceId}` };
    }),
  };
}
