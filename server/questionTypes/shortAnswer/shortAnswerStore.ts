/**
 * The short-answer question the console stores for a description (ADR 196, 204), whatever the format: the answers
 * worth full marks, each once, with their feedback. The console's short answer is right or wrong, so an answer worth
 * part of the points or none is left out and said in the notes; a question left with no accepted answer is skipped by
 * the import's repair with the type's own message.
 */
import {
  SHORT_ANSWER_LIMITS,
  type ShortAnswerDefinition,
} from '../../../src/domain/quiz/questionTypes/shortAnswer/shortAnswer';
import { normaliseAnswer } from '../../../src/domain/quiz/questionTypes/shortAnswer/shortAnswerMatch';
import type { ImportedQuestion } from '../../imports/importedQuiz';
import { typedQuestion } from '../storeTyped';
import type { ShortAnswerDescription } from './shortAnswerDescription';

const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

export const SHORT_ANSWER_STORE_NOTES = {
  partialCredit: (text: string, fraction: number) =>
    `The answer "${text}" gave ${percent(fraction)} of the points; a short answer here is right or wrong, so it is not accepted.`,
  wrongFeedback: 'Feedback on answers that earn nothing was not kept.',
  incorrectFeedback: 'Feedback on a wrong answer was not kept.',
  extraAnswers: (count: number) =>
    `Only the first ${SHORT_ANSWER_LIMITS.answers} of ${count} accepted answers were kept.`,
  textCut: `An answer longer than ${SHORT_ANSWER_LIMITS.text} characters or its feedback longer than ${SHORT_ANSWER_LIMITS.feedback} was cut.`,
} as const;

export function storeShortAnswer(description: ShortAnswerDescription): ImportedQuestion {
  const notes = [...description.notes];
  const note = (text: string) => void (notes.includes(text) ? undefined : notes.push(text));
  const fit = (text: string, max: number) => {
    if (text.length > max) note(SHORT_ANSWER_STORE_NOTES.textCut);
    return text.slice(0, max).trimEnd();
  };
  const accepted = description.answers.filter((answer) => answer.fraction >= 1);
  for (const answer of description.answers) {
    const text = normaliseAnswer(answer.text);
    if (answer.fraction > 0 && answer.fraction < 1)
      note(SHORT_ANSWER_STORE_NOTES.partialCredit(text, answer.fraction));
    else if (answer.fraction <= 0 && answer.feedback) note(SHORT_ANSWER_STORE_NOTES.wrongFeedback);
  }
  if (description.feedback.incorrect) note(SHORT_ANSWER_STORE_NOTES.incorrectFeedback);
  const caseSensitive = accepted.some((answer) => answer.caseSensitive);
  const seen = new Set<string>();
  const answers: ShortAnswerDefinition['answers'][number][] = [];
  for (const answer of accepted) {
    const text = fit(normaliseAnswer(answer.text), SHORT_ANSWER_LIMITS.text);
    const key = caseSensitive ? text : text.toLocaleLowerCase('und');
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    const feedback = (answer.feedback ?? description.feedback.correct)?.trim();
    answers.push({
      id: `answer-${answers.length + 1}`,
      text,
      ...(feedback ? { feedback: fit(feedback, SHORT_ANSWER_LIMITS.feedback) } : {}),
    });
  }
  if (answers.length > SHORT_ANSWER_LIMITS.answers)
    note(SHORT_ANSWER_STORE_NOTES.extraAnswers(answers.length));
  const definition: ShortAnswerDefinition = {
    answers: answers.slice(0, SHORT_ANSWER_LIMITS.answers),
    caseSensitive,
  };
  return typedQuestion(description, 'shortAnswer', definition, notes);
}
