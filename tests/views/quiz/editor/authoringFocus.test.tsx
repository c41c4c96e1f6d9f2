/**
 * Where the focus goes while a quiz is written (ADR 360): a new quiz opens in its title, and Add Question, as its
 * key does, puts the focus in the new question's title, so what is typed next is the question.
 */
import { screen, waitFor, within } from '@testing-library/react';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz } from '../../../support/quizFixtures';
import { renderEditor } from './renderEditor';

beforeEach(() => localStorage.clear());

const createNew = () =>
  renderEditor(<QuizEditorView context="my-quiz" params={{}} />, () => ({
    status: 200,
    body: { content: [{ id: 1, title: 'Biology' }] },
  }));

/** What the editor shows once loaded, on a machine that may be busy. */
const LOADED = { timeout: 10_000 } as const;

test('a new quiz opens with the focus in its title', async () => {
  createNew();
  const title = await screen.findByRole('textbox', { name: 'Title' }, LOADED);
  await waitFor(() => expect(title).toHaveFocus(), LOADED);
}, 20_000);

test('an opened quiz does not take the focus into its title', async () => {
  renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: storedEnzymeQuiz() },
  }));
  expect(await screen.findByRole('textbox', { name: 'Title' }, LOADED)).toHaveValue('Enzyme Kinetics');
  expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveFocus();
}, 20_000);

test('Add Question puts the focus in the title of the question it made, of the type picked', async () => {
  const { user } = createNew();
  await screen.findByRole('textbox', { name: 'Title' }, LOADED);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of the new question' }), 'Numeric');
  await user.click(screen.getByRole('button', { name: 'Add Question' }));
  const card = await screen.findByRole('article', { name: 'Question 1' }, LOADED);
  expect(within(card).getByText('Numeric')).toBeInTheDocument();
  await waitFor(
    () => expect(within(card).getByRole('textbox', { name: 'Question title' })).toHaveFocus(),
    LOADED,
  );

  await user.click(screen.getByRole('button', { name: 'Add Question' }));
  const second = await screen.findByRole('article', { name: 'Question 2' });
  await waitFor(() => expect(within(second).getByRole('textbox', { name: 'Question title' })).toHaveFocus());
});
