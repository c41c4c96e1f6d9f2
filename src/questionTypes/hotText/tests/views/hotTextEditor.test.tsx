/**
 * Hot text in the editor (ADR 295), by keyboard only: the passage is typed, words selected with Shift and the arrow
 * keys are made selectable by a button, a word is ticked right; each is a step of undo and redo; a passage without a
 * right word shows its message beside the field; the saved definition is the passage and its words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { Quiz } from '../../../../domain/quiz/quiz';
import { QuizEditPayloadSchema } from '../../../../domain/quiz/quizPayload';
import QuizEditorView from '../../../../views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz } from '../../../../../tests/support/quizFixtures';
import { renderEditor } from '../../../../../tests/views/quiz/editor/renderEditor';

document.elementFromPoint ??= () => null;
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const quiz: Quiz = {
  ...storedEnzymeQuiz(),
  tags: [{ id: 1, title: 'Biology' }],
  countOfQuestions: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => localStorage.clear());

test('the passage is typed, words are made selectable and ticked right by keyboard, undone and redone', async () => {
  const { user, requests } = renderEditor(
    <QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />,
    () => ({ status: 200, body: { content: quiz } }),
  );
  await screen.findByRole('textbox', { name: 'Title' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of the new question' }), 'Hot text');
  screen.getByRole('button', { name: 'Add Question' }).focus();
  await user.keyboard('{Enter}');
  const card = screen.getAllByRole('article').at(-1)!;
  await user.click(within(card).getByRole('textbox', { name: 'Question title' }));
  await user.keyboard('Pick the organelle.');

  const passage = within(card).getByRole('textbox', { name: 'Passage' });
  expect(passage).toHaveAccessibleDescription(/between square brackets, as in \[word\]/);
  await user.clear(passage);
  await user.type(passage, 'The nucleus holds DNA.');
  // "nucleus" selected as Shift and the arrow keys select it (jsdom's text areas do not extend a selection by
  // keys), then Tab to the button and press it.
  (passage as HTMLTextAreaElement).setSelectionRange(4, 11);
  await user.tab();
  expect(within(card).getByRole('button', { name: 'Make selectable' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(passage).toHaveValue('The [nucleus] holds DNA.');
  const right = within(card).getByRole('checkbox', { name: 'Right: nucleus' });
  expect(right).not.toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  expect(await within(card).findByText('Tick at least one selectable word as right.')).toBeInTheDocument();

  right.focus();
  await user.keyboard(' ');
  expect(within(card).getByRole('checkbox', { name: 'Right: nucleus' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(card).getByRole('checkbox', { name: 'Right: nucleus' })).not.toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(card).getByRole('textbox', { name: 'Passage' })).toHaveValue('The nucleus holds DNA.');
  expect(within(card).queryByRole('checkbox', { name: 'Right: nucleus' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(within(card).getByRole('checkbox', { name: 'Right: nucleus' })).toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
  const payload = QuizEditPayloadSchema.parse(requests.find((r) => r.method === 'PATCH')!.body);
  expect(payload.activities[0]!.items.at(-1)).toMatchObject({
    questionType: 'hotText',
    definition: {
      passage: 'The [nucleus] holds DNA.',
      spans: [{ text: 'nucleus', right: true }],
      minChoices: 0,
      maxChoices: 0,
    },
  });
}, 60_000);
