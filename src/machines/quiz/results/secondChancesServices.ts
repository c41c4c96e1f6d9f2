/** The real effects of the second chances' machine (ADR 212): its calls over src/api, and the screen's refresh. */
import { fromPromise } from 'xstate';
import {
  fetchAccommodation,
  reopenAttempt,
  saveAccommodation,
} from '../../../api/quiz/results/accommodations';
import type { StudentAccommodation } from '../../../api/quiz/results/accommodationsContract';
import type { HttpClient } from '../../../api/shared/http';
import type { AccommodationRequest } from '../../../domain/take/accommodations';

export function createSecondChancesServices(http: HttpClient, changed: () => void) {
  return {
    actors: {
      load: fromPromise<StudentAccommodation, { assignId: number }>(({ input, signal }) =>
        fetchAccommodation(http, input.assignId, signal),
      ),
      save: fromPromise<StudentAccommodation, { assignId: number; request: AccommodationRequest }>(
        ({ input, signal }) => saveAccommodation(http, input.assignId, input.request, signal),
      ),
      reopen: fromPromise<StudentAccommodation, { assignId: number; deadline: string }>(({ input, signal }) =>
        reopenAttempt(http, input.assignId, { deadline: input.deadline }, signal),
      ),
    },
    actions: { changed },
  };
}
