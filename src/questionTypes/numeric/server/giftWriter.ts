/**
 * A numeric question's answers in GIFT: `{#` then `=%share%value:tolerance#feedback` per accepted answer (a range
 * `min..max`, a relative tolerance as its amount). GIFT has no units and no slider: noted.
 */
import type { ExportNumericQuestion } from './numericExportQuestion';
import { giftEscape } from '../../../../server/exports/giftEscape';
import { fraction } from '../../../../server/exports/moodleFraction';
import { decimal } from '../../../../server/exports/qti21Rules';
import { escapeHtml } from '../../../../server/exports/xml';
import { NUMERIC_NOTES, sliderLoss } from './qti21Writer';
import { valueAndTolerance } from './moodleXmlWriter';

export function numericGiftWriter(question: ExportNumericQuestion): string[] {
  return [
    '#',
    ...question.definition.answers.map((answer) => {
      const { match } = answer;
      const { value, tolerance } = valueAndTolerance(match);
      const written =
        match.kind === 'range'
          ? `${decimal(match.min)}..${decimal(match.max)}`
          : tolerance > 0
            ? `${decimal(value)}:${decimal(tolerance)}`
            : decimal(value);
      const feedback = answer.feedback?.trim() ? `#${giftEscape(escapeHtml(answer.feedback.trim()))}` : '';
      return `\t=%${fraction(answer.fraction * 100)}%${written}${feedback}`;
    }),
  ];
}

export const numericGiftNotes = (question: ExportNumericQuestion) => [
  ...(question.definition.units.length > 0
    ? [NUMERIC_NOTES.units(question.definition.units.map((u) => u.unit))]
    : []),
  ...sliderLoss(question),
];
