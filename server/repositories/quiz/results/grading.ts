/**
 * Grading a submitted attempt (ADR 209): points for any question (essays keep their hand scores, others get a
 * teacher's points in place of the automatic score), a comment per question and one for the attempt. Each change
 * locks the attempt, checks the value it replaces (a second teacher's stale change is refused with 409), rescores
 * the attempt on the version its student answered, records who changed what from what to what in grade_changes,
 * and sends the new score to the LMS again.
 */
import { attemptSeed } from '../../../../src/domain/take/attemptSeed';
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import {
  GRADING_MESSAGES,
  pointsError,
  roundPoints,
  type AttemptGrading,
  type GradeChangeEntry,
  type NeedsGradingEntry,
  type SetComment,
  type SetPoints,
} from '../../../../src/domain/quiz/results/grading';
import { storedTypeOf } from '../../../../src/questionTypes/shared/domain/registry';
import { questionForAttempt } from '../../../../src/domain/quiz/versions/questionVersions';
import { answerFilesOf } from '../../../../src/questionTypes/fileUpload/domain/fileAnswers';
import {
  questionsOf,
  savedAnswerOf,
  scoreAttempt,
  type SavedAnswers,
  type ScorableQuestion,
} from '../../../../src/domain/take/scoring';
import type { QuizAssignment, QuizAssignmentTable } from '../../../db/contentTables';
import type { GradeChangeTable } from '../../../db/gradingTables';
import type { Database } from '../../../db/database';
import { queueLtiScore } from '../../../lti/scores';
import { recountAttempts } from '../../take/attempts';
import { submittedAttempts } from './results';
import { lock, snapshotOf } from '../../take/takeAssignments';

/** A refused grade change: 400 (bad or not allowed now) or 409 (someone changed it meanwhile); nothing changed. */
export class GradingRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'GradingRefusal';
  }
}

const savedOf = (row: QuizAssignment): Required<SavedAnswers> => ({
  answers: row.answers,
  responses: row.responses ?? {},
  handScores: row.hand_scores ?? {},
  pointsOverrides: row.points_overrides ?? {},
  attempt: attemptSeed(row),
  hintsUsed: row.hints_used ?? {},
});

/** Whether the question waits for a teacher's points when none are given (an essay). */
function isHandScored(question: ScorableQuestion, saved: SavedAnswers): boolean {
  const type = storedTypeOf(question);
  const answer = savedAnswerOf({ ...saved, handScores: {} }, question.id);
  return type.score(question, type.answerOf(answer), undefined, saved.attempt).needsGrading;
}

function describe(question: ScorableQuestion, saved: SavedAnswers): string {
  const type = storedTypeOf(question);
  return type.describeAnswer(question, type.answerOf(savedAnswerOf(saved, question.id)), saved.attempt);
}

/** The question's text as this attempt's student read it: their version of it (ADR 309). */
function askedTitle(question: ScorableQuestion, saved: SavedAnswers): string {
  return questionForAttempt(question, saved.attempt).title;
}

/** The files the student sent, for a question answered by files (ADR 294). */
function filesOf(question: ScorableQuestion, saved: SavedAnswers) {
  const type = storedTypeOf(question);
  if (!type.answeredByUpload) return {};
  const files = answerFilesOf(savedAnswerOf(saved, question.id)?.response);
  return files ? { files } : {};
}

/** Points each question counts now; null while a hand score waits. */
function pointsNow(questions: readonly ScorableQuestion[], saved: SavedAnswers) {
  const scoring = scoreAttempt(questions, saved);
  const earned = (id: number) => {
    const score = scoring.questions.get(id);
    return !score || score.needsGrading ? null : score.earned;
  };
  return { scoring, earned };
}

type Trx = Transaction<Database>;

async function questionsFor(trx: Trx, assignment: QuizAssignment) {
  return questionsOf((await snapshotOf(trx, assignment)).content);
}

