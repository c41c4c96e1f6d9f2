/** The real effects of the review setting's machine: its calls over src/api and the notification of a save. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '../../../api/shared/http';
import {
  fetchReviewSettings,
  releaseScores,
  saveReviewSettings,
} from '../../../api/quiz/results/reviewSettings';
import type { ReviewSettings } from '../../../api/quiz/results/reviewSettingsContract';
import type { ReviewSetting } from '../../../domain/take/reviewRules';
import type { NotificationsActorRef } from '../../shared/notificationsMachine';

export function createReviewSettingsServices(
  http: HttpClient,
  notifications: NotificationsActorRef,
  savedMessage: string,
) {
  return {
    actors: {
      loadSettings: fromPromise<ReviewSettings, { quizId: number }>(({ input, signal }) =>
        fetchReviewSettings(http, input.quizId, signal),
      ),
      saveSettings: fromPromise<ReviewSettings, { quizId: number; settings: ReviewSetting }>(
        ({ input, signal }) => saveReviewSettings(http, input.quizId, input.settings, signal),
      ),
      releaseScores: fromPromise<ReviewSettings, { quizId: number; released: boolean }>(({ input, signal }) =>
        releaseScores(http, input.quizId, input.released, signal),
      ),
    },
    actions: {
      notifySaved: () => notifications.send({ type: 'notify.show', kind: 'success', message: savedMessage }),
    },
  };
}
