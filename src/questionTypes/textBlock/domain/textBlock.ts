/**
 * Text block (ADR 260): instructions, a passage or a description shown to students between questions. It asks
 * nothing: no options, no answer, no points. It is an item of the quiz like a question (its text is the item's
 * rich-text title) so that the editor, the student page and every import and export handle it through the
 * registry, but it is never numbered, counted among the questions or scored (`isTextBlock` below).
 * @publicModule scoring, the editor's numbering and the take page leave text blocks out through it.
 */
import * as z from 'zod';
import { NO_OPTIONS, noOptionIssues } from '../../shared/domain/noOptions';
import type { QuestionTypeModule, StoredQuestion } from '../../shared/domain/questionType';

export const TEXT_BLOCK = 'textBlock';

/** Whether an item is a text block: not a question, never numbered, counted or scored. */
export const isTextBlock = (item: { readonly questionType?: string | null | undefined }) =>
  item.questionType === TEXT_BLOCK;

export const TEXT_BLOCK_MESSAGES = {
  points: 'A text block has no points',
} as const;

export const TextBlockDefinitionSchema = z.object({}).strict();

export const textBlockType = {
  name: TEXT_BLOCK,
  definitionSchema: TextBlockDefinitionSchema,
  responseSchema: null,
  events: [],
  newQuestion: () => ({ ...NO_OPTIONS, definition: {}, points: 0 }),
  plan: () => 'notAQuestion',
  coalesceKey: () => undefined,
  validate: (item) =>
    item.points !== undefined && item.points !== 0
      ? [{ field: 'points', message: TEXT_BLOCK_MESSAGES.points }]
      : [],
  integrity: noOptionIssues,
  studentView: () => ({}),
  answerOf: () => undefined,
  score: () => ({ earned: 0, max: 0, correct: false, needsGrading: false, feedback: [] }),
  describeAnswer: () => '',
  describeRight: (_question: StoredQuestion) => '',
  notGenerated: 'A text block asks nothing: there is no question to generate.',
} satisfies QuestionTypeModule<'textBlock', never, never>;
