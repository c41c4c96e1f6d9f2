/**
 * Downloading a quiz package (SPEC section 2 "Other dialogs", 7 "Exports", 8): the format (SCORM, QTI, CC, Moodle
 * XML or GIFT) unless the row action already named it, then the institution picker (searchable, 300 ms debounce, or
 * no institution at all), then the file. While the file arrives the dialog stays open with its progress (bytes of the
 * total, or "Preparing the package…" until the first byte); Cancel aborts it; once the file is handed to the browser
 * it closes with '<file> downloaded' (ADR 174). A failed download shows the server's message and returns to the
 * picker. Meanwhile the dialog asks what each format cannot carry of the quiz and lists the chosen format's
 * losses before the file is built (ADR 398); when that answer fails the dialog goes on without it.
 */
import {
  assign,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { DOWNLOAD_MESSAGES } from '../../../domain/shared/downloads';
import { EXPORT_FORMATS, type ExportFormat, type ExportNotes } from '../../../api/quiz/quizExports';

/** The package formats the dialog offers, in its order. */
export const DOWNLOAD_FORMATS: readonly ExportFormat[] = EXPORT_FORMATS;
export type { ExportFormat, ExportNotes };
import type { QuizKind } from '../../../domain/quiz/quiz';
import { SEARCH_DEBOUNCE_MS } from '../../../domain/shared/timing';
import { messageOf } from '../../../domain/shared/messages';

export interface InstitutionOption {
  readonly id: number;
  readonly title: string;
}

export interface DownloadQuizInput {
  readonly kind: QuizKind;
  readonly quizId: number;
  readonly title: string;
  /** Set when the row action already chose the format. */
  readonly format: ExportFormat | null;
}

export interface DownloadRequest {
  readonly kind: QuizKind;
  readonly quizId: number;
  readonly title: string;
  readonly format: ExportFormat;
  readonly institutionId: number | null;
}

export interface DownloadQuizContext {
  readonly quiz: { readonly kind: QuizKind; readonly quizId: number; readonly title: string };
  format: ExportFormat | null;
  keyword: string;
  institutions: InstitutionOption[];
  error: string | null;
  /** Bytes received of the file being downloaded, and its size when known; null before the first byte. */
  progress: DownloadProgressValue | null;
  /** What each format cannot carry of the quiz; null until the server has answered (or when it could not). */
  notes: ExportNotes | null;
}

export interface DownloadProgressValue {
  readonly received: number;
  readonly total: number | null;
}

export type DownloadQuizEvent =
  | { type: 'download.format'; format: ExportFormat }
  | { type: 'institution.search'; keyword: string }
  | { type: 'download.choose'; institutionId: number | null }
  | { type: 'download.back' }
  | { type: 'download.cancel' };

/** What the download actor reports back while it runs (ADR 174). */
export type DownloadReport =
  | { type: 'download.progress'; received: number; total: number | null }
  | { type: 'download.saved'; fileName: string }
  | { type: 'download.failed'; message: string };

export const downloadQuizMachine = setup({
  types: {
    context: {} as DownloadQuizContext,
    events: {} as DownloadQuizEvent | DownloadReport,
    input: {} as DownloadQuizInput,
  },
  actors: {
    searchInstitutions: fromPromise<InstitutionOption[], { keyword: string }>(async () => {
      throw new Error('searchInstitutions is not provided');
    }),
    loadExportNotes: fromPromise<ExportNotes, { kind: QuizKind; quizId: number }>(async () => {
      throw new Error('loadExportNotes is not provided');
    }),
    /**
     * Fetches the package, reporting `download.progress`, saves it under its file name and reports
     * `download.saved` (or `download.failed`); stopping it (Cancel) aborts the request.
     */
    downloadQuiz: fromCallback<EventObject, DownloadRequest>(() => {
      throw new Error('downloadQuiz is not provided');
    }),
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
  guards: {
    hasFormat: ({ context }) => context.format !== null,
  },
  actions: {
    /** Shows a notification; provided by the screen with the notifications actor. */
    notify: (_, _params: { kind: 'error' | 'success'; message: string }) => {},
    assignFormat: assign({ format: (_, params: { format: ExportFormat }) => params.format }),
    assignKeyword: assign({ keyword: (_, params: { keyword: string }) => params.keyword }),
    assignInstitutions: assign((_, params: { institutions: InstitutionOption[] }) => ({
      institutions: params.institutions,
      error: null,
    })),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearError: assign({ error: null }),
    clearFormat: assign({ format: null }),
    assignProgress: assign({ progress: (_, params: DownloadProgressValue) => params }),
    clearProgress: assign({ progress: null }),
    assignNotes: assign({ notes: (_, params: { notes: ExportNotes }) => params.notes }),
  },
}).createMachine({
  id: 'downloadQuiz',
  context: ({ input }) => ({
    quiz: { kind: input.kind, quizId: input.quizId, title: input.title },
    format: input.format,
    keyword: '',
    institutions: [],
    error: null,
    progress: null,
    notes: null,
  }),
  initial: 'choosingFormat',
  on: { 'download.cancel': '.closed' },
  invoke: {
    src: 'loadExportNotes',
    input: ({ context }) => ({ kind: context.quiz.kind, quizId: context.quiz.quizId }),
    onDone: { actions: { type: 'assignNotes', params: ({ event }) => ({ notes: event.output }) } },
    // Without the notes the dialog goes on as before: the package still holds its export-notes.txt.
    onError: {},
  },
  states: {
    choosingFormat: {
      always: { guard: 'hasFormat', target: 'choosingInstitution' },
      on: {
        'download.format': {
          target: 'choosingInstitution',
          actions: { type: 'assignFormat', params: ({ event }) => ({ format: event.format }) },
        },
      },
    },
    choosingInstitution: {
      initial: 'loading',
      on: {
        'institution.search': {
          target: '.debouncing',
          actions: { type: 'assignKeyword', params: ({ event }) => ({ keyword: event.keyword }) },
        },
        'download.choose': {
          target: 'downloading',
          actions: 'clearError',
        },
        'download.back': { target: 'choosingFormat', actions: 'clearFormat' },
      },
      states: {
        debouncing: {
          after: { searchDebounce: 'loading' },
        },
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'searchInstitutions',
            input: ({ context }) => ({ keyword: context.keyword }),
            onDone: {
              target: 'ready',
              actions: {
                type: 'assignInstitutions',
                params: ({ event }) => ({ institutions: event.output }),
              },
            },
            onError: {
              target: 'failed',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {},
        failed: { tags: ['error'] },
      },
    },
    downloading: {
      tags: ['busy'],
      entry: 'clearProgress',
      invoke: {
        src: 'downloadQuiz',
        input: ({ context, event }) => ({
          ...context.quiz,
          format: context.format ?? 'scorm',
          institutionId: event.type === 'download.choose' ? event.institutionId : null,
        }),
      },
      on: {
        'download.progress': {
          actions: {
            type: 'assignProgress',
            params: ({ event }) => ({ received: event.received, total: event.total }),
          },
        },
        'download.saved': {
          target: 'closed',
          actions: {
            type: 'notify',
            params: ({ event }) => ({
              kind: 'success' as const,
              message: DOWNLOAD_MESSAGES.downloaded(event.fileName),
            }),
          },
        },
        'download.failed': {
          target: 'choosingInstitution.ready',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error' as const, message: event.message }),
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});

export type DownloadQuizActorRef = ActorRefFrom<typeof downloadQuizMachine>;
export type DownloadQuizSnapshot = SnapshotFrom<typeof downloadQuizMachine>;

export const selectDownloadStep = (
  snapshot: DownloadQuizSnapshot,
): 'format' | 'institution' | 'downloading' | 'closed' =>
  snapshot.matches('choosingFormat')
    ? 'format'
    : snapshot.matches('choosingInstitution')
      ? 'institution'
      : snapshot.matches('downloading')
        ? 'downloading'
        : 'closed';
export const selectDownloadFormat = (snapshot: DownloadQuizSnapshot) => snapshot.context.format;
export const selectInstitutions = (snapshot: DownloadQuizSnapshot) => snapshot.context.institutions;
export const selectInstitutionsLoading = (snapshot: DownloadQuizSnapshot) =>
  snapshot.matches({ choosingInstitution: 'loading' }) ||
  snapshot.matches({ choosingInstitution: 'debouncing' });
export const selectDownloadError = (snapshot: DownloadQuizSnapshot) => snapshot.context.error;
export const selectDownloadBusy = (snapshot: DownloadQuizSnapshot) => snapshot.matches('downloading');
export const selectDownloadProgress = (snapshot: DownloadQuizSnapshot) => snapshot.context.progress;
/** The chosen format's losses: null while unknown, empty when it carries the whole quiz. */
export const selectFormatNotes = (snapshot: DownloadQuizSnapshot): readonly string[] | null => {
  const { notes, format } = snapshot.context;
  return notes && format ? notes[format] : null;
};
