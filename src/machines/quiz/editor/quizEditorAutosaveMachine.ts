/**
 * Autosave of the quiz editor (ADR 169), a child of the editor machine while it is `editing`. It owns the timing
 * and the save in flight; the editor owns the document and decides what is saved:
 *
 * - Each edit (`autosave.edited`) restarts the wait; once edits have settled for AUTOSAVE_DELAY_MS it asks the
 *   editor (`autosave.due`), which answers with what to save (`autosave.save`: the save input with the version the
 *   edits were made on), why not (`autosave.invalid`: the first message of the save check) or nothing
 *   (`autosave.skip`: nothing unsaved, a drag half done, or a quiz the server does not have yet).
 * - The save is reported back (`autosave.saved`); edits made while it is in flight wait for it and are saved next.
 * - The server's 409 (someone saved a newer version) stops autosave for good (`autosave.conflict`): their version is
 *   never overwritten unless the user chooses Keep mine in the editor's conflict prompt.
 * - Any other refusal pauses it (`autosave.failed`) until the next edit.
 */
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Quiz } from '../../../domain/quiz/quiz';
import type { SavePoint } from '../../../domain/quiz/editor/quizEditorDocument';
import type { SaveQuizInput } from './quizEditorTypes';

/** Edits settle this long (ms) before a valid quiz is saved to the server on its own (ADR 169). */
export const AUTOSAVE_DELAY_MS = 3000;

export type AutosaveEvent =
  | { type: 'autosave.edited' }
  | { type: 'autosave.save'; input: SaveQuizInput; point: SavePoint }
  | { type: 'autosave.invalid'; message: string }
  | { type: 'autosave.skip' };

/** What the autosave tells the editor. */
export type AutosaveReport =
  | { type: 'autosave.due' }
  | { type: 'autosave.saved'; saved: Quiz; point: SavePoint }
  | { type: 'autosave.failed' }
  | { type: 'autosave.conflict'; error: unknown };

export interface AutosaveContext {
  /** The save in flight: what it sends and the document's point it stands for. */
  request: { input: SaveQuizInput; point: SavePoint } | null;
  /** Why autosave is paused: the save check's first message. */
  message: string;
  /** An edit came while the save was in flight: it is saved next. */
  editedMeanwhile: boolean;
}

const isConflict = (error: unknown) => (error as { status?: number } | null)?.status === 409;

export const quizEditorAutosave = setup({
  types: {
    context: {} as AutosaveContext,
    events: {} as AutosaveEvent,
  },
  actors: {
    saveQuiz: fromPromise<Quiz, SaveQuizInput>(async () => {
      throw new Error('saveQuiz is not provided');
    }),
  },
  delays: { settle: AUTOSAVE_DELAY_MS },
  guards: {
    editedMeanwhile: ({ context }) => context.editedMeanwhile,
    isConflict: ({ event }) => isConflict((event as { error?: unknown }).error),
  },
  actions: {
    /** Tells the editor; on its own (a test, a diagram) there is no one to tell. */
    report: enqueueActions(({ self, enqueue }, params: AutosaveReport) => {
      if (self._parent) enqueue.sendParent(params);
    }),
    /** What the server saved, told with the document's point the save stood for. */
    reportSaved: enqueueActions(({ context, self, enqueue }, params: { saved: Quiz }) => {
      const report: AutosaveReport = {
        type: 'autosave.saved',
        saved: params.saved,
        point: context.request!.point,
      };
      if (self._parent) enqueue.sendParent(report);
    }),
  },
}).createMachine({
  id: 'quizEditorAutosave',
  context: { request: null, message: '', editedMeanwhile: false },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing waits to be saved (or the editor said there was nothing to save).',
      on: { 'autosave.edited': 'waiting' },
    },
    waiting: {
      description: 'Unsaved edits: each new edit restarts the wait.',
      on: { 'autosave.edited': { target: 'waiting', reenter: true } },
      after: { settle: { target: 'asking', actions: { type: 'report', params: { type: 'autosave.due' } } } },
    },
    asking: {
      description:
        'The edits settled: the editor says what to save, why not, or that there is nothing to save.',
      on: {
        'autosave.save': {
          target: 'saving',
          actions: assign(({ event }) => ({
            request: { input: event.input, point: event.point },
            editedMeanwhile: false,
          })),
        },
        'autosave.invalid': {
          target: 'invalid',
          actions: assign(({ event }) => ({ message: event.message })),
        },
        'autosave.skip': 'idle',
        'autosave.edited': 'waiting',
      },
    },
    saving: {
      description: 'The settled edits go to the server with the version they were made on; editing goes on.',
      invoke: {
        src: 'saveQuiz',
        input: ({ context }) => context.request!.input,
        onDone: [
          {
            guard: 'editedMeanwhile',
            target: 'waiting',
            actions: { type: 'reportSaved', params: ({ event }) => ({ saved: event.output }) },
          },
          {
            target: 'idle',
            actions: { type: 'reportSaved', params: ({ event }) => ({ saved: event.output }) },
          },
        ],
        onError: [
          {
            guard: 'isConflict',
            target: 'stopped',
            actions: {
              type: 'report',
              params: ({ event }) => ({ type: 'autosave.conflict', error: event.error }),
            },
          },
          { target: 'failed', actions: { type: 'report', params: { type: 'autosave.failed' } } },
        ],
      },
      on: { 'autosave.edited': { actions: assign({ editedMeanwhile: true }) } },
    },
    invalid: {
      description:
        "Paused: the quiz does not pass the save check ('Autosave paused: …'); the next edit tries again.",
      on: { 'autosave.edited': 'waiting' },
    },
    failed: {
      description: 'Paused: the server refused the save (not a conflict); the next edit tries again.',
      on: { 'autosave.edited': 'waiting' },
    },
    stopped: {
      description:
        'Someone saved a newer version: autosave never saves again here; the editor shows the conflict prompt.',
    },
  },
});

export type QuizEditorAutosaveSnapshot = SnapshotFrom<typeof quizEditorAutosave>;
