/**
 * A class a launch tied to a course takes its roster from the course platform (ADR 385): the class page offers
 * "Sync roster from <platform>", which says when the roster is up to date and shows the students it brought; a
 * platform that fails says nothing changed and leaves the page usable. A class tied to no course offers nothing.
 */
import { screen, within } from '@testing-library/react';
import { LTI_ROSTER_MESSAGES } from '../../../src/domain/lti/ltiRoster';
import { fakeServer } from '../recordingServer';
import { CS_USER, renderApp } from '../renderApp';
import { classRecord } from './classRecord';

const tied = classRecord({ rosterFrom: 'lms.northwind.edu' });
const synced = classRecord({
  rosterFrom: 'lms.northwind.edu',
  studentsCount: 1,
  students: [
    {
      id: 31,
      email: 'lti-5f1c@lti.invalid',
      name: 'Sam Carter',
      status: 'invited',
      invitedAt: '2026-11-28T08:00:00.000Z',
    },
  ],
});

function server(klass: unknown, sync: { status?: number; content: unknown }) {
  let reads = 0;
  return fakeServer((path, method) => {
    if (path === '/api/admin/class/5') return { content: reads++ === 0 ? klass : synced };
    if (path === '/api/admin/class/5/quiz') return { content: { result: [] } };
    if (path === '/api/admin/class/5/playlist') return { content: { result: [], playlistVideosCount: 0 } };
    if (path === '/api/lti/class/5/roster-sync' && method === 'POST') return sync;
    return { status: 404, content: { message: 'Not found' } };
  });
}

const open = (http: ReturnType<typeof server>['http']) =>
  renderApp('/classes/5', { stored: { user: CS_USER, flags: {} } }, http);

test('Sync roster from the platform says the roster is up to date and shows the students it brought', async () => {
  const { http, calls } = server(tied, { content: { added: 1, removed: 0, learners: 1 } });
  const { user } = open(http);
  await user.click(
    await screen.findByRole('button', { name: 'Sync roster from lms.northwind.edu' }, { timeout: 10_000 }),
  );
  expect(await screen.findByText('The roster was brought up to date')).toBeInTheDocument();
  expect(await screen.findByText('Sam Carter')).toBeInTheDocument();
  expect(calls.filter((call) => call.path === '/api/lti/class/5/roster-sync')).toHaveLength(1);
}, 20_000);

test('a platform that fails says nothing changed, and the page stays usable', async () => {
  const { http } = server(tied, { status: 502, content: { message: LTI_ROSTER_MESSAGES.platformFailed } });
  const { user } = open(http);
  const button = await screen.findByRole(
    'button',
    { name: 'Sync roster from lms.northwind.edu' },
    { timeout: 10_000 },
  );
  await user.click(button);
  const alert = await screen.findByText(LTI_ROSTER_MESSAGES.platformFailed);
  expect(alert).toBeInTheDocument();
  expect(button).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Invite students' })).toBeEnabled();
  expect(within(document.body).queryByText('Sam Carter')).not.toBeInTheDocument();
}, 20_000);

test('a class tied to no course offers no roster sync', async () => {
  const { http } = server(classRecord(), { content: { added: 0, removed: 0, learners: 0 } });
  open(http);
  await screen.findByRole('heading', { name: 'Biology 101' }, { timeout: 10_000 });
  expect(screen.queryByRole('button', { name: /Sync roster/ })).not.toBeInTheDocument();
}, 20_000);
