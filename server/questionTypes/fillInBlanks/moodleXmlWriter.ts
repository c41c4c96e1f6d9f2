/**
 * A fill-in-the-blanks question in Moodle XML (ADR 236): Moodle's embedded answers (`multianswer`, cloze), the
 * question's text followed by its text with each blank written in place, `{1:MULTICHOICE:=right~other}` for a
 * dropdown and `{1:SHORTANSWER:=answer~=other}` (SHORTANSWER_C when case matters) for a typed blank, every blank of
 * the same weight: the share of the points of the blanks answered right, as the console scores it. Moodle scores each
 * embedded answer on its own: all or nothing (ADR 292) is noted.
 */
import type { ExportFillInBlanksQuestion } from '../../exports/exportModel';
import { itemTitle } from '../../exports/exportModel';
import { questionHtml } from '../../exports/questionHtml';
import { escapeHtml, type XmlNode } from '../../exports/xml';
import { BLANKS_TEXT_CLASS, writeText, type ExportGap } from './blanksExport';
import { allOrNothingLoss, PART_SCORING_NOTES } from '../partScoringNotes';

/** An answer as the cloze syntax writes it: HTML, with the syntax's own characters escaped. */
const clozeText = (text: string) => escapeHtml(text).replace(/[}~#/"\\]/g, (c) => `\\${c}`);

function clozeGap(gap: ExportGap): string {
  if (gap.kind === 'dropdown')
    return `{1:MULTICHOICE:${gap.options.map((o, i) => `${i === gap.right ? '=' : ''}${clozeText(o)}`).join('~')}}`;
  const type = gap.caseSensitive ? 'SHORTANSWER_C' : 'SHORTANSWER';
  return `{1:${type}:${gap.answers.map((answer) => `=${clozeText(answer)}`).join('~')}}`;
}

export function fillInBlanksMoodleXmlWriter(question: ExportFillInBlanksQuestion): {
  type: string;
  fields: XmlNode;
} {
  const title = itemTitle(question) || `Question ${question.id}`;
  const text = writeText(question, escapeHtml, clozeGap);
  return {
    type: 'multianswer',
    fields: {
      questiontext: {
        '@_format': 'html',
        text: `${questionHtml(question.title, title)}<div class="${BLANKS_TEXT_CLASS}"><p>${text}</p></div>`,
      },
    },
  };
}

export const fillInBlanksMoodleXmlNotes = (question: ExportFillInBlanksQuestion) =>
  allOrNothingLoss(question.definition, PART_SCORING_NOTES.eachPart("Moodle's embedded answers", 'blanks'));
