import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { createActor, fromPromise } from 'xstate';
import { createHttpClient } from '../../../../src/api/shared/http';
import { createDraft, serializeDraft } from '../../../../src/domain/quiz/editor/quizDraft';
import { createI18n } from '../../../support/i18n';
import { notificationsMachine } from '../../../../src/machines/shared/notificationsMachine';
import { sessionMachine, type SignedInSession } from '../../../../src/machines/session/sessionMachine';
import { AppContext } from '../../../../src/views/AppContext';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { renderEditor } from './renderEditor';
import { storedEnzymeQuiz } from '../../../support/quizFixtures';
import { createTestLanguage } from '../../../support/languageActor';

const quiz: Quiz = {
  ...storedEnzymeQuiz(),
  tags: [{ id: 1, title: 'Biology' }],
  countOfQuestions: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

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

test('a quiz that could not be opened shows Error, says what could not be opened and links back', async () => {
  renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 404,
    body: { content: { message: 'Not found' } },
  }));
  expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This quiz could not be opened: there is no quiz at this address, or it is not shared with you.',
  );
  expect(screen.getByRole('link', { name: 'Back to the quizzes' })).toHaveAttribute(
    'href',
    expect.stringMatching(/\/quiz\/admin-quiz$/),
  );
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

test('a distributed user quiz keeps its Access Type locked and says why', async () => {
  renderEditor(<QuizEditorView context="my-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: { ...quiz, kind: 'user', isAssignSomeone: true } },
  }));
  expect(await screen.findByRole('radio', { name: 'Open' })).toBeDisabled();
  expect(screen.getByRole('radio', { name: 'Restricted' })).toBeDisabled();
  expect(screen.getByRole('group', { name: 'Access Type' })).toHaveAccessibleDescription(
    'Access type cannot change once the quiz has been distributed to students.',
  );
  expect(screen.getByRole('switch', { name: 'Enable Closed Caption' })).toBeEnabled();
});

test('a draft made before someone else saved says so, with when, before Restore', async () => {
  localStorage.setItem(
    'quiz-draft:admin:8',
    serializeDraft(
      createDraft('admin:8', 1, [{ type: 'details.set', details: { title: 'My draft title' } }]),
    ),
  );
  renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: { ...quiz, version: 2, updatedAt: '2026-01-05T14:30:00.000Z' } },
  }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes found' });
  const when = format(new Date('2026-01-05T14:30:00.000Z'), 'MM/dd/yyyy hh:mm a');
  expect(dialog).toHaveTextContent(
    `The quiz was saved again on ${when}, after these changes were made. If you restore them, saving will show who changed it and let you reload their version or keep yours.`,
  );
});

test('a draft made on the loaded version is offered without that warning', async () => {
  localStorage.setItem(
    'quiz-draft:admin:8',
    serializeDraft(
      createDraft('admin:8', 2, [{ type: 'details.set', details: { title: 'My draft title' } }]),
    ),
  );
  renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes found' });
  expect(dialog).toHaveTextContent(
    'This quiz has changes that were not saved. Restore them or discard them?',
  );
  expect(dialog).not.toHaveTextContent('saved again');
});

test('while the quiz is saving the form is read-only, and editable again when the save fails', async () => {
  let answer: (response: Response) => void = () => {};
  const held = new Promise<Response>((resolve) => (answer = resolve));
  const http = createHttpClient({
    baseUrl: 'http://console.test',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (_input, init) => ((init?.method ?? 'GET') === 'GET' ? json(200, { content: quiz }) : held),
  });
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createI18n()}>
      <AppContext.Provider
        value={{
          session: createActor(
            sessionMachine.provide({
              actors: { checkSession: fromPromise<SignedInSession | null>(async () => null) },
            }),
          ).start(),
          notifications: createActor(notificationsMachine).start(),
          language: createTestLanguage(),
          http,
          routePrefix: '/admin',
          reload: () => {},
        }}
      >
        <Router base="/admin">
          <QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />
        </Router>
      </AppContext.Provider>
    </I18nextProvider>,
  );
  const title = await screen.findByRole('textbox', { name: 'Title' });
  await user.type(title, ' 2');
  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled());
  expect(screen.getByRole('button', { name: 'Add Activity' })).toBeDisabled();
  answer(json(400, { content: { message: 'Validation failed', errors: { title: ['No Title'] } } }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toBeEnabled());
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Enzyme Kinetics 2');
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
