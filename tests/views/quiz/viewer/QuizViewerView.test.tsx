import { screen, within } from '@testing-library/react';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import QuizViewerView from '../../../../src/views/quiz/viewer/QuizViewerView';
import { renderScreen } from '../results/renderScreen';

const quiz: Quiz = {
  id: 8,
  kind: 'user',
  title: 'Enzyme Kinetics Practice Set',
  article: null,
  tags: [],
  active: true,
  startDate: null,
  endDate: null,
  duration: 20,
  countOfQuestions: 1,
  editable: true,
  isGraded: false,
  showCaption: true,
  restrictNonInstitutional: true,
  isAssignSomeone: true,
  sharedList: [],
  processStatus: 1,
  quizType: null,
  sectionId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdBy: null,
  version: 1,
  activities: [
    {
      id: 1,
      title: 'Activity 1',
      sortIndex: 0,
      items: [
        {
          id: 10,
          sortIndex: 1,
          type: 2,
          title: 'What does an enzyme lower?',
          image: null,
          isMultiple: false,
          rightAnswer: [101],
          article: null,
          questionOrder: 1,
          textOptions: [
            { id: 100, text: 'Temperature' },
            { id: 101, text: 'Activation energy' },
          ],
        },
        {
          id: 11,
          sortIndex: 0,
          type: 1,
          title: 'Measuring Enzyme Activity',
          image: null,
          isMultiple: false,
          rightAnswer: [],
          questionOrder: null,
          textOptions: [],
          article: {
            id: 3,
            title: 'Measuring Enzyme Activity',
            videoData: {
              articleId: 3,
              title: 'Measuring Enzyme Activity',
              src: '/media/v.mp4',
              subtitles: {},
              articleType: 'science_education',
            },
          },
        },
      ],
    },
  ],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

test('the viewer shows title, Time Limit, Deadline, type, Access Type and the activity with the right answer marked', async () => {
  const { requests } = renderScreen(
    <QuizViewerView context="customer-quiz" params={{ quizId: '8' }} />,
    () => ({
      status: 200,
      body: { content: quiz },
    }),
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Enzyme Kinetics Practice Set' }),
  ).toBeInTheDocument();
  expect(requests[0]?.path).toBe('/api/admin/quiz/user_quiz/8');
  expect(screen.getByText('20 min')).toBeInTheDocument();
  expect(screen.getByText('—')).toBeInTheDocument();
  expect(screen.getByText('Ungraded')).toBeInTheDocument();
  expect(screen.getByText('Restricted')).toBeInTheDocument();
  const activity = screen.getByRole('region', { name: 'Activity 1' });
  const items = within(activity).getAllByRole('listitem');
  expect(items[0]).toContainElement(within(activity).getByRole('button', { name: /Play video/ }));
  expect(
    within(activity).getByRole('button', { name: 'Play video: Measuring Enzyme Activity' }),
  ).toBeInTheDocument();
  expect(within(activity).getByText('Science Education')).toBeInTheDocument();
  expect(
    within(activity).getByRole('heading', { name: 'Question 1: What does an enzyme lower?' }),
  ).toBeInTheDocument();
  expect(within(activity).getByText('Activation energy').closest('li')).toHaveTextContent('Correct answer');
  expect(within(activity).getByText('Temperature').closest('li')).not.toHaveTextContent('Correct answer');
});

test('an admin quiz shows neither type nor Access Type', async () => {
  renderScreen(<QuizViewerView context="admin-quiz" params={{ quizId: '8' }} />, () => ({
    status: 200,
    body: { content: { ...quiz, kind: 'admin' } },
  }));
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByText('Access Type')).not.toBeInTheDocument();
  expect(screen.queryByText('Type of quiz')).not.toBeInTheDocument();
});

test('a missing quiz shows Error, says what could not be opened and links back, with nothing to try again', async () => {
  renderScreen(<QuizViewerView context="admin-quiz" params={{ quizId: '8' }} />, () => ({
    status: 404,
    body: { content: { message: 'Not found' } },
  }));
  expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This quiz could not be opened: there is no quiz at this address, or it is not shared with you.',
  );
  expect(screen.getByRole('link', { name: 'Back to the quizzes' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

test('a quiz that could not be loaded shows Error, and Try again shows the quiz', async () => {
  let calls = 0;
  const { user } = renderScreen(<QuizViewerView context="user-quiz" params={{ quizId: '8' }} />, () =>
    calls++ === 0
      ? { status: 500, body: { content: { message: 'Internal error' } } }
      : { status: 200, body: { content: quiz } },
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Error');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: quiz.title })).toBeInTheDocument();
});

test('a rich-text question title shows its formatting and image, never its markup or scripts', async () => {
  const richQuiz: Quiz = {
    ...quiz,
    activities: quiz.activities.map((activity) => ({
      ...activity,
      items: activity.items.map((item) =>
        item.id === 10
          ? {
              ...item,
              title:
                '<p>What does an <strong>enzyme</strong> lower?</p><img src="/media/uploads/quiz-images/a.png" alt="Energy diagram" onerror="alert(1)"><script>alert(2)</script>',
            }
          : item,
      ),
    })),
  };
  renderScreen(<QuizViewerView context="user-quiz" params={{ quizId: '8' }} />, () => ({
    status: 200,
    body: { content: richQuiz },
  }));
  const heading = await screen.findByRole('heading', {
    level: 4,
    name: /^Question 1: What does an enzyme lower\?/,
  });
  expect(heading).not.toHaveTextContent('<p>');
  expect(within(heading).getByText('enzyme').tagName).toBe('STRONG');
  const image = within(heading).getByRole('img', { name: 'Energy diagram' });
  expect(image).toHaveAttribute('src', '/media/uploads/quiz-images/a.png');
  expect(image).not.toHaveAttribute('onerror');
  expect(heading.querySelector('script')).toBeNull();
});
