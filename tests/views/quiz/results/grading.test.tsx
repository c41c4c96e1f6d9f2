/**
 * Grading in the console (ADR 209) over a fake server that keeps what is saved: points outside the question's
 * range are refused beside the field and never sent, saved points and comments show with the new total and their
 * history, a colleague's change meanwhile (409) is said and read again, and Needs grading walks through the waiting
 * answers to "Everything is graded".
 */
import { screen, within } from '@testing-library/react';
import { GRADING_MESSAGES, type AttemptGrading } from '../../../../src/domain/quiz/results/grading';
import type { StudentResult } from '../../../../src/domain/quiz/results/results';
import { NeedsGrading } from '../../../../src/views/quiz/results/NeedsGrading';
import StudentResultView from '../../../../src/views/quiz/results/StudentResultView';
import { renderScreen, type FakeRoute } from './renderScreen';

const result: StudentResult = {
  id: 11,
  quizId: 5,
  assignedUser: 'ana@uni.example',
  title: 'Light and colour',
  dateSubmitted: '2026-05-01T10:00:00.000Z',
  score: 1,
  rightAnswers: 1,
  questionCount: 2,
  isGraded: true,
  maxScore: 5,
  needsGrading: true,
  questions: [
    {
      questionOrder: 1,
      title: 'Explain why the sky is blue.',
      isCorrectAnswer: false,
      userAnswer: 'Blue light scatters most.',
      userIndexAnswer: [],
      correctAnswer: '',
      correctIndexAnswer: [],
      questionType: 'essay',
      points: 0,
      maxPoints: 4,
    },
    {
      questionOrder: 2,
      title: 'Light is a wave.',
      isCorrectAnswer: true,
      userAnswer: 'True',
      userIndexAnswer: [],
      correctAnswer: 'True',
      correctIndexAnswer: [],
      questionType: 'trueFalse',
      points: 1,
      maxPoints: 1,
    },
  ],
};

const initialGrading = (): AttemptGrading => ({
  assignmentId: 11,
  quizId: 5,
  email: 'ana@uni.example',
  submitted: true,
  score: 1,
  maxScore: 5,
  needsGrading: true,
  questions: [
    {
      itemId: 101,
      number: 1,
      title: 'Explain why the sky is blue.',
      answer: 'Blue light scatters most.',
      handScored: true,
      points: null,
      given: null,
      maxPoints: 4,
      comment: '',
      history: [],
    },
    {
      itemId: 102,
      number: 2,
      title: 'Light is a wave.',
      answer: 'True',
      handScored: false,
      points: 1,
      given: null,
      maxPoints: 1,
      comment: '',
      history: [],
    },
  ],
  attemptComment: '',
  attemptHistory: [],
  previousId: 10,
  nextId: 12,
});

/** A fake server keeping the grading; `conflictOnce` answers the next save with 409 after a colleague's grade. */
function gradingServer(options: { conflictOnce?: boolean } = {}) {
  let grading = initialGrading();
  let conflict = options.conflictOnce ?? false;
  const route: FakeRoute = ({ method, url, body }) => {
    if (url.pathname.endsWith('/grading') && method === 'GET')
      return { status: 200, body: { content: grading } };
    if (url.pathname.endsWith('/grading/points')) {
      const { itemId, points } = body as { itemId: number; points: number };
      if (conflict) {
        conflict = false;
        grading = {
          ...grading,
          questions: grading.questions.map((q) => (q.itemId === itemId ? { ...q, points: 2, given: 2 } : q)),
        };
        return { status: 409, body: { content: { message: GRADING_MESSAGES.changed } } };
      }
      const questions = grading.questions.map((q) =>
        q.itemId === itemId
          ? {
              ...q,
              points,
              given: points,
              history: [
                ...q.history,
                {
                  changedBy: 'Cora Porate',
                  changedAt: '2026-05-03T09:00:00.000Z',
                  fromPoints: q.points,
                  toPoints: points,
                  fromComment: null,
                  toComment: null,
                },
              ],
            }
          : q,
      );
      const score = questions.reduce((sum, q) => sum + (q.points ?? 0), 0);
      grading = { ...grading, questions, score, needsGrading: questions.some((q) => q.points === null) };
      return { status: 200, body: { content: grading } };
    }
    if (url.pathname.endsWith('/grading/comment')) {
      const { itemId, comment } = body as { itemId: number | null; comment: string };
      grading =
        itemId === null
          ? { ...grading, attemptComment: comment }
          : {
              ...grading,
              questions: grading.questions.map((q) => (q.itemId === itemId ? { ...q, comment } : q)),
            };
      return { status: 200, body: { content: grading } };
    }
    // The student's result reads the stored total, as the server's does.
    return {
      status: 200,
      body: { content: { ...result, score: grading.score, needsGrading: grading.needsGrading } },
    };
  };
  return route;
}

