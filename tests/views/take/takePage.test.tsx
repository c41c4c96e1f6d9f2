import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TakeOutcome, TakeSession } from '../../../src/api/take/takeContract';
import { retryDelayMs } from '../../../src/domain/take/takeAnswers';
import { takeQuizMachine } from '../../../src/machines/take/takeQuizMachine';
import { createTakeQuizServices } from '../../../src/machines/take/takeQuizServices';
import { TakePage } from '../../../src/views/take/TakePage';
import { DEVICE_NOW, TAKE_TOKEN, takeOutcome, takeSession } from '../../support/takeFixtures';

/** The student API as the page meets it: one assignment, its saves, and a switch for the network. */
function fakeServer(initial: TakeSession, outcome: TakeOutcome = takeOutcome()) {
  const server = {
    session: initial,
    saves: [] as { itemId: string; optionIds: number[] }[],
    online: true,
    status: 200,
    /** Calls that found the network down, and when (the device's real time). */
    refused: 0,
    refusedAt: [] as number[],
    /** When each save reached the server. */
    savedAt: [] as number[],
  };
  const json = (status: number, content: unknown) =>
    new Response(JSON.stringify({ content }), { status, headers: { 'content-type': 'application/json' } });
  const fetcher: typeof fetch = async (input, init) => {
    if (!server.online) {
      server.refused += 1;
      server.refusedAt.push(Date.now());
      throw new TypeError('Failed to fetch');
    }
    const path = new URL(String(input), 'http://student.test').pathname;
    const method = init?.method ?? 'GET';
    if (server.status !== 200) return json(server.status, { message: 'Unknown link' });
    if (method === 'GET') return json(200, server.session);
    if (path.endsWith('/start')) {
      server.session = { ...server.session, state: 'in_progress', startedAt: server.session.serverNow };
      return json(200, server.session);
    }
    if (path.endsWith('/submit')) {
      server.session = { ...server.session, state: 'submitted', outcome };
      return json(200, outcome);
    }
    const itemId = path.split('/').pop()!;
    const { optionIds } = JSON.parse(String(init?.body)) as { optionIds: number[] };
    server.saves.push({ itemId, optionIds });
    server.savedAt.push(Date.now());
    server.session = { ...server.session, answers: { ...server.session.answers, [itemId]: optionIds } };
    return json(200, { savedAt: server.session.serverNow, answeredCount: server.saves.length });
  };
  return { server, fetcher };
}

function renderPage(fetcher: typeof fetch, storage: Storage = window.localStorage) {
  const logic = takeQuizMachine.provide(createTakeQuizServices({ fetch: fetcher, storage }));
  const user = userEvent.setup();
  const view = render(<TakePage logic={logic} token={TAKE_TOKEN} clock={() => DEVICE_NOW} />);
  return { user, ...view };
}

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

beforeEach(() => window.localStorage.clear());
afterEach(() => setOnline(true));

test('a link the server does not know says so', async () => {
  const { server, fetcher } = fakeServer(takeSession());
  server.status = 404;
  renderPage(fetcher);
  expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
});

