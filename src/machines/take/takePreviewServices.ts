/**
 * Preview as a student (ADR 264): the student page's machine with effects that record nothing. The session comes
 * from the preview routes (the caller's own sign-in, the quiz's current version); each answer stays in this page,
 * as in a student's outbox that is never sent; the submit sends every answer at once to be scored, and the server
 * stores nothing. The connection is the student page's own.
 *
 * @publicModule the quiz viewer previews its quiz with the student page.
 */
import type { HttpClient } from '../../api/shared/http';
import type { TakeSession } from '../../api/take/takeContract';
import type { QuizKind } from '../../domain/quiz/quiz';
import type { Clock } from '../shared/clock';
import { takeQuizActors } from './takeQuizCalls';
import type { StoredFiles } from './takeFilesMachine';
import { createTakeQuizServices } from './takeQuizServices';
import { previewWatched } from './takePreviewWatched';

export interface PreviewTarget {
  readonly kind: QuizKind;
  readonly quizId: number;
}

const hasAnswer = (answer: { optionIds: readonly number[]; response?: unknown }) =>
  answer.response !== undefined
    ? !(typeof answer.response === 'string' && answer.response.trim() === '')
    : answer.optionIds.length > 0;

export function createTakePreviewServices(http: HttpClient, target: PreviewTarget, clock: Clock) {
  const api = import('../../api/take/preview');
  /** The version the preview opened on: the submit is scored against it. */
  let version = 0;
  /** What was answered, by question id: kept here, never saved. */
  let kept = new Map<string, { optionIds: readonly number[]; response?: unknown }>();
  /** How many hints were shown, by question id (ADR 293): the submit's score pays for them. */
  let hintsUsed: Record<string, number> = {};

  /** Files picked in this preview, for their stand-in ids. */
  let previewFiles = 0;
  /** The session shown, for a question's view (how many files it takes). */
  let shown: TakeSession | undefined;
  const questionOf = (itemId: number) => {
    for (const activity of shown?.activities ?? [])
      for (const item of activity.items) if (item.kind === 'question' && item.id === itemId) return item;
    return undefined;
  };
  const questionView = (itemId: number) => questionOf(itemId)?.view;

  const opened = (preview: { version: number; session: TakeSession }) => {
    version = preview.version;
    shown = preview.session;
    return preview.session;
  };
  const { actors } = createTakeQuizServices({ storage: null });
  const watching = previewWatched();

  return {
    actors: {
      ...actors,
      ...takeQuizActors({
        loadSession: async (_input, signal) => {
          kept = new Map();
          hintsUsed = {};
          const { fetchPreview } = await api;
          return {
            session: opened(await fetchPreview(http, target.kind, target.quizId, signal)),
            outbox: {},
          };
        },
        startSession: async (_input, signal) => {
          const { startPreview } = await api;
          return opened(await startPreview(http, target.kind, target.quizId, signal));
        },
        saveAnswer: async (input, signal) => {
          kept.set(String(input.itemId), { optionIds: input.optionIds, response: input.response });
          const saved = {
            savedAt: clock().toISOString(),
            answeredCount: [...kept.values()].filter(hasAnswer).length,
          };
          // A question whose moment goes back on a wrong answer asks the server, which has the answer key (ADR 338).
          if (questionOf(input.itemId)?.moment?.jumpBackTo === undefined) return saved;
          const { previewAnswer } = await api;
          const { itemId, optionIds, response, timeSpentMs } = input;
          const answer = {
            version,
            optionIds: [...optionIds],
            timeSpentMs,
            ...(response === undefined ? {} : { response }),
          };
          return {
            ...saved,
            ...(await previewAnswer(http, target.kind, target.quizId, itemId, answer, signal)),
          };
        },
        // What is played in a preview stays in this page (ADR 329).
        sendWatched: async (input) => watching(input),
        // A file is never sent from a preview (ADR 294): its name, size and type stand for it until the submit.
        sendFile: async (input) => {
          const key = String(input.itemId);
          const before = kept.get(key)?.response;
          const files = Array.isArray(before) ? (before as StoredFiles['files']) : [];
          const file = {
            id: `preview-${++previewFiles}`,
            name: input.file.name,
            size: input.file.size,
            type: input.file.type || 'application/octet-stream',
          };
          const max = Number(questionView(input.itemId)?.maxFiles ?? 1);
          const stored = max > 1 ? [...files, file].slice(0, max) : [file];
          kept.set(key, { optionIds: [], response: stored });
          return { files: stored };
        },
        removeFile: async (input) => {
          const key = String(input.itemId);
          const before = kept.get(key)?.response;
          const files = (Array.isArray(before) ? (before as StoredFiles['files']) : []).filter(
            (file) => file.id !== input.fileId,
          );
          kept.set(key, { optionIds: [], response: files.length > 0 ? files : undefined });
          return { files };
        },
        requestHint: async (input, signal) => {
          const { previewHint } = await api;
          const hint = await previewHint(
            http,
            target.kind,
            target.quizId,
            input.itemId,
            { version, index: input.index },
            signal,
          );
          const key = String(input.itemId);
          hintsUsed = { ...hintsUsed, [key]: Math.max(hintsUsed[key] ?? 0, hint.used) };
          return hint;
        },
        submitQuiz: async (_input, signal) => {
          const { submitPreview } = await api;
          const answers: { itemId: number; optionIds: number[] }[] = [];
          const responses: { itemId: number; response: unknown }[] = [];
          for (const [id, answer] of kept) {
            if (!hasAnswer(answer)) continue;
            if (answer.response !== undefined)
              responses.push({ itemId: Number(id), response: answer.response });
            else answers.push({ itemId: Number(id), optionIds: [...answer.optionIds] });
          }
          return submitPreview(
            http,
            target.kind,
            target.quizId,
            {
              version,
              answers,
              responses,
              hintsUsed: Object.entries(hintsUsed).map(([id, count]) => ({ itemId: Number(id), count })),
            },
            signal,
          );
        },
        newAttempt: async (_input, signal) => {
          kept = new Map();
          hintsUsed = {};
          const { fetchPreview } = await api;
          return opened(await fetchPreview(http, target.kind, target.quizId, signal));
        },
      }),
    },
    actions: { forgetOutbox: () => {} },
  };
}
