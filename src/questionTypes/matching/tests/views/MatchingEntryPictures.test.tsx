/**
 * Pictures on a matching question's prompts and answers in the editor (ADR 311): each prompt and answer has a named
 * 'Add picture' control; a prompt's picture shows with its alternative text and Remove; each change is one undo
 * step, and the save sends the picture in the pair.
 */
import { screen, waitFor, within } from '@testing-library/react';
import QuizEditorView from '../../../../views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz, storedQuestion } from '../../../../../tests/support/quizFixtures';
import { renderEditor } from '../../../../../tests/views/quiz/editor/renderEditor';

const SIGHT = '/media/uploads/quiz-images/semperoper.jpg';
const quiz = storedEnzymeQuiz([
  storedQuestion(1, {
    title: '<p>Welche Sehenswürdigkeit gehört zu welcher Stadt?</p>',
    questionType: 'matching',
    textOptions: [],
    rightAnswer: [],
    definition: {
      pairs: [
        { id: 'p1', prompt: '', answer: 'Dresden', promptPicture: { src: SIGHT, alt: 'Semperoper' } },
        { id: 'p2', prompt: 'Völkerschlachtdenkmal', answer: 'Leipzig' },
      ],
      distractors: [],
    },
  }),
]);

beforeEach(() => localStorage.clear());

function openEditor() {
  return renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));
}

test('each prompt and answer offers a picture; a pictured prompt shows it with its text, Remove and Undo', async () => {
  const { user } = openEditor();
  const question = await screen.findByRole('article', { name: 'Question 1' });
  expect(within(question).getByRole('img', { name: 'Semperoper' })).toHaveAttribute('src', SIGHT);
  for (const name of ['Answer to prompt 1', 'Prompt 2', 'Answer to prompt 2'])
    expect(within(question).getByRole('button', { name: `Add picture to ${name}` })).toBeInTheDocument();

  const alt = within(question).getByRole('textbox', { name: 'Alternative text of the picture of Prompt 1' });
  await user.type(alt, ' in Dresden');
  expect(within(question).getByRole('img', { name: 'Semperoper in Dresden' })).toBeInTheDocument();
  await user.click(within(question).getByRole('button', { name: 'Remove picture of Prompt 1' }));
  expect(within(question).queryByRole('img')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(question).getByRole('img', { name: 'Semperoper' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('the save sends the prompt that is only a picture with the picture and its alternative text', async () => {
  const { user, requests } = openEditor();
  const question = await screen.findByRole('article', { name: 'Question 1' });
  await user.type(
    within(question).getByRole('textbox', { name: 'Alternative text of the picture of Prompt 1' }),
    '!',
  );
  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
  const body = requests.find((r) => r.method === 'PATCH')!.body as {
    activities: { items: { definition: { pairs: unknown[] } }[] }[];
  };
  expect(body.activities[0]!.items[0]!.definition.pairs[0]).toEqual({
    id: 'p1',
    prompt: '',
    answer: 'Dresden',
    promptPicture: { src: SIGHT, alt: 'Semperoper!' },
  });
});
