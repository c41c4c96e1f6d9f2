/**
 * A calculated question written as the numeric question of one draw (ADR 291), for the formats that cannot draw
 * numbers per student (GIFT, Common Cartridge): the sample draw's numbers written into the text, its answer within
 * the question's tolerance. What that loses is listed in the export's notes.
 */
import { calculatedDraw, calculatedText } from '../domain/calculated';
import type { ExportCalculatedQuestion } from './calculatedExportQuestion';
import type { ExportNumericQuestion } from '../../numeric/server/numericExportQuestion';

export const CALCULATED_EXPORT_NOTES = {
  oneDraw: (values: string) =>
    `it is a calculated question whose numbers are drawn for each student: one draw (${values}) is written as a ` +
    'numeric question, so every student gets the same numbers.',
  answerDecimals: (decimals: number) =>
    `its right answer is shown with ${decimals} decimals in the console; QTI has no place for that, and 2 are read back.`,
  qti22: (functions: readonly string[]) =>
    `its formula uses ${functions.join(', ')}, which QTI 2.1 has no expression for: written as QTI 2.2's mathOperator.`,
} as const;

export function asNumeric(question: ExportCalculatedQuestion): ExportNumericQuestion {
  const draw = calculatedDraw(question);
  const { tolerance, relative } = question.definition;
  const value = Number.isFinite(draw.answer) ? Number(draw.answer.toPrecision(15)) : 0;
  return {
    ...question,
    questionType: 'numeric',
    title: calculatedText(question),
    definition: {
      answers: [
        {
          id: 'answer-1',
          match: tolerance > 0 ? { kind: 'tolerance', value, tolerance, relative } : { kind: 'exact', value },
          fraction: 1,
        },
      ],
      units: [],
    },
  };
}

export const oneDrawNotes = (question: ExportCalculatedQuestion) => {
  const draw = calculatedDraw(question);
  return [
    CALCULATED_EXPORT_NOTES.oneDraw([...draw.shown].map(([name, value]) => `${name} = ${value}`).join(', ')),
  ];
};
