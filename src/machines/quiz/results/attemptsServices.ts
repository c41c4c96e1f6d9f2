/** The real effects of several attempts' screens (ADR 219): the setting's calls and a student's attempts. */
import { fromPromise } from 'xstate';
import {
  fetchAttemptsSetting,
  fetchStudentAttempts,
  saveAttemptsSetting,
} from '../../../api/quiz/results/attempts';
import type { HttpClient } from '../../../api/shared/http';
import type { AttemptsSetting } from '../../../domain/take/attemptCounting';
import type { NotificationsActorRef } from '../../shared/notificationsMachine';
import { recordServices } from '../../shared/recordMachine';

export function createAttemptsSettingServices(
  http: HttpClient,
  notifications: NotificationsActorRef,
  savedMessage: string,
) {
  return {
    actors: {
      loadSetting: fromPromise<AttemptsSetting, { quizId: number }>(({ input, signal }) =>
        fetchAttemptsSetting(http, input.quizId, signal),
      ),
      saveSetting: fromPromise<AttemptsSetting, { quizId: number; setting: AttemptsSetting }>(
        ({ input, signal }) => saveAttemptsSetting(http, input.quizId, input.setting, signal),
      ),
    },
    actions: {
      notifySaved: () => notifications.send({ type: 'notify.show', kind: 'success', message: savedMessage }),
    },
  };
}

/** A student's attempts as a read-only record (the shared record lifecycle). */
export const studentAttemptsServices = (http: HttpClient) =>
  recordServices<{ assignId: number }, Awaited<ReturnType<typeof fetchStudentAttempts>>>((request, signal) =>
    fetchStudentAttempts(http, request.assignId, signal),
  );
