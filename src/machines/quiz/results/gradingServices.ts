/** The real effects of grading (ADR 209): calls over src/api/quiz/results/grading. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '../../../api/shared/http';
import {
  fetchAttemptGrading,
  fetchNeedsGrading,
  setGradeComment,
  setGradePoints,
  type PointsChange,
} from '../../../api/quiz/results/grading';
import type { AttemptGrading, NeedsGradingEntry } from '../../../domain/quiz/results/grading';
import type { GradeChange } from './gradingMachine';

/** `onSaved` runs after each saved grade (the screen reads the new total). */
export function createGradingServices(http: HttpClient, onSaved: () => void) {
  return {
    actors: {
      loadGrading: fromPromise<AttemptGrading, { assignId: number }>(({ input, signal }) =>
        fetchAttemptGrading(http, input.assignId, signal),
      ),
      saveGrade: fromPromise<AttemptGrading, { assignId: number; change: GradeChange }>(
        ({ input, signal }) =>
          input.change.kind === 'points'
            ? setGradePoints(http, input.assignId, input.change.change, signal)
            : setGradeComment(http, input.assignId, input.change.change, signal),
      ),
    },
    actions: { gradeSaved: onSaved },
  };
}

/** `onSaved` runs after each saved grade (the results screen reads the table again). */
export function createNeedsGradingServices(http: HttpClient, onSaved: () => void = () => {}) {
  return {
    actors: {
      loadNeedsGrading: fromPromise<NeedsGradingEntry[], { quizId: number }>(({ input, signal }) =>
        fetchNeedsGrading(http, input.quizId, signal),
      ),
      savePoints: fromPromise<AttemptGrading, { assignId: number; change: PointsChange }>(
        ({ input, signal }) => setGradePoints(http, input.assignId, input.change, signal),
      ),
    },
    actions: { gradeSaved: onSaved },
  };
}
