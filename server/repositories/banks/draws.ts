/**
 * Random slots and the draw (ADR 232). A quiz activity holds its slots (quiz_activities.random_slots); when a
 * student starts, each slot draws its questions from its category, seeded by the assignment, the attempt and the
 * slot, and the questions as they are at that moment are pinned on the assignment (`drawn`). Every later read of
 * that attempt — the student's page, the save checks, the score, Results and the statistics — sees the quiz
 * version's questions with the attempt's drawn questions after each activity's own, whatever the bank or the quiz
 * becomes.
 *
 * @publicModule the take flow draws on start, and results read an attempt's questions through it.
 */
import type { Kysely, Transaction } from 'kysely';
import { drawQuestionIds, drawSeed, type RandomSlot } from '../../../src/domain/quiz/banks/randomSlot';
import { ITEM_TYPE } from '../../../src/domain/quiz/quiz';
import type { AttemptDraw, DrawnSlot } from '../../db/bankTables';
import type { QuizSnapshotContent } from '../../db/contentTables';
import type { Database } from '../../db/database';
import { hintsField } from '../../../src/domain/quiz/hints/hints';
import { outcomeFeedbackField } from '../../../src/domain/quiz/outcomeFeedback/outcomeFeedback';
import { versionsField } from '../../../src/domain/quiz/versions/questionVersions';

type Db = Kysely<Database> | Transaction<Database>;

/** Each activity's random slots, for the activities that have any. */
async function randomSlotsOf(db: Db, activityIds: readonly number[]): Promise<Map<number, RandomSlot[]>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('quiz_activities')
    .select(['id', 'random_slots'])
    .where('id', 'in', [...activityIds])
    .execute();
  return new Map(rows.filter((row) => row.random_slots.length > 0).map((row) => [row.id, row.random_slots]));
}

/**
 * The draw of one attempt of the quiz: each slot of each activity, in order, draws its count of distinct questions
 * from its category (a question drawn by an earlier slot is not drawn again). Null when the quiz has no slot. Run
 * inside the start's transaction, with the assignment row locked, so one start makes one draw.
 */
export async function drawAttempt(
  trx: Transaction<Database>,
  quizId: number,
  attempt: { readonly assignmentId: number; readonly number: number },
): Promise<AttemptDraw | null> {
  const activities = await trx
    .selectFrom('quiz_activities')
    .select(['id', 'random_slots'])
    .where('quiz_id', '=', quizId)
    .orderBy('sort_index')
    .orderBy('id')
    .execute();
  const slots = activities.flatMap((activity) => activity.random_slots.map((slot) => ({ activity, slot })));
  if (slots.length === 0) return null;
  const taken = new Set<number>();
  const drawn: DrawnSlot[] = [];
  for (const { activity, slot } of slots) {
    const candidates = await trx
      .selectFrom('bank_questions as q')
      .innerJoin('bank_categories as c', 'c.id', 'q.category_id')
      .select(['q.id', 'q.content'])
      .where('q.category_id', '=', slot.categoryId)
      .where('c.bank_id', '=', slot.bankId)
      .execute();
    const seed = drawSeed(attempt.assignmentId, attempt.number, slot.id);
    const free = candidates.filter((q) => !taken.has(q.id));
    const ids = drawQuestionIds(
      free.map((q) => q.id),
      slot.count,
      seed,
    );
    const byId = new Map(free.map((q) => [q.id, q.content]));
    for (const id of ids) taken.add(id);
    drawn.push({
      activityId: activity.id,
      slot,
      seed,
      questions: ids.map((id) => ({ id, ...byId.get(id)! })),
    });
  }
  return { slots: drawn };
}

/** The quiz version's questions with the attempt's drawn questions after each activity's own items. */
export function withDraw(
  content: QuizSnapshotContent,
  drawn: AttemptDraw | null | undefined,
): QuizSnapshotContent {
  if (!drawn || drawn.slots.length === 0) return content;
  return {
    activities: content.activities.map((activity) => {
      const added = drawn.slots
        .filter((slot) => slot.activityId === activity.id)
        .flatMap((slot) =>
          slot.questions.map((question) => ({
            id: question.id,
            type: ITEM_TYPE.text,
            title: question.title,
            image: question.image,
            isMultiple: question.isMultiple,
            articleId: null,
            options: question.options,
            rightAnswer: question.rightAnswer,
            ...(question.questionType ? { questionType: question.questionType } : {}),
            ...(question.points !== undefined ? { points: question.points } : {}),
            ...(question.feedback ? { feedback: question.feedback } : {}),
            ...outcomeFeedbackField(question.outcomeFeedback),
            ...(question.definition ? { definition: question.definition } : {}),
            ...hintsField(question.hints),
            ...versionsField(question.versions),
          })),
        );
      return added.length === 0 ? activity : { ...activity, items: [...activity.items, ...added] };
    }),
  };
}

/** How many questions the random slots of these activities will draw: what a not-started attempt will be asked. */
export async function slotQuestionCount(db: Db, activityIds: readonly number[]): Promise<number> {
  const slots = await randomSlotsOf(db, activityIds);
  return [...slots.values()].flat().reduce((n, slot) => n + slot.count, 0);
}
