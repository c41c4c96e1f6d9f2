/**
 * SPEC, notifications of the class page: sharing a class says 'Class successfully shared' when the server takes it
 * and 'Unable to share Class' when it refuses without saying why; inviting students says 'Students added to the
 * class' or 'Unable to invite Students'. A refusal with the server's own message shows that message instead.
 */
import { screen, within } from '@testing-library/react';
import { fakeServer } from '../recordingServer';
import { CS_USER, renderApp } from '../renderApp';
import { classRecord } from './classRecord';

const klass = classRecord({});

function server(path: string, reply: { status: number; content: unknown }) {
  return fakeServer((asked, method) => {
    if (asked === '/api/admin/class/5') return { content: klass };
    if (asked === '/api/admin/class/5/quiz') return { content: { result: [] } };
    if (asked === '/api/admin/class/5/playlist') return { content: { result: [], playlistVideosCount: 0 } };
    if (asked === path && method !== 'GET') return reply;
    return { status: 404, content: { message: 'Not found' } };
  });
}

async function send(http: ReturnType<typeof server>['http'], open: string, title: string, submit: string) {
  const { user } = renderApp('/classes/5', { stored: { user: CS_USER, flags: {} } }, http);
  await user.click(await screen.findByRole('button', { name: open }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.type(
    within(dialog).getByRole('textbox', { name: 'E-mail addresses, one per line or comma separated' }),
    'kim@school.edu',
  );
  await user.click(within(dialog).getByRole('button', { name: submit }));
}

const share = (http: ReturnType<typeof server>['http']) =>
  send(http, 'Share', 'Share class with instructors', 'Share');
const invite = (http: ReturnType<typeof server>['http']) =>
  send(http, 'Invite students', 'Invite students', 'Invite');

const notices = () => screen.getByRole('region', { name: 'Notifications' });

test("a refused share says 'Unable to share Class', and the dialog stays with what was typed", async () => {
  const { http, calls } = server('/api/admin/class/5/share', { status: 500, content: {} });
  await share(http);
  expect(
    await within(notices()).findByText('Unable to share Class', {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Class successfully shared')).not.toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PATCH' && call.path === '/api/admin/class/5/share')).toBe(
    true,
  );
  const dialog = screen.getByRole('dialog', { name: 'Share class with instructors' });
  expect(within(dialog).getByText('Unable to share Class')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox')).toHaveValue('kim@school.edu');
}, 20_000);

test("a refused share with the server's reason shows the reason", async () => {
  const { http } = server('/api/admin/class/5/share', {
    status: 400,
    content: { message: 'The class was shared by someone else meanwhile' },
  });
  await share(http);
  expect(
    await within(notices()).findByText(
      'The class was shared by someone else meanwhile',
      {},
      { timeout: 10_000 },
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText('Unable to share Class')).not.toBeInTheDocument();
}, 20_000);

test("a refused invitation says 'Unable to invite Students'", async () => {
  const { http } = server('/api/admin/class/5/invite', { status: 500, content: {} });
  await invite(http);
  expect(
    await within(notices()).findByText('Unable to invite Students', {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Students added to the class')).not.toBeInTheDocument();
}, 20_000);
