/** A true/false question in Moodle XML: a `truefalse` with the answers `true` and `false`, each with its feedback. */
import type { ExportTrueFalseQuestion } from './trueFalseExportQuestion';
import { htmlText } from '../../../../server/exports/moodleText';
import type { XmlNode } from '../../../../server/exports/xml';

export function trueFalseMoodleXmlWriter(question: ExportTrueFalseQuestion): {
  type: string;
  fields: XmlNode;
} {
  const { answer, feedbackTrue, feedbackFalse } = question.definition;
  const value = (word: 'true' | 'false', right: boolean, feedback: string | undefined) => ({
    '@_fraction': right ? '100' : '0',
    '@_format': 'moodle_auto_format',
    text: word,
    feedback: htmlText(feedback ?? ''),
  });
  return {
    type: 'truefalse',
    fields: { answer: [value('true', answer, feedbackTrue), value('false', !answer, feedbackFalse)] },
  };
}
