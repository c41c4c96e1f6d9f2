/** A short-answer question in Moodle XML: a `shortanswer`, `usecase` as the question says, each answer with its share. */
import { shareOf } from '../../../src/domain/quiz/questionTypes/shortAnswer/shortAnswer';
import type { ExportShortAnswerQuestion } from '../../exports/exportModel';
import { fraction } from '../../exports/moodleFraction';
import { autoText, htmlText } from '../../exports/moodleText';
import type { XmlNode } from '../../exports/xml';

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
