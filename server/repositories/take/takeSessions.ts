/**
 * A student's assignment as its personal link reaches it: reading it, starting it (the quiz version is pinned),
 * saving answers one question at a time, and submitting. Every write locks the assignment row first, so two tabs
 * saving, or a submit racing a save, take turns: a submit scores only answers whose save has committed. An
 * assignment whose time has run out is submitted with what was saved by whichever request meets it first
 * (ADR 137).
 */
import { outcomeFeedbackShown } from '../../../src/domain/quiz/outcomeFeedback/outcomeFeedback';
import { attemptSeed } from '../../../src/domain/take/attemptSeed';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { SaveAnswerRequest } from '../../../src/api/take/takeContract';
import { DB_INT_MAX } from '../../../src/domain/shared/fields';
import { resultScore } from '../../../src/domain/quiz/results/results';
import { storedTypeOf } from '../../../src/questionTypes/shared/domain/registry';
import type { StoredQuestion } from '../../../src/questionTypes/shared/domain/questionType';
import { questionForAttempt } from '../../../src/domain/quiz/versions/questionVersions';
import { ANSWER_FILE_MESSAGES } from '../../../src/questionTypes/fileUpload/domain/fileUpload';
import {
  questionsOf,
  savedAnswerOf,
  scoreAttempt,
  type SavedAnswers,
} from '../../../src/domain/take/scoring';
import {
  answersWait,
  reviewSettingOf,
  reviewVisibility,
  scoreWait,
} from '../../../src/domain/take/reviewRules';
import {
  isBeforeOpening,
  isPastDue,
  standingOf,
  TAKE_MESSAGES,
  type AssignmentStanding,
} from '../../../src/domain/take/takeRules';
import type { QuizAssignment } from '../../db/contentTables';
import type { Database } from '../../db/database';
import { currentSnapshot, type QuizSnapshot } from '../quiz/quizSnapshots';
import { drawAttempt, withDraw } from '../banks/draws';
import {
  deadlineOf,
  dueOf,
  finish,
  isAnswered,
  keptSnapshotOf,
  lock,
  savedAnswers,
  type TakeQuiz,
} from './takeAssignments';
import { checkWatchedEnough, jumpBackOf, momentOfAnswer } from './takeMoments';

type Trx = Transaction<Database>;

/** Why a request on a personal link was refused; the route turns it into 404, 400 or 409. */
export class TakeRefusal extends Error {
  constructor(
    readonly reason: 'unknown' | 'invalid' | 'closed',
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'TakeRefusal';
  }
}

export interface TakeRecord {
  readonly assignment: QuizAssignment;
  readonly quiz: TakeQuiz;
  readonly snapshot: QuizSnapshot;
  readonly standing: AssignmentStanding;
  readonly dueAt: Date | null;
  /** Saved answers, option ids per question id (empty choices left out). */
  readonly answers: Record<string, number[]>;
  /** Saved responses to questions of other types, per question id (blank ones left out). */
  readonly responses: Record<string, unknown>;
  /** The time of the request: what the review shows depends on it (ADR 210). */
  readonly now: Date;
}

