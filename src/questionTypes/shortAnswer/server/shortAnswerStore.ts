/**
 * The short-answer question the console stores for a description (ADR 196, 204), whatever the format: its answers in
 * the source's order, each once, with its share of the points and its feedback, as Moodle scores them (the first one
 * the typed text matches gives its share; one worth nothing answers a known wrong answer, and the feedback on any
 * wrong answer is a last answer `*` worth nothing); a question with no answer worth full marks is skipped by the
 * import's repair with the type's own message.
 */
import { SHORT_ANSWER_LIMITS, type ShortAnswerDefinition } from '../domain/shortAnswer';
import { normaliseAnswer } from '../domain/shortAnswerMatch';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import { typedQuestion } from '../../shared/server/storeTyped';
import type { ShortAnswerDescription } from './shortAnswerDescription';

export const SHORT_ANSWER_STORE_NOTES = {
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
  // In the source's order: the first the typed text matches gives its share, one worth nothing included.
  const kept = description.answers;
  const caseSensitive = kept.some((answer) => answer.fraction >= 1 && answer.caseSensitive);
  const seen = new Map<string, number>();
  const answers: ShortAnswerDefinition['answers'][number][] = [];
  for (const answer of kept) {
    const text = fit(normaliseAnswer(answer.text), SHORT_ANSWER_LIMITS.text);
    const key = caseSensitive ? text : text.toLocaleLowerCase('und');
    if (text === '') continue;
    const same = seen.get(key);
    if (same !== undefined) {
      // The same answer again (Canvas's "blank", "Blank", "BLANK", matched without case): the source shows each
      // one's feedback to whoever types it, so the answer kept shows them all.
      const more = answer.feedback?.trim();
      const first = answers[same]!;
      if (more && !(first.feedback ?? '').includes(more))
        answers[same] = {
          ...first,
          feedback: fit([first.feedback, more].filter(Boolean).join(' '), SHORT_ANSWER_LIMITS.feedback),
        };
      continue;
    }
    seen.set(key, answers.length);
    const share = Math.min(1, Math.max(0, answer.fraction));
    const feedback = (answer.feedback ?? (share >= 1 ? description.feedback.correct : undefined))?.trim();
    answers.push({
      id: `answer-${answers.length + 1}`,
      text,
      ...(share < 1 ? { fraction: share } : {}),
      ...(feedback ? { feedback: fit(feedback, SHORT_ANSWER_LIMITS.feedback) } : {}),
    });
  }
  // Feedback on any wrong answer (Canvas, QTI) is Moodle's last answer `*` worth nothing: whatever no answer above
  // matched gets it.
  const incorrect = description.feedback.incorrect?.trim();
  if (incorrect && !seen.has('*'))
    answers.push({
      id: `answer-${answers.length + 1}`,
      text: '*',
      fraction: 0,
      feedback: fit(incorrect, SHORT_ANSWER_LIMITS.feedback),
    });
  if (answers.length > SHORT_ANSWER_LIMITS.answers)
    note(SHORT_ANSWER_STORE_NOTES.extraAnswers(answers.length));
  const definition: ShortAnswerDefinition = {
    answers: answers.slice(0, SHORT_ANSWER_LIMITS.answers),
    caseSensitive,
  };
  return typedQuestion(description, 'shortAnswer', definition, notes, { byAnswers: true });
}
