/** The words of the import report for items: why an item was skipped, and what the import changed in a question. */
import { optionLetter } from './questionText';

export const SKIP_REASONS = {
  notChoice: 'The console holds single- and multiple-answer choice questions only.',
  noInteraction: 'The item asks nothing: it has no interaction (text only).',
  severalInteractions: 'The item asks several things at once; the console holds one choice per question.',
  noRightAnswer: 'No option is marked right or gives points.',
  noOptions: 'The item has no options to choose from.',
} as const;

const inPoints = (points: number) => (Number.isFinite(points) ? `${points} points` : 'full points');

/**
 * A single-answer item that gives points to several options (partial credit): the best option stays right, and the
 * note names what the others were worth (in points, or as `worth` words it: Moodle's and GIFT's percentages).
 */
export function partialCreditNote(
  scored: readonly (readonly [number, number])[],
  worth: (points: number) => string = inPoints,
): string {
  const best = Math.max(...scored.map(([, points]) => points));
  const named = scored.map(([index, points]) => `${optionLetter(index)} ${worth(points)}`).join(', ');
  const right = scored.filter(([, points]) => points === best).map(([index]) => optionLetter(index));
  return `Partial credit (${named}) cannot be kept: only the best option (${right.join(', ')}) is right here.`;
}
