/**
 * Question banks (ADR 232): an instructor's (or an institution's) collection of questions in categories, outside
 * any quiz, from which quizzes copy questions or draw them at random. A bank question is a quiz question as the
 * payload and the stored quiz hold it: the same schemas, the same type checks.
 * @publicModule the capability table reads what may be done to a bank (BankAction).
 */
import * as z from 'zod';
import { jsonId, text } from '../../shared/fields';
import { RecordVersionSchema } from '../../shared/recordVersions';
import { PAYLOAD_MESSAGES, PayloadItemSchema } from '../quizPayload';
import { versionIssues } from '../versions/questionVersions';
import { questionIssues } from '../quizValidation';
import { questionTypeOf } from '../../../questionTypes/shared/domain/registry';
import { QuizItemSchema } from '../quiz';

export const BANK_TITLE_MAX = 200;

export const BankCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  questionCount: z.number().int(),
});
export type BankCategory = z.infer<typeof BankCategorySchema>;

/** What a caller may do with a bank: the actions of its capability table (src/domain/access/bankCapabilities). */
export const BANK_ACTIONS = ['view', 'edit', 'delete', 'use'] as const;
export type BankAction = (typeof BANK_ACTIONS)[number];

export const QuestionBankSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The instructor who owns it; null for an institution's bank. */
  ownerUserId: z.number().int().nullable(),
  /** The institution whose staff share it; null for an instructor's own bank. */
  institutionId: z.number().int().nullable(),
  categories: z.array(BankCategorySchema),
  createdAt: z.string(),
  actions: z.array(z.enum(BANK_ACTIONS)),
});
export type QuestionBank = z.infer<typeof QuestionBankSchema>;

/** What a bank keeps of a question: a quiz item's question fields, without its video or its place in an activity. */
const BANK_QUESTION_FIELDS = {
  title: true,
  image: true,
  isMultiple: true,
  rightAnswer: true,
  textOptions: true,
  questionType: true,
  points: true,
  feedback: true,
  outcomeFeedback: true,
  definition: true,
  hints: true,
  /** Versions of a question drawn from an imported item's random values (ADR 309). */
  versions: true,
} as const;

/** A question of a bank, as a quiz item holds it (no video, no activity place). */
export const BankQuestionSchema = QuizItemSchema.pick({ id: true, ...BANK_QUESTION_FIELDS }).extend({
  categoryId: z.number().int(),
  /** The version an edit sends back (ADR 367): one more on every saved edit. */
  version: RecordVersionSchema,
});
export type BankQuestion = z.infer<typeof BankQuestionSchema>;

/** A question as the console sends it to a bank: a quiz payload's question (options by server id or local id). */
export const BankQuestionInputSchema = PayloadItemSchema.pick(BANK_QUESTION_FIELDS);
export type BankQuestionInput = z.infer<typeof BankQuestionInputSchema>;

export const BankCreateSchema = z.object({
  title: text(BANK_TITLE_MAX).min(1),
  /** Share it with the caller's institution instead of keeping it as the caller's own. */
  institution: z.boolean().optional(),
});
export const BankRenameSchema = z.object({ title: text(BANK_TITLE_MAX).min(1) });
export const CategoryInputSchema = z.object({ title: text(BANK_TITLE_MAX).min(1) });
export const CopyQuizQuestionSchema = z.object({ quizId: jsonId, itemId: jsonId, categoryId: jsonId });

export const BANK_MESSAGES = {
  titleRequired: 'Title is required',
  categoryNotInBank: 'This category is not part of the bank',
  questionNotInBank: 'This question is not part of the bank',
  notAQuestion: 'Only questions can be copied into a bank',
  categoryInUse: 'Quizzes draw from this category: remove their random slots first',
} as const;

/** Why a bank question cannot be stored, beside its fields: the quiz editor's own checks and the type's integrity. */
export function bankQuestionIssues(input: BankQuestionInput): { field: string; message: string }[] {
  const type = questionTypeOf(input.questionType);
  if (!type) return [{ field: 'question.questionType', message: BANK_MESSAGES.notAQuestion }];
  const issues = questionIssues({ ...input, type: 2 }, 'question');
  if (!type.definitionSchema.safeParse(input.definition ?? {}).success)
    issues.push({ field: 'question.definition', message: PAYLOAD_MESSAGES.definitionInvalid });
  for (const issue of type.integrity(input))
    issues.push({ field: `question.${issue.field}`, message: issue.message });
  for (const issue of versionIssues(input, type.definitionSchema))
    issues.push({ field: `question.${issue.field}`, message: issue.message });
  return issues;
}
