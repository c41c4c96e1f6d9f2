/**
 * The real effects of the quiz editor and its dialogs: calls over src/api, the draft kept in the browser's storage
 * and the notifications a save ends in.
 * The screen provides its machines with these (`quizEditorMachine.provide(createQuizEditorServices(...))`,
 * `addVideoDialogMachine.provide(createAddVideoServices(...))`, …).
 */
import { quizEditorAutosave } from './quizEditorAutosaveMachine';
import { fromPromise } from 'xstate';
import { fetchTags, listArticles, searchArticles } from '../../../api/content/content';
import type { ArticleCard, ArticleRow } from '../../../api/content/contentContract';
import { ApiError, type HttpClient } from '../../../api/shared/http';
import { fetchMyPlaylists, fetchPublisherPlaylists } from '../../../api/playlists/playlists';
import type { PlaylistSummary } from '../../../api/playlists/playlistsContract';
import {
  createQuiz,
  fetchQuiz,
  fetchQuizFromArticle,
  fetchQuizFromPlaylist,
  updateQuiz,
  uploadQuizImage,
} from '../../../api/quiz/quizzes';
import { DEFAULT_SUBJECT_TITLE, type Tag } from '../../../domain/content/content';
import { copyTitle } from '../../../domain/shared/copyTitle';
import { TEXT_MAX } from '../../../domain/shared/fields';
import { draftStorageKey } from '../../../domain/quiz/editor/quizDraft';
import { ITEM_TYPE, type Quiz, type QuizItem, type QuizKind } from '../../../domain/quiz/quiz';
import { newQuizState } from '../../../domain/quiz/editor/quizEditorState';
import {
  copyKindFor,
  QUIZ_CAPABILITY_MESSAGES,
  type QuizCaller,
} from '../../../domain/quiz/quizCapabilities';
import { fromQuiz, toPayload } from '../../../domain/quiz/quizPayload';
import { articleSearchPage, articleSearchQuery } from '../../content/addVideoDialogMachine';
import { articlePickerPage, articlePickerRequest } from '../../content/articlePickerMachine';
import type { CropRequest } from '../../shared/cropImageDialogMachine';
import type { ImportRequest, ImportResult } from './importPlaylistsMachine';
import { listMachine, listServices, type FetchListPage } from '../../shared/listMachine';
import type { NotificationsActorRef } from '../../shared/notificationsMachine';
import type { StoredDraft } from './quizEditorDrafts';
import type { LoadedQuiz, LoadQuizInput, SaveQuizInput } from './quizEditorMachine';

/** SPEC section 8: each message of content.errors is its own notification; otherwise the plain message. */
export function saveErrorMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.errors) {
    const messages = Object.values(error.errors).flat();
    if (messages.length > 0) return messages;
  }
  return [error instanceof Error && error.message ? error.message : 'Error'];
}

/** An edit or copy path opened on a quiz the server does not let the caller edit or copy. */
export class QuizNotAllowedError extends Error {}

/**
 * The loaded quiz, once its actions (as the server answered them for the caller, ADR 192) include this mode; else
 * the quiz's own reason ('This quiz can no longer be edited.') or the viewer's.
 */
async function fetchAllowed(
  http: HttpClient,
  input: LoadQuizInput & { quizId: number },
  signal: AbortSignal,
): Promise<Quiz> {
  const quiz = await fetchQuiz(http, input.kind, input.quizId, signal);
  const action = input.mode === 'edit' ? 'edit' : 'copy';
  if (!quiz.actions?.includes(action))
    throw new QuizNotAllowedError(quiz.refusals?.[action] ?? QUIZ_CAPABILITY_MESSAGES.viewOnly);
  return quiz;
}

