/** Kysely table interfaces of question banks (migration 074, ADR 232). */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { RandomSlot } from '../../src/domain/quiz/banks/randomSlot';
import type { StoredQuestionContent } from './contentTables';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A bank question as stored: a quiz question's fields, options with their ids (from the quiz options' sequence). */
export type BankQuestionContent = StoredQuestionContent;

export interface QuestionBankTable {
  id: Generated<number>;
  title: string;
  owner_user_id: number | null;
  institution_id: number | null;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface BankCategoryTable {
  id: Generated<number>;
  bank_id: number;
  title: string;
  created_at: CreatedAt;
}

export interface BankQuestionTable {
  id: Generated<number>;
  category_id: number;
  content: ColumnType<BankQuestionContent, string, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** One more on every saved edit (ADR 367, migration 108). */
  version: Generated<number>;
  /** Who saved the current version (ADR 300); null for questions saved before migration 108. */
  updated_by: number | null;
}

/** One slot's draw in one attempt: the questions as they were when drawn, kept whatever the bank becomes. */
export interface DrawnSlot {
  readonly activityId: number;
  readonly slot: RandomSlot;
  readonly seed: string;
  readonly questions: readonly ({ readonly id: number } & BankQuestionContent)[];
}

/** An attempt's draw (quiz_assignments.drawn, quiz_attempts.drawn); null when the quiz has no random slot. */
export interface AttemptDraw {
  readonly slots: readonly DrawnSlot[];
}

export interface BankTables {
  question_banks: QuestionBankTable;
  bank_categories: BankCategoryTable;
  bank_questions: BankQuestionTable;
}

export type QuestionBankRow = Selectable<QuestionBankTable>;