/** Pins the current version and the attempt's draw (ADR 232): started now, due by the time limit and the deadline. */
async function startAssignment(trx: Trx, assignment: QuizAssignment, quiz: TakeQuiz, now: Date) {
  const snapshot = await currentSnapshot(trx, assignment.quiz_id);
  const drawn = await drawAttempt(trx, assignment.quiz_id, {
    assignmentId: assignment.id,
    number: assignment.attempt_number,
  });
  const started = await trx
    .updateTable('quiz_assignments')
    .set({
      started_at: now,
      quiz_version: snapshot.version,
      due_at: dueOf({ ...assignment, started_at: now }, quiz),
      opened_at: assignment.opened_at ?? now,
      drawn: drawn && JSON.stringify(drawn),
    })
    .where('id', '=', assignment.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { assignment: started, snapshot: { ...snapshot, content: withDraw(snapshot.content, drawn) } };
}

function record(
  assignment: QuizAssignment,
  quiz: TakeQuiz,
  snapshot: QuizSnapshot,
  saved: { answers: Record<string, number[]>; responses: Record<string, unknown> },
  now: Date,
): TakeRecord {
  const standing = standingOf(
    {
      startedAt: assignment.started_at,
      submittedAt: assignment.submit_at,
      deadline: deadlineOf(assignment, quiz),
    },
    now,
  );
  return { assignment, quiz, snapshot, standing, dueAt: dueOf(assignment, quiz), ...saved, now };
}

type Locked = NonNullable<Awaited<ReturnType<typeof lock>>>;

/** The assignment locked by its link's token; refused as an unknown link when there is none. */
export async function lockLink(trx: Trx, token: string): Promise<Locked> {
  const found = await lock(trx, { token });
  if (!found) throw new TakeRefusal('unknown', TAKE_MESSAGES.unknownLink);
  return found;
}

/**
 * ADR 137 inside the request's own transaction: a started assignment whose time and grace have run out is
 * submitted with what was saved, at its due time, before anything else is done with it (what settleOverdue does
 * for a whole quiz). Answers the row as it is afterwards.
 */
export async function settledIfOverdue(db: Kysely<Database>, trx: Trx, found: Locked, now: Date) {
  const { assignment, quiz } = found;
  const due = dueOf(assignment, quiz);
  if (assignment.submit_at || !assignment.started_at || !due || !isPastDue(due, now)) return assignment;
  return finish(trx, assignment, await keptSnapshotOf(db, trx, assignment), due, true);
}

/** What the link shows of the locked row; the first read marks the assignment opened. */
async function readLocked(db: Kysely<Database>, trx: Trx, found: Locked, now: Date): Promise<TakeRecord> {
  let assignment = await settledIfOverdue(db, trx, found, now);
  const due = dueOf(assignment, found.quiz);
  const opened = assignment.opened_at === null;
  // The stored due time follows the quiz's time limit and deadline, which the owner may change (ADR 136).
  const moved = assignment.submit_at === null && due?.getTime() !== assignment.due_at?.getTime();
  if (opened || moved) {
    assignment = await trx
      .updateTable('quiz_assignments')
      .set({ opened_at: assignment.opened_at ?? now, due_at: due })
      .where('id', '=', assignment.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const snapshot = await keptSnapshotOf(db, trx, assignment);
  return record(assignment, found.quiz, snapshot, await savedAnswers(trx, assignment.id), now);
}

/** What the link shows; the first read marks the assignment opened. */
export async function readTake(db: Kysely<Database>, token: string, now: Date): Promise<TakeRecord> {
  return db.transaction().execute(async (trx) => readLocked(db, trx, await lockLink(trx, token), now));
}

/** The attempt openForAnswers answers: the locked assignment, its quiz and the version it answers. */
type OpenAttempt = Awaited<ReturnType<typeof openForAnswers>>;

/**
 * Runs `change` in one transaction on the link's attempt, locked and open for answers. An attempt whose time has
 * run out is submitted here first (that stays committed) and the change is refused as the next request would be.
 */
export async function changeOpenAttempt<T>(
  db: Kysely<Database>,
  token: string,
  now: Date,
  change: (trx: Trx, open: OpenAttempt) => Promise<T>,
): Promise<T> {
  const done = await db.transaction().execute(async (trx) => {
    const found = await lockLink(trx, token);
    const settled = await settledIfOverdue(db, trx, found, now);
    if (settled !== found.assignment) return null;
    return { value: await change(trx, await openForAnswers(db, trx, found, now)) };
  });
  if (!done) throw new TakeRefusal('closed', TAKE_MESSAGES.timeUp);
  return done.value;
}

/** Question `itemId` of a version's content; refused for an item that is no question of it. */
export function questionOf(content: Parameters<typeof questionsOf>[0], itemId: number) {
  const question = questionsOf(content).find((q) => q.id === itemId);
  if (!question) throw new TakeRefusal('invalid', TAKE_MESSAGES.notAQuestion, 'itemId');
  return question;
}

/** Opens the locked assignment for answers: refused once submitted or expired; started here if need be. */
export async function openForAnswers(db: Kysely<Database>, trx: Trx, found: Locked, now: Date) {
  const { assignment, quiz } = found;
  if (assignment.submit_at) {
    throw new TakeRefusal('closed', assignment.late ? TAKE_MESSAGES.timeUp : TAKE_MESSAGES.submitted);
  }
  if (assignment.started_at) {
    if (isPastDue(dueOf(assignment, quiz), now)) throw new TakeRefusal('closed', TAKE_MESSAGES.timeUp);
    return { assignment, quiz, snapshot: await keptSnapshotOf(db, trx, assignment) };
  }
  const deadline = deadlineOf(assignment, quiz);
  if (standingOf({ startedAt: null, submittedAt: null, deadline }, now) === 'expired') {
    throw new TakeRefusal('closed', TAKE_MESSAGES.expired);
  }
  if (isBeforeOpening(quiz.opensAt, now)) throw new TakeRefusal('closed', TAKE_MESSAGES.notOpenYet);
  if (!quiz.classOpen) throw new TakeRefusal('closed', TAKE_MESSAGES.classNotOpen);
  return { quiz, ...(await startAssignment(trx, assignment, quiz, now)) };
}

/** Starts the assignment (pins the current version); starting again, or once submitted, changes nothing. */
export async function startTake(db: Kysely<Database>, token: string, now: Date): Promise<TakeRecord> {
  return db.transaction().execute(async (trx) => {
    const found = await lockLink(trx, token);
    const { assignment } = found;
    if (assignment.started_at || assignment.submit_at) return readLocked(db, trx, found, now);
    const started = await openForAnswers(db, trx, found, now);
    return readLocked(db, trx, { ...found, assignment: started.assignment }, now);
  });
}

/**
 * Saves one question's answer (replacing the previous one) and adds the time spent on it: the row locked with its
 * quiz and class in one statement, the version from the process's kept ones, then the answer written and the
 * others read in one statement.
 */
export async function saveAnswer(
  db: Kysely<Database>,
  token: string,
  itemId: number,
  request: SaveAnswerRequest,
  now: Date,
): Promise<{ savedAt: Date; answeredCount: number; jumpBackTo?: number }> {
  return changeOpenAttempt(db, token, now, async (trx, { assignment, snapshot }) => {
    const question = questionOf(snapshot.content, itemId);
    // A file upload's answer is what the server stored of the files sent (ADR 294), never what a save says.
    if (storedTypeOf(question).answeredByUpload)
      throw new TakeRefusal('invalid', ANSWER_FILE_MESSAGES.sendWithPicker, 'response');
    const { chosen, response } = checkedAnswer(question, request);
    // ADR 338: a question at a moment that must be answered takes answers once the video was watched up to it.
    const moment = await momentOfAnswer(trx, assignment, snapshot.content, itemId);
    const others = await trx
      .with('saved', (db) =>
        db
          .insertInto('assignment_answers')
          .values({
            assignment_id: assignment.id,
            item_id: itemId,
            option_ids: JSON.stringify(chosen),
            response: response === undefined ? null : JSON.stringify(response),
            time_spent_ms: request.timeSpentMs,
            saved_at: now,
          })
          .onConflict((oc) =>
            oc.columns(['assignment_id', 'item_id']).doUpdateSet((eb) => ({
              option_ids: eb.ref('excluded.option_ids'),
              response: eb.ref('excluded.response'),
              time_spent_ms: sql<number>`least(assignment_answers.time_spent_ms::bigint + excluded.time_spent_ms, ${DB_INT_MAX})::integer`,
              saved_at: eb.ref('excluded.saved_at'),
            })),
          )
          .returning('item_id'),
      )
      // The other questions' answers as they were before this statement (its own write is not visible to it).
      .selectFrom('assignment_answers')
      .select(['option_ids', 'response'])
      .select(sql<boolean>`response is not null`.as('has_response'))
      .where('assignment_id', '=', assignment.id)
      .where('item_id', '<>', itemId)
      .execute();
    const answered =
      others.filter((row) =>
        isAnswered({ optionIds: row.option_ids, response: row.response, hasResponse: row.has_response }),
      ).length + (isAnswered({ optionIds: chosen, response, hasResponse: response !== undefined }) ? 1 : 0);
    const jumpBackTo = jumpBackOf(question, moment, { chosen, response }, attemptSeed(assignment));
    return { savedAt: now, answeredCount: answered, ...(jumpBackTo === undefined ? {} : { jumpBackTo }) };
  });
}

type SnapshotQuestion = ReturnType<typeof questionsOf>[number];

/**
 * The answer of one save, checked against the question's type: a choice question takes option ids of its own
 * options (one unless multiple), another type takes its response and no option.
 */
export function checkedAnswer(question: SnapshotQuestion, request: SaveAnswerRequest) {
  const type = storedTypeOf(question);
  if (!type.responseSchema) {
    if (request.response !== undefined)
      throw new TakeRefusal('invalid', TAKE_MESSAGES.wrongAnswerKind, 'response');
    const chosen = [...new Set(request.optionIds ?? [])];
    if (chosen.some((id) => !question.options.some((option) => option.id === id))) {
      throw new TakeRefusal('invalid', TAKE_MESSAGES.unknownOption, 'optionIds');
    }
    if (!question.isMultiple && chosen.length > 1) {
      throw new TakeRefusal('invalid', TAKE_MESSAGES.singleAnswer, 'optionIds');
    }
    return { chosen, response: undefined };
  }
  if ((request.optionIds?.length ?? 0) > 0)
    throw new TakeRefusal('invalid', TAKE_MESSAGES.unknownOption, 'optionIds');
  const parsed = type.responseSchema.safeParse(request.response);
  if (request.response === undefined || !parsed.success)
    throw new TakeRefusal('invalid', TAKE_MESSAGES.wrongAnswerKind, 'response');
  const refusal = type.checkResponse?.(question, parsed.data);
  if (refusal) throw new TakeRefusal('invalid', refusal, 'response');
  return { chosen: [] as number[], response: parsed.data };
}

/** Submits: scored against the pinned version. A replay answers the stored outcome and changes nothing. */
export async function submitTake(db: Kysely<Database>, token: string, now: Date): Promise<TakeRecord> {
  return db.transaction().execute(async (trx) => {
    const found = await lockLink(trx, token);
    const settled = await settledIfOverdue(db, trx, found, now);
    if (settled.submit_at) {
      const snapshot = await keptSnapshotOf(db, trx, settled);
      return record(settled, found.quiz, snapshot, await savedAnswers(trx, settled.id), now);
    }
    const open = await openForAnswers(db, trx, found, now);
    // ADR 338: a video with a share to watch is watched to it before the student's own submit (time up submits).
    await checkWatchedEnough(trx, open.assignment, open.snapshot.content);
    const finished = await finish(trx, open.assignment, open.snapshot, now, false);
    // finish stored the saved answers it scored on the row: what the outcome shows.
    return record(finished, found.quiz, open.snapshot, answersOfRow(finished), now);
  });
}

/** How many of a question's hints the attempt used (ADR 293). */
const hintsUsed = (row: QuizAssignment, questionId: number) => row.hints_used?.[String(questionId)] ?? 0;

/** The answers a submitted row stored (finish writes them as savedAnswers reads them). */
const answersOfRow = (row: QuizAssignment) => ({
  answers: row.answers as Record<string, number[]>,
  responses: (row.responses ?? {}) as Record<string, unknown>,
});

/**
 * The outcome of a submitted assignment, as far as the quiz's review setting allows at this moment (ADR 210): the
 * points earned out of the version's points ("Needs grading" while an answer waits for a teacher) and the
 * instructor's comments while the score shows; right answers and feedback while the answers show; points per
 * question while both show. What is hidden is not sent.
 */
/** A type's right answer as places on the image (a hotspot's regions), which the page words itself (ADR 359). */
function rightRegionsOf(question: StoredQuestion) {
  const regions = storedTypeOf(question).rightRegions?.(question);
  if (regions === undefined) return {};
  // The wire's shapes are mutable copies: a polygon's points too.
  return {
    rightRegions: regions.map((region) =>
      region.shape === 'polygon' ? { ...region, points: [...region.points] } : { ...region },
    ),
  };
}

/** How a measured answer's parts fared (ADR 384), recomputed from the saved answer; none for other questions. */
function measuredPartsOf(question: StoredQuestion, saved: SavedAnswers) {
  const type = storedTypeOf(question);
  const parts = type.measuredParts?.(
    question,
    type.answerOf(savedAnswerOf(saved, question.id)),
    saved.attempt,
  );
  return parts ? { parts } : {};
}

/** A question's general feedback as the attempt's version has it (ADR 309); none when it has none. */
function generalFeedback(question: StoredQuestion, attempt: string): string[] {
  const { feedback } = questionForAttempt(question, attempt);
  return feedback ? [feedback] : [];
}

/** The student's answer as its type words it (results and the grading queue word it the same way). */
function givenAnswer(question: StoredQuestion, saved: SavedAnswers): string {
  const type = storedTypeOf(question);
  return type.describeAnswer(question, type.answerOf(savedAnswerOf(saved, question.id)), saved.attempt);
}

export function outcomeOf(take: TakeRecord) {
  const { assignment, quiz, snapshot } = take;
  if (!assignment.submit_at) return null;
  const questions = questionsOf(snapshot.content);
  const setting = reviewSettingOf(quiz);
  const visible = reviewVisibility(setting, {
    submittedAt: assignment.submit_at,
    deadline: quiz.deadline,
    releasedAt: quiz.scoresReleasedAt,
    now: take.now,
  });
  const saved: SavedAnswers = {
    answers: assignment.answers,
    responses: assignment.responses,
    handScores: assignment.hand_scores,
    pointsOverrides: assignment.points_overrides ?? {},
    attempt: attemptSeed(assignment),
    hintsUsed: assignment.hints_used ?? {},
  };
  const scoring = scoreAttempt(questions, saved);
  const comments = (visible.score && assignment.question_comments) || {};
  // Points per question tell which answers were right: they show with the score and the answers both (ADR 210).
  const points = visible.score && visible.answers;
  const reviewed = visible.answers || Object.values(comments).some(Boolean);
  return {
    submittedAt: assignment.submit_at.toISOString(),
    questionCount: questions.length,
    percentage: visible.score ? assignment.progress : null,
    score: visible.score ? (assignment.score ?? resultScore(questions.length, assignment.progress)) : null,
    late: assignment.late,
    rightAnswers: visible.answers
      ? Object.fromEntries(questions.map((q) => [String(q.id), [...q.rightAnswer]]))
      : null,
    maxScore: assignment.max_score ?? questions.length,
    needsGrading: assignment.needs_grading,
    review: reviewed
      ? Object.fromEntries(
          questions.map((q) => {
            const score = scoring.questions.get(q.id)!;
            const comment = comments[String(q.id)];
            return [
              String(q.id),
              {
                max: score.max,
                answer: givenAnswer(q, saved),
                ...(points ? { earned: score.earned, correct: score.correct } : {}),
                ...(visible.answers
                  ? {
                      rightAnswer: storedTypeOf(q).describeRight(q, attemptSeed(assignment)),
                      ...rightRegionsOf(q),
                      ...measuredPartsOf(q, saved),
                      feedback: [
                        ...generalFeedback(q, attemptSeed(assignment)),
                        ...outcomeFeedbackShown(q, score),
                        ...score.feedback,
                      ],
                    }
                  : {}),
                ...(comment ? { comment } : {}),
                ...(hintsUsed(assignment, q.id) > 0 ? { hintsUsed: hintsUsed(assignment, q.id) } : {}),
              },
            ];
          }),
        )
      : null,
    comment: visible.score ? assignment.attempt_comment : null,
    scoreWait: scoreWait(setting, visible),
    answersWait: answersWait(setting, visible),
  };
}
