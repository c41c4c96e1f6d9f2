import { fireEvent, screen } from '@testing-library/react';
import type { Quiz } from '../../../../src/domain/quiz';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { storedQuiz } from '../../../support/quizFixtures';
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

test('a Start Date in the past shows its error under the field; the pickers start at now', async () => {
  openUserQuiz({});
  const start = await screen.findByLabelText('Start Date');
  expect(start.getAttribute('min')! >= new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)).toBe(
    true,
  );
  fireEvent.change(start, { target: { value: '2020-01-01T10:00' } });
  expect(start).toHaveAccessibleDescription('Start Date should be after the current time');
  expect(start).toBeInvalid();
});

test('an End Date chosen in the past becomes the next half-hour', async () => {
  openUserQuiz({});
  const end = await screen.findByLabelText('End Date');
  fireEvent.change(end, { target: { value: '2020-01-01T10:00' } });
  const value = (end as HTMLInputElement).value;
  expect(new Date(value).getTime()).toBeGreaterThan(Date.now());
  expect(['00', '30']).toContain(value.slice(-2));
});

test('an owner with a subscription end: the End Date is capped and the tooltip says why', async () => {
  openUserQuiz({ ownerSubscriptionEndsAt: '2099-01-01T00:00:00.000Z' });
  const end = await screen.findByLabelText('End Date');
  expect(end.getAttribute('max')).toMatch(/^209[89]-/);
  expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(TOOLTIP);
  expect(end).toBeEnabled();
});

test('an owner whose trial has ended cannot change the dates, and is told why', async () => {
  openUserQuiz({ ownerSubscriptionEndsAt: '2020-01-01T00:00:00.000Z', endDate: '2020-02-01T00:00:00.000Z' });
  expect(await screen.findByLabelText('End Date')).toBeDisabled();
  expect(screen.getByLabelText('Start Date')).toBeDisabled();
  expect(screen.getByText(EXPIRED)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Title' })).toBeEnabled();
});

test('without a subscription end there is no cap and no tooltip', async () => {
  openUserQuiz({});
  const end = await screen.findByLabelText('End Date');
  expect(end).not.toHaveAttribute('max');
  expect(screen.queryByText(TOOLTIP)).not.toBeInTheDocument();
});
