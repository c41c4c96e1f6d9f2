/**
 * Grading a submitted attempt (ADR 209, ADR 352): a teacher gives any question points within 0..its points
 * (hundredths) and comments each question and the whole attempt in plain text, all saved together in one save on the
 * version they were loaded with: a save made on an older version (a colleague's grades, or the student's new attempt,
 * came meanwhile) is refused whole, and the teacher reloads or keeps their own.
 */
import * as z from 'zod';
import { jsonId, text } from '../../shared/fields';
import { RecordVersionSchema } from '../../shared/recordVersions';
import { AnswerFileSchema } from '../../../questionTypes/fileUpload/domain/fileUpload';

export const GRADING_LIMITS = {
  /** Characters of a comment on one question. */
  questionComment: 2000,
  /** Characters of the comment on the whole attempt. */
  attemptComment: 5000,
  /** The most points a question can have (the editor's limit). */
  points: 1000,
  /** The most questions one save grades (far above any quiz's). */
  questions: 500,
} as const;

export const GRADING_MESSAGES = {
  notSubmitted: 'This attempt has not been submitted',
  noSuchQuestion: 'This question is not part of the version the student answered',
  outOfRange: (max: number) => `Points should be between 0 and ${max}`,
  hundredths: 'Points can have at most 2 decimals',
  twice: 'A question is graded twice in one save',
} as const;

/** Control characters other than line breaks and tabs are dropped; line breaks are kept as \n; ends trimmed. */
export function plainComment(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- dropping control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .trim()
  );
}

/** Points as a teacher types them: a number with at most two decimals, 0 or more. */
const points = z
  .number(GRADING_MESSAGES.outOfRange(GRADING_LIMITS.points))
  .min(0, GRADING_MESSAGES.outOfRange(GRADING_LIMITS.points))
  .max(GRADING_LIMITS.points, GRADING_MESSAGES.outOfRange(GRADING_LIMITS.points))
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, GRADING_MESSAGES.hundredths);

const comment = (max: number) => text(max).transform(plainComment);

/** One question's grade in a save: only what changed, its points, its comment ('' clears it), or both. */
const QuestionGradeSchema = z.object({
  itemId: jsonId,
  points: points.optional(),
  comment: comment(GRADING_LIMITS.questionComment).optional(),
});

/**
 * One save of an attempt's grades (ADR 352): the questions whose points or comment changed and the attempt's
 * comment when it changed, on the version they were loaded with. Stored all together or not at all.
 */
export const SaveGradesSchema = z
  .object({
    version: RecordVersionSchema,
    questions: z.array(QuestionGradeSchema).max(GRADING_LIMITS.questions),
    attemptComment: comment(GRADING_LIMITS.attemptComment).optional(),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<number>();
    value.questions.forEach((question, index) => {
      if (seen.has(question.itemId))
        ctx.addIssue({
          code: 'custom',
          message: GRADING_MESSAGES.twice,
          path: ['questions', index, 'itemId'],
        });
      seen.add(question.itemId);
    });
  });
export type SaveGrades = z.input<typeof SaveGradesSchema>;
export type SavedGrades = z.output<typeof SaveGradesSchema>;

/** A point value rounded to hundredths, as stored. */
export const roundPoints = (value: number) => Math.round(value * 100) / 100;

/** The entry of one change in a question's history. */
export const GradeChangeSchema = z.object({
  changedBy: z.string().nullable(),
  changedAt: z.string(),
  fromPoints: z.number().nullable(),
  toPoints: z.number().nullable(),
  fromComment: z.string().nullable(),
  toComment: z.string().nullable(),
});
export type GradeChangeEntry = z.infer<typeof GradeChangeSchema>;

/** One question of the attempt as the grading screen shows it. */
export const GradingQuestionSchema = z.object({
  itemId: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  /** The student's answer in words. */
  answer: z.string(),
  /** Scored by hand (an essay): "Needs grading" until it has points. */
  handScored: z.boolean(),
  /** Points counted now: the teacher's when given, else the automatic score; null while a hand score waits. */
  points: z.number().nullable(),
  /** The teacher's points, when given (null: the automatic score counts). */
  given: z.number().nullable(),
  maxPoints: z.number(),
  comment: z.string(),
  history: z.array(GradeChangeSchema),
});
export type GradingQuestion = z.infer<typeof GradingQuestionSchema>;

/** The grading screen of one attempt, with its neighbours among the quiz's submitted attempts. */
export const AttemptGradingSchema = z.object({
  assignmentId: z.number().int(),
  /** The grades' version: a save names it (ADR 352). */
  version: z.number().int(),
  quizId: z.number().int(),
  email: z.string(),
  submitted: z.boolean(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  needsGrading: z.boolean(),
  questions: z.array(GradingQuestionSchema),
  attemptComment: z.string(),
  attemptHistory: z.array(GradeChangeSchema),
  previousId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
});
export type AttemptGrading = z.infer<typeof AttemptGradingSchema>;

/** One answer waiting for a hand score, in the Needs grading view. */
export const NeedsGradingEntrySchema = z.object({
  assignmentId: z.number().int(),
  /** The attempt's grades' version: the points and comment given here are saved on it (ADR 352). */
  version: z.number().int(),
  email: z.string(),
  submitAt: z.string(),
  itemId: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  answer: z.string(),
  maxPoints: z.number(),
  /** The teacher's comment on the answer so far ('' for none). */
  comment: z.string(),
  /** The files the student sent, for a question answered by files (ADR 294). */
  files: z.array(AnswerFileSchema).optional(),
});
export type NeedsGradingEntry = z.infer<typeof NeedsGradingEntrySchema>;

/** Points as a teacher types them (a decimal comma or point) as a number; NaN when blank or not a number. */
export const parsePoints = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(',', '.')));

/** Whether typed points are a valid grade of a question worth `max`: a number in 0..max with 2 decimals at most. */
export function pointsError(value: number, max: number): string | null {
  if (!Number.isFinite(value) || value < 0 || value > max) return GRADING_MESSAGES.outOfRange(max);
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return GRADING_MESSAGES.hundredths;
  return null;
}
