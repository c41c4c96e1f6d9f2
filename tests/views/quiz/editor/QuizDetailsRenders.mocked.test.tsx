/**
 * ADR 089: the Quiz Details form reads only the details it shows, so typing in a question leaves it alone. Its Title
 * field is counted: a re-render of the form renders the field again (new handlers), a skipped one does not.
 */
import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { vi } from 'vitest';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import type * as TextFieldModule from '../../../../src/views/ui/TextField';
import { storedEnzymeQuiz, storedQuestion } from '../../../support/quizFixtures';
import { renderEditor } from './renderEditor';

const titleRenders = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../../../src/views/ui/TextField', async (importOriginal) => {
  const actual = await importOriginal<typeof TextFieldModule>();
  return {
    ...actual,
    TextField: (props: ComponentProps<typeof actual.TextField>) => {
      if (props.name === 'title') titleRenders.count += 1;
      return <actual.TextField {...props} />;
    },
  };
});

const quiz = storedEnzymeQuiz([storedQuestion(1, { title: '<p>What does an enzyme lower?</p>' })]);

beforeEach(() => localStorage.clear());

test('typing in a question option does not re-render Quiz Details; typing in its Title does', async () => {
  const { user } = renderEditor(
    <QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />,
    () => ({ status: 200, body: { content: quiz } }),
  );
  const title = await screen.findByRole('textbox', { name: 'Title' });
  const question = screen.getByRole('article', { name: 'Question 1' });
  const option = within(question).getByRole('textbox', { name: 'Option A' });

  titleRenders.count = 0;
  await user.type(option, ' rise');
  expect(option).toHaveValue('Temperature rise');
  await user.click(within(question).getByRole('radio', { name: 'Correct answer: option A' }));
  expect(titleRenders.count).toBe(0);

  await user.type(title, '!');
  expect(title).toHaveValue('Enzyme Kinetics!');
  expect(titleRenders.count).toBeGreaterThan(0);
});
