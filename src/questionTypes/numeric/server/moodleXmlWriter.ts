/**
 * A numeric question in Moodle XML: a `numerical`, each accepted answer its value with an absolute `tolerance` and
 * its fraction (a relative tolerance is written as the amount it is of the value, a range as its middle within half
 * its width: the same numbers are accepted), and the units (Moodle's multiplier is the inverse of the console's:
 * how many of the unit make one of the first).
 */
import type { NumericMatch } from '../domain/numeric';
import type { ExportNumericQuestion } from './numericExportQuestion';
import { fraction } from '../../../../server/exports/moodleFraction';
import { htmlText } from '../../../../server/exports/moodleText';
import { decimal } from '../../../../server/exports/qti21Rules';
import type { XmlNode } from '../../../../server/exports/xml';

/** A value and the absolute tolerance around it that accept what `match` accepts. */
export function valueAndTolerance(match: NumericMatch): { value: number; tolerance: number } {
  switch (match.kind) {
    case 'exact':
      return { value: match.value, tolerance: 0 };
    case 'tolerance':
      return {
        value: match.value,
        tolerance: match.relative ? Math.abs(match.value * match.tolerance) : match.tolerance,
      };
    case 'range':
      return { value: (match.min + match.max) / 2, tolerance: (match.max - match.min) / 2 };
  }
}

export function numericMoodleXmlWriter(question: ExportNumericQuestion): { type: string; fields: XmlNode } {
  const { answers, units } = question.definition;
  return {
    type: 'numerical',
    fields: {
      answer: answers.map((answer) => {
        const { value, tolerance } = valueAndTolerance(answer.match);
        return {
          '@_fraction': fraction(answer.fraction * 100),
          '@_format': 'moodle_auto_format',
          text: decimal(value),
          feedback: htmlText(answer.feedback ?? ''),
          tolerance: decimal(tolerance),
        };
      }),
      ...(units.length > 0
        ? {
            units: {
              unit: units.map((unit) => ({
                multiplier: decimal(1 / unit.multiplier),
                unit_name: unit.unit,
              })),
            },
          }
        : {}),
      unitgradingtype: '0',
      unitpenalty: '0',
      showunits: units.length > 0 ? '0' : '3',
      unitsleft: '0',
    },
  };
}
