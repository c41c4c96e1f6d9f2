/**
 * Moodle XML numerical questions: each answer a value within its `tolerance` (an absolute error), `*` any other
 * answer (its feedback for wrong ones), with the units the question accepts (`<units>`, the first the one answers
 * are in; each unit's multiplier turned from Moodle's, how many of it make one of the first, into the console's).
 */
import { moodleAnswers, moodleBase } from '../../../../server/imports/moodleDescription';
import type { MoodleSource } from '../../../../server/imports/moodleQuestion';
import { child, descendants, elements, textOf } from '../../../../server/imports/xmlTree';
import { numberOf, withFeedback, type NumericAnswer } from '../../shared/server/description';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { NUMERIC_REASONS, type NumericDescription, type NumericUnit } from './numericDescription';

const claims = (source: MoodleSource) => source.type === 'numerical';

function read(source: MoodleSource): TypeRead<NumericDescription> {
  const answers: NumericAnswer[] = [];
  for (const answer of moodleAnswers(source.question)) {
    const written = answer.text.trim();
    if (written === '*') {
      answers.push(withFeedback({ match: { kind: 'any' }, fraction: answer.fraction }, answer.feedback));
      continue;
    }
    const value = numberOf(written);
    if (value === undefined) return { kind: 'unreadable', reason: NUMERIC_REASONS.notANumber(written) };
    const tolerance = numberOf(textOf(child(answer.element, 'tolerance') ?? '')) ?? 0;
    answers.push(
      withFeedback(
        {
          match:
            tolerance > 0
              ? { kind: 'tolerance', value, tolerance, relative: false }
              : { kind: 'exact', value },
          fraction: answer.fraction,
        },
        answer.feedback,
      ),
    );
  }
  if (!answers.some((a) => a.fraction > 0 && a.match.kind !== 'any'))
    return { kind: 'unreadable', reason: NUMERIC_REASONS.noAnswer };
  const units: NumericUnit[] = elements(child(source.question, 'units') ?? source.question, 'unit').flatMap(
    (unit) => {
      const name = textOf(descendants(unit, 'unit_name')[0] ?? '');
      // Moodle's multiplier is how many of the unit make one of the first (cm: 100); ours is its inverse.
      const many = numberOf(textOf(descendants(unit, 'multiplier')[0] ?? '')) ?? 1;
      return name === '' || !(many > 0)
        ? []
        : [{ unit: name, multiplier: Number((1 / many).toPrecision(12)) }];
    },
  );
  return { kind: 'read', description: { kind: 'numeric', ...moodleBase(source), answers, units } };
}

export const numericMoodleReader: FormatReader<MoodleSource, NumericDescription> = { claims, read };
