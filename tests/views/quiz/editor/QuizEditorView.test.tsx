import { screen, within } from '@testing-library/react';
import type { Quiz } from '../../../../src/domain/quiz';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { renderEditor } from './renderEditor';
import { storedQuiz } from '../../../support/quizFixtures';

const quiz: Quiz = storedQuiz({
  id: 8,
  kind: 'admin',
  title: 'Enzyme Kinetics',
  tags: [{ id: 1, title: 'Biology' }],
  countOfQuestions: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
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
          title: 'What does an enzyme lower?',
          image: null,
          isMultiple: false,
          rightAnswer: [101],
          article: null,
          questionOrder: 1,
          textOptions: [
            { id: 100, text: 'Temperature' },
            { id: 101, text: 'Activation energy' },
          ],
        },
      ],
    },
  ],
});

beforeEach(() => localStorage.clear());

test('the edit form shows the loaded quiz; an added activity can be undone and redone', async () => {
  const { user, requests } = renderEditor(
    <QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />,
    () => ({
      status: 200,
      body: { content: quiz },
    }),
  );
  expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Enzyme Kinetics');
  expect(requests[0]?.path).toBe('/api/admin/quiz/8');
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Add Activity' }));
  const activities = screen.getByRole('region', { name: 'Activities' });
  expect(within(activities).getByRole('button', { name: 'Activity 2' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(activities).queryByRole('button', { name: 'Activity 2' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(within(activities).getByRole('button', { name: 'Activity 2' })).toBeInTheDocument();
  expect(localStorage.getItem('quiz-draft:admin:8')).toContain('activity.add');
});

test('a load error shows Error in place of the screen', async () => {
  renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 404,
    body: { content: { message: 'Not found' } },
  }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error');
});

test('saving an invalid quiz shows the joined messages and sends nothing', async () => {
  const { user, requests, messages } = renderEditor(
    <QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />,
    () => ({ status: 200, body: { content: quiz } }),
  );
  const title = await screen.findByRole('textbox', { name: 'Title' });
  await user.clear(title);
  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  expect(messages().join('\n')).toContain('No Title');
  expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
});

test('a distributed user quiz keeps its Access Type locked', async () => {
  renderEditor(<QuizEditorView context="my-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: { ...quiz, kind: 'user', isAssignSomeone: true } },
  }));
  expect(await screen.findByRole('radio', { name: 'Open' })).toBeDisabled();
  expect(screen.getByRole('radio', { name: 'Restricted' })).toBeDisabled();
  expect(screen.getByRole('switch', { name: 'Enable Closed Caption' })).toBeEnabled();
});
