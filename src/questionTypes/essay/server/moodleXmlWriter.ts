/**
 * An essay in Moodle XML: an `essay` answered in plain text, its lines, its minimum and maximum of words (Moodle's
 * `minwordlimit`/`maxwordlimit`, each enabled when set), no attachments, the information for graders and the text
 * the box starts with.
 * @publicModule hotspot uses it.
 */
import type { ExportEssayQuestion } from './essayExportQuestion';
import { htmlText } from '../../../../server/exports/moodleText';
import type { XmlNode } from '../../../../server/exports/xml';

export function essayMoodleXmlWriter(question: ExportEssayQuestion): { type: string; fields: XmlNode } {
  const { lines, minWords, maxWords, graderInfo, template } = question.definition;
  return {
    type: 'essay',
    fields: {
      responseformat: 'plain',
      responserequired: '1',
      responsefieldlines: String(lines ?? 10),
      minwordenabled: minWords ? '1' : '0',
      ...(minWords ? { minwordlimit: String(minWords) } : {}),
      maxwordenabled: maxWords ? '1' : '0',
      ...(maxWords ? { maxwordlimit: String(maxWords) } : {}),
      attachments: '0',
      attachmentsrequired: '0',
      graderinfo: htmlText(graderInfo ?? ''),
      responsetemplate: { '@_format': 'plain_text', text: template ?? '' },
    },
  };
}
