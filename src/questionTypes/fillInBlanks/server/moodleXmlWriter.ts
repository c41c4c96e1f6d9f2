/**
 * A fill-in-the-blanks question in Moodle XML (ADR 236): Moodle's embedded answers (`multianswer`, cloze), the
 * question's text followed by its text with each blank written in place, `{1:MULTICHOICE:=right~other}` for a
 * dropdown and `{1:SHORTANSWER:=answer~=other}` (SHORTANSWER_C when case matters) for a typed blank, every blank of
 * the same weight: the share of the points of the blanks answered right, as the console scores it. Moodle scores each
 * embedded answer on its own: all or nothing (ADR 292) is noted. Moodle's short answers know neither typos nor
 * patterns (ADR 305): a close-enough blank is written with its accepted answers, a blank of patterns with the few
 * answers they accept (`colou?r` as `color` and `colour`, `.*` as `*`) or else their texts, each loss noted. Each
 * option's and accepted answer's feedback (ADR 406) is written after it (`=Paris#Right`).
 */
import type { ExportFillInBlanksQuestion } from './fillInBlanksExportQuestion';
import { itemTitle } from '../../../../server/exports/exportModel';
import { questionHtml } from '../../../../server/exports/questionHtml';
import { escapeHtml, type XmlNode } from '../../../../server/exports/xml';
import {
  BLANKS_TEXT_CLASS,
  exportBlanks,
  RULE_LOSSES,
  ruledGaps,
  writeText,
  type ExportGap,
} from './blanksExport';
import { patternAnswers } from './patternSyntax';

const FORMAT = "Moodle's embedded answers";

/** An accepted answer as the cloze syntax writes it: its text and its feedback. */
interface ClozeAnswer {
  readonly text: string;
  readonly feedback: string | undefined;
}

/**
 * A blank of patterns as the short answers they accept, each with its pattern's feedback, when every pattern accepts
 * a few; else undefined.
 */
function acceptedByPatterns(gap: ExportGap): ClozeAnswer[] | undefined {
  if (gap.kind !== 'typed' || gap.match?.kind !== 'pattern') return undefined;
  const lists = gap.answers.map(patternAnswers);
  if (!lists.every((list) => list !== undefined)) return undefined;
  const seen = new Set<string>();
  return lists
    .flatMap((list, at) => list.map((text) => ({ text, feedback: gap.feedback[at] })))
    .filter(({ text }) => {
      const key = gap.caseSensitive ? text : text.toLocaleLowerCase('und');
      if (text === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
import { allOrNothingLoss, PART_SCORING_NOTES } from '../../shared/server/partScoringNotes';

/** An answer as the cloze syntax writes it: HTML, with the syntax's own characters escaped. */
const clozeText = (text: string) => escapeHtml(text).replace(/[}~#/"\\]/g, (c) => `\\${c}`);

/** An answer's feedback after it, as `#feedback`; nothing without one. */
const clozeFeedback = (feedback: string | undefined) => (feedback ? `#${clozeText(feedback)}` : '');

function clozeGap(gap: ExportGap): string {
  if (gap.kind === 'dropdown') {
    const options = gap.options.map(
      (o, i) => `${i === gap.right ? '=' : ''}${clozeText(o)}${clozeFeedback(gap.feedback[i])}`,
    );
    return `{1:MULTICHOICE:${options.join('~')}}`;
  }
  const type = gap.caseSensitive ? 'SHORTANSWER_C' : 'SHORTANSWER';
  const answers =
    acceptedByPatterns(gap) ?? gap.answers.map((text, at) => ({ text, feedback: gap.feedback[at] }));
  return `{1:${type}:${answers.map((answer) => `=${clozeText(answer.text)}${clozeFeedback(answer.feedback)}`).join('~')}}`;
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

export function fillInBlanksMoodleXmlNotes(question: ExportFillInBlanksQuestion): string[] {
  const { gaps } = exportBlanks(question);
  const { closeEnough, pattern } = ruledGaps(gaps);
  return [
    ...allOrNothingLoss(question.definition, PART_SCORING_NOTES.eachPart(FORMAT, 'blanks')),
    ...closeEnough.map(({ number, distance }) => RULE_LOSSES.closeEnough(FORMAT, number, distance)),
    ...pattern.map((number) =>
      acceptedByPatterns(gaps[number - 1]!)
        ? RULE_LOSSES.patternAsAnswers(FORMAT, number)
        : RULE_LOSSES.patternAsText(FORMAT, number),
    ),
  ];
}
