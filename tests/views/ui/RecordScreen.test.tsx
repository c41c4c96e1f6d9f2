/**
 * RecordScreen (ADR 191): the blocks every read screen shows, reached with the keyboard. The record machine's read
 * is a promise the test answers; axe runs on the real screens in the browser tests.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createActor } from 'xstate';
import { ApiError } from '../../../src/api/shared/http';
import { recordMachine, recordServices } from '../../../src/machines/shared/recordMachine';
import { RecordScreen } from '../../../src/views/ui/RecordScreen';
import { createI18n } from '../../support/i18n';

function setUp() {
  const answers: { resolve(value: unknown): void; reject(error: unknown): void }[] = [];
  const actor = createActor(
    recordMachine.provide(
      recordServices(() => new Promise((resolve, reject) => answers.push({ resolve, reject }))),
    ),
    { input: {} },
  ).start();
  const answer = async (outcome: { record: unknown } | { error: unknown }) => {
    await act(async () => {
      const next = answers[answers.length - 1]!;
      if ('record' in outcome) next.resolve(outcome.record);
      else next.reject(outcome.error);
    });
  };
  render(
    <I18nextProvider i18n={createI18n()}>
      <button type="button">Before</button>
      <RecordScreen<{ title: string }>
        record={actor}
        failedText="The dashboard could not be loaded."
        notFoundTitle="Class not found"
        notFoundText="Not found. This class does not exist or is not shared with you."
        notFoundAction={<a href="/classes">Back to classes</a>}
      >
        {(record) => <h1>{record.title}</h1>}
      </RecordScreen>
    </I18nextProvider>,
  );
  return { actor, answer, answers };
}

test('while the record loads the screen says Loading', () => {
  setUp();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

test('a failed read is an alert whose Try again the keyboard reaches, and a second failure keeps the focus on it', async () => {
  const { answer, answers } = setUp();
  const user = userEvent.setup();
  await answer({ error: new ApiError(500, 'Internal error') });
  expect(screen.getByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');

  await user.tab();
  await user.tab();
  const retry = screen.getByRole('button', { name: 'Try again' });
  expect(retry).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(answers).toHaveLength(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

  await answer({ error: new ApiError(0, 'The server could not be reached.') });
  expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
});

test('after Try again the record takes the focus when it arrives, never the page body', async () => {
  const { answer } = setUp();
  const user = userEvent.setup();
  await answer({ error: new ApiError(500, 'Internal error') });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await answer({ record: { title: 'Biology 101' } });
  const heading = screen.getByRole('heading', { name: 'Biology 101' });
  expect(document.activeElement).not.toBe(document.body);
  expect(document.activeElement).toContainElement(heading);
});

test('a missing record says not found with the way back, and offers no Try again', async () => {
  const { answer } = setUp();
  await answer({ error: new ApiError(404, 'Class not found') });
  expect(screen.getByRole('heading', { name: 'Class not found' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Not found. This class does not exist or is not shared with you.',
  );
  expect(screen.getByRole('link', { name: 'Back to classes' })).toHaveAttribute('href', '/classes');
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

test('a failed refresh keeps the record on screen and says so', async () => {
  const { actor, answer } = setUp();
  await answer({ record: { title: 'Biology 101' } });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  act(() => actor.send({ type: 'record.refresh' }));
  expect(screen.getByRole('heading', { name: 'Biology 101' })).toBeInTheDocument();
  await answer({ error: new ApiError(503, 'Unavailable') });
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This could not be loaded again. What you see is from the last time it loaded.',
  );
  expect(screen.getByRole('heading', { name: 'Biology 101' })).toBeInTheDocument();
});