async function loadQuiz(
  http: HttpClient,
  input: LoadQuizInput,
  signal: AbortSignal,
): Promise<Omit<LoadedQuiz, 'storedDraft'>> {
  if (input.mode === 'edit' && input.quizId !== undefined) {
    const quiz = await fetchAllowed(http, { ...input, quizId: input.quizId }, signal);
    return {
      state: fromQuiz(quiz),
      version: quiz.version,
      distributed: quiz.isAssignSomeone,
      subscriptionEndsAt: quiz.ownerSubscriptionEndsAt ?? null,
      updatedAt: quiz.updatedAt,
      ...(quiz.classDates ? { classDates: quiz.classDates } : {}),
    };
  }
  if (input.mode === 'copy' && input.quizId !== undefined) {
    const quiz = await fetchAllowed(http, { ...input, quizId: input.quizId }, signal);
    // ADR 173: a copy is titled "<title> (copy)", so the list never shows two identical rows.
    const state = fromQuiz(quiz);
    const title = copyTitle(quiz.title, [quiz.title], TEXT_MAX.title);
    return { state: { ...state, details: { ...state.details, title } }, version: null };
  }
  if (input.articleId !== undefined) {
    return { state: fromQuiz(await fetchQuizFromArticle(http, input.articleId, signal)), version: null };
  }
  // SPEC section 5: new non-library quizzes start with the subject Biology.
  const tags =
    input.kind === 'library'
      ? []
      : (await fetchTags(http, signal)).filter((tag) => tag.title === DEFAULT_SUBJECT_TITLE);
  return { state: newQuizState(input.firstActivityId, { tags }), version: null };
}

function saveQuiz(
  http: HttpClient,
  input: SaveQuizInput,
  signal: AbortSignal,
  caller?: QuizCaller,
): Promise<Quiz> {
  if (input.action === 'edit' && input.quizId !== null) {
    const payload = {
      ...toPayload(input.state, input.kind, 'edit', input.version ?? 0),
      version: input.version ?? 0,
    };
    return updateQuiz(http, input.kind, input.quizId, payload, signal);
  }
  // ADR 114: a new quiz or a copy is one the caller may create: theirs as a user quiz unless they create the kind.
  const kind = caller ? copyKindFor(caller, input.kind) : input.kind;
  const payload = toPayload(input.state, kind, 'create');
  // A quiz made from a class's page names it: the server puts it in the class in the same write (ADR 218).
  return createQuiz(http, kind, input.classId ? { ...payload, classId: input.classId } : payload, signal);
}

/** Where the quiz editor's draft lives: localStorage in the browser, a map in tests. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The draft log's writes (STYLE rule 18). A refused write (storage full or disabled) sends `draft.storeRefused`
 * back to the editor, which warns once (ADR 083) and goes on editing; the last draft that could be stored stays.
 */
export function draftStorageActions(storage: DraftStorage) {
  return {
    storeDraft: (
      { self }: { self: { send: (event: { type: 'draft.storeRefused' }) => void } },
      params: StoredDraft,
    ) => {
      try {
        storage.setItem(params.key, params.draft);
      } catch {
        self.send({ type: 'draft.storeRefused' });
      }
    },
    removeDraft: (_: unknown, params: { key: string }) => {
      try {
        storage.removeItem(params.key);
      } catch {
        // Storage that cannot be reached holds no draft to remove.
      }
    },
  };
}

const notifyErrorOf = (notifications: NotificationsActorRef, message: string) =>
  notifications.send({ type: 'notify.show', kind: 'error', message });

export function createQuizEditorServices(
  http: HttpClient,
  notifications: NotificationsActorRef,
  /** The browser's storage, where the unsaved draft is kept and read back on load. */
  storage: DraftStorage,
  /** The signed-in caller: a new quiz or a copy is of a kind they may create (ADR 114). */
  caller?: QuizCaller,
) {
  const notify = (message: string) => notifications.send({ type: 'notify.show', kind: 'error', message });
  return {
    actors: {
      loadQuiz: fromPromise<LoadedQuiz, LoadQuizInput>(async ({ input, signal }) => {
        try {
          return {
            ...(await loadQuiz(http, input, signal)),
            storedDraft: storage.getItem(draftStorageKey(input.draftKey)),
          };
        } catch (error) {
          // Said in words, not only as the screen's 'Error': the quiz is there, but not to be changed here.
          if (error instanceof QuizNotAllowedError) notify(error.message);
          throw error;
        }
      }),
      saveQuiz: fromPromise<Quiz, SaveQuizInput>(({ input, signal }) =>
        saveQuiz(http, input, signal, caller),
      ),
      // Autosave saves through the same route, with the version its edits were made on (ADR 169).
      autosave: quizEditorAutosave.provide({
        actors: {
          saveQuiz: fromPromise<Quiz, SaveQuizInput>(({ input, signal }) =>
            saveQuiz(http, input, signal, caller),
          ),
        },
      }),
      loadLatest: fromPromise<Quiz, { kind: QuizKind; quizId: number }>(({ input, signal }) =>
        fetchQuiz(http, input.kind, input.quizId, signal),
      ),
    },
    actions: {
      ...draftStorageActions(storage),
      notifyError: (_: unknown, params: { message: string }) => notify(params.message),
      notifyInfo: (_: unknown, params: { message: string }) =>
        notifications.send({ type: 'notify.show', kind: 'info', message: params.message }),
      notifyWarning: (_: unknown, params: { message: string }) =>
        notifications.send({ type: 'notify.show', kind: 'warning', message: params.message }),
      notifySaveFailed: (_: unknown, params: { error: unknown }) =>
        saveErrorMessages(params.error).forEach(notify),
    },
  };
}

