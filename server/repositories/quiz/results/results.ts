/**
 * Results of distributed (user) quizzes: assignments with scores, a student's answers against the right ones,
 * per-question correctness, and the deadline with the owner's subscription end. Plain functions taking db first.
 */
import { outcomeFeedbackShown } from '../../../../src/domain/quiz/outcomeFeedback/outcomeFeedback';
import { entryName } from '../../../../src/questionTypes/shared/domain/optionPicture';
import { attemptSeed } from '../../../../src/domain/take/attemptSeed';
import { questionForAttempt } from '../../../../src/domain/quiz/versions/questionVersions';
import { sql, type Kysely } from 'kysely';
import type { QuizResults, ResultsQuiz } from '../../../../src/api/quiz/results/resultsContract';
import {
  isCorrectChoice,
  resultScore,
  pointsColumnLabel,
  fileColumnLabel,
  type AssignmentResult,
  type PointsColumn,
  type QuestionCorrectness,
  type StudentResult,
} from '../../../../src/domain/quiz/results/results';
import { questionsOf, savedAnswerOf, scoreAttempt, withOverride } from '../../../../src/domain/take/scoring';
import type { StoredQuestion } from '../../../../src/questionTypes/shared/domain/questionType';
import {
  DEFAULT_QUESTION_TYPE,
  scoreQuestion,
  storedTypeOf,
} from '../../../../src/questionTypes/shared/domain/registry';
import { pointsOf } from '../../../../src/questionTypes/shared/domain/questionType';
import {
  answerFilesOf,
  fileNamesOf,
  type AnswerFile,
} from '../../../../src/questionTypes/fileUpload/domain/fileAnswers';
import { studentState } from '../../../../src/domain/quiz/results/studentStates';
import { openAttemptsOf } from './openAttempts';
import type { AssignmentAnswers, QuizAssignment, QuizSnapshotContent } from '../../../db/contentTables';
import type { Database } from '../../../db/database';
import { buildSnapshotContent } from '../quizSnapshots';
import { withDraw } from '../../banks/draws';
import { subscriptionEndSql } from '../../session/subscriptions';
import { keptSnapshot } from '../../take/takeAssignments';
import { classDatesOfQuiz, classDeadlineOf, ownerClassDates } from '../../classes/classQuizDates';
import { withHintsUsed } from '../../../../src/domain/quiz/hints/hints';
import { watchedOfQuiz } from '../../take/watchedSegments';

export interface UserQuizRow {
  readonly id: number;
  readonly title: string;
  readonly isGraded: boolean;
  readonly startDate: Date | null;
  readonly endDate: Date | null;
  readonly duration: number | null;
  readonly ownerUserId: number | null;
}

/** A user (customer) quiz, or undefined for any other id or kind. */
export async function findUserQuiz(db: Kysely<Database>, quizId: number): Promise<UserQuizRow | undefined> {
  const row = await db
    .selectFrom('quizzes')
    .select(['id', 'title', 'is_graded', 'start_date', 'end_date', 'duration', 'owner_user_id'])
    .where('id', '=', quizId)
    .where('kind', '=', 'user')
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      title: row.title,
      isGraded: row.is_graded,
      startDate: row.start_date,
      endDate: row.end_date,
      duration: row.duration,
      ownerUserId: row.owner_user_id,
    }
  );
}

export interface Question {
  readonly id: number;
  readonly order: number;
  readonly title: string;
  /** Option ids and texts in display order. */
  readonly options: readonly { id: number; text: string }[];
  readonly right: readonly number[];
  /** The question as its version stored it: what its type scores (ADR 195). */
  readonly stored: StoredQuestion;
}

/** The questions of a stored quiz version, in the shape results read. */
function snapshotQuestions(content: QuizSnapshotContent): Question[] {
  return questionsOf(content).map((q) => ({
    id: q.id,
    order: q.number,
    title: q.title,
    // An option that is only its picture is named by its alternative text (ADR 311).
    options: q.options.map((o) => ({ id: o.id, text: entryName(o.text, o.picture) })),
    right: q.rightAnswer,
    stored: q,
  }));
}

/** The quiz's submitted attempts (assignments handed in); the caller selects the columns. */
export const submittedAttempts = (db: Kysely<Database>, quizId: number) =>
  db.selectFrom('quiz_assignments').where('quiz_id', '=', quizId).where('submit_at', 'is not', null);

