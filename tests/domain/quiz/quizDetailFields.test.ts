import { QUIZ_KINDS } from '../../../src/domain/quiz/quiz';
import { detailFieldsOf, newQuizState } from '../../../src/domain/quiz/editor/quizEditorState';
import { toPayload } from '../../../src/domain/quiz/quizPayload';

test.each([
  ['template', { article: true, quizType: false, access: false }],
  ['admin', { article: true, quizType: false, access: false }],
  ['library', { article: false, quizType: true, access: false }],
  ['user', { article: false, quizType: false, access: true }],
] as const)('a %s quiz has the details %o', (kind, fields) => {
  expect(detailFieldsOf(kind)).toEqual(fields);
});

test.each(QUIZ_KINDS)('a %s quiz sends an article and a Quiz Type only when its form has them', (kind) => {
  const state = newQuizState('a1', { article: { id: 5, title: 'Enzymes' }, quizType: 'section' });
  const payload = toPayload(state, kind, 'create');
  const fields = detailFieldsOf(kind);
  expect(payload.article).toBe(fields.article ? 5 : null);
  expect('quizType' in payload).toBe(fields.quizType);
});
