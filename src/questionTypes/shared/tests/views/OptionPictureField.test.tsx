/**
 * A picture on a choice option in the editor (ADR 311): each option has a named 'Add picture' control that opens the
 * crop dialog; an option's picture shows as a thumbnail with its alternative text and Remove; each change is one
 * undo step, and the save sends the picture with the text the author typed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import QuizEditorView from '../../../../views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz, storedQuestion } from '../../../../../tests/support/quizFixtures';
import { renderEditor } from '../../../../../tests/views/quiz/editor/renderEditor';

const FLAG = '/media/uploads/quiz-images/flag-a.png';
const quiz = storedEnzymeQuiz([
  storedQuestion(1, {
    title: '<p>Which flag is Saxony’s?</p>',
    textOptions: [
      { id: 100, text: '', picture: { src: FLAG, alt: 'White over green' } },
      { id: 101, text: 'Red over white' },
    ],
    rightAnswer: [100],
  }),
]);

beforeEach(() => localStorage.clear());

function openEditor() {
  return renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));
}

test("an option's picture shows as a thumbnail with its alternative text; the other option offers Add picture", async () => {
  openEditor();
  const question = await screen.findByRole('article', { name: 'Question 1' });
  expect(within(question).getByRole('img', { name: 'White over green' })).toHaveAttribute('src', FLAG);
  expect(
    within(question).getByRole('textbox', { name: 'Alternative text of the picture of Option A' }),
  ).toHaveValue('White over green');
  expect(within(question).getByRole('button', { name: 'Replace picture of Option A' })).toBeInTheDocument();
  expect(within(question).getByRole('button', { name: 'Add picture to Option B' })).toBeInTheDocument();
  expect(
    within(question).queryByRole('button', { name: 'Remove picture of Option B' }),
  ).not.toBeInTheDocument();
});

test('Add picture is a keyboard-operable button that opens the crop dialog for the chosen file', async () => {
  const { user } = openEditor();
  const question = await screen.findByRole('article', { name: 'Question 1' });
  const add = within(question).getByRole('button', { name: 'Add picture to Option B' });
  add.focus();
  expect(add).toHaveFocus();
  const input = within(question).getByLabelText('Add picture to Option B', { selector: 'input' });
  await user.upload(input, new File([new Uint8Array([0x89, 0x50])], 'flag.png', { type: 'image/png' }));
  const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop image' })).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('typing the alternative text is one undo step; Remove takes the picture away; Undo brings each back', async () => {
  const { user } = openEditor();
  const question = await screen.findByRole('article', { name: 'Question 1' });
  const alt = within(question).getByRole('textbox', { name: 'Alternative text of the picture of Option A' });
  await user.clear(alt);
  await user.type(alt, 'Saxony');
  expect(within(question).getByRole('img', { name: 'Saxony' })).toBeInTheDocument();

  await user.click(within(question).getByRole('button', { name: 'Remove picture of Option A' }));
  expect(within(question).queryByRole('img', { name: 'Saxony' })).not.toBeInTheDocument();
  expect(within(question).getByRole('button', { name: 'Add picture to Option A' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(question).getByRole('img', { name: 'Saxony' })).toHaveAttribute('src', FLAG);
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(question).getByRole('img', { name: 'White over green' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('the save sends the picture with its alternative text, and an option that is only a picture is valid', async () => {
  const { user, requests } = openEditor();
  const question = await screen.findByRole('article', { name: 'Question 1' });
  const alt = within(question).getByRole('textbox', { name: 'Alternative text of the picture of Option A' });
  await user.type(alt, ' flag');
  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
  const body = requests.find((r) => r.method === 'PATCH')!.body as {
    activities: { items: { textOptions: unknown[] }[] }[];
  };
  expect(body.activities[0]!.items[0]!.textOptions).toEqual([
    { id: 100, text: '', picture: { src: FLAG, alt: 'White over green flag' } },
    { id: 101, text: 'Red over white' },
  ]);
});
