/**
 * Essay on the student page (ADR 198, 279): a labelled text area of the question's lines, the words counted live
 * against the minimum and the limit (read politely by screen readers), and an answer over the limit not sent until
 * it is shorter (the server would refuse it). An answer under the minimum is sent as typed (a draft is saved, a
 * timed attempt can be submitted): once something is written, the counter says calmly that more words are asked.
 */
import { useState } from 'react';
import { countWords } from '../domain/essayWords';
import { useTypeText } from '../../../views/take/takeText';
import { TYPED_BOX, TypedAnswer } from '../../shared/views/TypedAnswer';
import type { StudentQuestionProps } from '../../shared/views/studentQuestion';
import { essayTakeText } from './essayTakeText';

const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);

/** "Words: 12", "Words: 12 of 500", "Words: 12 (at least 140)", "Words: 12 (between 140 and 500)". */
function wordCount(
  text: ReturnType<typeof essayTakeText>,
  words: number,
  min: number | null,
  max: number | null,
) {
  if (min === null) return max === null ? text.words(words) : text.wordsOf(words, max);
  return max === null ? text.wordsAtLeast(words, min) : text.wordsBetween(words, min, max);
}

export function EssayStudent({ question, response, onRespond }: StudentQuestionProps) {
  const ESSAY_TEXT = useTypeText(essayTakeText);
  const id = `q${question.id}-response`;
  const countId = `${id}-words`;
  const view = question.view ?? {};
  const minWords = numberOf(view.minWords);
  const maxWords = numberOf(view.maxWords);
  const lines = numberOf(view.lines) ?? 10;
  const maxLength = numberOf(view.maxLength) ?? undefined;
  const template = typeof view.template === 'string' ? view.template : '';
  const [text, setText] = useState(() => (typeof response === 'string' ? response : template));
  const words = countWords(text);
  const over = maxWords !== null && words > maxWords;
  // Nothing written yet is not "too few": the counter already says the minimum.
  const under = minWords !== null && words > 0 && words < minWords;
  return (
    <TypedAnswer id={id}>
      <textarea
        id={id}
        rows={lines}
        maxLength={maxLength}
        value={text}
        aria-invalid={over || undefined}
        aria-describedby={countId}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          if (maxWords === null || countWords(value) <= maxWords) onRespond(value);
        }}
        className={`w-full ${TYPED_BOX}`}
      />
      <p
        id={countId}
        aria-live="polite"
        className={
          over ? 'text-sm text-red-700' : under ? 'text-sm text-amber-800' : 'text-sm text-slate-600'
        }
      >
        {wordCount(ESSAY_TEXT, words, minWords, maxWords)}
        {over ? ` ${ESSAY_TEXT.overLimit}` : under ? ` ${ESSAY_TEXT.underMinimum}` : ''}
      </p>
    </TypedAnswer>
  );
}
