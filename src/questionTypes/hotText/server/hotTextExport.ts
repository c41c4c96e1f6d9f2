/**
 * A hot text question for the formats that have no hot text (ADR 295): the closest, a choice question whose options
 * are the passage's words to pick, the passage shown under the question's text with those words in brackets.
 */
import { parsePassage } from '../domain/hotTextPassage';
import { rightSpans } from '../domain/hotText';
import type { ExportChoiceQuestion } from '../../../../server/exports/exportModel';
import type { ExportHotTextQuestion } from './hotTextExportQuestion';
import { questionRichHtml } from '../../../../server/exports/questionHtml';
import { escapeHtml } from '../../../../server/exports/xml';

/** The passage as text, each word to pick in brackets. */
export const passageText = (question: ExportHotTextQuestion) =>
  parsePassage(question.definition.passage)
    .parts.map((part) => (part.kind === 'span' ? `[${part.text}]` : part.text))
    .join('');

export function asChoice(question: ExportHotTextQuestion): ExportChoiceQuestion {
  const { definition } = question;
  const passage = passageText(question);
  const right = new Set(rightSpans(definition).map((s) => s.id));
  const rich = questionRichHtml(question.title) !== undefined;
  const title = rich
    ? `${question.title}${passage
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
        .join('')}`
    : `${question.title}\n\n${passage}`;
  const options = definition.spans.map((span, index) => ({ id: index + 1, text: span.text.trim() }));
  const rightAnswer = definition.spans.flatMap((span, index) => (right.has(span.id) ? [index + 1] : []));
  return {
    ...question,
    questionType: 'choice',
    title,
    isMultiple: definition.maxChoices !== 1 || rightAnswer.length > 1,
    options,
    rightAnswer,
  };
}

export const HOT_TEXT_EXPORT_NOTES = {
  asChoice: (format: string) =>
    `${format} has no hot text question: it is written as a choice question whose options are the passage's words to pick, the passage shown in its text with those words in brackets.`,
  scoring:
    'the points it gives for each word picked are not kept: a student gets the points for exactly the right words.',
  choices: (min: number, max: number) =>
    `the number of words a student may pick (${min > 0 ? `at least ${min}` : ''}${min > 0 && max > 0 ? ', ' : ''}${max > 0 ? `at most ${max}` : ''}) is not kept.`,
  feedback: 'the feedback of each word picked is not kept.',
} as const;

/** What a format written as a choice loses of the question. */
export function choiceLoss(question: ExportHotTextQuestion, format: string): string[] {
  const { definition } = question;
  const notes = [HOT_TEXT_EXPORT_NOTES.asChoice(format)];
  if (definition.scoring !== 'allOrNothing' || definition.spans.some((s) => s.points !== undefined))
    notes.push(HOT_TEXT_EXPORT_NOTES.scoring);
  if (definition.minChoices > 0 || definition.maxChoices > 1)
    notes.push(HOT_TEXT_EXPORT_NOTES.choices(definition.minChoices, definition.maxChoices));
  if (definition.spans.some((s) => s.feedback)) notes.push(HOT_TEXT_EXPORT_NOTES.feedback);
  return notes;
}
