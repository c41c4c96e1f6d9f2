/** Calls of Faculty Resources (ADR 317): the managers' list, record, save, delete and file; the instructors' reads. */
import type { HttpClient } from '../shared/http';
import { deleteCall, getCall } from '../shared/recordCalls';
import { uploadFile, type UploadAuth, type UploadProgress } from '../shared/upload';
import {
  ArticleCountsResponseSchema,
  ArticleResourcesResponseSchema,
  FACULTY_RESOURCE_PATHS,
  PlaylistResourcesResponseSchema,
  ResourceListResponseSchema,
  ResourceResponseSchema,
  ResourceTokenResponseSchema,
  type ResourceListRequest,
  type ResourceSaveRequest,
} from './facultyResourcesContract';
import { ResourceCardSchema } from '../../domain/facultyResources/facultyResources';

export const listResources = (http: HttpClient, request: ResourceListRequest, signal?: AbortSignal) =>
  http.request(FACULTY_RESOURCE_PATHS.list, {
    method: 'POST',
    body: request,
    schema: ResourceListResponseSchema,
    signal,
  });

export const getResource = getCall(FACULTY_RESOURCE_PATHS.one, ResourceResponseSchema);

export const createResource = (http: HttpClient, body: ResourceSaveRequest, signal?: AbortSignal) =>
  http.request(FACULTY_RESOURCE_PATHS.create, {
    method: 'POST',
    body,
    schema: ResourceResponseSchema,
    signal,
  });

/** Saves an edit made on `version` (ADR 109); a save on an older version is refused with 409. */
export const updateResource = (
  http: HttpClient,
  id: number,
  body: ResourceSaveRequest,
  version: number,
  signal?: AbortSignal,
) =>
  http.request(FACULTY_RESOURCE_PATHS.one(id), {
    method: 'PATCH',
    body: { ...body, version },
    schema: ResourceResponseSchema,
    signal,
  });

export const deleteResource = deleteCall(FACULTY_RESOURCE_PATHS.one);

/** Uploads a file resource's file with progress; aborting the signal cancels the request. */
export const uploadResourceFile = (
  auth: UploadAuth,
  id: number,
  file: Blob,
  fileName: string,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
) =>
  uploadFile(auth, FACULTY_RESOURCE_PATHS.upload(id), {
    file,
    fileName,
    schema: ResourceResponseSchema,
    onProgress,
    signal,
  });

export const getArticleResources = async (http: HttpClient, articleId: number, signal?: AbortSignal) =>
  (
    await http.request(FACULTY_RESOURCE_PATHS.article(articleId), {
      schema: ArticleResourcesResponseSchema,
      signal,
    })
  ).resources;

export const getArticleCounts = async (
  http: HttpClient,
  articleIds: readonly number[],
  signal?: AbortSignal,
) =>
  (
    await http.request(FACULTY_RESOURCE_PATHS.articleCounts, {
      method: 'POST',
      body: { articleIds },
      schema: ArticleCountsResponseSchema,
      signal,
    })
  ).counts;

export const getPlaylistResources = async (
  http: HttpClient,
  classId: number,
  playlistId: number,
  signal?: AbortSignal,
) =>
  (
    await http.request(FACULTY_RESOURCE_PATHS.classPlaylist(classId, playlistId), {
      schema: PlaylistResourcesResponseSchema,
      signal,
    })
  ).videos;

export const getReadableResource = getCall(FACULTY_RESOURCE_PATHS.view, ResourceCardSchema);

export const getResourceToken = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.request(FACULTY_RESOURCE_PATHS.token(id), { schema: ResourceTokenResponseSchema, signal });

/** The file's URL with its token, loadable without a bearer header (an <iframe>, an <img>, the office viewer). */
export const resourceFileUrl = (baseUrl: string, id: number, token: string) =>
  `${baseUrl}${FACULTY_RESOURCE_PATHS.file(id)}?token=${encodeURIComponent(token)}`;

export const downloadResourceFile = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.download(FACULTY_RESOURCE_PATHS.file(id), { query: { download: 1 }, signal });