/** The text questions of the live quiz in display order (activities, then items), numbered from 1. */
export async function loadQuestions(db: Kysely<Database>, quizId: number): Promise<Question[]> {
  return snapshotQuestions(await buildSnapshotContent(db, quizId));
}

/** A submitted row's saved answers: option ids and the responses to other types. */
const savedOf = (row: QuizAssignment) => ({
  answers: row.answers as AssignmentAnswers,
  responses: (row.responses ?? {}) as Record<string, unknown>,
  handScores: row.hand_scores ?? {},
  pointsOverrides: row.points_overrides ?? {},
  attempt: attemptSeed(row),
  hintsUsed: row.hints_used ?? {},
});

/** CSV columns of points per question, for every quiz (ADR 211; ADR 196 had them only for quizzes with points). */
export function pointsColumns(questions: readonly Question[]): PointsColumn[] {
  return questions.flatMap((q): PointsColumn[] => [
    { itemId: q.id, label: pointsColumnLabel(q.order, pointsOf(q.stored)), number: q.order },
    // A question answered by files: the names of the files sent beside its points (ADR 294).
    ...(storedTypeOf(q.stored).answeredByUpload
      ? [{ itemId: q.id, label: fileColumnLabel(q.order), files: true as const }]
      : []),
  ]);
}

/** The names of the files sent to each question answered by files, by item id (ADR 294); none without such. */
function fileNames(asked: readonly Question[], saved: ReturnType<typeof savedOf>) {
  const names: [string, string][] = [];
  for (const q of asked) {
    if (!storedTypeOf(q.stored).answeredByUpload) continue;
    const files = answerFilesOf(saved.responses[String(q.id)]);
    if (files) names.push([String(q.id), fileNamesOf(files)]);
  }
  return names.length > 0 ? { files: Object.fromEntries(names) } : {};
}

/** How each measured numeric answer's parts fared, by item id (ADR 391: the CSV's part columns); none without such. */
function measuredPartsOf(asked: readonly Question[], saved: ReturnType<typeof savedOf>) {
  const parts = asked.flatMap((q) => {
    const type = storedTypeOf(q.stored);
    const judged = type.measuredParts?.(q.stored, type.answerOf(savedAnswerOf(saved, q.id)), saved.attempt);
    return judged ? [[String(q.id), judged] as const] : [];
  });
  return parts.length > 0 ? { measuredParts: Object.fromEntries(parts) } : {};
}

/** A student's own deadline (an accommodation, migration 070) when the row carries one. */
const personalDeadlineOf = (row: QuizAssignment) =>
  (row as { personal_deadline?: Date | null }).personal_deadline ?? null;

/** Where the student stands at `now` (ADR 211), against the quiz's deadline or their own. */
export function stateOf(row: QuizAssignment, deadline: Date | null, now: Date) {
  return studentState(
    {
      openedAt: row.opened_at,
      startedAt: row.started_at,
      submitAt: row.submit_at,
      needsGrading: row.needs_grading,
      deadline,
      personalDeadline: personalDeadlineOf(row),
    },
    now,
  );
}

/** How many questions the quiz's random slots draw for each student (ADR 232). */
async function slotQuestionCount(db: Kysely<Database>, quizId: number): Promise<number> {
  const rows = await db
    .selectFrom('quiz_activities')
    .select('random_slots')
    .where('quiz_id', '=', quizId)
    .execute();
  return rows.reduce((n, row) => n + row.random_slots.reduce((m, slot) => m + slot.count, 0), 0);
}

/**
 * The questions each assignment was answered against: the quiz version it was started on (quiz_snapshots), or
 * the live quiz for an assignment without one (not started yet, or stored before versions were pinned).
 */
