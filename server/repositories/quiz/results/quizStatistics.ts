/**
 * The question statistics of a user quiz: its submitted assignments, each with the questions of the version it
 * answered (quiz_snapshots) and its answers with the time spent (assignment_answers). Rows from before snapshots
 * and answer rows fall back to the live quiz and to the assignment's `answers` (no times), ADR 145.
 */
import { entryName } from '../../../../src/questionTypes/shared/domain/optionPicture';
import { attemptSeed } from '../../../../src/domain/take/attemptSeed';
import type { Kysely } from 'kysely';
import type { StudentAttempt } from '../../../../src/domain/quiz/results/videoStatistics';
import {
  quizStatistics,
  type AttemptAnswer,
  type QuestionVersion,
  type QuizStatistics,
} from '../../../../src/domain/quiz/results/quizStatistics';
import type { AssignmentAnswers, QuizSnapshotContent } from '../../../db/contentTables';
import type { Database } from '../../../db/database';
import { snapshotContents } from '../quizSnapshots';
import { loadQuestions, submittedAttempts } from './results';
import type { AttemptDraw } from '../../../db/bankTables';

/** The text questions of a snapshot in display order (ITEM_TYPE 2). */
export function snapshotQuestions(content: QuizSnapshotContent): QuestionVersion[] {
  return content.activities.flatMap((activity) =>
    activity.items
      .filter((item) => item.type === 2)
      .map((item) => ({
        itemId: item.id,
        title: item.title,
        options: item.options.map((o) => ({ id: o.id, text: entryName(o.text, o.picture) })),
        right: item.rightAnswer,
        stored: item,
      })),
  );
}

async function snapshotsOf(db: Kysely<Database>, quizId: number, versions: readonly number[]) {
  const contents = await snapshotContents(db, quizId, versions);
  return new Map([...contents].map(([version, content]) => [version, snapshotQuestions(content)]));
}

async function answerRowsOf(db: Kysely<Database>, assignmentIds: readonly number[]) {
  const byAssignment = new Map<number, Record<number, AttemptAnswer>>();
  if (assignmentIds.length === 0) return byAssignment;
  const rows = await db
    .selectFrom('assignment_answers')
    .select(['assignment_id', 'item_id', 'option_ids', 'response', 'time_spent_ms'])
    .where('assignment_id', 'in', assignmentIds)
    .execute();
  for (const row of rows) {
    const answers = byAssignment.get(row.assignment_id) ?? {};
    answers[row.item_id] = {
      optionIds: row.option_ids,
      ...(row.response !== null ? { response: row.response } : {}),
      timeSpentMs: row.time_spent_ms,
    };
    byAssignment.set(row.assignment_id, answers);
  }
  return byAssignment;
}

/** Answers kept on the assignment itself: option ids by item id, no time. */
function legacyAnswers(answers: AssignmentAnswers): Record<number, AttemptAnswer> {
  return Object.fromEntries(
    Object.entries(answers).map(([itemId, optionIds]) => [
      Number(itemId),
      { optionIds: Array.isArray(optionIds) ? optionIds : [], timeSpentMs: null },
    ]),
  );
}

/** The questions an attempt drew from random slots (ADR 232), as the draw pinned them. */
function drawnQuestions(drawn: AttemptDraw | null): QuestionVersion[] {
  return (drawn?.slots ?? []).flatMap((slot) =>
    slot.questions.map((question) => ({
      itemId: question.id,
      title: question.title,
      options: question.options.map((o) => ({ id: o.id, text: entryName(o.text, o.picture) })),
      right: question.rightAnswer,
      stored: question,
    })),
  );
}

/** The questions of the live quiz and the submitted attempts, each with its assignment, as the statistics count them. */
export async function statisticsAttempts(
  db: Kysely<Database>,
  quizId: number,
): Promise<{ live: QuestionVersion[]; attempts: StudentAttempt[]; submitted: SubmittedRow[] }> {
  const live: QuestionVersion[] = (await loadQuestions(db, quizId)).map((q) => ({
    itemId: q.id,
    title: q.title,
    options: q.options,
    right: q.right,
    stored: q.stored,
  }));
  const submitted = await submittedAttempts(db, quizId)
    .select([
      'id',
      'attempt_number',
      'progress',
      'quiz_version',
      'answers',
      'drawn',
      'hand_scores',
      'points_overrides',
      'hints_used',
    ])
    .execute();
  const versions = [
    ...new Set(submitted.flatMap((row) => (row.quiz_version === null ? [] : [row.quiz_version]))),
  ];
  const snapshots = await snapshotsOf(db, quizId, versions);
  const answerRows = await answerRowsOf(
    db,
    submitted.map((row) => row.id),
  );
  const attempts: StudentAttempt[] = submitted.map((row) => {
    const snapshot = row.quiz_version === null ? undefined : snapshots.get(row.quiz_version);
    // An attempt with random slots was asked its own draw too: each drawn question counts who drew it (ADR 232).
    const drawn = snapshot ? drawnQuestions(row.drawn) : [];
    return {
      assignmentId: row.id,
      percentage: row.progress,
      version: snapshot ? row.quiz_version : null,
      questions: snapshot ? [...snapshot, ...drawn] : live,
      answers: answerRows.get(row.id) ?? legacyAnswers(row.answers),
      seed: attemptSeed(row),
      // Each answer counts by its graded score: a teacher's points and the hints used (ADR 352).
      grades: {
        handScores: row.hand_scores ?? {},
        pointsOverrides: row.points_overrides ?? {},
        hintsUsed: row.hints_used ?? {},
      },
    };
  });
  return { live, attempts, submitted };
}

type SubmittedRow = { readonly drawn: AttemptDraw | null };

export async function loadQuizStatistics(db: Kysely<Database>, quizId: number): Promise<QuizStatistics> {
  const { live, attempts, submitted } = await statisticsAttempts(db, quizId);
  // Drawn questions show after the quiz's own, as current ones: each counts the students who drew it.
  const drawn = new Map(submitted.flatMap((row) => drawnQuestions(row.drawn)).map((q) => [q.itemId, q]));
  const extra = [...drawn.values()].filter((q) => !live.some((l) => l.itemId === q.itemId));
  const statistics = quizStatistics([...live, ...extra], attempts);
  return {
    ...statistics,
    questions: statistics.questions.map((q) => (drawn.has(q.itemId) ? { ...q, drawn: true } : q)),
  };
}
