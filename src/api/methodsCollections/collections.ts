/** Methods Collections calls (ADR 316): the list, one collection and its saves, its cover, its editors. */
import type { CollectionForm } from '../../domain/methodsCollections/collections';
import type { ListRequest } from '../../domain/shared/listQuery';
import type { HttpClient } from '../shared/http';
import { deleteCall, getCall, listCall } from '../shared/recordCalls';
import { uploadFile, type UploadAuth, type UploadProgress } from '../shared/upload';
import { collectionEditorPath, CollectionEditorSchema } from './collectionEditorsContract';
import {
  COLLECTION_PATHS,
  CollectionEditorsResponseSchema,
  CollectionListResponseSchema,
  CollectionSchema,
  EditorCandidatesResponseSchema,
  type Collection,
  type EditorCandidatesResponse,
} from './collectionsContract';

export const listCollections = listCall(COLLECTION_PATHS.list, CollectionListResponseSchema);

export const getCollection = getCall(COLLECTION_PATHS.one, CollectionSchema);

export function createCollection(
  http: HttpClient,
  form: CollectionForm,
  signal?: AbortSignal,
): Promise<Collection> {
  return http.request(COLLECTION_PATHS.create, {
    method: 'POST',
    body: form,
    schema: CollectionSchema,
    signal,
  });
}

export function updateCollection(
  http: HttpClient,
  id: number,
  form: CollectionForm,
  version: number,
  signal?: AbortSignal,
): Promise<Collection> {
  return http.request(COLLECTION_PATHS.one(id), {
    method: 'PATCH',
    body: { ...form, version },
    schema: CollectionSchema,
    signal,
  });
}

export const deleteCollection = deleteCall(COLLECTION_PATHS.one);

/** Sends a cover picture with progress; the answer is the collection with its new cover. */
export function uploadCollectionCover(
  auth: UploadAuth,
  input: { id: number; file: Blob; fileName: string },
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<Collection> {
  return uploadFile(auth, COLLECTION_PATHS.cover(input.id), {
    file: input.file,
    fileName: input.fileName,
    schema: CollectionSchema,
    onProgress,
    signal,
  });
}

export function removeCollectionCover(
  http: HttpClient,
  id: number,
  signal?: AbortSignal,
): Promise<Collection> {
  return http.request(COLLECTION_PATHS.cover(id), { method: 'DELETE', schema: CollectionSchema, signal });
}

export const listCollectionEditors = getCall(COLLECTION_PATHS.editors, CollectionEditorsResponseSchema);

export function listEditorCandidates(
  http: HttpClient,
  collectionId: number,
  request: ListRequest,
  signal?: AbortSignal,
): Promise<EditorCandidatesResponse> {
  return http.request(COLLECTION_PATHS.candidates(collectionId), {
    method: 'POST',
    body: request,
    schema: EditorCandidatesResponseSchema,
    signal,
  });
}

/** Gives one account the editor right on a collection, or takes it away (ADR 265's route). */
export function setCollectionEditor(
  http: HttpClient,
  collectionId: number,
  userId: number,
  canEdit: boolean,
  signal?: AbortSignal,
) {
  return http.request(collectionEditorPath(collectionId, userId), {
    method: 'PATCH',
    body: { canEdit },
    schema: CollectionEditorSchema,
    signal,
  });
}