async function questionsAnswered(
  db: Kysely<Database>,
  quizId: number,
  rows: readonly QuizAssignment[],
  live: readonly Question[],
): Promise<(row: QuizAssignment) => readonly Question[]> {
  const versions = [...new Set(rows.flatMap((row) => (row.quiz_version === null ? [] : [row.quiz_version])))];
  const byVersion = new Map<number, Question[]>();
  const contents = new Map<number, QuizSnapshotContent>();
  const stored = await Promise.all(versions.map((version) => keptSnapshot(db, db, quizId, version)));
  versions.forEach((version, i) => {
    const content = stored[i];
    if (content) byVersion.set(version, snapshotQuestions(content));
    if (content) contents.set(version, content);
  });
  return (row) => {
    if (row.quiz_version === null) return live;
    const content = contents.get(row.quiz_version);
    // An attempt with random slots answered its own draw of questions (ADR 232).
    if (content && row.drawn) return snapshotQuestions(withDraw(content, row.drawn));
    return byVersion.get(row.quiz_version) ?? live;
  };
}

function toAssignmentResult(row: QuizAssignment, asked: readonly Question[]): AssignmentResult {
  const submitted = row.submit_at !== null;
  const counted = row.counted_progress !== null;
  const questionCount = asked.length;
  const scoring = submitted
    ? scoreAttempt(
        asked.map((q) => q.stored),
        savedOf(row),
      )
    : undefined;
  return {
    id: row.id,
    email: row.user_email,
    progress: row.progress,
    submitAt: row.submit_at?.toISOString() ?? null,
    // Points earned as stored at submit; attempts scored before points (ADR 196) read as SPEC's rule. A student
    // who tried again is listed with the result that counts of their attempts (ADR 219).
    score: counted
      ? row.counted_score!
      : submitted
        ? (row.score ?? resultScore(questionCount, row.progress))
        : 0,
    percentage: counted ? row.counted_progress! : submitted ? row.progress : 0,
    questionCount,
    remindedAt: row.reminded_at?.toISOString() ?? null,
    ...(scoring
      ? {
          maxScore: (counted ? row.counted_max_score : row.max_score) ?? scoring.maxPoints,
          needsGrading: (counted ? row.counted_needs_grading : row.needs_grading) ?? row.needs_grading,
          points: Object.fromEntries([...scoring.questions].map(([id, score]) => [String(id), score.earned])),
          ...fileNames(asked, savedOf(row)),
          ...measuredPartsOf(asked, savedOf(row)),
        }
      : {}),
  };
}

/** Per question of the live quiz: each submitted answer judged against the version its student answered. */
function correctness(
  questions: readonly Question[],
  submitted: readonly QuizAssignment[],
  answeredAgainst: (row: QuizAssignment) => readonly Question[],
): QuestionCorrectness[] {
  return questions.map((question) => {
    let answered = 0;
    let correct = 0;
    for (const row of submitted) {
      const asked = answeredAgainst(row).find((q) => q.id === question.id);
      if (!asked) continue;
      const type = storedTypeOf(asked.stored);
      const saved = savedAnswerOf(savedOf(row), question.id);
      const answer = type.answerOf(saved);
      if (answer === undefined || (Array.isArray(answer) && answer.length === 0)) continue;
      answered += 1;
      if (type.score(asked.stored, answer, saved?.handScore, attemptSeed(row)).correct) correct += 1;
    }
    return { questionOrder: question.order, title: question.title, answered, correct };
  });
}

/**
 * Everything the results screen shows for one user quiz, each student's state at `now`. A fixed number of
 * statements however many students (ADR 263), the independent ones at once: the live questions, the assignments
 * with their students' names, the owner with their subscription end, the quiz selector and the classes' dates;
 * then the attempts of students who tried again. The versions answered come from the process's kept ones.
 */
