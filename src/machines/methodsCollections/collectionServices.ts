/** The collection screens' real effects over src/api (ADR 121). */
import { fromCallback, fromPromise } from 'xstate';
import {
  createCollection,
  deleteCollection,
  getCollection,
  listCollectionEditors,
  listCollections,
  listEditorCandidates,
  removeCollectionCover,
  setCollectionEditor,
  updateCollection,
  uploadCollectionCover,
} from '../../api/methodsCollections/collections';
import type {
  Collection,
  CollectionEditorEntry,
  CollectionListItem,
  EditorCandidate,
} from '../../api/methodsCollections/collectionsContract';
import type { HttpClient } from '../../api/shared/http';
import { uploadAuthFor, type UploadAuth } from '../../api/shared/upload';
import { buildListRequest, type FilterCondition } from '../../domain/shared/listQuery';
import { formServices } from '../shared/formServices';
import type { FetchListPage } from '../shared/listMachine';
import { listPages, searchingIn } from '../shared/listPages';
import type { UploadEvent, UploadJob } from '../shared/uploadMachine';
import { runUpload } from '../shared/uploadServices';
import type { EditorChange } from './collectionEditorsMachine';
import type { SaveCollectionInput } from './collectionFormMachine';

/** The form's load and save; a save sends the form the document parsed into. */
export const createCollectionFormServices = (http: HttpClient) =>
  formServices(
    http,
    { get: getCollection, create: createCollection, update: updateCollection },
    (input: SaveCollectionInput) => input.parsed,
  );

/** The list's publication filter, kept in the URL: 'yes', 'no', or absent for every collection. */
export const PUBLISHED_FILTER = 'published';

const publishedCondition = (value: string | undefined): FilterCondition[] =>
  value === 'yes' || value === 'no'
    ? [{ bool_operator: 'and', property: 'published', operator: 'equals', value: value === 'yes' }]
    : [];

/** The list: a whole number searches the id, anything else the title (SPEC section 5); the filter as chosen. */
export const collectionPages = (http: HttpClient): FetchListPage<CollectionListItem> =>
  listPages(http, listCollections, (request) =>
    buildListRequest(request, request.pageSize, publishedCondition(request.filters[PUBLISHED_FILTER])),
  );

export const deleteCollectionById = (http: HttpClient) =>
  fromPromise<unknown, { id: number }>(({ input, signal }) => deleteCollection(http, input.id, signal));

/** The cover's upload (the shared upload machine's uploader) and its removal. */
export function createCollectionCoverServices(http: HttpClient, auth: UploadAuth = uploadAuthFor(http)) {
  return {
    uploader: fromCallback<UploadEvent, UploadJob>(({ input, sendBack }) =>
      runUpload(
        sendBack,
        (onProgress, signal) =>
          uploadCollectionCover(
            auth,
            { id: input.recordId, file: input.file, fileName: input.fileName },
            onProgress,
            signal,
          ),
        (collection) => ({ type: 'upload.succeeded', record: collection }) as const,
      ),
    ),
    removeCover: fromPromise<Collection, { collectionId: number }>(({ input, signal }) =>
      removeCollectionCover(http, input.collectionId, signal),
    ),
  };
}

export const createCollectionEditorsServices = (http: HttpClient) => ({
  loadEditors: fromPromise<readonly CollectionEditorEntry[], { collectionId: number }>(({ input, signal }) =>
    listCollectionEditors(http, input.collectionId, signal),
  ),
  setEditor: fromPromise<unknown, EditorChange>(({ input, signal }) =>
    setCollectionEditor(http, input.collectionId, input.userId, input.canEdit, signal),
  ),
});

/** The editor search: the name looks in first name, last name and e-mail. */
export const candidatePages = (http: HttpClient, collectionId: number): FetchListPage<EditorCandidate> =>
  listPages(
    http,
    (client, request, signal) => listEditorCandidates(client, collectionId, request, signal),
    searchingIn(['name']),
  );