async function historyOf(db: Kysely<Database>, assignmentId: number) {
  const rows = await db
    .selectFrom('grade_changes as g')
    .leftJoin('users as u', 'u.id', 'g.changed_by')
    .select([
      'g.item_id',
      'g.changed_at',
      'g.from_points',
      'g.to_points',
      'g.from_comment',
      'g.to_comment',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('g.assignment_id', '=', assignmentId)
    .orderBy('g.changed_at')
    .orderBy('g.id')
    .execute();
  return rows.map((row) => ({
    itemId: row.item_id,
    entry: {
      changedBy: row.email === null ? null : `${row.first_name} ${row.last_name}`.trim() || row.email,
      changedAt: new Date(row.changed_at).toISOString(),
      fromPoints: row.from_points,
      toPoints: row.to_points,
      fromComment: row.from_comment,
      toComment: row.to_comment,
    } satisfies GradeChangeEntry,
  }));
}

/** The attempts of a quiz in the results table's order: the latest submission first, then by e-mail. */
async function neighbours(db: Kysely<Database>, assignment: QuizAssignment) {
  const rows = await db
    .selectFrom('quiz_assignments')
    .select('id')
    .where('quiz_id', '=', assignment.quiz_id)
    .orderBy('submit_at', (ob) => ob.desc().nullsLast())
    .orderBy('user_email')
    .orderBy('id')
    .execute();
  const index = rows.findIndex((row) => row.id === assignment.id);
  return { previousId: rows[index - 1]?.id ?? null, nextId: rows[index + 1]?.id ?? null };
}

/** The grading screen of one attempt. */
export async function attemptGrading(db: Kysely<Database>, assignmentId: number): Promise<AttemptGrading> {
  return db.transaction().execute(async (trx) => {
    const assignment = await trx
      .selectFrom('quiz_assignments')
      .selectAll()
      .where('id', '=', assignmentId)
      .executeTakeFirstOrThrow();
    const questions = await questionsFor(trx, assignment);
    const saved = savedOf(assignment);
    const { earned } = pointsNow(questions, saved);
    const history = await historyOf(trx, assignment.id);
    const submitted = assignment.submit_at !== null;
    const comments = assignment.question_comments ?? {};
    return {
      assignmentId: assignment.id,
      quizId: assignment.quiz_id,
      email: assignment.user_email,
      submitted,
      score: submitted ? assignment.score : null,
      maxScore: submitted ? assignment.max_score : null,
      needsGrading: submitted && assignment.needs_grading,
      questions: questions.map((question) => {
        const key = String(question.id);
        const handScored = isHandScored(question, saved);
        return {
          itemId: question.id,
          number: question.number,
          title: askedTitle(question, saved),
          answer: describe(question, saved),
          handScored,
          points: submitted ? earned(question.id) : null,
          given: (handScored ? saved.handScores[key] : saved.pointsOverrides[key]) ?? null,
          maxPoints: storedTypeOf(question).score(question, undefined).max,
          comment: comments[key] ?? '',
          history: history.filter((h) => h.itemId === question.id).map((h) => h.entry),
        };
      }),
      attemptComment: assignment.attempt_comment ?? '',
      attemptHistory: history.filter((h) => h.itemId === null).map((h) => h.entry),
      ...(await neighbours(trx, assignment)),
    };
  });
}

/**
 * A grader's change to one attempt: writes it with who graded it and when, and records in grade_changes what it
 * changed (points or a comment) from what to what.
 */
async function saveGraderChange(
  trx: Trx,
  by: {
    readonly assignmentId: number;
    readonly itemId: number | null;
    readonly userId: number;
    readonly now: Date;
  },
  set: Updateable<QuizAssignmentTable>,
  change: Pick<Insertable<GradeChangeTable>, 'from_points' | 'to_points' | 'from_comment' | 'to_comment'>,
): Promise<void> {
  await trx
    .updateTable('quiz_assignments')
    .set({ ...set, graded_at: by.now, graded_by: by.userId })
    .where('id', '=', by.assignmentId)
    .execute();
  await trx
    .insertInto('grade_changes')
    .values({
      assignment_id: by.assignmentId,
      item_id: by.itemId,
      changed_by: by.userId,
      changed_at: by.now,
      ...change,
    })
    .execute();
}

async function lockSubmitted(trx: Trx, assignmentId: number) {
  const found = await lock(trx, { id: assignmentId });
  if (!found?.assignment.submit_at) throw new GradingRefusal(GRADING_MESSAGES.notSubmitted, 400);
  return found.assignment;
}

/** Gives one question points and rescores the attempt; refused changes change nothing. */
export async function setPoints(
  db: Kysely<Database>,
  assignmentId: number,
  input: SetPoints,
  userId: number,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const assignment = await lockSubmitted(trx, assignmentId);
    const questions = await questionsFor(trx, assignment);
    const question = questions.find((q) => q.id === input.itemId);
    if (!question) throw new GradingRefusal(GRADING_MESSAGES.noSuchQuestion, 400, 'itemId');
    const saved = savedOf(assignment);
    const max = storedTypeOf(question).score(question, undefined).max;
    const error = pointsError(input.points, max);
    if (error) throw new GradingRefusal(error, 400, 'points');
    const key = String(question.id);
    const handScored = isHandScored(question, saved);
    const current = (handScored ? saved.handScores[key] : saved.pointsOverrides[key]) ?? null;
    const expected = input.expected === null ? null : roundPoints(input.expected);
    if (current !== expected) throw new GradingRefusal(GRADING_MESSAGES.changed, 409);
    const value = roundPoints(input.points);
    if (value === current) return;
    const before = pointsNow(questions, saved).earned(question.id);
    const next: Required<SavedAnswers> = handScored
      ? { ...saved, handScores: { ...saved.handScores, [key]: value } }
      : { ...saved, pointsOverrides: { ...saved.pointsOverrides, [key]: value } };
    const { scoring } = pointsNow(questions, next);
    await saveGraderChange(
      trx,
      { assignmentId: assignment.id, itemId: question.id, userId, now },
      {
        hand_scores: JSON.stringify(next.handScores),
        points_overrides: JSON.stringify(next.pointsOverrides),
        progress: scoring.percentage,
        score: scoring.points,
        max_score: scoring.maxPoints,
        needs_grading: scoring.needsGrading,
      },
      { from_points: before, to_points: value },
    );
    await recountAttempts(trx, assignment.id);
    await queueLtiScore(trx, assignment.id, now);
  });
}

