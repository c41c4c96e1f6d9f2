/**
 * A question's hints in the editor (ADR 293), by keyboard: added, typed, priced, moved with the focus following the
 * hint, its problem shown beside its field, and undone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz } from '../../../support/quizFixtures';
import { renderEditor } from '../editor/renderEditor';

const quiz: Quiz = {
  ...storedEnzymeQuiz(),
  tags: [{ id: 1, title: 'Biology' }],
  countOfQuestions: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

// The rich-text editor (TipTap) measures the page, which jsdom does not lay out.
document.elementFromPoint ??= () => null;
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

beforeEach(() => localStorage.clear());

test('hints are added, typed, priced and moved by keyboard, each change undoable', async () => {
  const { user } = renderEditor(
    <QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />,
    () => ({ status: 200, body: { content: quiz } }),
  );
  await screen.findByRole('textbox', { name: 'Title' });
  screen.getByRole('button', { name: 'Add Question' }).focus();
  await user.keyboard('{Enter}');
  const card = screen.getAllByRole('article').at(-1)!;
  await user.click(within(card).getByText('Points and feedback'));
  const hints = within(card).getByRole('group', { name: 'Hints' });
  within(hints).getByRole('button', { name: 'Add hint' }).focus();
  await user.keyboard('{Enter}');
  // An empty hint says what it needs beside its field.
  expect(within(hints).getByText('A hint needs its text')).toBeInTheDocument();
  await user.click(within(hints).getByRole('textbox', { name: 'Text of Hint 1' }));
  await user.keyboard('Think of ATP');
  expect(within(hints).queryByText('A hint needs its text')).not.toBeInTheDocument();
  within(hints).getByRole('button', { name: 'Add hint' }).focus();
  await user.keyboard('{Enter}');
  await user.click(within(hints).getByRole('textbox', { name: 'Text of Hint 2' }));
  await user.keyboard('The powerhouse');
  const penalty = within(hints).getAllByRole('spinbutton', { name: 'Penalty (% of the points)' })[1]!;
  await user.type(penalty, '50', { initialSelectionStart: 0, initialSelectionEnd: 1 });
  expect(penalty).toHaveValue(50);

  // Moved up by keyboard: the hint changes place and the focus stays with it.
  within(hints).getByRole('button', { name: 'Move Hint 2 up' }).focus();
  await user.keyboard('{Enter}');
  const texts = () =>
    within(hints)
      .getAllByRole('textbox')
      .map((box) => box.textContent);
  expect(texts()).toEqual(['The powerhouse', 'Think of ATP']);
  await waitFor(() => expect(within(hints).getByRole('button', { name: 'Move Hint 1 down' })).toHaveFocus());
  expect(within(hints).getAllByRole('spinbutton', { name: 'Penalty (% of the points)' })[0]).toHaveValue(50);

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(texts()).toEqual(['Think of ATP', 'The powerhouse']);
  await user.click(within(hints).getByRole('button', { name: 'Remove Hint 2' }));
  expect(texts()).toEqual(['Think of ATP']);
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(texts()).toEqual(['Think of ATP', 'The powerhouse']);
}, 60_000);
