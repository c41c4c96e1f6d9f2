/**
 * Question banks (ADR 232): banks, categories and questions as plain functions over `db` or a transaction. A bank
 * question is stored as the quiz question it is (title, options with ids, right answer, type, points, feedback,
 * definition); its id comes from the quiz items' sequence and its options' ids from the quiz options' sequence.
 */
import { pictureField } from '../../../src/questionTypes/shared/domain/optionPicture';
import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  BankQuestion,
  BankQuestionInput,
  QuestionBank,
} from '../../../src/domain/quiz/banks/questionBank';
import type { BankAction } from '../../../src/domain/quiz/banks/questionBank';
import { DEFAULT_QUESTION_TYPE } from '../../../src/questionTypes/shared/domain/registry';
import type { BankQuestionContent } from '../../db/bankTables';
import type { Database } from '../../db/database';
import { optionsInOrder } from '../quiz/quizGraphRows';
import { hintsField } from '../../../src/domain/quiz/hints/hints';
import { outcomeFeedbackField } from '../../../src/domain/quiz/outcomeFeedback/outcomeFeedback';
import { versionsField } from '../../../src/domain/quiz/versions/questionVersions';
import type { VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import { updateOnVersion } from '../shared/versionedUpdate';

type Db = Kysely<Database> | Transaction<Database>;

export interface BankRow {
  readonly id: number;
  readonly title: string;
  readonly ownerUserId: number | null;
  readonly institutionId: number | null;
  readonly createdBy: number | null;
  readonly createdAt: Date;
}

const bankColumns = ['id', 'title', 'owner_user_id', 'institution_id', 'created_by', 'created_at'] as const;

function toBankRow(row: {
  id: number;
  title: string;
  owner_user_id: number | null;
  institution_id: number | null;
  created_by: number | null;
  created_at: Date;
}): BankRow {
  return {
    id: row.id,
    title: row.title,
    ownerUserId: row.owner_user_id,
    institutionId: row.institution_id,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

export async function findBank(db: Db, bankId: number): Promise<BankRow | undefined> {
  const row = await db
    .selectFrom('question_banks')
    .select(bankColumns)
    .where('id', '=', bankId)
    .executeTakeFirst();
  return row && toBankRow(row);
}

/** The caller's institution: an institution's bank is its staff's. */
export async function institutionOf(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('institution_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.institution_id ?? null;
}

/** The banks the caller may see: their own and their institution's; every bank for a super admin. */
export async function visibleBanks(
  db: Db,
  caller: { id: number; institutionId: number | null; everyBank: boolean },
): Promise<BankRow[]> {
  let query = db.selectFrom('question_banks').select(bankColumns).orderBy('title').orderBy('id');
  if (!caller.everyBank)
    query = query.where((eb) =>
      eb.or([
        eb('owner_user_id', '=', caller.id),
        ...(caller.institutionId === null ? [] : [eb('institution_id', '=', caller.institutionId)]),
      ]),
    );
  return (await query.execute()).map(toBankRow);
}

/** Each bank's categories in the order they were made, with how many questions each holds. */
export async function categoriesOf(db: Db, bankIds: readonly number[]) {
  if (bankIds.length === 0) return new Map<number, QuestionBank['categories']>();
  const rows = await db
    .selectFrom('bank_categories as c')
    .leftJoin('bank_questions as q', 'q.category_id', 'c.id')
    .select(['c.id', 'c.bank_id', 'c.title'])
    .select((eb) => eb.fn.count<string>('q.id').as('count'))
    .where('c.bank_id', 'in', [...bankIds])
    .groupBy(['c.id', 'c.bank_id', 'c.title'])
    .orderBy('c.id')
    .execute();
  const byBank = new Map<number, QuestionBank['categories']>();
  for (const row of rows) {
    const list = byBank.get(row.bank_id) ?? [];
    byBank.set(row.bank_id, [...list, { id: row.id, title: row.title, questionCount: Number(row.count) }]);
  }
  return byBank;
}

export function bankView(
  bank: BankRow,
  categories: QuestionBank['categories'],
  actions: readonly BankAction[],
): QuestionBank {
  return {
    id: bank.id,
    title: bank.title,
    ownerUserId: bank.ownerUserId,
    institutionId: bank.institutionId,
    categories,
    createdAt: bank.createdAt.toISOString(),
    actions: [...actions],
  };
}

export async function insertBank(
  db: Db,
  values: { title: string; ownerUserId: number | null; institutionId: number | null; createdBy: number },
): Promise<number> {
  const { id } = await db
    .insertInto('question_banks')
    .values({
      title: values.title,
      owner_user_id: values.ownerUserId,
      institution_id: values.institutionId,
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function renameBank(db: Db, bankId: number, title: string): Promise<void> {
  await db.updateTable('question_banks').set({ title }).where('id', '=', bankId).execute();
}

/** Deletes a bank; false when it was already gone (a second delete sent at the same time). */
export async function deleteBank(db: Db, bankId: number): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom('question_banks')
    .where('id', '=', bankId)
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

export async function findCategory(db: Db, bankId: number, categoryId: number) {
  return db
    .selectFrom('bank_categories')
    .select(['id', 'title'])
    .where('id', '=', categoryId)
    .where('bank_id', '=', bankId)
    .executeTakeFirst();
}

export async function insertCategory(db: Db, bankId: number, title: string): Promise<number> {
  const { id } = await db
    .insertInto('bank_categories')
    .values({ bank_id: bankId, title })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function renameCategory(db: Db, categoryId: number, title: string): Promise<void> {
  await db.updateTable('bank_categories').set({ title }).where('id', '=', categoryId).execute();
}

/** Whether some quiz activity has a random slot holding these fields (its category, or its category's bank). */
async function slotDraws(db: Db, slot: { readonly categoryId: number } | { readonly bankId: number }) {
  const row = await db
    .selectFrom('quiz_activities')
    .select('id')
    .where(sql<boolean>`random_slots @> ${JSON.stringify([slot])}::jsonb`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a quiz's random slot draws from the category (it cannot be deleted then). */
export function categoryInUse(db: Db, categoryId: number): Promise<boolean> {
  return slotDraws(db, { categoryId });
}

/** Whether any quiz draws from a category of the bank. */
export function bankInUse(db: Db, bankId: number): Promise<boolean> {
  return slotDraws(db, { bankId });
}

/** Deletes a category; false when it was already gone. */
export async function deleteCategory(db: Db, categoryId: number): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom('bank_categories')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** The bank's questions, category by category, oldest first. */
export async function questionsOfBank(db: Db, bankId: number): Promise<BankQuestion[]> {
  const rows = await db
    .selectFrom('bank_questions as q')
    .innerJoin('bank_categories as c', 'c.id', 'q.category_id')
    .select(['q.id', 'q.category_id', 'q.content', 'q.version'])
    .where('c.bank_id', '=', bankId)
    .orderBy('q.category_id')
    .orderBy('q.id')
    .execute();
  return rows.map((row) => bankQuestionView(row.id, row.category_id, row.content, row.version));
}

export function bankQuestionView(
  id: number,
  categoryId: number,
  content: BankQuestionContent,
  version: number,
): BankQuestion {
  return {
    id,
    categoryId,
    version,
    title: content.title,
    image: content.image,
    isMultiple: content.isMultiple,
    rightAnswer: [...content.rightAnswer],
    textOptions: content.options.map((o) => ({ ...o })),
    ...(content.questionType && content.questionType !== DEFAULT_QUESTION_TYPE
      ? { questionType: content.questionType }
      : {}),
    ...(content.points !== undefined && content.points !== 1 ? { points: content.points } : {}),
    ...(content.feedback ? { feedback: content.feedback } : {}),
    ...outcomeFeedbackField(content.outcomeFeedback),
    ...(content.definition && Object.keys(content.definition).length > 0
      ? { definition: content.definition }
      : {}),
    ...hintsField(content.hints),
    ...versionsField(content.versions),
  };
}

async function optionIds(db: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ id: number }>`
    select nextval('quiz_item_options_id_seq')::int as id from generate_series(1, ${count})
  `.execute(db);
  return rows.map((row) => row.id);
}

/**
 * The stored content of a question sent to a bank: options keep the ids they already had in this question
 * (`kept`), others get new ones; the right answer names them by the same references.
 */
export async function contentOf(
  db: Db,
  input: BankQuestionInput,
  kept: ReadonlySet<number> = new Set(),
): Promise<BankQuestionContent> {
  const fresh = input.textOptions.filter((o) => !(typeof o.id === 'number' && kept.has(o.id)));
  const ids = await optionIds(db, fresh.length);
  const refs = new Map<unknown, number>();
  let next = 0;
  const options = input.textOptions.map((o) => {
    const id = typeof o.id === 'number' && kept.has(o.id) ? o.id : ids[next++]!;
    refs.set(o.id, id);
    return { id, text: o.text, ...(o.feedback ? { feedback: o.feedback } : {}), ...pictureField(o.picture) };
  });
  const typed = (input.questionType ?? DEFAULT_QUESTION_TYPE) !== DEFAULT_QUESTION_TYPE;
  return {
    title: input.title,
    image: input.image,
    isMultiple: typed ? false : input.isMultiple,
    options,
    rightAnswer: input.rightAnswer.flatMap((ref) => (refs.has(ref) ? [refs.get(ref)!] : [])),
    ...(typed ? { questionType: input.questionType } : {}),
    ...(input.points !== undefined && input.points !== 1 ? { points: input.points } : {}),
    ...(input.feedback ? { feedback: input.feedback } : {}),
    ...outcomeFeedbackField(input.outcomeFeedback),
    ...(input.definition && Object.keys(input.definition).length > 0
      ? { definition: input.definition as Record<string, unknown> }
      : {}),
    ...hintsField(input.hints),
    ...versionsField(input.versions),
  };
}

/** Stores a new question at version 1; `by`: who saved it (null for an import's, which names nobody). */
export async function insertQuestion(
  db: Db,
  categoryId: number,
  content: BankQuestionContent,
  now: Date,
  by: number | null = null,
) {
  const { id } = await db
    .insertInto('bank_questions')
    .values({
      category_id: categoryId,
      content: JSON.stringify(content),
      created_at: now,
      updated_at: now,
      updated_by: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The question of this bank with this id, or undefined. */
export async function findQuestion(db: Db, bankId: number, questionId: number) {
  return db
    .selectFrom('bank_questions as q')
    .innerJoin('bank_categories as c', 'c.id', 'q.category_id')
    .select(['q.id', 'q.category_id', 'q.content', 'q.version'])
    .where('q.id', '=', questionId)
    .where('c.bank_id', '=', bankId)
    .executeTakeFirst();
}

/**
 * Saves an edit made on `version` (ADR 367): the check and the increment are one UPDATE, so of two edits of one
 * version one is saved and the other is refused as stale, changing nothing.
 */
export function updateQuestion(
  db: Kysely<Database>,
  questionId: number,
  version: number,
  change: { readonly categoryId: number; readonly content: BankQuestionContent; readonly now: Date },
  by: number,
): Promise<VersionedUpdate> {
  return updateOnVersion(
    db,
    'bank_questions',
    { id: questionId },
    version,
    { category_id: change.categoryId, content: JSON.stringify(change.content), updated_at: change.now },
    by,
  );
}

/** Deletes a bank question; false when it was already gone. */
export async function deleteQuestion(db: Db, questionId: number): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom('bank_questions')
    .where('id', '=', questionId)
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** A quiz's question (not a video) as a bank question's content, with new option ids; undefined if none. */
export async function quizQuestionContent(
  db: Db,
  quizId: number,
  itemId: number,
): Promise<BankQuestionContent | undefined> {
  const item = await db
    .selectFrom('quiz_items as i')
    .innerJoin('quiz_activities as a', 'a.id', 'i.activity_id')
    .select(['i.id', 'i.type', 'i.title', 'i.image', 'i.is_multiple', 'i.right_answer'])
    .select(['i.question_type', 'i.points', 'i.feedback', 'i.definition', 'i.hints', 'i.versions'])
    .select('i.outcome_feedback')
    .where('i.id', '=', itemId)
    .where('a.quiz_id', '=', quizId)
    .executeTakeFirst();
  if (!item || item.type !== 2) return undefined;
  const options = await optionsInOrder(db, [itemId]).select(['id', 'text', 'feedback', 'picture']).execute();
  return contentOf(db, {
    title: item.title,
    image: item.image,
    isMultiple: item.is_multiple,
    rightAnswer: item.right_answer,
    textOptions: options.map((o) => ({
      id: o.id,
      text: o.text,
      ...(o.feedback ? { feedback: o.feedback } : {}),
      ...pictureField(o.picture),
    })),
    ...(item.question_type !== DEFAULT_QUESTION_TYPE ? { questionType: item.question_type as never } : {}),
    ...(item.points !== 1 ? { points: item.points } : {}),
    ...(item.feedback ? { feedback: item.feedback } : {}),
    ...outcomeFeedbackField(item.outcome_feedback),
    ...(Object.keys(item.definition).length > 0 ? { definition: item.definition } : {}),
    ...hintsField(item.hints),
    ...versionsField(item.versions),
  });
}

/** How many questions each category holds (slot checks). */
export async function categorySizes(db: Db, categoryIds: readonly number[]) {
  if (categoryIds.length === 0) return new Map<number, { bankId: number; size: number }>();
  const rows = await db
    .selectFrom('bank_categories as c')
    .leftJoin('bank_questions as q', 'q.category_id', 'c.id')
    .select(['c.id', 'c.bank_id'])
    .select((eb) => eb.fn.count<string>('q.id').as('count'))
    .where('c.id', 'in', [...new Set(categoryIds)])
    .groupBy(['c.id', 'c.bank_id'])
    .execute();
  return new Map(rows.map((row) => [row.id, { bankId: row.bank_id, size: Number(row.count) }]));
}
