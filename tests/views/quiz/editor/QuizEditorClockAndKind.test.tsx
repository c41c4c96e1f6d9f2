/**
 * The editor screen takes the time from the app's clock through its machine, and the quiz's kind decides the
 * detail fields shown.
 */
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import { AppContext, useApp } from '../../../../src/views/AppContext';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { findPicker, isDisabled, isInvalid, typeDate } from '../../../support/datePicker';
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
  const { user } = open('my-quiz', { kind: 'user' });
  await findPicker('Start Date');
  await typeDate(user, 'Start Date', '02/28/2030 10:00 AM');
  expect(isInvalid('Start Date')).toBe(true);
  await typeDate(user, 'Start Date', '03/02/2030 10:00 AM');
  expect(isInvalid('Start Date')).toBe(false);
  // Two dates typed key by key in the whole editor take longer than the default budget.
});

test('an owner whose subscription ended before the clock cannot change the dates', async () => {
  open('my-quiz', { kind: 'user', ownerSubscriptionEndsAt: '2030-02-01T00:00:00.000Z' });
  await findPicker('Start Date');
  expect(isDisabled('Start Date')).toBe(true);
  expect(isDisabled('End Date')).toBe(true);
  expect(
    screen.getAllByRole('tooltip', { hidden: true }).filter((tip) => tip.textContent === EXPIRED),
  ).toHaveLength(2);
});

test('a user quiz has Access Type and captions but no article or Quiz Type', async () => {
  open('my-quiz', { kind: 'user' });
  await findPicker('Start Date');
  expect(screen.queryByRole('group', { name: /access type/i })).not.toBeNull();
  expect(screen.queryByLabelText(/quiz type/i)).toBeNull();
  expect(screen.queryByRole('button', { name: /select article/i })).toBeNull();
});

test('a library quiz has Quiz Type and the Activity Title but no Access Type', async () => {
  open('library', { kind: 'library' });
  await findPicker('Start Date');
  expect(screen.queryByLabelText(/quiz type/i)).not.toBeNull();
  expect(screen.queryByLabelText(/activity title/i)).not.toBeNull();
  expect(screen.queryByRole('group', { name: /access type/i })).toBeNull();
});

test('an admin quiz names its article and has neither Quiz Type nor Access Type', async () => {
  open('admin-quiz', { kind: 'admin' });
  await findPicker('Start Date');
  expect(screen.queryByRole('button', { name: /select article/i })).not.toBeNull();
  expect(screen.queryByLabelText(/quiz type/i)).toBeNull();
  expect(screen.queryByRole('group', { name: /access type/i })).toBeNull();
});
