/** The real effects of grading (ADR 209, ADR 352): calls over src/api/quiz/results/grading. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '../../../api/shared/http';
import { fetchAttemptGrading, fetchNeedsGrading, saveGrades } from '../../../api/quiz/results/grading';
import type { AttemptGrading, NeedsGradingEntry, SaveGrades } from '../../../domain/quiz/results/grading';
import type { SaveGradingInput } from './gradingFormMachine';

/** The grading form's load and its one save: the changes, on the version they were made on. */
export function createGradingFormServices(http: HttpClient) {
  return {
    loadRecord: fromPromise<AttemptGrading, { id: number }>(({ input, signal }) =>
      fetchAttemptGrading(http, input.id, signal),
    ),
    saveRecord: fromPromise<AttemptGrading, SaveGradingInput>(({ input, signal }) =>
      saveGrades(http, input.id!, { ...input.parsed, version: input.version ?? 0 }, signal),
    ),
  };
}

/** `onSaved` runs after each saved grade (the results screen reads the table again). */
export function createNeedsGradingServices(http: HttpClient, onSaved: () => void = () => {}) {
  return {
    actors: {
      loadNeedsGrading: fromPromise<NeedsGradingEntry[], { quizId: number }>(({ input, signal }) =>
        fetchNeedsGrading(http, input.quizId, signal),
      ),
      saveGrades: fromPromise<AttemptGrading, { assignId: number; grades: SaveGrades }>(({ input, signal }) =>
        saveGrades(http, input.assignId, input.grades, signal),
      ),
    },
    actions: { gradeSaved: onSaved },
  };
}