const posts = (requests: { method: string; path: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'POST');

test('points outside the range are refused beside the field and never sent; saved points show the new total and history', async () => {
  const { user, requests } = renderScreen(
    <StudentResultView context="customer-quiz" params={{ assignId: '11' }} />,
    gradingServer(),
  );
  const essayPoints = await screen.findByRole('textbox', { name: 'Points for question 1' });
  await user.type(essayPoints, '5');
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Points should be between 0 and 4')).toBeInTheDocument();
  expect(essayPoints).toHaveAttribute('aria-invalid', 'true');
  expect(posts(requests)).toEqual([]);

  await user.clear(essayPoints);
  await user.type(essayPoints, '3.5');
  const essayItem = essayPoints.closest('li')!;
  await user.click(within(essayItem).getByRole('button', { name: 'Save points' }));
  expect(await within(essayItem).findByText('Saved')).toBeInTheDocument();
  expect(posts(requests)).toEqual([
    expect.objectContaining({ body: { itemId: 101, points: 3.5, expected: null } }),
  ]);
  expect(screen.getByText('Total: 4.5 of 5 points')).toBeInTheDocument();
  // The summary reads the result again: the new total out of the version's points.
  expect(await screen.findByText('4.5 / 5')).toBeInTheDocument();
  expect(essayPoints).toHaveValue('3.5');
  await user.click(within(essayItem).getByText('Change history'));
  expect(within(essayItem).getByText(/Cora Porate, .*: points none → 3\.5/)).toBeVisible();

  const comment = screen.getByRole('textbox', { name: 'Comment on question 2' });
  await user.type(comment, 'Say why.');
  await user.click(within(comment.closest('li')!).getByRole('button', { name: 'Save comment' }));
  expect(await within(comment.closest('li')!).findByText('Saved')).toBeInTheDocument();
  expect(posts(requests).at(-1)!.body).toEqual({ itemId: 102, comment: 'Say why.', expected: '' });

  const attempt = screen.getByRole('textbox', { name: 'Comment on the attempt' });
  await user.type(attempt, 'Well argued.');
  await user.click(
    within(screen.getByRole('region', { name: 'Grading' })).getByRole('button', { name: 'Save comment' }),
  );
  expect(posts(requests).at(-1)!.body).toEqual({ itemId: null, comment: 'Well argued.', expected: '' });

  const others = screen.getByRole('navigation', { name: 'Other students' });
  expect(within(others).getByRole('link', { name: 'Previous student' })).toHaveAttribute(
    'href',
    '/admin/quiz/customer-quiz/user-results/10',
  );
  expect(within(others).getByRole('link', { name: 'Next student' })).toHaveAttribute(
    'href',
    '/admin/quiz/customer-quiz/user-results/12',
  );
});

test("a colleague's grade given meanwhile is said, and the field shows it after reading again", async () => {
  const { user } = renderScreen(
    <StudentResultView context="customer-quiz" params={{ assignId: '11' }} />,
    gradingServer({ conflictOnce: true }),
  );
  const essayPoints = await screen.findByRole('textbox', { name: 'Points for question 1' });
  await user.type(essayPoints, '3{Enter}');
  expect(
    await screen.findByText('Someone else changed this grade meanwhile. It was read again.'),
  ).toBeInTheDocument();
  expect(await screen.findByDisplayValue('2')).toBe(essayPoints);
});

const waiting = (assignmentId: number, email: string, answer: string) => ({
  assignmentId,
  email,
  submitAt: '2026-05-01T10:00:00.000Z',
  itemId: 101,
  number: 1,
  title: '<p>Explain why the sky is blue.</p>',
  answer,
  maxPoints: 4,
});

test('Needs grading shows one answer after another with Save and next and Next, then Everything is graded', async () => {
  const { user, requests } = renderScreen(<NeedsGrading quizId={5} />, ({ method, url }) => {
    if (url.pathname.endsWith('/needs_grading'))
      return {
        status: 200,
        body: {
          content: {
            entries: [
              waiting(11, 'ana@uni.example', 'Blue light scatters most.'),
              waiting(12, 'ben@uni.example', 'Because of the air.'),
            ],
          },
        },
      };
    expect(method).toBe('POST');
    return { status: 200, body: { content: initialGrading() } };
  });
  await user.click(await screen.findByRole('button', { name: 'Grade waiting answers (2)' }));
  expect(screen.getByText('Answer 1 of 2')).toBeInTheDocument();
  expect(screen.getByText('Blue light scatters most.')).toBeInTheDocument();
  const points = screen.getByRole('textbox', { name: 'Points for question 1' });
  expect(points).toHaveFocus();
  await user.keyboard('9{Enter}');
  expect(await screen.findByText('Points should be between 0 and 4')).toBeInTheDocument();
  await user.clear(points);
  await user.keyboard('3{Enter}');
  expect(await screen.findByText('Answer 2 of 2')).toBeInTheDocument();
  expect(posts(requests)).toEqual([
    expect.objectContaining({
      path: '/api/admin/quiz/assign/11/grading/points',
      body: { itemId: 101, points: 3, expected: null },
    }),
  ]);
  expect(screen.getByText('Because of the air.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Everything is graded' })).toHaveFocus();
  expect(posts(requests)).toHaveLength(1);
});

test('Grade waiting answers is not offered once nothing waits', async () => {
  let graded = false;
  const { user, requests } = renderScreen(<NeedsGrading quizId={5} />, ({ url }) => {
    if (url.pathname.endsWith('/needs_grading'))
      return {
        status: 200,
        body: {
          content: { entries: graded ? [] : [waiting(11, 'ana@uni.example', 'Blue light scatters most.')] },
        },
      };
    graded = true;
    return { status: 200, body: { content: initialGrading() } };
  });
  await user.click(await screen.findByRole('button', { name: 'Grade waiting answers (1)' }));
  await user.keyboard('3{Enter}');
  await screen.findByRole('heading', { name: 'Everything is graded' });
  await user.click(screen.getByRole('button', { name: 'Close Needs grading' }));
  await vi.waitFor(() => expect(requests.filter((r) => r.path.includes('/needs_grading'))).toHaveLength(2));
  await vi.waitFor(() =>
    expect(screen.queryByRole('button', { name: /Grade waiting answers/ })).not.toBeInTheDocument(),
  );
});
