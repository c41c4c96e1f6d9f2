import { screen } from '@testing-library/react';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { storedQuiz } from '../../../support/quizFixtures';
import { findPicker, isDisabled, isInvalid, segments, shown, typeDate } from '../../../support/datePicker';
import { renderEditor } from './renderEditor';

const TOOLTIP = 'Deadlines cannot be set beyond trial or subscription end date for the user.';
const EXPIRED = 'You cannot perform this action as your trial period has expired.';

function openUserQuiz(overrides: Partial<Quiz>) {
  const quiz = storedQuiz({ id: 8, kind: 'user', title: 'Enzyme Kinetics', version: 2, ...overrides });
  return renderEditor(<QuizEditorView context="my-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));
}

beforeEach(() => localStorage.clear());

test('a Start Date in the past shows its error under the field and marks it invalid', async () => {
  const { user } = openUserQuiz({});
  await findPicker('Start Date');
  await typeDate(user, 'Start Date', '01/01/2020 10:00 AM');
  expect(segments('Start Date')[0]).toHaveAccessibleDescription(
    /Start Date should be after the current time/,
  );
  expect(isInvalid('Start Date')).toBe(true);
});

test('the date pickers show the SPEC format MM/dd/yyyy hh:mm a', async () => {
  const { user } = openUserQuiz({});
  await findPicker('Start Date');
  await typeDate(user, 'Start Date', '03/04/2031 09:05 PM');
  expect(shown('Start Date')).toBe('03/04/2031, 09:05 PM');
});

test('an End Date chosen in the past becomes the next half-hour', async () => {
  const { user } = openUserQuiz({});
  await findPicker('End Date');
  await typeDate(user, 'End Date', '01/01/2020 10:00 AM');
  const value = (document.querySelector('input[name="endDate"]') as HTMLInputElement).value;
  expect(new Date(value).getTime()).toBeGreaterThan(Date.now());
  expect(['00', '30']).toContain(value.slice(14, 16));
});

test('an owner with a subscription end: the End Date is capped and the tooltip says why', async () => {
  const { user } = openUserQuiz({ ownerSubscriptionEndsAt: '2099-01-01T00:00:00.000Z' });
  await findPicker('End Date');
  expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(TOOLTIP);
  expect(isDisabled('End Date')).toBe(false);
  await typeDate(user, 'End Date', '06/01/2099 10:00 AM');
  expect(isInvalid('End Date')).toBe(true);
});

test('an owner whose trial has ended cannot change the dates, and is told why', async () => {
  openUserQuiz({ ownerSubscriptionEndsAt: '2020-01-01T00:00:00.000Z', endDate: '2020-02-01T00:00:00.000Z' });
  await findPicker('End Date');
  expect(isDisabled('End Date')).toBe(true);
  expect(isDisabled('Start Date')).toBe(true);
  // SPEC's message is on each locked date (its tooltip, ADR 270).
  expect(
    screen.getAllByRole('tooltip', { hidden: true }).filter((tip) => tip.textContent === EXPIRED),
  ).toHaveLength(2);
  expect(screen.getByRole('textbox', { name: 'Title' })).toBeEnabled();
});

test('without a subscription end there is no cap and no tooltip', async () => {
  const { user } = openUserQuiz({});
  await findPicker('End Date');
  expect(screen.queryByText(TOOLTIP)).not.toBeInTheDocument();
  await typeDate(user, 'End Date', '06/01/2099 10:00 AM');
  expect(isInvalid('End Date')).toBe(false);
});