test('an expired quiz shows Expired and no questions', async () => {
  const { fetcher } = fakeServer(takeSession({ state: 'expired', activities: [], dueAt: null }));
  renderPage(fetcher);
  expect(await screen.findByRole('heading', { name: 'Expired' })).toBeInTheDocument();
  expect(screen.getByText('Cell Biology Basics')).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

test('the intro tells the time limit and question count; Start opens the first activity', async () => {
  const { fetcher } = fakeServer(takeSession({ state: 'not_started', startedAt: null, dueAt: null }));
  const { user } = renderPage(fetcher);
  await screen.findByRole('heading', { name: 'Cell Biology Basics' });
  expect(screen.getByText('Time limit').nextSibling).toHaveTextContent('10 minutes');
  expect(screen.getByText('Questions').nextSibling).toHaveTextContent('3');
  await user.click(screen.getByRole('button', { name: 'Start' }));
  expect(await screen.findByRole('heading', { name: 'Membranes' })).toBeInTheDocument();
  expect(screen.getByText('Activity 1 of 2')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Question 1 of 3 What surrounds a cell?' })).toBeInTheDocument();
});

test('after Start the keyboard is at the first activity’s heading, not on the page body', async () => {
  const { fetcher } = fakeServer(takeSession({ state: 'not_started', startedAt: null, dueAt: null }));
  const { user } = renderPage(fetcher);
  await user.click(await screen.findByRole('button', { name: 'Start' }));
  const heading = await screen.findByRole('heading', { name: 'Membranes' });
  await waitFor(() => expect(heading).toHaveFocus());
});

test('a choice is saved, and the time left follows the server clock, not the device', async () => {
  const { server, fetcher } = fakeServer(takeSession());
  const { user } = renderPage(fetcher);
  // The device says 10 minutes are left; the server, 5 minutes ahead, says 5.
  expect(await screen.findByRole('timer', { name: 'Time left' })).toHaveTextContent('5:00');
  await user.click(screen.getByRole('radio', { name: 'A membrane' }));
  expect(screen.getByRole('radio', { name: 'A membrane' })).toBeChecked();
  await waitFor(() => expect(server.saves).toEqual([{ itemId: '11', optionIds: [1] }]));
  await waitFor(() => expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Saved'));
  expect(screen.getByText('1 of 3 questions answered')).toBeInTheDocument();
});

test('offline, the answer waits on the device, survives a reload and reaches the server once back online', async () => {
  const { server, fetcher } = fakeServer(takeSession());
  const first = renderPage(fetcher);
  await screen.findByRole('heading', { name: 'Membranes' });
  server.online = false;
  setOnline(false);
  await first.user.click(screen.getByRole('radio', { name: 'A shell' }));
  expect(
    await screen.findByText('Offline — answers will be sent when you are back online'),
  ).toBeInTheDocument();
  expect(server.saves).toEqual([]);

  // A reload while still offline: the choice is read back from the device.
  first.unmount();
  server.online = true;
  const second = renderPage(fetcher);
  await screen.findByRole('heading', { name: 'Membranes' });
  expect(screen.getByRole('radio', { name: 'A shell' })).toBeChecked();
  await waitFor(() => expect(server.saves).toEqual([{ itemId: '11', optionIds: [2] }]));
  await waitFor(() => expect(window.localStorage.length).toBe(0));
  second.unmount();
});

test('back online, the waiting answer is sent at once, not at the next retry', async () => {
  const { server, fetcher } = fakeServer(takeSession());
  const { user } = renderPage(fetcher);
  await screen.findByRole('heading', { name: 'Membranes' });
  server.online = false;
  setOnline(false);
  await user.click(screen.getByRole('radio', { name: 'A membrane' }));
  await screen.findByText('Offline — answers will be sent when you are back online');
  // The first retry (after 1 s) fails too: the next one is 2 s away.
  await waitFor(() => expect(server.refused).toBe(2));
  server.online = true;
  setOnline(true);
  await waitFor(() => expect(server.saves).toEqual([{ itemId: '11', optionIds: [1] }]));
  // Sent by coming back online: before the next retry was due, however slow the machine.
  expect(server.savedAt[0]! - server.refusedAt[1]!).toBeLessThan(retryDelayMs(1));
  expect(server.refused).toBe(2);
  expect(await screen.findByText('Saved')).toBeInTheDocument();
});

test('Submit asks first, naming the unanswered questions; the score shows green with the right answers', async () => {
  const { fetcher } = fakeServer(takeSession());
  const { user } = renderPage(fetcher);
  await user.click(await screen.findByRole('radio', { name: 'A membrane' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Organelles' })).toHaveFocus();
  await user.click(screen.getByRole('checkbox', { name: 'Nucleus' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Submit your answers?' });
  expect(dialog).toHaveTextContent('1 question is unanswered.');
  await user.click(within(dialog).getByRole('button', { name: 'Submit now' }));
  const score = await screen.findByTestId('take-score');
  expect(score).toHaveTextContent('2 of 3');
  expect(score).toHaveTextContent('67 %');
  expect(score).toHaveTextContent('Passed');
  expect(score).toHaveClass('text-green-800');
  expect(screen.getByRole('heading', { name: 'Right answers' })).toBeInTheDocument();
});

test('a score below 60 % shows red, and a graded quiz shows no right answers', async () => {
  const { fetcher } = fakeServer(
    takeSession({
      state: 'submitted',
      quiz: { ...takeSession().quiz, isGraded: true },
      outcome: takeOutcome({ percentage: 33, score: 1, rightAnswers: null }),
    }),
  );
  renderPage(fetcher);
  const score = await screen.findByTestId('take-score');
  expect(score).toHaveTextContent('33 %');
  expect(score).toHaveTextContent('Below 60 %');
  expect(score).toHaveClass('text-red-800');
  expect(screen.queryByRole('heading', { name: 'Right answers' })).not.toBeInTheDocument();
});

test('when the server says the time is over, the page submits by itself', async () => {
  // 4 minutes past due on the server's clock, though the device would say a minute is left.
  const { server, fetcher } = fakeServer(takeSession({ dueAt: '2026-03-10T09:01:00.000Z' }));
  renderPage(fetcher);
  expect(await screen.findByTestId('take-score')).toHaveTextContent('67 %');
  expect(server.session.state).toBe('submitted');
});