export async function quizResults(db: Kysely<Database>, quiz: UserQuizRow, now: Date): Promise<QuizResults> {
  const ownerId = quiz.ownerUserId;
  const [questions, joined, owner, siblings, byClass, drawnPerStudent] = await Promise.all([
    loadQuestions(db, quiz.id),
    db
      .selectFrom('quiz_assignments as a')
      .leftJoin('users as u', (join) => join.on(sql`lower(u.email)`, '=', sql`lower(a.user_email)`))
      .selectAll('a')
      .select(['u.first_name as u_first_name', 'u.last_name as u_last_name'])
      .where('a.quiz_id', '=', quiz.id)
      .orderBy('a.submit_at', (ob) => ob.desc().nullsLast())
      .orderBy('a.user_email')
      .execute(),
    ownerId === null
      ? undefined
      : db
          .selectFrom('users')
          .select(['first_name', 'last_name', 'email'])
          .select(subscriptionEndSql(sql.val(ownerId)).as('subscription_ends_at'))
          .where('id', '=', ownerId)
          .executeTakeFirst(),
    ownerId === null
      ? [{ id: quiz.id, title: quiz.title }]
      : db
          .selectFrom('quizzes')
          .select(['id', 'title'])
          .where('kind', '=', 'user')
          .where('owner_user_id', '=', ownerId)
          .orderBy('title')
          .orderBy('id')
          .execute(),
    classDatesOfQuiz(db, quiz.id),
    slotQuestionCount(db, quiz.id),
  ]);
  const rows: QuizAssignment[] = joined.map(({ u_first_name: _f, u_last_name: _l, ...row }) => row);
  const names = new Map(
    joined.flatMap((row) =>
      row.u_first_name === null || row.u_last_name === null
        ? []
        : [[row.id, { firstName: row.u_first_name, lastName: row.u_last_name }] as const],
    ),
  );
  const subscriptionEnd = owner?.subscription_ends_at ?? null;
  const summary: ResultsQuiz = {
    id: quiz.id,
    title: quiz.title,
    isGraded: quiz.isGraded,
    startDate: quiz.startDate?.toISOString() ?? null,
    endDate: quiz.endDate?.toISOString() ?? null,
    duration: quiz.duration,
    // Each student is asked the quiz's own questions and what its random slots draw (ADR 232).
    questionCount: questions.length + drawnPerStudent,
    owner: owner ? { firstName: owner.first_name, lastName: owner.last_name, email: owner.email } : null,
    ownerSubscriptionEndsAt: subscriptionEnd === null ? null : new Date(subscriptionEnd).toISOString(),
    classDates: ownerClassDates(
      { opensAt: quiz.startDate, deadline: quiz.endDate },
      quiz.ownerUserId,
      byClass,
    ),
  };
  const submitted = rows.filter((row) => row.submit_at !== null);
  const [answeredAgainst, withOpenAttempt, watched] = await Promise.all([
    questionsAnswered(db, quiz.id, rows, questions),
    openAttemptsOf(db, rows),
    watchedOfQuiz(db, quiz.id),
  ]);
  const quizDates = { opensAt: quiz.startDate, deadline: quiz.endDate };
  return {
    quiz: summary,
    quizzes: siblings,
    distributedTo: rows.length,
    completedBy: submitted.length,
    assignments: rows.map((row) => ({
      ...toAssignmentResult(row, answeredAgainst(row)),
      // A newer attempt open beside the one that counts: the row stands as the counted one (ADR 230).
      ...withOpenAttempt(row, stateOf(row, classDeadlineOf(quizDates, byClass, row.class_id), now)),
      ...names.get(row.id),
      // ADR 329: what the current attempt watched of the quiz's videos.
      ...(watched ? { watched: watched.get(row.id) ?? { share: 0, completed: false } } : {}),
    })),
    questions: correctness(questions, submitted, answeredAgainst),
  };
}

export interface AssignmentRow {
  readonly assignment: QuizAssignment;
  readonly quiz: UserQuizRow;
}

export async function findAssignment(
  db: Kysely<Database>,
  assignId: number,
): Promise<AssignmentRow | undefined> {
  const assignment = await db
    .selectFrom('quiz_assignments')
    .selectAll()
    .where('id', '=', assignId)
    .executeTakeFirst();
  if (!assignment) return undefined;
  const quiz = await findUserQuiz(db, assignment.quiz_id);
  return quiz && { assignment, quiz };
}

/** A question's general feedback in the version the attempt was asked; none when it has none. */
function generalFeedbackOf(question: StoredQuestion, attempt: string | undefined): string[] {
  const { feedback } = questionForAttempt(question, attempt);
  return feedback ? [feedback] : [];
}

/** A question with the text and options of the version the attempt was asked (ADR 309). */
function asAsked(question: Question, attempt: string | undefined): Question {
  if (!question.stored.versions) return question;
  const asked = questionForAttempt(question.stored, attempt);
  return { ...question, title: asked.title, options: asked.options.map(({ id, text }) => ({ id, text })) };
}

const joinTexts = (question: Question, ids: readonly number[]) =>
  question.options
    .filter((o) => ids.includes(o.id))
    .map((o) => o.text)
    .join(', ');

const indexesOf = (question: Question, ids: readonly number[]) =>
  question.options.flatMap((o, index) => (ids.includes(o.id) ? [index] : []));

