/** A short-answer question in Moodle XML: a `shortanswer`, `usecase` as the question says, each answer with its share. */
import { shareOf } from '../domain/shortAnswer';
import type { ExportShortAnswerQuestion } from './shortAnswerExportQuestion';
import { fraction } from '../../../../server/exports/moodleFraction';
import { autoText, htmlText } from '../../../../server/exports/moodleText';
import type { XmlNode } from '../../../../server/exports/xml';

export function shortAnswerMoodleXmlWriter(question: ExportShortAnswerQuestion): {
  type: string;
  fields: XmlNode;
} {
  const { answers, caseSensitive } = question.definition;
  return {
    type: 'shortanswer',
    fields: {
      usecase: caseSensitive ? '1' : '0',
      answer: answers.map((answer) => ({
        '@_fraction': fraction(shareOf(answer) * 100),
        ...autoText(answer.text.replace(/\s+/g, ' ').trim()),
        feedback: htmlText(answer.feedback ?? ''),
      })),
    },
  };
}
