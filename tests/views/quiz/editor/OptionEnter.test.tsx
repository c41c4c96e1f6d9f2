import { screen } from '@testing-library/react';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { storedQuiz } from '../../../support/quizFixtures';
import { renderEditor } from './renderEditor';

const quiz: Quiz = storedQuiz({
  id: 8,
  kind: 'admin',
  title: 'Enzyme Kinetics',
  version: 2,
  activities: [
    {
      id: 1,
      title: 'Activity 1',
      sortIndex: 1,
      items: [
        {
          id: 10,
          sortIndex: 1,
          type: 2,
          title: 'What lowers activation energy?',
          image: null,
          isMultiple: false,
          rightAnswer: [101],
          article: null,
          questionOrder: 1,
          textOptions: [
            { id: 100, text: 'Temperature' },
            { id: 101, text: 'An enzyme' },
          ],
        },
      ],
    },
  ],
});

function openEditor() {
  return renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));
}

const option = (letter: string) => screen.getByRole('textbox', { name: `Option ${letter}` });
const optionValues = () =>
  screen.getAllByRole('textbox', { name: /^Option [A-Z]$/ }).map((box) => (box as HTMLInputElement).value);

beforeEach(() => localStorage.clear());

test('Enter in an option moves to the next one; on the last it adds one, focused, and one Undo removes it', async () => {
  const { user } = openEditor();
  await screen.findByRole('textbox', { name: 'Title' });
  await user.click(option('A'));

  await user.keyboard('{Enter}');
  expect(option('B')).toHaveFocus();
  expect(optionValues()).toEqual(['Temperature', 'An enzyme']);

  await user.keyboard('{Enter}');
  expect(optionValues()).toEqual(['Temperature', 'An enzyme', '']);
  expect(option('C')).toHaveFocus();
  await user.keyboard('Pressure');
  expect(option('C')).toHaveValue('Pressure');

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(optionValues()).toEqual(['Temperature', 'An enzyme', '']);
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(optionValues()).toEqual(['Temperature', 'An enzyme']);
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
});
