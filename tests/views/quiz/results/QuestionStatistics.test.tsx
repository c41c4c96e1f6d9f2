import { screen, waitFor, within } from '@testing-library/react';
import {
  quizStatistics,
  type Attempt,
  type QuestionVersion,
} from '../../../../src/domain/quiz/results/quizStatistics';
import { QuestionStatistics } from '../../../../src/views/quiz/results/QuestionStatistics';
import { renderScreen, type FakeRoute } from './renderScreen';

const questions: QuestionVersion[] = [
  {
    itemId: 1,
    title: 'Which organelle makes ATP?',
    options: [
      { id: 11, text: 'Mitochondrion' },
      { id: 12, text: 'Nucleus' },
      { id: 13, text: 'Golgi apparatus' },
    ],
    right: [11],
  },
  {
    itemId: 2,
    // Titles are rich text: the table shows the text a reader sees, never the markup.
    title: '<p>Which gas is <strong>released</strong>?</p><p>Pick&nbsp;one.</p>',
    options: [
      { id: 21, text: 'Oxygen' },
      { id: 22, text: 'Carbon dioxide' },
    ],
    right: [22],
  },
];

/** Six attempts: question 1 right for the four best, question 2 right only for the two weakest. */
const attempts: Attempt[] = [95, 85, 70, 65, 30, 10].map((percentage, index) => ({
  percentage,
  version: 1,
  questions,
  answers: {
    1: { optionIds: index < 4 ? [11] : [12], timeSpentMs: (index + 1) * 10_000 },
    2: { optionIds: index >= 4 ? [22] : [21], timeSpentMs: 65_000 },
  },
}));

const ok =
  (content: unknown): FakeRoute =>
  () => ({ status: 200, body: { content } });

test('the distribution and every question show with facility, discrimination, median time and flags in words', async () => {
  renderScreen(<QuestionStatistics quizId={5} />, ok(quizStatistics(questions, attempts)));
  expect(await screen.findByRole('heading', { name: 'Question statistics' })).toBeInTheDocument();
  expect(screen.getByText('Based on 6 submitted attempts.')).toBeInTheDocument();

  const table = screen.getByRole('table', { name: /^Questions with facility/ });
  const first = within(table).getByRole('row', { name: /Which organelle makes ATP\?/ });
  // 4 of 6 right; upper (95, 85) 2/2, lower (30, 10) 0/2; times 10, 20, …, 60 s → 35 s.
  expect(
    within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['1', '67 %', '1.00', '35 s', 'Unpicked distractor']);
  const second = within(table).getByRole('row', { name: /Which gas is released\? Pick one\./ });
  expect(second).not.toHaveTextContent('<p>');
  expect(second).toHaveTextContent('33 %');
  expect(second).toHaveTextContent('−1.00');
  expect(second).toHaveTextContent('1 min 5 s');
  expect(within(second).getByRole('listitem')).toHaveTextContent('Negative discrimination');
});

test('the chart loads lazily, and its table says the same in text: read by screen readers, shown on request', async () => {
  const { user } = renderScreen(<QuestionStatistics quizId={5} />, ok(quizStatistics(questions, attempts)));
  const chart = await screen.findByRole('img', { name: /^Score distribution/ });
  // The chart library is a chunk of its own, fetched the first time a chart shows.
  await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull());

  const data = screen.getByRole('table', { name: 'Score distribution' });
  expect(data.parentElement).toHaveClass('sr-only');
  expect(within(data).getByRole('row', { name: '90–100 % 1' })).toBeInTheDocument();
  expect(within(data).getByRole('row', { name: '60–69 % 1' })).toBeInTheDocument();
  expect(within(data).getByRole('row', { name: '20–29 % 0' })).toBeInTheDocument();

  const toggle = screen.getByRole('button', { name: 'Show as table' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  expect(data.parentElement).not.toHaveClass('sr-only');
});

test('a question opens to its options: picks, shares, the right answer marked and those who left it blank', async () => {
  const { user } = renderScreen(<QuestionStatistics quizId={5} />, ok(quizStatistics(questions, attempts)));
  const open = await screen.findByRole('button', { name: 'Options of question 1' });
  expect(screen.queryByRole('table', { name: /question 1 was picked/ })).not.toBeInTheDocument();
  await user.click(open);
  expect(open).toHaveAttribute('aria-expanded', 'true');
  const options = screen.getByRole('table', { name: 'How often each option of question 1 was picked' });
  expect(within(options).getByRole('row', { name: /Mitochondrion/ })).toHaveTextContent(
    'MitochondrionRight answer467 %',
  );
  expect(within(options).getByRole('row', { name: /Nucleus/ })).toHaveTextContent('Nucleus233 %');
  expect(within(options).getByRole('row', { name: /Golgi apparatus/ })).toHaveTextContent('00 %');
  expect(within(options).getByRole('row', { name: /No answer/ })).toHaveTextContent('00 %');
  await user.click(open);
  expect(screen.queryByRole('table', { name: /question 1 was picked/ })).not.toBeInTheDocument();
});

test('below 5 attempts there is no discrimination index and the screen says why', async () => {
  renderScreen(<QuestionStatistics quizId={5} />, ok(quizStatistics(questions, attempts.slice(0, 3))));
  const row = await screen.findByRole('row', { name: /Which organelle makes ATP\?/ });
  expect(row).toHaveTextContent('Needs 5 attempts');
  expect(within(row).getByText('None')).toBeInTheDocument();
  expect(screen.getByText(/^Fewer than 5 attempts at a question/)).toBeInTheDocument();
});

test('a question drawn from a bank says it was drawn at random and how many students drew it', async () => {
  const stats = quizStatistics(questions, attempts.slice(0, 2));
  const drawn = {
    ...stats,
    questions: stats.questions.map((q) => (q.itemId === 2 ? { ...q, drawn: true } : q)),
  };
  renderScreen(<QuestionStatistics quizId={5} />, ok(drawn));
  const row = await screen.findByRole('row', { name: /Which gas is released\?/ });
  expect(row).toHaveTextContent('Drawn at random, students who drew it: 2');
  expect(screen.getByRole('row', { name: /Which organelle makes ATP\?/ })).not.toHaveTextContent(
    'Drawn at random',
  );
});

test('with nothing submitted it says statistics appear once students submit', async () => {
  renderScreen(<QuestionStatistics quizId={5} />, ok(quizStatistics(questions, [])));
  expect(
    await screen.findByText('No submitted attempts yet. Statistics appear once students submit the quiz.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a failed load says so and tries again', async () => {
  let calls = 0;
  const { user, requests } = renderScreen(<QuestionStatistics quizId={5} />, () =>
    calls++ === 0
      ? { status: 500, body: { content: { message: 'Error' } } }
      : { status: 200, body: { content: quizStatistics(questions, attempts) } },
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('The question statistics could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Based on 6 submitted attempts.')).toBeInTheDocument();
  expect(requests.map((r) => r.path)).toEqual([
    '/api/admin/quiz/user_quiz/5/statistics',
    '/api/admin/quiz/user_quiz/5/statistics',
  ]);
});

test('the statistics of a quiz that is gone say not found, with nothing to try again', async () => {
  renderScreen(<QuestionStatistics quizId={5} />, () => ({
    status: 404,
    body: { content: { message: 'Quiz not found' } },
  }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Not found. It does not exist or is not shared with you.',
  );
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});
