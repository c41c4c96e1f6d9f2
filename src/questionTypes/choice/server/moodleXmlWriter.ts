/**
 * A choice question in Moodle XML: a `multichoice` (`single` true for one right answer; several right answers share
 * 100 % and wrong ones share -100 %), its options as HTML-escaped answers (ADR 155) with their feedback (ADR 376), an
 * option's picture as Moodle writes one: its `<img>` in the answer's text and its file beside it (ADR 312).
 * @publicModule hotText uses it.
 */
import type { ExportChoiceQuestion } from '../../../../server/exports/exportModel';
import { embeddedFiles, type MoodlePictures } from '../../../../server/exports/moodlePictures';
import { escapeHtml, textField, type XmlNode } from '../../../../server/exports/xml';
import { fractionsOf } from './choiceFractions';
import { entryHtml, entryText } from '../../shared/server/optionPictureExports';

const html = (value: string): XmlNode => ({ '@_format': 'html', text: value });

export function choiceMoodleXmlWriter(
  question: ExportChoiceQuestion,
  pictures: MoodlePictures,
): { type: string; fields: XmlNode } {
  const fractions = fractionsOf(question);
  return {
    type: 'multichoice',
    fields: {
      single: question.isMultiple ? 'false' : 'true',
      shuffleanswers: 'false',
      answernumbering: 'abc',
      answer: question.options.map((option, index) => {
        const shown = option.picture && pictures(option.picture.src);
        return {
          '@_fraction': fractions[index]!,
          '@_format': 'html',
          text: shown
            ? entryHtml(option.text, option.picture, shown.src)
            : escapeHtml(entryText(option.text, option.picture) || '-'),
          ...embeddedFiles([shown]),
          feedback: html(escapeHtml(textField(option.feedback ?? ''))),
        };
      }),
    },
  };
}
