/** The editor's note on students who have started the quiz (ADR 214): said with their number, silent without. */
import { screen, waitFor } from '@testing-library/react';
import { QuizTakersNotice } from '../../../../src/views/quiz/takers/QuizTakersNotice';
import { renderScreen } from '../results/renderScreen';

test('twelve students started: the note says they keep their version and newcomers get this one', async () => {
  const { requests } = renderScreen(<QuizTakersNotice quizId={7} />, () => ({
    status: 200,
    body: { content: { started: 12, submitted: 5 } },
  }));
  expect(
    await screen.findByText(
      '12 students have started this quiz: they keep the version they started; students who start from now get this one.',
    ),
  ).toBeInTheDocument();
  expect(requests.map((r) => r.path)).toEqual(['/api/admin/quiz/user_quiz/7/takers']);
});

test('nobody started, or the count could not be read: no note', async () => {
  const none = renderScreen(<QuizTakersNotice quizId={7} />, () => ({
    status: 200,
    body: { content: { started: 0, submitted: 0 } },
  }));
  await waitFor(() => expect(none.requests).toHaveLength(1));
  expect(screen.queryByRole('note')).toBeNull();
  none.unmount();
  const failed = renderScreen(<QuizTakersNotice quizId={7} />, () => ({ status: 500, body: {} }));
  await waitFor(() => expect(failed.requests.length).toBeGreaterThan(0));
  expect(screen.queryByRole('note')).toBeNull();
});
