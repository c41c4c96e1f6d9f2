/**
 * The numeric question the console stores for a description (ADR 198, 204), whatever the format: each accepted value,
 * tolerance or range with its share of the points and its feedback, in the source's order (the first one a number
 * fits gives its share, as in Moodle), and the units. Moodle's `*` (any other answer) becomes the last answer, a range
 * holding every number, with its share and feedback, so it scores and answers as it did. A question left without an
 * answer worth full marks is skipped by the import's repair with the type's own message. A slider comes in as it
 * was (ADR 297) when the console's checks take it (its bounds in order, every answer worth points on one of its
 * steps); otherwise the student types the number, said in a note.
 */
import { NUMERIC_LIMITS, type NumericDefinition, type NumericMatch, sliderIssues } from '../domain/numeric';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import type { NumericMatch as DescribedMatch } from '../../shared/server/description';
import { typedQuestion } from '../../shared/server/storeTyped';
import type { NumericDescription } from './numericDescription';

const LARGEST = NUMERIC_LIMITS.magnitude;

export const NUMERIC_STORE_NOTES = {
  outOfBounds: `A value beyond ±${LARGEST} cannot be held: its answer was left out.`,
  extraAnswers: (count: number) =>
    `Only the first ${NUMERIC_LIMITS.answers} of ${count} accepted answers were kept.`,
  extraUnits: (count: number) => `Only the first ${NUMERIC_LIMITS.units} of ${count} units were kept.`,
  unitDropped: (unit: string) =>
    `The unit "${unit}" is longer than ${NUMERIC_LIMITS.unit} characters: it was left out.`,
  incorrectFeedback: 'Feedback on a wrong answer was not kept.',
  feedbackCut: `Feedback longer than ${NUMERIC_LIMITS.feedback} characters was cut.`,
  sliderDropped: (lower: number, upper: number, step: number) =>
    `It asked for a value on a slider from ${lower} to ${upper} in steps of ${step}, which cannot reach every ` +
    'answer worth points: the student types the number.',
} as const;

const within = (value: number) => Number.isFinite(value) && Math.abs(value) <= LARGEST;

/** The stored match of a described one, or undefined when its numbers cannot be held. */
function storedMatch(match: DescribedMatch): NumericMatch | undefined {
  switch (match.kind) {
    case 'any':
      return { kind: 'range', min: -LARGEST, max: LARGEST };
    case 'exact':
      return within(match.value) ? match : undefined;
    case 'tolerance':
      return within(match.value) && within(match.tolerance) && match.tolerance >= 0
        ? { kind: 'tolerance', value: match.value, tolerance: match.tolerance, relative: match.relative }
        : undefined;
    case 'range':
      return within(match.min) && within(match.max) ? match : undefined;
  }
}

export function storeNumeric(description: NumericDescription): ImportedQuestion {
  const notes = [...description.notes];
  const note = (text: string) => void (notes.includes(text) ? undefined : notes.push(text));
  const feedbackOf = (text: string | undefined) => {
    const clean = text?.trim();
    if (!clean) return {};
    if (clean.length > NUMERIC_LIMITS.feedback) note(NUMERIC_STORE_NOTES.feedbackCut);
    return { feedback: clean.slice(0, NUMERIC_LIMITS.feedback) };
  };
  const { correct, partlyCorrect, incorrect } = description.feedback;
  const answers: NumericDefinition['answers'][number][] = [];
  for (const answer of description.answers) {
    const match = storedMatch(answer.match);
    if (!match) {
      note(NUMERIC_STORE_NOTES.outOfBounds);
      continue;
    }
    const fraction = Math.min(1, Math.max(0, answer.fraction));
    answers.push({
      id: `answer-${answers.length + 1}`,
      match,
      fraction,
      ...feedbackOf(answer.feedback ?? (fraction === 1 ? correct : fraction > 0 ? partlyCorrect : undefined)),
    });
  }
  const anyOther = description.answers.some((answer) => answer.match.kind === 'any');
  if (incorrect && !anyOther)
    if (answers.length < NUMERIC_LIMITS.answers)
      answers.push({
        id: `answer-${answers.length + 1}`,
        match: { kind: 'range', min: -LARGEST, max: LARGEST },
        fraction: 0,
        ...feedbackOf(incorrect),
      });
    else note(NUMERIC_STORE_NOTES.incorrectFeedback);
  if (answers.length > NUMERIC_LIMITS.answers) note(NUMERIC_STORE_NOTES.extraAnswers(answers.length));
  const units = description.units.filter((unit) => {
    const fits = unit.unit.trim().length <= NUMERIC_LIMITS.unit;
    if (!fits) note(NUMERIC_STORE_NOTES.unitDropped(unit.unit.trim()));
    return fits && unit.unit.trim() !== '' && unit.multiplier > 0 && unit.multiplier <= LARGEST;
  });
  if (units.length > NUMERIC_LIMITS.units) note(NUMERIC_STORE_NOTES.extraUnits(units.length));
  const kept = answers.slice(0, NUMERIC_LIMITS.answers);
  const { slider } = description;
  const sliderHeld =
    slider !== undefined &&
    [slider.lowerBound, slider.upperBound, slider.step].every(within) &&
    slider.step > 0 &&
    sliderIssues({ answers: kept, slider }).length === 0;
  if (slider && !sliderHeld)
    note(NUMERIC_STORE_NOTES.sliderDropped(slider.lowerBound, slider.upperBound, slider.step));
  const definition: NumericDefinition = {
    answers: kept,
    units: units
      .slice(0, NUMERIC_LIMITS.units)
      .map((unit) => ({ unit: unit.unit.trim(), multiplier: unit.multiplier })),
    ...(sliderHeld ? { slider } : {}),
  };
  return typedQuestion(description, 'numeric', definition, notes, { byAnswers: true });
}
