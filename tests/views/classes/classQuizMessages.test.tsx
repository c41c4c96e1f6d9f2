/**
 * SPEC section 8, notifications of the class page: removing a quiz from a class says 'Quiz successfully deleted'
 * with Undo, the removal is sent when the notice ends (ADR 290), and 'Unable to delete Quiz from Class' when the
 * server refuses it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../recordingServer';
import { CS_USER, renderApp } from '../renderApp';
import { classRecord } from './classRecord';
import { onTestClock, undoWindowPasses } from '../undoWindow';

const klass = classRecord({ quizzesCount: 1 });

const quiz = {
  id: 9,
  title: 'Cells',
  countOfQuestions: 3,
  endDate: null,
  opensAt: null,
  ownDates: false,
  addedAt: '2026-01-06T10:00:00.000Z',
  takenByStudents: true,
};

function server(deleteStatus: number) {
  return fakeServer((path, method) => {
    if (path === '/api/admin/class/5') return { content: klass };
    if (path === '/api/admin/class/5/quiz') return { content: { result: [quiz] } };
    if (path === '/api/admin/class/5/playlist') return { content: { result: [], playlistVideosCount: 0 } };
    if (path === '/api/admin/class/5/quiz/9' && method === 'DELETE') {
      return deleteStatus === 200
        ? { content: { success: true } }
        : { status: deleteStatus, content: { message: 'Refused' } };
    }
    return { status: 404, content: { message: 'Not found' } };
  });
}

async function removeCells(http: ReturnType<typeof server>['http']) {
  // The notice's Undo window passes on the test's clock (tests/views/undoWindow.ts).
  onTestClock();
  const { user } = renderApp('/classes/5', { stored: { user: CS_USER, flags: {} } }, http);
  await user.click(await screen.findByRole('tab', { name: /^Quizzes/ }, { timeout: 10_000 }));
  const table = await screen.findByRole('table', { name: 'Quizzes' });
  // The row's actions are one menu named for the row (ADR 267).
  await user.click(within(table).getByRole('button', { name: 'Actions for Cells' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
}

test("removing a quiz from a class says 'Quiz successfully deleted', what it leaves, and sends it when the notice ends", async () => {
  const { http, calls } = server(200);
  await removeCells(http);
  // The row leaves at once; the notice keeps SPEC's words, says what the removal leaves and offers Undo (ADR 290).
  const notice = await screen.findByText(/^Quiz successfully deleted/, {}, { timeout: 10_000 });
  expect(notice).toHaveTextContent(
    'The quiz itself is not deleted: it stays in Quizzes. Links its students have not started stop working.',
  );
  expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Quizzes' })).queryByText('Cells')).not.toBeInTheDocument();
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  await undoWindowPasses();
  await waitFor(
    () =>
      expect(
        calls.filter((call) => call.method === 'DELETE' && call.path === '/api/admin/class/5/quiz/9'),
      ).toHaveLength(1),
    { timeout: 10_000 },
  );
}, 20_000);

test("a refused removal says 'Unable to delete Quiz from Class'", async () => {
  const { http } = server(500);
  await removeCells(http);
  await undoWindowPasses();
  expect(
    await screen.findByText('Unable to delete Quiz from Class', {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/^Quiz successfully deleted/)).not.toBeInTheDocument();
}, 20_000);
