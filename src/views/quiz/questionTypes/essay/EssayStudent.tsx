/**
 * Essay on the student page (ADR 198): a labelled text area of the question's lines, the words counted live
 * against the limit (read politely by screen readers), and an answer over the limit not sent until it is shorter
 * (the server would refuse it).
 */
import { useState } from 'react';
import { countWords } from '../../../../domain/quiz/questionTypes/essay/essayWords';
import { useTakeText } from '../../../take/takeText';
import { TYPED_BOX, TypedAnswer } from '../TypedAnswer';
import type { StudentQuestionProps } from '../studentQuestion';

export function EssayStudent({ question, response, onRespond }: StudentQuestionProps) {
  const TAKE_TEXT = useTakeText();
  const id = `q${question.id}-response`;
  const countId = `${id}-words`;
  const view = question.view ?? {};
  const maxWords = typeof view.maxWords === 'number' ? view.maxWords : null;
  const lines = typeof view.lines === 'number' ? view.lines : 10;
  const maxLength = typeof view.maxLength === 'number' ? view.maxLength : undefined;
  const template = typeof view.template === 'string' ? view.template : '';
  const [text, setText] = useState(() => (typeof response === 'string' ? response : template));
  const words = countWords(text);
  const over = maxWords !== null && words > maxWords;
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
      <p id={countId} aria-live="polite" className={over ? 'text-sm text-red-700' : 'text-sm text-slate-600'}>
        {maxWords === null ? TAKE_TEXT.essay.words(words) : TAKE_TEXT.essay.wordsOf(words, maxWords)}
        {over ? ` ${TAKE_TEXT.essay.overLimit}` : ''}
      </p>
    </TypedAnswer>
  );
}
