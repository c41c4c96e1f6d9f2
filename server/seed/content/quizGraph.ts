/**
 * Writes whole quizzes (quiz, tags, activities, items, options, shares, assignments) from plain specs, in
 * batches: ids are taken from the sequences first, so right answers and students' answers can name option ids
 * before anything is inserted.
 */
import type { Insertable, Kysely } from 'kysely';
import type {
  AssignmentAnswerTable,
  NewQuiz,
  NewQuizAssignment,
  NewQuizItem,
  NewQuizItemOption,
  NewQuizShare,
} from '../../db/contentTables';
import type { Database } from '../../db/database';
import { newAssignmentToken } from '../../repositories/take/assignments';
import { allocateIds, idSource, insertRows, json } from './bulk';
import type { BankQuestion } from './questionBank';

export type ItemSpec =
  | { readonly kind: 'video'; readonly articleId: number; readonly title: string }
  | { readonly kind: 'text'; readonly question: BankQuestion; readonly image?: string };

export interface ActivitySpec {
  readonly title: string;
  readonly items: readonly ItemSpec[];
}

export interface ShareSpec {
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly sharedBy: number | null;
}

export interface AssignmentSpec {
  readonly email: string;
  readonly assignedAt: Date;
  /** Null while the student has not submitted. */
  readonly submittedAt: Date | null;
  /** Share of questions answered right, 0..1 (submitted assignments only). */
  readonly score: number;
}

/** Every quiz column but the id; `quizRow` fills in what a spec leaves out. */
type QuizFields = Required<Omit<NewQuiz, 'id'>>;

export interface QuizSpec {
  readonly quiz: Partial<QuizFields> & Pick<QuizFields, 'kind' | 'title'>;
  readonly tagIds: readonly number[];
  readonly activities: readonly ActivitySpec[];
  readonly shares?: readonly ShareSpec[];
  readonly assignments?: readonly AssignmentSpec[];
}

function quizRow(id: number, fields: QuizSpec['quiz']): NewQuiz {
  const defaults: QuizFields = {
    kind: fields.kind,
    title: fields.title,
    article_id: null,
    quiz_type: null,
    section_id: null,
    is_graded: false,
    start_date: null,
    end_date: null,
    duration: null,
    show_caption: false,
    restrict_non_institutional: false,
    active: true,
    editable: true,
    process_status: 1,
    owner_user_id: null,
    created_at: new Date(),
    updated_at: fields.created_at ?? new Date(),
    version: 1,
    review_score: null,
    review_answers: null,
    scores_released_at: null,
    max_attempts: 1,
    attempt_counting: 'highest',
  };
  return { ...defaults, ...fields, id };
}

interface TextItem {
  readonly id: number;
  readonly optionIds: readonly number[];
  readonly right: readonly number[];
}

/** Inserts the quizzes and returns their ids, in the order of `specs`. */
export async function insertQuizzes(db: Kysely<Database>, specs: readonly QuizSpec[]): Promise<number[]> {
  const activityCount = specs.reduce((sum, spec) => sum + spec.activities.length, 0);
  const items = specs.flatMap((spec) => spec.activities.flatMap((activity) => activity.items));
  const optionCount = items.reduce(
    (sum, item) => sum + (item.kind === 'text' ? item.question.options.length : 0),
    0,
  );
  const quizIds = await allocateIds(db, 'quizzes', specs.length);
  const nextActivityId = idSource(await allocateIds(db, 'quiz_activities', activityCount));
  const nextItemId = idSource(await allocateIds(db, 'quiz_items', items.length));
  const nextOptionId = idSource(await allocateIds(db, 'quiz_item_options', optionCount));
  const assignmentCount = specs.reduce((sum, spec) => sum + (spec.assignments?.length ?? 0), 0);
  const nextAssignmentId = idSource(await allocateIds(db, 'quiz_assignments', assignmentCount));

  const quizRows: NewQuiz[] = [];
  const tagRows: { quiz_id: number; tag_id: number }[] = [];
  const activityRows: { id: number; quiz_id: number; title: string; sort_index: number }[] = [];
  const itemRows: NewQuizItem[] = [];
  const optionRows: NewQuizItemOption[] = [];
  const shareRows: NewQuizShare[] = [];
  const assignmentRows: NewQuizAssignment[] = [];
  const answerRows: Insertable<AssignmentAnswerTable>[] = [];

  specs.forEach((spec, quizIndex) => {
    const quizId = quizIds[quizIndex]!;
    quizRows.push(quizRow(quizId, spec.quiz));
    for (const tagId of new Set(spec.tagIds)) tagRows.push({ quiz_id: quizId, tag_id: tagId });
    const textItems: TextItem[] = [];
    spec.activities.forEach((activity, activityIndex) => {
      const activityId = nextActivityId();
      activityRows.push({
        id: activityId,
        quiz_id: quizId,
        title: activity.title,
        sort_index: activityIndex,
      });
      activity.items.forEach((item, itemIndex) => {
        const itemId = nextItemId();
        if (item.kind === 'video') {
          itemRows.push(itemRow(itemId, activityId, itemIndex, item.title, 1, item.articleId, []));
          return;
        }
        const optionIds = item.question.options.map((text, sortIndex) => {
          const id = nextOptionId();
          optionRows.push({ id, item_id: itemId, text, sort_index: sortIndex });
          return id;
        });
        const right = item.question.right.map((index) => optionIds[index]!);
        const row = itemRow(itemId, activityId, itemIndex, item.question.title, 2, null, right);
        itemRows.push({ ...row, image: item.image ?? null, question_order: textItems.length + 1 });
        textItems.push({ id: itemId, optionIds, right });
      });
    });
    for (const share of spec.shares ?? []) {
      shareRows.push({
        quiz_id: quizId,
        user_email: share.email.toLowerCase(),
        user_first_name: share.firstName,
        user_last_name: share.lastName,
        shared_by: share.sharedBy,
        created_at: quizRows[quizRows.length - 1]!.created_at!,
      });
    }
    for (const [index, assignment] of (spec.assignments ?? []).entries()) {
      const written = assignmentRow(nextAssignmentId(), quizId, index, assignment, textItems);
      assignmentRows.push(written.row);
      answerRows.push(...written.answers);
    }
  });

  await insertRows(db, 'quizzes', quizRows);
  await insertRows(db, 'quiz_tags', tagRows);
  await insertRows(db, 'quiz_activities', activityRows);
  await insertRows(db, 'quiz_items', itemRows);
  await insertRows(db, 'quiz_item_options', optionRows);
  await insertRows(db, 'quiz_shares', shareRows);
  await insertRows(db, 'quiz_assignments', assignmentRows);
  await insertRows(db, 'assignment_answers', answerRows);
  return quizIds;
}

