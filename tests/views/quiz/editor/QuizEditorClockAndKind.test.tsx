/**
 * The editor screen takes the time from the app's clock through its machine, and the quiz's kind decides the
 * detail fields shown.
 */
import { screen } from '@testing-library/react';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import type { Quiz } from '../../../../src/domain/quiz';
import { AppContext, useApp } from '../../../../src/views/AppContext';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { storedQuiz } from '../../../support/quizFixtures';
import { renderEditor } from './renderEditor';

const EXPIRED = 'You cannot perform this action as your trial period has expired.';

/** The screen below started at `now`. */
function At({ now, children }: { now: string; children: ReactNode }) {
  const app = useApp();
  return <AppContext.Provider value={{ ...app, clock: () => new Date(now) }}>{children}</AppContext.Provider>;
}

function open(context: string, quiz: Partial<Quiz> & Pick<Quiz, 'kind'>, now = '2030-03-01T10:00:00.000Z') {
  const stored = storedQuiz({ id: 8, title: 'Enzyme Kinetics', version: 2, ...quiz });
  return renderEditor(
    <At now={now}>
      <QuizEditorView context={context} params={{ quizId: '8', mode: 'edit' }} />
    </At>,
    () => ({ status: 200, body: { content: stored } }),
  );
}

beforeEach(() => localStorage.clear());

test('the date pickers start at the clock the screen was started with', async () => {
  open('my-quiz', { kind: 'user' });
  const start = await screen.findByLabelText('Start Date');
  expect(start.getAttribute('min')).toBe(format(new Date('2030-03-01T10:00:00.000Z'), "yyyy-MM-dd'T'HH:mm"));
});

test('an owner whose subscription ended before the clock cannot change the dates', async () => {
  open('my-quiz', { kind: 'user', ownerSubscriptionEndsAt: '2030-02-01T00:00:00.000Z' });
  expect(await screen.findByLabelText('Start Date')).toBeDisabled();
  expect(screen.getByLabelText('End Date')).toBeDisabled();
  expect(screen.getByText(EXPIRED)).toBeTruthy();
});

test('a user quiz has Access Type and captions but no article or Quiz Type', async () => {
  open('my-quiz', { kind: 'user' });
  await screen.findByLabelText('Start Date');
  expect(screen.queryByRole('group', { name: /access type/i })).not.toBeNull();
  expect(screen.queryByLabelText(/quiz type/i)).toBeNull();
  expect(screen.queryByRole('button', { name: /select article/i })).toBeNull();
});

test('a library quiz has Quiz Type and the Activity Title but no Access Type', async () => {
  open('library', { kind: 'library' });
  await screen.findByLabelText('Start Date');
  expect(screen.queryByLabelText(/quiz type/i)).not.toBeNull();
  expect(screen.queryByLabelText(/activity title/i)).not.toBeNull();
  expect(screen.queryByRole('group', { name: /access type/i })).toBeNull();
});

test('an admin quiz names its article and has neither Quiz Type nor Access Type', async () => {
  open('admin-quiz', { kind: 'admin' });
  await screen.findByLabelText('Start Date');
  expect(screen.queryByRole('button', { name: /select article/i })).not.toBeNull();
  expect(screen.queryByLabelText(/quiz type/i)).toBeNull();
  expect(screen.queryByRole('group', { name: /access type/i })).toBeNull();
});
