/**
 * The student's "Show hint" button (ADR 293): the hint's text is asked of the server only when the button is
 * pressed, shows under the question and is announced; the next button says what it costs, and the solution comes
 * last.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TakeSession } from '../../../src/api/take/takeContract';
import { takeQuizMachine } from '../../../src/machines/take/takeQuizMachine';
import { createTakeQuizServices } from '../../../src/machines/take/takeQuizServices';
import { TakePage } from '../../../src/views/take/TakePage';
import { DEVICE_NOW, TAKE_TOKEN, takeSession } from '../../support/takeFixtures';

const HINTS = ['<p>It is thin and flexible.</p>', '<p>A <strong>membrane</strong>.</p>'];

function sessionWithHints(): TakeSession {
  const session = takeSession();
  const [first, ...rest] = session.activities;
  const items = first!.items.map((item) =>
    item.kind === 'question' && item.id === 11
      ? { ...item, hints: { count: 2, solution: true, penalties: [0.25, 1] } }
      : item,
  );
  return { ...session, activities: [{ ...first!, items }, ...rest] };
}

function fakeServer() {
  const asked: { itemId: string; index: number }[] = [];
  const json = (content: unknown) =>
    new Response(JSON.stringify({ content }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  const fetcher: typeof fetch = async (input, init) => {
    const path = new URL(String(input), 'http://student.test').pathname;
    if ((init?.method ?? 'GET') === 'GET') return json(sessionWithHints());
    const hint = /\/hints\/(\d+)$/.exec(path);
    if (hint) {
      const { index } = JSON.parse(String(init?.body)) as { index: number };
      asked.push({ itemId: hint[1]!, index });
      return json({ text: HINTS[index], used: index + 1 });
    }
    return json({ savedAt: DEVICE_NOW.toISOString(), answeredCount: 0 });
  };
  return { asked, fetcher };
}

test('a hint is fetched only when asked for, shows under its question, and the solution comes last', async () => {
  const { asked, fetcher } = fakeServer();
  const logic = takeQuizMachine.provide(
    createTakeQuizServices({ fetch: fetcher, storage: window.localStorage }),
  );
  const user = userEvent.setup();
  render(<TakePage logic={logic} token={TAKE_TOKEN} clock={() => DEVICE_NOW} />);
  const question = await screen.findByRole('group', { name: 'Question 1 of 3 What surrounds a cell?' });

  // Before asking: a button saying what it costs, and no hint text anywhere.
  const show = within(question).getByRole('button', { name: 'Show hint' });
  expect(show).toHaveAccessibleDescription('Costs 25 % of this question’s points');
  expect(screen.queryByText('It is thin and flexible.')).not.toBeInTheDocument();
  expect(asked).toEqual([]);

  // With the keyboard: the hint is asked for and shown.
  show.focus();
  await user.keyboard('{Enter}');
  expect(await within(question).findByText('It is thin and flexible.')).toBeInTheDocument();
  expect(within(question).getByText('Hint 1')).toBeInTheDocument();
  expect(asked).toEqual([{ itemId: '11', index: 0 }]);

  // Then the solution, which costs the whole question.
  const solution = within(question).getByRole('button', { name: 'Show solution' });
  expect(solution).toHaveAccessibleDescription('Costs all of this question’s points');
  await user.click(solution);
  expect(await within(question).findByText('Solution')).toBeInTheDocument();
  expect(within(question).getByText('membrane')).toBeInTheDocument();
  expect(asked).toEqual([
    { itemId: '11', index: 0 },
    { itemId: '11', index: 1 },
  ]);
  // Nothing is left to ask for; a question without hints never had a button.
  await waitFor(() =>
    expect(within(question).queryByRole('button', { name: /Show/ })).not.toBeInTheDocument(),
  );
  expect(screen.getAllByRole('list').some((list) => list.getAttribute('aria-live') === 'polite')).toBe(true);
});