/** Sets or clears ('') the comment on one question or on the whole attempt. */
export async function setComment(
  db: Kysely<Database>,
  assignmentId: number,
  input: SetComment & { comment: string; expected: string },
  userId: number,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const assignment = await lockSubmitted(trx, assignmentId);
    const comments = assignment.question_comments ?? {};
    if (input.itemId !== null) {
      const questions = await questionsFor(trx, assignment);
      if (!questions.some((q) => q.id === input.itemId))
        throw new GradingRefusal(GRADING_MESSAGES.noSuchQuestion, 400, 'itemId');
    }
    const current =
      input.itemId === null ? (assignment.attempt_comment ?? '') : (comments[String(input.itemId)] ?? '');
    if (current !== input.expected) throw new GradingRefusal(GRADING_MESSAGES.changed, 409);
    if (current === input.comment) return;
    const changes =
      input.itemId === null
        ? { attempt_comment: input.comment || null }
        : {
            question_comments: JSON.stringify(
              Object.fromEntries(
                Object.entries({ ...comments, [String(input.itemId)]: input.comment }).filter(([, c]) => c),
              ),
            ),
          };
    await saveGraderChange(trx, { assignmentId: assignment.id, itemId: input.itemId, userId, now }, changes, {
      from_comment: current || null,
      to_comment: input.comment || null,
    });
  });
}

/** Answers waiting for a hand score across a quiz's submitted attempts, in order of submission. */
export async function needsGradingList(db: Kysely<Database>, quizId: number): Promise<NeedsGradingEntry[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await submittedAttempts(trx, quizId)
      .selectAll()
      .where('needs_grading', '=', true)
      .orderBy('submit_at')
      .orderBy('id')
      .execute();
    const entries: NeedsGradingEntry[] = [];
    for (const row of rows) {
      const questions = await questionsFor(trx, row);
      const saved = savedOf(row);
      const { earned } = pointsNow(questions, saved);
      for (const question of questions) {
        if (earned(question.id) !== null) continue;
        entries.push({
          assignmentId: row.id,
          email: row.user_email,
          submitAt: row.submit_at!.toISOString(),
          itemId: question.id,
          number: question.number,
          title: askedTitle(question, saved),
          answer: describe(question, saved),
          maxPoints: storedTypeOf(question).score(question, undefined).max,
          ...filesOf(question, saved),
        });
      }
    }
    return entries;
  });
}
