/** The class screens' real effects over src/api. */
import { fromCallback, fromPromise } from 'xstate';
import {
  deleteClassDocument,
  listClassDocuments,
  listDeletedClassDocuments,
  restoreClassDocument,
  updateClassDocument,
  uploadClassDocument,
} from '../../api/classes/classDocuments';
import type { ClassDocument } from '../../api/classes/classDocumentsContract';
import { syncClassRoster } from '../../api/lti/ltiRoster';
import {
  addPlaylistsToClasses,
  addQuizzesToClasses,
  copyClass,
  createClass,
  deleteClass,
  getClass,
  inviteStudents,
  listClasses,
  listClassPlaylists,
  listClassQuizzes,
  listPicker,
  listQuizLinks,
  publishClass,
  remindClassStudents,
  resendQuizLink,
  setClassQuizDates,
  shareClass,
  updateClass,
  type PickerKind,
} from '../../api/classes/classes';
import type {
  Class,
  ClassListItem,
  ClassQuiz,
  ClassQuizLinksResponse,
  ClassSort,
  PickerItem,
} from '../../api/classes/classesContract';
import type { HttpClient } from '../../api/shared/http';
import { CLASS_MESSAGES } from '../../domain/classes/classes';
import type { BulkOutboxActorRef } from '../shared/bulkOutboxMachine';
import { deleteThroughOutbox } from '../shared/outboxDelete';
import { uploadAuthFor, type UploadAuth } from '../../api/shared/upload';
import type { ParsedListRequest } from '../../domain/shared/listQuery';
import type { ClassDocumentsEvent, DocumentChange, DocumentsView } from './classDocumentsTypes';
import type { ClassShares, SendEmailsInput } from './classEmailsMachine';
import type { SaveClassInput } from './classFormMachine';
import type { ClassPageData, LinkInput } from './classPageMachine';
import { recordMachine, recordServices } from '../shared/recordMachine';
import type { AddLinksInput, AddLinksOutput } from './classPickerMachine';
import type { ResendInput, StudentLinksInput } from './studentLinksMachine';
import type { SaveClassQuizDatesInput } from './classQuizDatesMachine';
import type { FetchListPage } from '../shared/listMachine';
import { listPages, searchingIn } from '../shared/listPages';
import { runUpload } from '../shared/uploadServices';
import { formServices } from '../shared/formServices';
import { saveFile } from '../shared/saveFile';
import type { RemindResponse } from '../../api/quiz/results/resultsContract';

/** The list filter of the tabs: all classes, own ones (professor=0) or professor classes (professor=1). */
export const CLASS_KIND_FILTER = 'kind';

/** /classes: a keyword (id or title), a sort, a page and the tab, as GET query parameters. */
export const classPages =
  (http: HttpClient): FetchListPage<ClassListItem> =>
  async (request, signal) => {
    const kind = request.filters[CLASS_KIND_FILTER];
    const { result, navigation } = await listClasses(
      http,
      {
        page: request.page,
        itemsOnPage: request.pageSize,
        ...(request.search ? { keyword: request.search } : {}),
        ...(request.sort ? { sort: request.sort[0] as ClassSort, direction: request.sort[1] } : {}),
        ...(kind === 'own' ? { professor: '0' } : kind === 'professor' ? { professor: '1' } : {}),
      },
      signal,
    );
    return { items: result, paging: navigation };
  };

/** A picker's pages: the title contains the search. */
export const pickerPages = (http: HttpClient, kind: PickerKind): FetchListPage<PickerItem> =>
  listPages(
    http,
    (h, body: ParsedListRequest, signal) => listPicker(h, kind, body, signal),
    searchingIn(['title']),
  );

export const createClassFormServices = (http: HttpClient) =>
  formServices(
    http,
    { get: getClass, create: createClass, update: updateClass },
    (input: SaveClassInput) => input.parsed,
  );

/**
 * The class page's effects: its record (the class, its quizzes and playlists, read together) and its changes. A
 * quiz or playlist removed goes through the bulk outbox (ADR 290): SPEC's words with what the removal leaves and
 * Undo, then SPEC's DELETE when the notice ends.
 */
export function createClassPageServices(http: HttpClient, outbox: BulkOutboxActorRef) {
  return {
    classRecord: recordMachine.provide(
      recordServices(async (request: { classId: number }, signal: AbortSignal): Promise<ClassPageData> => {
        const [klass, quizzes, playlists] = await Promise.all([
          getClass(http, request.classId, signal),
          listClassQuizzes(http, request.classId, signal),
          listClassPlaylists(http, request.classId, signal),
        ]);
        return { klass, quizzes, playlists: playlists.result };
      }),
    ),
    removeQuiz: deleteThroughOutbox<LinkInput>(outbox, (input) => ({
      target: { kind: 'classQuiz', classId: input.classId, studentLinks: input.studentLinks },
      row: { id: input.id, label: input.title },
      notice: CLASS_MESSAGES.quizDeleted,
      failedNotice: CLASS_MESSAGES.unableToDeleteQuiz,
    })),
    removePlaylist: deleteThroughOutbox<LinkInput>(outbox, (input) => ({
      target: { kind: 'classPlaylist', classId: input.classId },
      row: { id: input.id, label: input.title },
      notice: CLASS_MESSAGES.playlistDeleted,
      failedNotice: CLASS_MESSAGES.unableToDeletePlaylist,
    })),
    removeStudent: deleteThroughOutbox<LinkInput>(outbox, (input) => ({
      target: { kind: 'classStudent', classId: input.classId },
      row: { id: input.id, label: input.title },
      notice: CLASS_MESSAGES.studentRemoved,
      failedNotice: CLASS_MESSAGES.unableToRemoveStudent,
    })),
    publish: fromPromise<void, { classId: number; published: boolean }>(async ({ input, signal }) => {
      await publishClass(http, input.classId, input.published, signal);
    }),
    syncRoster: fromPromise<void, { classId: number }>(async ({ input, signal }) => {
      await syncClassRoster(http, input.classId, signal);
    }),
  };
}

