/**
 * The quiz viewer's record (ADR 191): one quiz of its kind, read over src/api/quizzes, and what the screen reads of
 * it at the record's time. The screen provides the shared record machine with these.
 */
import type { HttpClient } from '../../../api/shared/http';
import { fetchQuiz } from '../../../api/quiz/quizzes';
import {
  deadlineDisplay,
  type DeadlineDisplay,
  type Quiz,
  type QuizKind,
  type QuizListItem,
} from '../../../domain/quiz/quiz';
import { recordServices, selectRecord, type RecordSnapshot } from '../../shared/recordMachine';

export interface QuizViewerRequest {
  readonly kind: QuizKind;
  readonly quizId: number;
}

/** The screen provides these: `useRecordActor(createQuizViewerServices(http), { request, clock })`. */
export function createQuizViewerServices(http: HttpClient) {
  return recordServices((request: QuizViewerRequest, signal: AbortSignal) =>
    fetchQuiz(http, request.kind, request.quizId, signal),
  );
}

/** The quiz's deadline as shown (a date, none, or expired) at the record's time. */
export const selectViewerDeadline = (s: RecordSnapshot): DeadlineDisplay =>
  deadlineDisplay(selectRecord<Quiz>(s)?.endDate ?? null, s.context.clock());

/**
 * The loaded quiz as a quiz list's row (without its activities), so the viewer offers its actions with the lists'
 * row actions and dialogs: what the server's capability table answered for this caller, and nothing else.
 */
export const selectViewerRow = (s: RecordSnapshot): QuizListItem | null => {
  const quiz = selectRecord<Quiz>(s);
  if (!quiz) return null;
  const { activities: _activities, refusals: _refusals, ...row } = quiz;
  return { ...row, actions: quiz.actions ?? [] };
};
