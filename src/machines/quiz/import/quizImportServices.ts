/**
 * The real effects of the QTI upload and the library rebuild: calls over src/api and notifications through the
 * notifications actor. Views provide their machines with these and add the `report…` action themselves.
 */
import { fromPromise } from 'xstate';
import type { HttpClient } from '../../../api/shared/http';
import { uploadQtiPackage } from '../../../api/quiz/import/quizImport';
import {
  fetchRebuildSections,
  processSectionQuizLibraries,
  rebuildSectionQuiz,
} from '../../../api/quiz/rebuild/rebuild';
import type { ProcessLibrariesRequest } from '../../../api/quiz/rebuild/rebuildContract';
import type { NotificationsActorRef } from '../../shared/notificationsMachine';

type Kind = 'success' | 'info' | 'warning' | 'error';

export function notifyThrough(notifications: NotificationsActorRef) {
  return (_: unknown, params: { kind: Kind; message: string }) =>
    notifications.send({ type: 'notify.show', kind: params.kind, message: params.message });
}

export function createQtiUploadServices(http: HttpClient, notifications: NotificationsActorRef) {
  return {
    actors: {
      uploadPackage: fromPromise(({ input, signal }: { input: { file: File }; signal: AbortSignal }) =>
        uploadQtiPackage(http, input.file, signal),
      ),
    },
    actions: { notify: notifyThrough(notifications) },
  };
}

export function createRebuildServices(http: HttpClient, notifications: NotificationsActorRef) {
  return {
    actors: {
      fetchSections: fromPromise(({ signal }: { signal: AbortSignal }) => fetchRebuildSections(http, signal)),
      queueRebuild: fromPromise(
        ({ input, signal }: { input: ProcessLibrariesRequest; signal: AbortSignal }) =>
          processSectionQuizLibraries(http, input, signal),
      ),
      rebuildQuiz: fromPromise(({ input, signal }: { input: { quizId: number }; signal: AbortSignal }) =>
        rebuildSectionQuiz(http, input.quizId, signal),
      ),
    },
    actions: { notify: notifyThrough(notifications) },
  };
}
