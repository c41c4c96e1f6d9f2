/**
 * The class page as a record (ADR 191): a class the caller may not see says not found with the way back, a failed
 * read says so with Try again, as every read screen does.
 */
import { screen, within } from '@testing-library/react';
import { fakeServer } from '../recordingServer';
import { CS_USER, renderApp } from '../renderApp';
import { classRecord } from './classRecord';

const klass = classRecord();

function server(classAnswers: { status?: number; content: unknown }[]) {
  let reads = 0;
  return fakeServer((path) => {
    if (path === '/api/admin/class/5') return classAnswers[Math.min(reads++, classAnswers.length - 1)]!;
    if (path === '/api/admin/class/5/quiz') return { content: { result: [] } };
    if (path === '/api/admin/class/5/playlist') return { content: { result: [], playlistVideosCount: 0 } };
    return { status: 404, content: { message: 'Not found' } };
  });
}

const open = (http: ReturnType<typeof server>['http']) =>
  renderApp('/classes/5', { stored: { user: CS_USER, flags: {} } }, http);

test('a class the caller may not see says not found with the way back, and nothing to try again', async () => {
  const { http } = server([{ status: 404, content: { message: 'Class not found' } }]);
  open(http);
  expect(
    await screen.findByRole('heading', { name: 'Class not found' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Not found. This class does not exist or is not shared with you.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All classes' })).toHaveAttribute('href', '/admin/classes');
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
}, 20_000);

test('a class that could not be read says so, and Try again shows it with the focus on the page', async () => {
  const { http, calls } = server([
    { status: 500, content: { message: 'Internal error' } },
    { content: klass },
  ]);
  const { user } = open(http);
  const message = await screen.findByText('The class could not be loaded.', {}, { timeout: 10_000 });
  const alert = message.closest<HTMLElement>('[role="alert"]')!;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  const heading = await screen.findByRole('heading', { name: 'Biology 101' });
  expect(document.activeElement).toContainElement(heading);
  expect(calls.filter((call) => call.path === '/api/admin/class/5')).toHaveLength(2);
}, 20_000);
