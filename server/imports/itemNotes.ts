/** The words of the import report for items: why an item was skipped, and what the import changed in a question. */
import { optionLetter } from './questionText';

const HELD =
  'the console holds choice, true/false, short-answer, numeric, essay, matching, ordering, fill-in-the-blank, hotspot, ' +
  'calculated, hot text and file upload questions';

/** Why a kind of item no question type reads cannot come in, by the name its format gives it (ADR 204). */
const NOT_HELD: Readonly<Record<string, string>> = {
  calculated_question: 'Its numbers are drawn for each student from a formula',
  calculated: 'Its numbers are drawn for each student from a formula',
  calculatedsimple: 'Its numbers are drawn for each student from a formula',
  calculatedmulti: 'It asks to choose among answers computed from numbers drawn for each student',
  hottextInteraction: 'It asks to pick words inside the text',
  // A slider of a number is read as a numeric question (ADR 277); one without a numeric response is not.
  sliderInteraction: 'It asks for a value on a slider',
  graphicGapMatchInteraction: 'It asks to drag labels onto a picture',
  graphicAssociateInteraction: 'It asks to link places on a picture',
  ddimageortext: 'It asks to drag labels onto a picture',
  ddmarker: 'It asks to drag markers onto a picture',
  endAttemptInteraction: 'It ends the attempt from inside the question (a hint or a computed item)',
  randomsamatch: "It draws short-answer questions from Moodle's question bank",
};

/** Why an item of a kind no question type reads is skipped: what it asks, and what the console holds. */
export const notHeld = (kind: string) =>
  `${NOT_HELD[kind] ?? `A ${kind} item has no counterpart here`}; ${HELD}.`;

export const SKIP_REASONS = {
  noInteraction: 'The item asks nothing: it has no interaction (text only).',
  included:
    'Its question is in another file it includes (XInclude) that the package does not hold, or that includes ' +
    'itself; the item alone asks nothing.',
  severalInteractions: 'The item asks several things at once; the console holds one question per item.',
  noRightAnswer: 'No option is marked right or gives points.',
  noOptions: 'The item has no options to choose from.',
  templateVariables:
    'Its values are drawn for each student from random variables (a QTI template); the console asks every ' +
    'student the same question with the same answers.',
  fromTemplate:
    'Its right answer is computed from values drawn for each student (a QTI template); the console holds one ' +
    'right answer per question, and the item gives none.',
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

const withArticle = (kind: string) => `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}`;

/** What the report says of a QTI 2 item that asked several things at once, read as several pieces (ADR 282). */
export const PARTS_NOTES = {
  split: (asked: number, texts: number, kinds: readonly string[]) =>
    `It asked ${asked} things at once: ` +
    (texts === 0
      ? ''
      : texts === 1
        ? 'its passage is a text block, and '
        : `its ${texts} passages are text blocks, and `) +
    (kinds.length === asked
      ? 'each is a question of its own'
      : kinds.length === 1
        ? '1 of them is a question of its own'
        : `${kinds.length} of them are questions of their own`) +
    ` (${kinds.map(withArticle).join(', ')}).`,
  leftOut: (place: number, interactions: readonly string[], reason: string) =>
    `What it asked in part ${place} (${interactions.join(', ')}) is left out: ${reason}`,
} as const;

/** What the report says of a source's feedback or points the stored question does not hold (ADR 393). */
export const KEPT_NOTES = {
  feedbackLost: (texts: readonly string[], type: string) =>
    `Its feedback ${texts.map((text) => `"${text.length > 60 ? `${text.slice(0, 60).trimEnd()}…` : text}"`).join(', ')} ` +
    `${texts.length === 1 ? 'is' : 'are'} not kept: ${withArticle(type)} question here has no place for ${texts.length === 1 ? 'it' : 'them'}.`,
  partsFeedbackLost: (texts: readonly string[]) =>
    `Its feedback ${texts.map((text) => `"${text.length > 60 ? `${text.slice(0, 60).trimEnd()}…` : text}"`).join(', ')} ` +
    `${texts.length === 1 ? 'is' : 'are'} not kept: none of its questions here has a place for ${texts.length === 1 ? 'it' : 'them'}.`,
} as const;
