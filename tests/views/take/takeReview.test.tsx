/** The student's review page as the review setting shapes what the server sends (ADR 210). */
import { render, screen } from '@testing-library/react';
import type { TakeOutcome } from '../../../src/api/take/takeContract';
import { takeQuizMachine } from '../../../src/machines/take/takeQuizMachine';
import { createTakeQuizServices } from '../../../src/machines/take/takeQuizServices';
import { TakePage } from '../../../src/views/take/TakePage';
import { DEVICE_NOW, TAKE_TOKEN, takeOutcome, takeSession } from '../../support/takeFixtures';

function renderReview(outcome: TakeOutcome) {
  const session = takeSession({ state: 'submitted', answers: { '11': [2] }, outcome });
  const fetcher: typeof fetch = async () =>
    new Response(JSON.stringify({ content: session }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  const logic = takeQuizMachine.provide(
    createTakeQuizServices({ fetch: fetcher, storage: window.localStorage }),
  );
  render(<TakePage logic={logic} token={TAKE_TOKEN} clock={() => DEVICE_NOW} />);
}

test('a score waiting for its release shows no number and says when it comes', async () => {
  renderReview(
    takeOutcome({
      score: null,
      percentage: null,
      rightAnswers: null,
      review: null,
      scoreWait: 'release',
      answersWait: null,
    }),
  );
  const score = await screen.findByTestId('take-score');
  expect(score).toHaveTextContent('Not shown yet');
  expect(score).not.toHaveTextContent('%');
  expect(screen.getByText('Your score shows here when your teacher releases it.')).toBeInTheDocument();
  expect(screen.getByText('Your teacher sees your answers and the right ones.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Right answers' })).not.toBeInTheDocument();
});

test('answers waiting for the deadline say so; the score and comments show beside the student’s answers', async () => {
  renderReview(
    takeOutcome({
      rightAnswers: null,
      comment: 'Well done overall.',
      review: {
        '11': { max: 1, comment: 'Look at the membrane again.' },
        '21': { max: 1 },
        '22': { max: 1 },
      },
      answersWait: 'deadline',
    }),
  );
  expect(await screen.findByTestId('take-score')).toHaveTextContent('2 of 3');
  expect(
    screen.getByText('The right answers and feedback show here after the deadline.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Your answers' })).toBeInTheDocument();
  expect(screen.getByText('Well done overall.')).toBeInTheDocument();
  expect(screen.getByText('Look at the membrane again.')).toBeInTheDocument();
  expect(screen.queryByText('Right answer')).not.toBeInTheDocument();
  expect(screen.getAllByText('Your answer').length).toBeGreaterThan(0);
});

test('once shown: the right answers, points, feedback and the teacher’s comment', async () => {
  renderReview(
    takeOutcome({
      comment: 'Well done overall.',
      review: {
        '11': {
          max: 1,
          earned: 0,
          correct: false,
          rightAnswer: 'A membrane',
          feedback: ['Cells have membranes.'],
        },
        '21': { max: 1, earned: 1, correct: true, rightAnswer: 'Nucleus, Mitochondrion', feedback: [] },
        '22': { max: 1, earned: 1, correct: true, rightAnswer: 'Nucleus', feedback: [] },
      },
    }),
  );
  expect(await screen.findByRole('heading', { name: 'Right answers' })).toBeInTheDocument();
  expect(screen.getByText('Cells have membranes.')).toBeInTheDocument();
  expect(screen.getByText('Points: 0 of 1')).toBeInTheDocument();
  expect(screen.getByText('Well done overall.')).toBeInTheDocument();
});

test('a pending essay shows the auto-scored part with Needs grading, never a final score', async () => {
  renderReview(takeOutcome({ needsGrading: true, percentage: 83, score: 5, maxScore: 6 }));
  const score = await screen.findByTestId('take-score');
  expect(score).toHaveTextContent('83 % so far · Needs grading');
  expect(score).not.toHaveTextContent('5 of 6');
});

test('a pending essay whose score is not shown yet says Needs grading alone', async () => {
  renderReview(takeOutcome({ needsGrading: true, percentage: null, score: null }));
  const score = await screen.findByTestId('take-score');
  expect(score).toHaveTextContent('Needs grading');
  expect(score).not.toHaveTextContent('%');
});

test('rich feedback (an imported question’s) reads as text, never as its markup', async () => {
  renderReview(
    takeOutcome({
      review: {
        '11': {
          max: 1,
          earned: 0,
          correct: false,
          feedback: ['<p>Read <em>chapter 2</em> &amp; compare.</p>'],
        },
        '21': { max: 1 },
        '22': { max: 1 },
      },
    }),
  );
  expect(await screen.findByText('chapter 2')).toBeInTheDocument();
  expect(document.body).toHaveTextContent('Read chapter 2 & compare.');
  expect(document.body.textContent).not.toMatch(/<p>|&amp;/);
});