/** A student's result: each question of the version they answered, with the answer given and the right one. */
export async function studentResult(db: Kysely<Database>, row: AssignmentRow): Promise<StudentResult> {
  const { assignment, quiz } = row;
  const live = await loadQuestions(db, quiz.id);
  const questions = (await questionsAnswered(db, quiz.id, [assignment], live))(assignment);
  const answers = assignment.answers as AssignmentAnswers;
  const saved = savedOf(assignment);
  const items = questions.map((answered) => {
    const question = asAsked(answered, saved.attempt);
    const chosen = answers[String(question.id)] ?? [];
    const type = storedTypeOf(question.stored);
    if (
      type.name === DEFAULT_QUESTION_TYPE &&
      pointsOf(question.stored) === 1 &&
      !hasFeedback(question.stored) &&
      saved.pointsOverrides[String(question.id)] === undefined &&
      (saved.hintsUsed[String(question.id)] ?? 0) === 0
    )
      return {
        questionOrder: question.order,
        title: question.title,
        isCorrectAnswer: chosen.length > 0 && isCorrectChoice(chosen, question.right),
        userAnswer: joinTexts(question, chosen),
        userIndexAnswer: indexesOf(question, chosen),
        correctAnswer: joinTexts(question, question.right),
        correctIndexAnswer: indexesOf(question, question.right),
      };
    // ADR 195/196: the type judges and describes the answer; points and feedback beside it.
    const answer = type.answerOf(savedAnswerOf(saved, question.id));
    const parts = type.measuredParts?.(question.stored, answer, saved.attempt);
    const hintsUsed = saved.hintsUsed[String(question.id)] ?? 0;
    const score = withOverride(
      withHintsUsed(
        scoreQuestion(question.stored, savedAnswerOf(saved, question.id), saved.attempt),
        question.stored.hints,
        hintsUsed,
      ),
      saved.pointsOverrides[String(question.id)],
    );
    return {
      questionOrder: question.order,
      title: type.studentTitle?.(question.stored, saved.attempt) ?? question.title,
      isCorrectAnswer: answer !== undefined && score.correct,
      userAnswer: type.describeAnswer(question.stored, answer, saved.attempt),
      userIndexAnswer: indexesOf(question, chosen),
      correctAnswer: type.describeRight(question.stored, saved.attempt),
      correctIndexAnswer: indexesOf(question, question.right),
      ...(type.name === DEFAULT_QUESTION_TYPE ? {} : { questionType: type.name }),
      points: score.earned,
      maxPoints: score.max,
      feedback: [
        ...generalFeedbackOf(question.stored, saved.attempt),
        ...outcomeFeedbackShown(question.stored, score),
        ...score.feedback,
      ],
      ...(hintsUsed > 0 ? { hintsUsed } : {}),
      ...(parts ? { parts } : {}),
      // The files sent, which whoever reads this result may download (ADR 294).
      ...(type.answeredByUpload && Array.isArray(answer) ? { files: answer as AnswerFile[] } : {}),
    };
  });
  const scoring = scoreAttempt(
    questions.map((q) => q.stored),
    saved,
  );
  const submitted = assignment.submit_at !== null;
  return {
    id: assignment.id,
    quizId: quiz.id,
    assignedUser: assignment.user_email,
    title: quiz.title,
    dateSubmitted: assignment.submit_at?.toISOString() ?? null,
    score: submitted ? (assignment.score ?? resultScore(questions.length, assignment.progress)) : 0,
    rightAnswers: items.filter((item) => item.isCorrectAnswer).length,
    questionCount: questions.length,
    isGraded: quiz.isGraded,
    questions: items,
    ...(submitted
      ? { maxScore: assignment.max_score ?? scoring.maxPoints, needsGrading: assignment.needs_grading }
      : {}),
  };
}

const hasFeedback = (question: StoredQuestion) =>
  Boolean(question.feedback) || question.options.some((option) => Boolean(option.feedback));

/** Sets or clears the deadline; the quiz's version moves like any other save. */
export async function setEndDate(db: Kysely<Database>, quizId: number, endDate: Date | null, now: Date) {
  await db
    .updateTable('quizzes')
    .set((eb) => ({ end_date: endDate, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', quizId)
    .execute();
}
