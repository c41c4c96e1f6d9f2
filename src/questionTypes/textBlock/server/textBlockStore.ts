/**
 * The text block the console stores for a description (ADR 260), whatever the format: its text as the item's text,
 * no options, no points (whatever the source gave: a text block is never scored) and no feedback (nothing is
 * answered to show it after). A source that gave points or feedback is said in the notes.
 */
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import { typedQuestion } from '../../shared/server/storeTyped';
import type { TextBlockDescription } from './textBlockDescription';

export const TEXT_BLOCK_STORE_NOTES = {
  points: (points: number) => `It gave ${points} points; a text block asks nothing and is worth none.`,
  feedback: 'Its feedback is not kept: a text block asks nothing, so nothing shows feedback after it.',
} as const;

export function storeTextBlock(description: TextBlockDescription): ImportedQuestion {
  const { feedback, points, ...rest } = description;
  const notes = [
    ...description.notes,
    ...(points !== undefined && points > 0 ? [TEXT_BLOCK_STORE_NOTES.points(points)] : []),
    ...(feedback.general || feedback.correct || feedback.incorrect ? [TEXT_BLOCK_STORE_NOTES.feedback] : []),
  ];
  return { ...typedQuestion({ ...rest, feedback: {} }, 'textBlock', {}, notes), points: 0 };
}