/** The Add Video dialog's effects: its results list searches articles (12 a page); label errors notify. */
export function createAddVideoServices(http: HttpClient, notifications: NotificationsActorRef) {
  const search: FetchListPage<ArticleCard> = async (request, signal) =>
    articleSearchPage(await searchArticles(http, articleSearchQuery(request), signal));
  return {
    actions: {
      notifyError: (_: unknown, params: { message: string }) => notifyErrorOf(notifications, params.message),
    },
    actors: {
      articleSearch: listMachine.provide(listServices(search)),
      loadPublisherPlaylists: fromPromise<readonly PlaylistSummary[]>(
        async ({ signal }) => (await fetchPublisherPlaylists(http, signal)).result,
      ),
    },
  };
}

/** The article picker's list reads POST /api/admin/article/list (by title, or by section ID). */
export function createArticlePickerServices(http: HttpClient) {
  const list: FetchListPage<ArticleRow> = async (request, signal) =>
    articlePickerPage(await listArticles(http, articlePickerRequest(request), signal));
  return { actors: { articleList: listMachine.provide(listServices(list)) } };
}

export function createSubjectsServices(http: HttpClient) {
  return { actors: { fetchTags: fromPromise<Tag[]>(({ signal }) => fetchTags(http, signal)) } };
}

/**
 * Each chosen playlist as a prefilled template (GET from_playlist, ADR 043): its articles' videos in playlist order,
 * each followed by the questions of that article's template quiz. The dialog keeps videos, questions or both.
 */
async function importPlaylists(
  http: HttpClient,
  request: ImportRequest,
  signal: AbortSignal,
): Promise<ImportResult> {
  const articles = new Map<number, ImportResult['articles'][number]>();
  const questions: QuizItem[] = [];
  for (const playlistId of request.playlistIds) {
    const template = await fetchQuizFromPlaylist(http, playlistId, signal);
    for (const item of template.activities.flatMap((activity) => activity.items)) {
      if (item.type === ITEM_TYPE.text) questions.push(item);
      else if (item.article && !articles.has(item.article.id)) articles.set(item.article.id, item.article);
    }
  }
  return {
    articles: request.videos ? [...articles.values()] : [],
    questions: request.questions ? questions : [],
  };
}

export function createImportPlaylistsServices(http: HttpClient) {
  return {
    actors: {
      fetchMyPlaylists: fromPromise<PlaylistSummary[]>(
        async ({ signal }) => (await fetchMyPlaylists(http, 1, signal)).result,
      ),
      importPlaylists: fromPromise(({ input, signal }: { input: ImportRequest; signal: AbortSignal }) =>
        importPlaylists(http, input, signal),
      ),
    },
  };
}

/**
 * The question image crop dialog: `crop` draws the chosen area as a PNG (a canvas, given by the view); the PNG goes
 * to POST /api/quiz/upload_image.
 */
export function createCropImageServices(
  http: HttpClient,
  notifications: NotificationsActorRef,
  crop: (request: CropRequest) => Promise<Blob>,
) {
  return {
    actions: {
      notifyError: (_: unknown, params: { message: string }) => notifyErrorOf(notifications, params.message),
    },
    actors: {
      cropImage: fromPromise<Blob, CropRequest>(({ input }) => crop(input)),
      uploadImage: fromPromise<string, Blob>(({ input, signal }) =>
        uploadQuizImage(http, input, QUESTION_IMAGE_FILE_NAME, signal),
      ),
    },
  };
}

/** The name the cropped PNG is sent under; the server names stored files itself. */
export const QUESTION_IMAGE_FILE_NAME = 'question-image.png';
