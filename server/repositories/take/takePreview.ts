/**
 * Preview as a student (ADR 264): the student page's session and outcome on a quiz's current version, built as a
 * student's would be and written nowhere. The preview is an assignment that exists only for the request: no row in
 * quiz_assignments, quiz_attempts or quiz_snapshots, nothing for the LMS. Its dates are not the quiz's (a preview
 * of an expired or not yet open quiz still runs); its time limit, questions, draw and review setting are.
 */
import { attemptSeed } from '../../../src/domain/take/attemptSeed';
import type { Kysely, Transaction } from 'kysely';
import type { TakeOutcome, TakeSession } from '../../../src/api/take/takeContract';
import type {
  PreviewAnswerRequest,
  PreviewHintRequest,
  PreviewSubmitRequest,
} from '../../../src/api/take/previewContract';
import { questionsOf, scoreAttempt } from '../../../src/domain/take/scoring';
import { storedTypeOf } from '../../../src/questionTypes/shared/domain/registry';
import { TAKE_MESSAGES } from '../../../src/domain/take/takeRules';
import type { QuizAssignment } from '../../db/contentTables';
import type { Database } from '../../db/database';
import { drawAttempt, withDraw } from '../banks/draws';
import { buildSnapshotContent, findSnapshot, type QuizSnapshot } from '../quiz/quizSnapshots';
import { dueOf, quizOf, type TakeQuiz } from './takeAssignments';
import { takeSessionOf } from './takeSessionView';
import { checkedAnswer, outcomeOf, questionOf, TakeRefusal, type TakeRecord } from './takeSessions';
import { HINT_MESSAGES } from '../../../src/domain/quiz/hints/hints';
import { interactionsOf, jumpBackOf } from './takeMoments';

type Trx = Transaction<Database>;

/** Why a preview submit was refused: the quiz was saved since the preview opened. */
export const PREVIEW_MESSAGES = {
  changed: 'This quiz was changed since the preview opened. Open the preview again.',
} as const;

/** The preview's draw from the random slots: always the same seed, so the submit scores the questions shown. */
const PREVIEW_ATTEMPT = { assignmentId: 0, number: 1 } as const;

/** The quiz's current version as a snapshot, read only: a stored snapshot or the live graph, never written. */
async function previewSnapshot(trx: Trx, quizId: number): Promise<QuizSnapshot> {
  const { version } = await trx
    .selectFrom('quizzes')
    .select('version')
    .where('id', '=', quizId)
    .forShare()
    .executeTakeFirstOrThrow();
  const stored = await findSnapshot(trx, quizId, version);
  const content = stored?.content ?? (await buildSnapshotContent(trx, quizId));
  const drawn = await drawAttempt(trx, quizId, PREVIEW_ATTEMPT);
  return { quizId, version, content: withDraw(content, drawn) };
}

/** The quiz as the preview runs it: its own time limit and review setting, no dates, always open. */
async function previewQuiz(trx: Trx, quizId: number): Promise<TakeQuiz> {
  return { ...(await quizOf(trx, quizId)), deadline: null, opensAt: null, classOpen: true };
}

/** An assignment of the caller's that exists only for this answer. */
function previewAssignment(
  quizId: number,
  version: number,
  email: string,
  startedAt: Date | null,
): QuizAssignment {
  return {
    id: PREVIEW_ATTEMPT.assignmentId,
    quiz_id: quizId,
    user_email: email,
    progress: 0,
    submit_at: null,
    answers: {},
    created_at: startedAt ?? new Date(0),
    token: null,
    class_id: null,
    quiz_version: version,
    mail_state: 'not_sent',
    mailed_at: null,
    opened_at: startedAt,
    started_at: startedAt,
    due_at: null,
    late: false,
    responses: {},
    score: null,
    max_score: null,
    needs_grading: false,
    hand_scores: {},
    points_overrides: null,
    question_comments: null,
    attempt_comment: null,
    graded_at: null,
    graded_by: null,
    reminded_at: null,
    extra_minutes: null,
    time_factor_percent: null,
    personal_deadline: null,
    accommodated_at: null,
    accommodated_by: null,
    reopened_at: null,
    reopened_by: null,
    attempt_number: PREVIEW_ATTEMPT.number,
    drawn: null,
    counted_score: null,
    counted_max_score: null,
    counted_progress: null,
  } as QuizAssignment;
}

export interface PreviewCaller {
  readonly email: string;
}

/** The session the student page opens on: before the start (`started` false) or just started. */
export async function previewSession(
  db: Kysely<Database>,
  quizId: number,
  caller: PreviewCaller,
  now: Date,
  started: boolean,
): Promise<{ version: number; session: TakeSession }> {
  const { snapshot, quiz } = await db.transaction().execute(async (trx) => ({
    snapshot: await previewSnapshot(trx, quizId),
    quiz: await previewQuiz(trx, quizId),
  }));
  const assignment = previewAssignment(quizId, snapshot.version, caller.email, started ? now : null);
  const take: TakeRecord = {
    assignment,
    quiz,
    snapshot,
    standing: started ? 'in_progress' : 'not_started',
    dueAt: dueOf(assignment, quiz),
    answers: {},
    responses: {},
    now,
  };
  const { attempt: _attempt, ...session } = await takeSessionOf(db, take, now);
  return { version: snapshot.version, session };
}

