/**
 * Matching whose answers hold equations (ADR 394): each prompt's select is a list box that draws them, named by its
 * prompt and its chosen answer's plain reading, picked with the keyboard.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { preloadStudentTypes } from '../../../shared/views/studentRegistry';
import { renderStudentAnswer } from '../../../shared/tests/views/studentHarness';
import type { TakeQuestion } from '../../../shared/views/studentQuestion';

beforeAll(() => preloadStudentTypes());

const AREAS: TakeQuestion = {
  kind: 'question',
  id: 51,
  number: 1,
  title: 'Match each shape with its area.',
  image: null,
  isMultiple: false,
  options: [],
  questionType: 'matching',
  view: {
    prompts: 2,
    'prompt.0': 'Square',
    'prompt.1': 'Circle',
    answers: 2,
    'answer.0': '\\(\\pi r^2\\)',
    'answer.1': '\\(x^2\\)',
  },
};

test('a prompt’s answers with equations are a list box named by the prompt; the keyboard picks one', async () => {
  const { user, sent } = renderStudentAnswer(AREAS);
  const square = await screen.findByRole('button', { name: /Square/ }, { timeout: 10_000 });
  expect(square).toHaveAccessibleName('Choose an answer Square');
  square.focus();
  await user.keyboard('{ArrowDown}');
  const list = await screen.findByRole('listbox');
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.getAttribute('aria-label')),
  ).toEqual([null, 'π r²', 'x²']);
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(sent.at(-1)).toEqual([{ prompt: 'Square', answer: '\\(x^2\\)' }]);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /Square/ })).toHaveAccessibleName('x² Square'),
  );
});
