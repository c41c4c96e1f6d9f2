/** SPEC, editor right column: each item has a Move button only when more than one activity exists. */
import { screen } from '@testing-library/react';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz } from '../../../support/quizFixtures';
import { renderEditor } from './renderEditor';

const quiz: Quiz = { ...storedEnzymeQuiz(), countOfQuestions: 1, updatedAt: '2026-01-01T00:00:00.000Z' };

beforeEach(() => localStorage.clear());

test('Move shows on the items only once a second activity exists', async () => {
  const { user } = renderEditor(
    <QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />,
    () => ({ status: 200, body: { content: quiz } }),
  );
  expect(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 15_000 })).toHaveValue(
    'Enzyme Kinetics',
  );
  expect(screen.queryAllByRole('button', { name: /^Move\b.*to another activity$/ })).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Add Activity' }));
  await user.click(screen.getByRole('button', { name: 'Activity 1' }));
  const moves = await screen.findAllByRole('button', { name: /^Move\b.*to another activity$/ });
  expect(moves.length).toBeGreaterThan(0);
  for (const move of moves) expect(move).toHaveTextContent('Move');
}, 30_000);
