/**
 * Grading in the console (ADR 209, ADR 352) over a fake server that keeps what is saved: points outside the
 * question's range are refused beside the field and never sent; every question's points and comment and the
 * attempt's comment go in one save and show with the new total and their history; a colleague's save meanwhile
 * asks Reload or Keep mine; and Needs grading walks through the waiting answers, points and comment, to
 * "Everything is graded".
 */
import { screen, within } from '@testing-library/react';
import type { AttemptGrading, SaveGrades } from '../../../../src/domain/quiz/results/grading';
import { STALE_MESSAGES } from '../../../../src/domain/shared/recordVersions';
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
  version: 1,
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
    if (url.pathname.endsWith('/grading') && method === 'PUT') {
      const save = body as SaveGrades;
      if (conflict) {
        conflict = false;
        grading = {
          ...grading,
          version: grading.version + 1,
          questions: grading.questions.map((q) => (q.itemId === 101 ? { ...q, points: 2, given: 2 } : q)),
        };
        const message = STALE_MESSAGES.grading;
        return {
          status: 409,
          body: { content: { message, errors: { version: [message] }, savedByYou: false } },
        };
      }
      const questions = grading.questions.map((q) => {
        const change = save.questions.find((c) => c.itemId === q.itemId);
        if (!change) return q;
        const points = change.points ?? q.points;
        const history =
          change.points === undefined
            ? q.history
            : [
                ...q.history,
                {
                  changedBy: 'Cora Porate',
                  changedAt: '2026-05-03T09:00:00.000Z',
                  fromPoints: q.points,
                  toPoints: change.points,
                  fromComment: null,
                  toComment: null,
                },
              ];
        return {
          ...q,
          points,
          given: change.points ?? q.given,
          comment: change.comment ?? q.comment,
          history,
        };
      });
      const score = questions.reduce((sum, q) => sum + (q.points ?? 0), 0);
      grading = {
        ...grading,
        version: grading.version + 1,
        questions,
        score,
        needsGrading: questions.some((q) => q.points === null),
        attemptComment: save.attemptComment ?? grading.attemptComment,
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

const saves = (requests: { method: string; path: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'PUT');

test('points outside the range are refused beside the field and never sent; one Save grades sends every grade and comment', async () => {
  const { user, requests, messages } = renderScreen(
    <StudentResultView context="customer-quiz" params={{ assignId: '11' }} />,
    gradingServer(),
  );
  const essayPoints = await screen.findByRole('textbox', { name: 'Points for question 1' });
  await user.type(essayPoints, '5');
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Points should be between 0 and 4')).toBeInTheDocument();
  expect(essayPoints).toHaveAttribute('aria-invalid', 'true');
  expect(saves(requests)).toEqual([]);

  // From the points to the comment and on to the next answer, by keyboard.
  await user.clear(essayPoints);
  await user.type(essayPoints, '3.5');
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Comment on question 1' })).toHaveFocus();
  await user.keyboard('Name the scattering.');
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Points for question 2' })).toHaveFocus();
  await user.type(screen.getByRole('textbox', { name: 'Comment on question 2' }), 'Say why.');
  await user.type(screen.getByRole('textbox', { name: 'Comment on the attempt' }), 'Well argued.');
  await user.click(screen.getByRole('button', { name: 'Save grades' }));
  expect(await screen.findByText('Total: 4.5 of 5 points')).toBeInTheDocument();
  expect(saves(requests)).toEqual([
    expect.objectContaining({
      path: '/api/admin/quiz/assign/11/grading',
      body: {
        version: 1,
        questions: [
          { itemId: 101, points: 3.5, comment: 'Name the scattering.' },
          { itemId: 102, comment: 'Say why.' },
        ],
        attemptComment: 'Well argued.',
      },
    }),
  ]);
  expect(messages()).toContain('Saved');
  // The summary reads the result again: the new total out of the version's points.
  expect(await screen.findByText('4.5 / 5')).toBeInTheDocument();
  expect(essayPoints).toHaveValue('3.5');
  const essayItem = essayPoints.closest('li')!;
  await user.click(within(essayItem).getByText('Change history'));
  expect(within(essayItem).getByText(/Cora Porate, .*: points none → 3\.5/)).toBeVisible();

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

test("a colleague's save meanwhile asks Reload or Keep mine; Reload shows their grade", async () => {
  const { user } = renderScreen(
    <StudentResultView context="customer-quiz" params={{ assignId: '11' }} />,
    gradingServer({ conflictOnce: true }),
  );
  const essayPoints = await screen.findByRole('textbox', { name: 'Points for question 1' });
  await user.type(essayPoints, '3{Enter}');
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(STALE_MESSAGES.grading)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
  expect(await screen.findByDisplayValue('2')).toBe(essayPoints);
});

const waiting = (assignmentId: number, email: string, answer: string) => ({
  assignmentId,
  version: 1,
  comment: '',
  email,
  submitAt: '2026-05-01T10:00:00.000Z',
  itemId: 101,
  number: 1,
  title: '<p>Explain why the sky is blue.</p>',
  answer,
  maxPoints: 4,
});

test('Needs grading shows one answer after another with its points and comment, Save and next and Next, then Everything is graded', async () => {
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
    expect(method).toBe('PUT');
    return { status: 200, body: { content: { ...initialGrading(), version: 2 } } };
  });
  await user.click(await screen.findByRole('button', { name: 'Grade waiting answers (2)' }));
  expect(screen.getByText('Answer 1 of 2')).toBeInTheDocument();
  expect(screen.getByText('Blue light scatters most.')).toBeInTheDocument();
  const points = screen.getByRole('textbox', { name: 'Points for question 1' });
  expect(points).toHaveFocus();
  await user.keyboard('9{Enter}');
  expect(await screen.findByText('Points should be between 0 and 4')).toBeInTheDocument();
  await user.clear(points);
  await user.keyboard('3');
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Comment on question 1' })).toHaveFocus();
  await user.keyboard('Name the scattering.');
  await user.click(screen.getByRole('button', { name: 'Save and next' }));
  expect(await screen.findByText('Answer 2 of 2')).toBeInTheDocument();
  expect(saves(requests)).toEqual([
    expect.objectContaining({
      path: '/api/admin/quiz/assign/11/grading',
      body: { version: 1, questions: [{ itemId: 101, points: 3, comment: 'Name the scattering.' }] },
    }),
  ]);
  expect(screen.getByText('Because of the air.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Everything is graded' })).toHaveFocus();
  expect(saves(requests)).toHaveLength(1);
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

test("an attempt's second waiting answer is saved on the version its first answer's save made", async () => {
  const { user, requests } = renderScreen(<NeedsGrading quizId={5} />, ({ url, body }) => {
    if (url.pathname.endsWith('/needs_grading'))
      return {
        status: 200,
        body: {
          content: {
            entries: [
              waiting(11, 'ana@uni.example', 'Blue light scatters most.'),
              { ...waiting(11, 'ana@uni.example', 'Red light scatters least.'), itemId: 102, number: 2 },
            ],
          },
        },
      };
    const version = (body as SaveGrades).version;
    return { status: 200, body: { content: { ...initialGrading(), version: version + 1 } } };
  });
  await user.click(await screen.findByRole('button', { name: 'Grade waiting answers (2)' }));
  await user.keyboard('3{Enter}');
  await screen.findByText('Answer 2 of 2');
  await user.type(screen.getByRole('textbox', { name: 'Points for question 2' }), '4{Enter}');
  await screen.findByRole('heading', { name: 'Everything is graded' });
  expect(saves(requests).map((r) => (r.body as SaveGrades).version)).toEqual([1, 2]);
});