/** The hints the preview says were shown, each question's count held to the hints it has (ADR 293). */
function shownHints(
  questions: ReadonlyMap<string, { readonly hints?: readonly unknown[] }>,
  used: readonly { readonly itemId: number | string; readonly count: number }[],
): Record<string, number> {
  const held: Record<string, number> = {};
  for (const { itemId, count } of used) {
    const id = String(itemId);
    const most = Math.min(count, questions.get(id)?.hints?.length ?? 0);
    if (most > (held[id] ?? 0)) held[id] = most;
  }
  return held;
}

/** A hint of the version the preview opened on; nothing is recorded (ADR 293). */
export async function previewHint(
  db: Kysely<Database>,
  quizId: number,
  itemId: number,
  request: PreviewHintRequest,
): Promise<{ text: string; used: number }> {
  const snapshot = await db.transaction().execute((trx) => previewSnapshot(trx, quizId));
  if (snapshot.version !== request.version) throw new TakeRefusal('closed', PREVIEW_MESSAGES.changed);
  const question = questionOf(snapshot.content, itemId);
  const hint = question.hints?.[request.index];
  if (!hint) throw new TakeRefusal('invalid', HINT_MESSAGES.noSuchHint, 'index');
  // The preview's own attempt draws a calculated question's numbers (ADR 291), as its page shows them.
  const seed = attemptSeed({ id: PREVIEW_ATTEMPT.assignmentId, attempt_number: PREVIEW_ATTEMPT.number });
  const text = storedTypeOf(question).studentHint?.(question, hint.text, seed) ?? hint.text;
  return { text, used: request.index + 1 };
}

/**
 * Where the video goes back to after this answer (ADR 338), judged as a student's save judges it, against the
 * version the preview opened on; nothing is recorded. An answer a student's save would refuse is refused.
 */
export async function previewAnswer(
  db: Kysely<Database>,
  quizId: number,
  itemId: number,
  request: PreviewAnswerRequest,
): Promise<{ jumpBackTo?: number }> {
  const snapshot = await db.transaction().execute((trx) => previewSnapshot(trx, quizId));
  if (snapshot.version !== request.version) throw new TakeRefusal('closed', PREVIEW_MESSAGES.changed);
  const question = questionOf(snapshot.content, itemId);
  const { chosen, response } = checkedAnswer(question, request);
  const moment = interactionsOf(snapshot.content).get(itemId)?.moment;
  const seed = attemptSeed({ id: PREVIEW_ATTEMPT.assignmentId, attempt_number: PREVIEW_ATTEMPT.number });
  const jumpBackTo = jumpBackOf(question, moment, { chosen, response }, seed);
  return jumpBackTo === undefined ? {} : { jumpBackTo };
}

/**
 * Scores every answer of the preview against the version it opened on, as a student's submit would, and answers
 * the outcome the quiz's review setting shows at this moment. An answer a student's save would refuse is refused
 * (TakeRefusal 'invalid'); a quiz saved since the preview opened is refused ('closed').
 */
export async function scorePreview(
  db: Kysely<Database>,
  quizId: number,
  caller: PreviewCaller,
  request: PreviewSubmitRequest,
  now: Date,
): Promise<TakeOutcome> {
  const { snapshot, quiz } = await db.transaction().execute(async (trx) => ({
    snapshot: await previewSnapshot(trx, quizId),
    quiz: await previewQuiz(trx, quizId),
  }));
  if (snapshot.version !== request.version) throw new TakeRefusal('closed', PREVIEW_MESSAGES.changed);
  const questions = new Map(questionsOf(snapshot.content).map((question) => [String(question.id), question]));
  const given = new Map<string, { optionIds?: number[]; response?: unknown }>();
  for (const { itemId, optionIds } of request.answers) given.set(String(itemId), { optionIds });
  for (const { itemId, response } of request.responses ?? [])
    given.set(String(itemId), { ...given.get(String(itemId)), response });
  const answers: Record<string, number[]> = {};
  const responses: Record<string, unknown> = {};
  for (const [id, answer] of given) {
    const question = questions.get(id);
    if (!question) throw new TakeRefusal('invalid', TAKE_MESSAGES.notAQuestion, 'itemId');
    const checked = checkedAnswer(question, { ...answer, timeSpentMs: 0 });
    if (checked.response !== undefined) responses[id] = checked.response;
    else if (checked.chosen.length > 0) answers[id] = checked.chosen;
  }
  const previewed = previewAssignment(quizId, snapshot.version, caller.email, now);
  const hintsUsed = shownHints(questions, request.hintsUsed ?? []);
  const scoring = scoreAttempt([...questions.values()], {
    answers,
    responses,
    attempt: attemptSeed(previewed),
    hintsUsed,
  });
  const assignment: QuizAssignment = {
    ...previewed,
    submit_at: now,
    progress: scoring.percentage,
    answers,
    responses,
    score: scoring.points,
    max_score: scoring.maxPoints,
    needs_grading: scoring.needsGrading,
    hints_used: hintsUsed,
  };
  const outcome = outcomeOf({
    assignment,
    quiz,
    snapshot,
    standing: 'submitted',
    dueAt: null,
    answers,
    responses,
    now,
  });
  return outcome!;
}