function itemRow(
  id: number,
  activityId: number,
  sortIndex: number,
  title: string,
  type: 1 | 2,
  articleId: number | null,
  right: readonly number[],
): NewQuizItem {
  return {
    id,
    activity_id: activityId,
    sort_index: sortIndex,
    type,
    title,
    image: null,
    is_multiple: right.length > 1,
    right_answer: json(right),
    article_id: articleId,
    question_order: null,
  };
}

/** A fixed number in [0, 1) for the given integers, so seeded answers look varied yet never change. */
function noise(...values: number[]): number {
  let hash = 2166136261;
  for (const value of values) hash = Math.imul(hash ^ value, 16777619) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 13), 1274126177) >>> 0;
  return (hash >>> 8) / 2 ** 24;
}

/**
 * A submitted assignment answers `score` of its questions right: the ones easiest for it (each question has an
 * ease of its own, each student some luck), the rest with a wrong option, some distractors more tempting than
 * others. Each answer row carries the time spent, longer on the questions answered wrong (the statistics' median).
 */
function assignmentRow(
  id: number,
  quizId: number,
  index: number,
  spec: AssignmentSpec,
  questions: readonly TextItem[],
): { row: NewQuizAssignment; answers: Insertable<AssignmentAnswerTable>[] } {
  const base = { id, quiz_id: quizId, user_email: spec.email, created_at: spec.assignedAt };
  if (spec.submittedAt === null || questions.length === 0) {
    return {
      row: { ...base, progress: 0, submit_at: null, answers: json({}), token: newAssignmentToken() },
      answers: [],
    };
  }
  const rightCount = Math.round(spec.score * questions.length);
  const easiest = [...questions]
    .sort((a, b) => noise(a.id) + 0.6 * noise(a.id, index) - (noise(b.id) + 0.6 * noise(b.id, index)))
    .reverse()
    .slice(0, rightCount)
    .map((question) => question.id);
  const answers: Record<string, number[]> = {};
  const rows = questions.map((question) => {
    const wrong = question.optionIds.filter((option) => !question.right.includes(option));
    // The first wrong option tempts most; the last one rarely.
    const pick = wrong[Math.floor(noise(question.id, index, 7) ** 1.6 * wrong.length)] ?? wrong[0]!;
    const chosen = easiest.includes(question.id) ? [...question.right] : [pick];
    answers[String(question.id)] = chosen;
    const seconds =
      12 + Math.round(noise(question.id, index, 3) * 50) + (easiest.includes(question.id) ? 0 : 20);
    return {
      assignment_id: id,
      item_id: question.id,
      option_ids: json(chosen),
      time_spent_ms: seconds * 1000,
      saved_at: spec.submittedAt!,
    };
  });
  return {
    row: {
      ...base,
      progress: Math.round((rightCount / questions.length) * 100),
      submit_at: spec.submittedAt,
      answers: json(answers),
      token: newAssignmentToken(),
      opened_at: spec.submittedAt,
      started_at: spec.submittedAt,
    },
    answers: rows,
  };
}
