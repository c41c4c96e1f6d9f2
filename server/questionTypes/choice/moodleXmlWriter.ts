/**
 * A choice question in Moodle XML: a `multichoice` (`single` true for one right answer; several right answers share
 * 100 % and wrong ones share -100 %), its options as HTML-escaped answers (ADR 155).
 */
import type { ExportChoiceQuestion } from '../../exports/exportModel';
import { escapeHtml, type XmlNode } from '../../exports/xml';
import { fractionsOf } from './choiceFractions';
import { entryText } from '../optionPictureExports';

const html = (value: string): XmlNode => ({ '@_format': 'html', text: value });

export function choiceMoodleXmlWriter(question: ExportChoiceQuestion): { type: string; fields: XmlNode } {
  const fractions = fractionsOf(question);
  return {
    type: 'multichoice',
    fields: {
      single: question.isMultiple ? 'false' : 'true',
      shuffleanswers: 'false',
      answernumbering: 'abc',
      answer: question.options.map((option, index) => ({
        '@_fraction': fractions[index]!,
        '@_format': 'html',
        text: escapeHtml(entryText(option.text, option.picture) || '-'),
        feedback: html(''),
      })),
    },
  };
}
