/**
 * The results CSV's columns of a measured answer's parts (ADR 391), after every column the file had before: per
 * numeric question with a measure, `Q3 value`, then `Q3 unit` and `Q3 significant figures` when asked, each student's
 * cell `Yes`, `Partly` (a value given part of the points) or `No`, empty when the question was not answered.
 */
import type { MeasuredParts } from '../../../questionTypes/numeric/domain/numericReview';

type Part = 'value' | 'unit' | 'sigFigs';

export const MEASURED_PART_HEADERS: Readonly<Record<Part, string>> = {
  value: 'value',
  unit: 'unit',
  sigFigs: 'significant figures',
};

/** One column of a part: its header and each student's cell. */
export interface MeasuredPartColumn {
  readonly label: string;
  readonly cell: (parts: Readonly<Record<string, MeasuredParts>> | undefined) => string;
}

const yesNo = (right: boolean) => (right ? 'Yes' : 'No');

function cellOf(parts: MeasuredParts | undefined, part: Part): string {
  if (!parts) return '';
  if (part === 'value') return parts.value === 'full' ? 'Yes' : parts.value === 'partial' ? 'Partly' : 'No';
  const judged = parts[part];
  return judged ? yesNo(judged.right) : '';
}

/**
 * The part columns of the questions (in the file's order, by item id and number), each part a column when some
 * student's answer had it judged: a question nobody answered, or without a measure, adds none.
 */
export function measuredPartColumns(
  questions: readonly { readonly itemId: number; readonly number: number }[],
  students: readonly (Readonly<Record<string, MeasuredParts>> | undefined)[],
): MeasuredPartColumn[] {
  return questions.flatMap(({ itemId, number }) => {
    const key = String(itemId);
    const given = students.flatMap((parts) => (parts?.[key] ? [parts[key]] : []));
    const asked = (['value', 'unit', 'sigFigs'] as const).filter((part) =>
      given.some((parts) => part === 'value' || parts[part] !== undefined),
    );
    return asked.map((part) => ({
      label: `Q${number} ${MEASURED_PART_HEADERS[part]}`,
      cell: (parts: Readonly<Record<string, MeasuredParts>> | undefined) => cellOf(parts?.[key], part),
    }));
  });
}
