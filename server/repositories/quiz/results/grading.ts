/**
 * Grading a submitted attempt (ADR 209, ADR 352): points for any question (essays keep their hand scores, others get
 * a teacher's points in place of the automatic score), a comment per question and one for the attempt, all saved in
 * one save. A save locks the attempt, checks the version it was made on (a colleague's grades or the student's new
 * attempt since: refused whole with 409), checks every question and its points (a bad one: refused whole with 400),
 * rescores the attempt on the version its student answered, records who changed what from what to what in
 * grade_changes, and sends the new score to the LMS again.
 */
import { attemptSeed } from '../../../../src/domain/take/attemptSeed';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import {
  GRADING_MESSAGES,
  pointsError,
  roundPoints,
  type AttemptGrading,
  type GradeChangeEntry,
  type NeedsGradingEntry,
  type SavedGrades,
} from '../../../../src/domain/quiz/results/grading';
import { staleOutcome, type StaleOutcome } from '../../../../src/domain/shared/recordVersions';
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
import type { QuizAssignment } from '../../../db/contentTables';
import type { GradeChangeTable } from '../../../db/gradingTables';
import type { Database } from '../../../db/database';
import { queueLtiScore } from '../../../lti/scores';
import { quizGradedEvent } from '../../../moengage/moengageTriggers';
import { recountAttempts } from '../../take/attempts';
import { submittedAttempts } from './results';
import { lock, snapshotOf } from '../../take/takeAssignments';

/** A refused save: 400 (bad or not allowed now), naming the field when one is wrong; nothing changed. */
export class GradingRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400,
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
      version: assignment.grading_version,
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

type Change = Pick<
  Insertable<GradeChangeTable>,
  'item_id' | 'from_points' | 'to_points' | 'from_comment' | 'to_comment'
>;

async function lockSubmitted(trx: Trx, assignmentId: number) {
  const found = await lock(trx, { id: assignmentId });
  if (!found?.assignment.submit_at) throw new GradingRefusal(GRADING_MESSAGES.notSubmitted, 400);
  return found.assignment;
}

/** The grades after the save, and the changes it makes; a question not in the attempt or bad points refuse it. */
function applyGrades(questions: readonly ScorableQuestion[], assignment: QuizAssignment, input: SavedGrades) {
  let saved = savedOf(assignment);
  const comments: Record<string, string> = { ...(assignment.question_comments ?? {}) };
  const changes: Change[] = [];
  input.questions.forEach((grade, index) => {
    const question = questions.find((q) => q.id === grade.itemId);
    if (!question)
      throw new GradingRefusal(GRADING_MESSAGES.noSuchQuestion, 400, `questions.${index}.itemId`);
    const key = String(question.id);
    if (grade.points !== undefined) {
      const error = pointsError(grade.points, storedTypeOf(question).score(question, undefined).max);
      if (error) throw new GradingRefusal(error, 400, `questions.${index}.points`);
      const handScored = isHandScored(question, saved);
      const given = (handScored ? saved.handScores[key] : saved.pointsOverrides[key]) ?? null;
      const value = roundPoints(grade.points);
      if (value !== given) {
        const before = pointsNow(questions, saved).earned(question.id);
        saved = handScored
          ? { ...saved, handScores: { ...saved.handScores, [key]: value } }
          : { ...saved, pointsOverrides: { ...saved.pointsOverrides, [key]: value } };
        changes.push({ item_id: question.id, from_points: before, to_points: value });
      }
    }
    const current = comments[key] ?? '';
    if (grade.comment !== undefined && grade.comment !== current) {
      if (grade.comment) comments[key] = grade.comment;
      else delete comments[key];
      changes.push({
        item_id: question.id,
        from_comment: current || null,
        to_comment: grade.comment || null,
      });
    }
  });
  const attemptComment = assignment.attempt_comment ?? '';
  if (input.attemptComment !== undefined && input.attemptComment !== attemptComment)
    changes.push({
      item_id: null,
      from_comment: attemptComment || null,
      to_comment: input.attemptComment || null,
    });
  return { saved, comments, changes };
}

/**
 * Saves an attempt's grades made on `version` (ADR 352): every change or none. A save that changes nothing leaves
 * the version; one made on an older version is refused whole ('stale', or 'staleByYou' when the current version is
 * the caller's own save from another tab).
 */
export async function saveGrades(
  db: Kysely<Database>,
  assignmentId: number,
  input: SavedGrades,
  userId: number,
  now: Date,
): Promise<'saved' | StaleOutcome> {
  return db.transaction().execute(async (trx) => {
    const assignment = await lockSubmitted(trx, assignmentId);
    if (assignment.grading_version !== input.version) return staleOutcome(assignment.graded_by, userId);
    const questions = await questionsFor(trx, assignment);
    const { saved, comments, changes } = applyGrades(questions, assignment, input);
    if (changes.length === 0) return 'saved';
    const { scoring } = pointsNow(questions, saved);
    await trx
      .updateTable('quiz_assignments')
      .set({
        hand_scores: JSON.stringify(saved.handScores),
        points_overrides: JSON.stringify(saved.pointsOverrides),
        question_comments: JSON.stringify(comments),
        ...(input.attemptComment !== undefined ? { attempt_comment: input.attemptComment || null } : {}),
        progress: scoring.percentage,
        score: scoring.points,
        max_score: scoring.maxPoints,
        needs_grading: scoring.needsGrading,
        graded_at: now,
        graded_by: userId,
        grading_version: sql<number>`grading_version + 1`,
      })
      .where('id', '=', assignment.id)
      .execute();
    await trx
      .insertInto('grade_changes')
      .values(
        changes.map((change) => ({
          ...change,
          assignment_id: assignment.id,
          changed_by: userId,
          changed_at: now,
        })),
      )
      .execute();
    if (changes.some((change) => change.to_points !== undefined)) {
      await recountAttempts(trx, assignment.id);
      await queueLtiScore(trx, assignment.id, now);
      await quizGradedEvent(trx, assignment.id, now);
    }
    return 'saved';
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
          version: row.grading_version,
          email: row.user_email,
          submitAt: row.submit_at!.toISOString(),
          itemId: question.id,
          number: question.number,
          title: askedTitle(question, saved),
          answer: describe(question, saved),
          maxPoints: storedTypeOf(question).score(question, undefined).max,
          comment: row.question_comments?.[String(question.id)] ?? '',
          ...filesOf(question, saved),
        });
      }
    }
    return entries;
  });
}
