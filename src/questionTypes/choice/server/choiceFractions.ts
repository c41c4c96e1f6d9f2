/** The credit of each option of a choice question in Moodle XML and GIFT (ADR 155). */
import type { ExportChoiceQuestion } from '../../../../server/exports/exportModel';
import { fraction } from '../../../../server/exports/moodleFraction';

/** The credit of each option: 100 for the one right answer; shares of 100 and of -100 when several are right. */
export function fractionsOf(question: ExportChoiceQuestion): string[] {
  const right = new Set(question.rightAnswer);
  const wrongCount = question.options.length - right.size;
  return question.options.map((option) => {
    if (!question.isMultiple) return right.has(option.id) ? '100' : '0';
    return right.has(option.id) ? fraction(100 / right.size) : fraction(-100 / Math.max(1, wrongCount));
  });
}
