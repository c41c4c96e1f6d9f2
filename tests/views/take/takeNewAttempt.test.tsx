/**
 * Try again on the student's result (ADR 219): offered while the quiz allows another attempt, it opens a new one on
 * the same link — the quiz's start page with nothing answered — with one request however often it is pressed;
 * with no attempt left the result shows no Try again.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TakeSession } from '../../../src/api/take/takeContract';
import { takeQuizMachine } from '../../../src/machines/take/takeQuizMachine';
import { createTakeQuizServices } from '../../../src/machines/take/takeQuizServices';
import { TakePage } from '../../../src/views/take/TakePage';
import { DEVICE_NOW, TAKE_TOKEN, takeOutcome, takeSession } from '../../support/takeFixtures';

function renderResult(attempt: NonNullable<TakeSession['attempt']>) {
  const requests: string[] = [];
  const submitted = takeSession({
    state: 'submitted',
    answers: { '11': [2] },
    outcome: takeOutcome(),
    attempt,
  });
  const fresh = takeSession({
    state: 'not_started',
    startedAt: null,
    dueAt: null,
    answers: {},
    outcome: null,
    attempt: {
      number: attempt.number + 1,
      left: attempt.left === null ? null : attempt.left - 1,
      canRetry: false,
    },
  });
  const fetcher: typeof fetch = async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    requests.push(`${init?.method ?? 'GET'} ${path}`);
    const content = path.endsWith('/retry') ? fresh : submitted;
    return new Response(JSON.stringify({ content }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const logic = takeQuizMachine.provide(
    createTakeQuizServices({ fetch: fetcher, storage: window.localStorage }),
  );
  render(<TakePage logic={logic} token={TAKE_TOKEN} clock={() => DEVICE_NOW} />);
  return { requests, user: userEvent.setup() };
}

test('Try again opens a new attempt on the start page with one request, however often it is pressed', async () => {
  const { requests, user } = renderResult({ number: 1, left: 2, canRetry: true });
  expect(await screen.findByText('Attempt 1')).toBeInTheDocument();
  expect(screen.getByText('Attempts left: 2')).toBeInTheDocument();
  const again = screen.getByRole('button', { name: 'Try again' });
  again.focus();
  await user.keyboard('{Enter}{Enter}');
  expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
  expect(screen.queryByTestId('take-score')).not.toBeInTheDocument();
  expect(requests.filter((r) => r.startsWith('POST'))).toEqual([`POST /api/take/${TAKE_TOKEN}/retry`]);
});

test('unlimited attempts say so beside Try again', async () => {
  renderResult({ number: 3, left: null, canRetry: true });
  expect(await screen.findByText('Attempt 3')).toBeInTheDocument();
  expect(screen.getByText('You may try again as often as you like.')).toBeInTheDocument();
});

test('with no attempt left the result offers no Try again', async () => {
  renderResult({ number: 2, left: 0, canRetry: false });
  expect(await screen.findByText('Attempt 2')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});
