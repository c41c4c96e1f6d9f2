/**
 * A question with versions drawn from an imported item's random values (ADR 309) says so in the editor before the
 * teacher edits it; the first edit keeps version 1 for everyone, so the notice goes, and Undo brings it back.
 */
import { screen, within } from '@testing-library/react';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz, storedQuestion } from '../../../support/quizFixtures';
import { renderEditor } from './renderEditor';

const quiz: Quiz = {
  ...storedEnzymeQuiz([
    storedQuestion(1, {
      versions: [{ title: 'What does a catalyst lower?' }, { title: 'What does an inhibitor raise?' }],
    }),
  ]),
  tags: [{ id: 1, title: 'Biology' }],
  countOfQuestions: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

// The rich-text editor (TipTap) measures the page, which jsdom does not lay out.
document.elementFromPoint ??= () => null;
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

beforeEach(() => localStorage.clear());

test('the notice names the versions until the first edit, and Undo brings them back', async () => {
  const { user } = renderEditor(
    <QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />,
    () => ({ status: 200, body: { content: quiz } }),
  );
  await screen.findByRole('textbox', { name: 'Title' });
  const card = screen.getAllByRole('article').at(-1)!;
  const expand = within(card).queryByRole('button', { name: /^Expand/ });
  if (expand) {
    expand.focus();
    await user.keyboard('{Enter}');
  }
  const notice = await within(card).findByRole('note');
  expect(notice).toHaveTextContent('one of the versions');
  expect(notice).toHaveTextContent('versions: 3');
  expect(notice).toHaveTextContent('Editing the question keeps version 1 for everyone');

  await user.click(within(card).getByRole('textbox', { name: 'Question title' }));
  await user.keyboard(' now');
  expect(within(card).queryByRole('note')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await within(card).findByRole('note')).toHaveTextContent('versions: 3');
}, 60_000);
