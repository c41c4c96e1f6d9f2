/**
 * An ordering question in Moodle XML: Moodle's `ordering` question (qtype_ordering), the items as its answers in
 * the right order, all of them shown, graded relative to the next item excluding the last: the console's rule
 * (ADR 199); all or nothing (ADR 292) is Moodle's ALLORNOTHING.
 */
import type { ExportOrderingQuestion } from './orderingExportQuestion';
import { autoText } from '../../../../server/exports/moodleText';
import type { XmlNode } from '../../../../server/exports/xml';
import { orderedItems } from './qti21Writer';

export function orderingMoodleXmlWriter(question: ExportOrderingQuestion): { type: string; fields: XmlNode } {
  return {
    type: 'ordering',
    fields: {
      layouttype: 'VERTICAL',
      selecttype: 'ALL',
      selectcount: '0',
      gradingtype:
        question.definition.scoring === 'allOrNothing' ? 'ALLORNOTHING' : 'RELATIVE_NEXT_EXCLUDE_LAST',
      showgrading: 'SHOW',
      numberingstyle: 'none',
      answer: orderedItems(question).map((item, index) => ({
        '@_fraction': String(index + 1),
        ...autoText(item.text),
      })),
    },
  };
}
