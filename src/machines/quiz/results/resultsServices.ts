/**
 * The real effects of the results screens: calls over src/api/quiz/results/results and the notifications they end in.
 * Screens provide their machines with these (`quizResultsMachine.provide(createQuizResultsServices(...))`).
 */
import { fromPromise, sendParent } from 'xstate';
import type { HttpClient } from '../../../api/shared/http';
import {
  downloadResultsCsv,
  fetchQuizResults,
  fetchStudentResult,
  remindStudents,
  setQuizEndDate,
} from '../../../api/quiz/results/results';
import { DEADLINE_MESSAGES } from '../../../domain/quiz/deadline';
import { deadlineMachine, type SaveDeadlineInput } from './deadlineMachine';
import type { NotificationsActorRef } from '../../shared/notificationsMachine';
import { saveFile } from '../../shared/saveFile';
import { recordMachine, recordServices } from '../../shared/recordMachine';
import { messageOf } from '../../../domain/shared/messages';

export function createDeadlineServices(http: HttpClient, notifications: NotificationsActorRef) {
  return {
    actors: {
      saveDeadline: fromPromise<{ endDate: string | null }, SaveDeadlineInput>(({ input, signal }) =>
        setQuizEndDate(http, input.quizId, input.endDate, signal),
      ),
    },
    actions: {
      notifySaved: () =>
        notifications.send({ type: 'notify.show', kind: 'success', message: DEADLINE_MESSAGES.updated }),
      notifyFailed: () =>
        notifications.send({ type: 'notify.show', kind: 'error', message: DEADLINE_MESSAGES.failed }),
    },
  };
}

/**
 * The results screen's effects. Its record child reads the results and announces each read to the screen's machine
 * (which starts the deadline editor on them); the deadline editor comes provided with its own effects.
 */
export function createQuizResultsServices(http: HttpClient, notifications: NotificationsActorRef) {
  return {
    actors: {
      resultsRecord: recordMachine.provide({
        ...recordServices((request: { quizId: number }, signal: AbortSignal) =>
          fetchQuizResults(http, request.quizId, signal),
        ),
        actions: {
          announceRecord: sendParent((_, params: { record: unknown }) => ({
            type: 'record.loaded',
            record: params.record,
          })),
        },
      }),
      downloadCsv: fromPromise(
        async ({ input, signal }: { input: { quizId: number }; signal: AbortSignal }) => {
          const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
          const { blob, fileName } = await downloadResultsCsv(http, input.quizId, timeZone, signal);
          saveFile(blob, fileName);
        },
      ),
      deadlineEditor: deadlineMachine.provide(createDeadlineServices(http, notifications)),
      remindStudents: fromPromise(({ input, signal }: { input: { quizId: number }; signal: AbortSignal }) =>
        remindStudents(http, input.quizId, {}, signal),
      ),
      copyText: fromPromise<void, { text: string }>(async ({ input }) => {
        const clipboard = globalThis.navigator?.clipboard;
        if (!clipboard) throw new Error('No clipboard');
        await clipboard.writeText(input.text);
      }),
    },
    actions: {
      notifyDownloadFailed: (_: unknown, params: { error: unknown }) =>
        notifications.send({ type: 'notify.show', kind: 'error', message: messageOf(params.error) }),
    },
  };
}

/** A student's result is a record (ADR 191): the screen provides the shared record machine with its read. */
export function createStudentResultServices(http: HttpClient) {
  return recordServices((request: { assignId: number }, signal: AbortSignal) =>
    fetchStudentResult(http, request.assignId, signal),
  );
}