export function createClassPickerServices(http: HttpClient) {
  return {
    loadClasses: fromPromise<ClassListItem[], void>(async ({ signal }) => [
      ...(await listClasses(http, { page: 1, itemsOnPage: 200, sort: 'title', direction: 'asc' }, signal))
        .result,
    ]),
    addLinks: fromPromise<AddLinksOutput, AddLinksInput>(async ({ input, signal }) => {
      if (input.target === 'quiz') return addQuizzesToClasses(http, input.ids, input.classIds, signal);
      await addPlaylistsToClasses(http, input.ids, input.classIds, signal);
      return { notAssigned: [] };
    }),
  };
}

/** The Student links dialog: the links over the API, copies through the browser's clipboard. */
export function createStudentLinksServices(
  http: HttpClient,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
) {
  return {
    loadLinks: fromPromise<ClassQuizLinksResponse, StudentLinksInput>(({ input, signal }) =>
      listQuizLinks(http, input.classId, input.quizId, signal),
    ),
    resendLink: fromPromise<ClassQuizLinksResponse, ResendInput>(({ input, signal }) =>
      resendQuizLink(http, input.classId, input.quizId, input.assignmentId, signal),
    ),
    copyText: fromPromise<void, { text: string }>(async ({ input }) => {
      if (!clipboard) throw new Error('No clipboard');
      await clipboard.writeText(input.text);
    }),
    saveText: fromPromise<void, { text: string; fileName: string }>(async ({ input }) => {
      saveFile(new Blob([input.text], { type: 'text/csv;charset=utf-8' }), input.fileName);
    }),
    remindStudents: fromPromise<RemindResponse, StudentLinksInput>(({ input, signal }) =>
      remindClassStudents(http, input.classId, input.quizId, signal),
    ),
  };
}

export function createClassQuizDatesServices(http: HttpClient) {
  return {
    saveDates: fromPromise<ClassQuiz, SaveClassQuizDatesInput>(({ input, signal }) =>
      setClassQuizDates(http, input.classId, input.quizId, input.dates, signal),
    ),
  };
}

export function createClassEmailsServices(http: HttpClient) {
  return {
    sendEmails: fromPromise<void, SendEmailsInput>(async ({ input, signal }) => {
      if (input.mode === 'invite') await inviteStudents(http, input.classId, input.emails, signal);
      else await shareClass(http, input.classId, input.emails, input.version!, signal);
    }),
    loadShares: fromPromise<ClassShares, { classId: number }>(async ({ input, signal }) => {
      const klass = await getClass(http, input.classId, signal);
      return { emails: klass.sharedWith.map((user) => user.email), version: klass.sharesVersion };
    }),
  };
}

export function createClassActionServices(http: HttpClient) {
  return {
    copy: fromPromise<Class, { id: number }>(({ input, signal }) => copyClass(http, input.id, signal)),
    publish: fromPromise<Class, { id: number; published: boolean }>(({ input, signal }) =>
      publishClass(http, input.id, input.published, signal),
    ),
    deleteTarget: fromPromise<unknown, { id: number }>(({ input, signal }) =>
      deleteClass(http, input.id, signal),
    ),
  };
}

export function createClassDocumentsServices(http: HttpClient, auth: UploadAuth = uploadAuthFor(http)) {
  return {
    loadDocuments: fromPromise<ClassDocument[], { classId: number; view: DocumentsView }>(
      ({ input, signal }) =>
        input.view === 'deleted'
          ? listDeletedClassDocuments(http, input.classId, signal)
          : listClassDocuments(http, input.classId, signal),
    ),
    changeDocument: fromPromise<void, DocumentChange & { kind: 'rename' | 'share' | 'delete' | 'restore' }>(
      async ({ input, signal }) => {
        if (input.kind === 'delete') await deleteClassDocument(http, input.classId, input.documentId, signal);
        else if (input.kind === 'restore')
          await restoreClassDocument(http, input.classId, input.documentId, signal);
        else
          await updateClassDocument(
            http,
            input.classId,
            input.documentId,
            input.kind === 'rename'
              ? { fileName: input.fileName, version: input.version! }
              : { shared: input.shared, version: input.version! },
            signal,
          );
      },
    ),
    uploader: fromCallback<ClassDocumentsEvent, { classId: number; file: File }>(({ input, sendBack }) =>
      runUpload(
        sendBack,
        (onProgress, signal) =>
          uploadClassDocument(auth, input.classId, input.file, input.file.name, onProgress, signal),
        () => ({ type: 'upload.succeeded' }) as const,
      ),
    ),
  };
}
