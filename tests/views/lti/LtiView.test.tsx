/**
 * The LTI area (ADR 183): a full admin sees the tool's addresses and manages registrations (a delete offers Undo
 * until its notice ends, ADR 266); an LTI user sees the addresses only; an instructor sent by their course picks a
 * quiz and is sent to the page that posts it back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import { onTestClock, undoWindowPasses } from '../undoWindow';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { renderApp } from '../renderApp';

const STALE = STALE_MESSAGES.ltiPlatform;

const ADMIN = { user: { firstName: 'Ada', lastName: 'Admin', roles: ['ROLE_ADMIN'] }, flags: {} };
const LTI_USER = { user: { firstName: 'Lee', lastName: 'Lti', roles: ['ROLE_CS_LTI_USER'] }, flags: {} };

const TOOL = {
  loginUrl: 'https://console.example/lti/login',
  launchUrl: 'https://console.example/lti/launch',
  deepLinkUrl: 'https://console.example/lti/deep-link',
  jwksUrl: 'https://console.example/lti/jwks.json',
  jwks: { keys: [{ kty: 'RSA', kid: 'tool-key-1', alg: 'RS256', use: 'sig', n: 'abc', e: 'AQAB' }] },
};
const PLATFORM = {
  id: 3,
  version: 1,
  issuer: 'https://canvas.example',
  clientId: 'client-1',
  deploymentIds: ['d1', 'd2'],
  jwksUrl: 'https://canvas.example/jwks',
  authUrl: 'https://canvas.example/auth',
  tokenUrl: 'https://canvas.example/token',
  institutionId: 4,
  institutionTitle: 'Northwind College',
  emailsVerified: false,
};
const REGISTRATION_URL = 'https://console.example/lti/register/secret-of-the-link';
const paging = { page: 1, total_items: 1, total_pages: 1, items_on_page: 1, items_per_page: 20, more: false };

const FAILED_SEND = {
  assignmentId: 41,
  quizId: 7,
  quizTitle: 'Respiration check',
  student: 'sam@northwind.edu',
  platform: 'https://canvas.example',
  attempts: 12,
  error: 'POST https://canvas.example/lineitems/1/scores: HTTP 503',
};

/** More institutions than one page: Northwind College sorts after the first 20 by title. */
const INSTITUTIONS = [
  ...Array.from({ length: 40 }, (_, i) => `Academy ${String(i + 1).padStart(2, '0')}`),
  'Northwind College',
];

/**
 * `theirs`: someone saves the registration once it was read; a save on an older version is refused (ADR 188).
 * `sends`: the scores the LMS kept refusing; a resend takes one off the list (`resendFails`: the server refuses).
 * `locks`: the features the caller's institution's grants lock (ADR 355).
 */
function fakeServer(
  theirs?: typeof PLATFORM,
  options: { sends?: (typeof FAILED_SEND)[]; resendFails?: boolean; locks?: unknown[] } = {},
) {
  let sends = options.sends ?? [];
  let stored = PLATFORM;
  /** Deleted on the server: the list no longer has it. */
  let gone = false;
  const calls: { method: string; path: string; body: unknown }[] = [];
  const answer = (content: unknown) =>
    new Response(JSON.stringify({ content }), { headers: { 'content-type': 'application/json' } });
  const stale = () =>
    new Response(JSON.stringify({ content: { message: STALE, errors: { version: [STALE] } } }), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    });
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://console.test').pathname;
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/lti/tool') return answer(TOOL);
      if (path === '/api/admin/feature_access') return answer({ locks: options.locks ?? [] });
      if (path === '/api/lti/score-sends') return answer({ sends });
      const resend = /^\/api\/lti\/score-sends\/(\d+)\/resend$/.exec(path);
      if (resend && method === 'POST') {
        if (options.resendFails)
          return new Response(JSON.stringify({ content: { message: 'Server error' } }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          });
        sends = sends.filter((send) => send.assignmentId !== Number(resend[1]));
        return answer({ message: 'The score will be sent again' });
      }
      if (path === '/api/lti/platform/list')
        return gone
          ? answer({ result: [], navigation: { ...paging, total_items: 0, items_on_page: 0 } })
          : answer({ result: [PLATFORM], navigation: paging });
      if (path === '/api/admin/institution') {
        // The institutions searched by title, as the server does: thousands exist, the picker asks by keyword.
        const keyword = String((calls.at(-1)?.body as { keyword?: string } | undefined)?.keyword ?? '');
        return answer({
          result: INSTITUTIONS.filter((title) => title.toLowerCase().includes(keyword.toLowerCase()))
            .slice(0, 20)
            .map((title, index) => ({
              id: title === 'Northwind College' ? 4 : 100 + index,
              title,
              approved: true,
              product_id: null,
              feature: null,
              hasEducationSubscription: false,
              hasUnlimitedSubscription: false,
            })),
          navigation: paging,
        });
      }
      if (path === '/api/lti/platform' && method === 'POST') return answer({ ...PLATFORM, id: 9 });
      if (path === '/api/lti/registration-links' && method === 'POST')
        return answer({ url: REGISTRATION_URL, expiresAt: '2026-12-05T08:00:00.000Z' });
      if (path === '/api/lti/platform/3' && method === 'GET') {
        const read = answer(stored);
        if (theirs) stored = theirs;
        return read;
      }
      if (path === '/api/lti/platform/3' && method === 'DELETE') {
        gone = true;
        return answer({ id: 3 });
      }
      if (path === '/api/lti/platform/3' && method === 'PUT') {
        const body = JSON.parse(String(init!.body)) as { version: number };
        return body.version === stored.version
          ? answer({ ...stored, ...body, version: stored.version + 1 })
          : stale();
      }
      if (path.startsWith('/api/lti/deep-link/') && method === 'GET')
        return answer({
          platform: 'https://canvas.example',
          quizzes: [{ id: 7, title: 'Respiration check' }],
        });
      if (path.startsWith('/api/lti/deep-link/') && method === 'POST')
        return answer({ returnPath: '/lti/deep-link/request-0123456789abcdefghij/return' });
      throw new Error(`unexpected request ${method} ${path}`);
    },
  });
  return { http, calls };
}

test('a full admin sees the tool addresses and key set, the registrations, and adds one', async () => {
  const { http, calls } = fakeServer();
  const { user } = renderApp('/lti', { stored: ADMIN }, http);
  expect(await screen.findByText(TOOL.loginUrl)).toBeInTheDocument();
  expect(screen.getByText(TOOL.jwksUrl)).toBeInTheDocument();
  expect(screen.getByLabelText('Public key set')).toHaveTextContent('tool-key-1');
  const row = (await screen.findByText('https://canvas.example')).closest('tr')!;
  expect(within(row).getByText('d1, d2')).toBeInTheDocument();
  expect(within(row).getByText('Northwind College')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add registration' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add registration' });
  await user.type(within(dialog).getByLabelText(/^Issuer/), 'https://moodle.example');
  await user.type(within(dialog).getByLabelText(/^Client ID/), 'moodle-1');
  await user.type(within(dialog).getByLabelText(/^Deployment IDs/), '1{Enter}2{Enter}1');
  await user.type(within(dialog).getByLabelText(/^Platform key set URL/), 'https://moodle.example/certs');
  await user.type(within(dialog).getByLabelText(/^Authorization endpoint/), 'https://moodle.example/auth');
  await user.type(within(dialog).getByLabelText(/^Token endpoint/), 'http://moodle.example/token');
  // The institution is searched: Northwind is beyond the first page of titles, typing finds it.
  await user.type(within(dialog).getByRole('combobox', { name: /^Institution/ }), 'north');
  await user.click(await screen.findByRole('option', { name: 'Northwind College' }));
  expect(within(dialog).getByRole('combobox', { name: /^Institution/ })).toHaveValue('Northwind College');
  expect(calls.some((call) => (call.body as { keyword?: string })?.keyword === 'north')).toBe(true);
  const verified = within(dialog).getByRole('switch', { name: 'This platform’s e-mails are verified' });
  expect(verified).not.toBeChecked();
  await user.click(verified);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    within(dialog).getByText('Must be an https:// address (http:// only for localhost)'),
  ).toBeInTheDocument();
  expect(calls.some((call) => call.path === '/api/lti/platform')).toBe(false);

  const token = within(dialog).getByLabelText(/^Token endpoint/);
  await user.clear(token);
  await user.type(token, 'https://moodle.example/token');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Registration added')).toBeInTheDocument();
  expect(calls.find((call) => call.path === '/api/lti/platform')?.body).toEqual({
    issuer: 'https://moodle.example',
    clientId: 'moodle-1',
    deploymentIds: ['1', '2'],
    jwksUrl: 'https://moodle.example/certs',
    authUrl: 'https://moodle.example/auth',
    tokenUrl: 'https://moodle.example/token',
    institutionId: 4,
    emailsVerified: true,
  });
  // Typing every field of the form takes seconds on a loaded machine.
});

test('a full admin makes a registration link for a chosen institution and sees it once in the dialog', async () => {
  const { http, calls } = fakeServer();
  const { user } = renderApp('/lti', { stored: ADMIN }, http);
  await user.click(await screen.findByRole('button', { name: 'Registration link' }));
  const dialog = await screen.findByRole('dialog', { name: 'Make a registration link' });
  await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
  expect(within(dialog).getByText('Institution is required')).toBeInTheDocument();
  expect(calls.some((call) => call.path === '/api/lti/registration-links')).toBe(false);

  await user.type(within(dialog).getByRole('combobox', { name: /^Institution/ }), 'north');
  await user.click(await screen.findByRole('option', { name: 'Northwind College' }));
  await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
  expect(await within(dialog).findByRole('textbox', { name: 'Registration link' })).toHaveValue(
    REGISTRATION_URL,
  );
  expect(calls.find((call) => call.path === '/api/lti/registration-links')?.body).toEqual({
    institutionId: 4,
  });
});

test('an edit saved after someone else saved the registration offers Reload or Keep mine; Keep mine saves on theirs', async () => {
  const { http, calls } = fakeServer({ ...PLATFORM, clientId: 'theirs', version: 2 });
  const { user } = renderApp('/lti', { stored: ADMIN }, http);
  await user.click(await screen.findByRole('button', { name: 'Actions for https://canvas.example' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit https://canvas.example' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit registration' });
  const clientId = within(dialog).getByLabelText(/^Client ID/);
  expect(within(dialog).getByRole('combobox', { name: /^Institution/ })).toHaveValue('Northwind College');
  await user.clear(clientId);
  await user.type(clientId, 'mine');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const conflict = await screen.findByRole('alertdialog');
  expect(conflict).toHaveAccessibleDescription(STALE);
  await user.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
  expect(await screen.findByText('Registration saved')).toBeInTheDocument();
  const puts = calls.filter((call) => call.method === 'PUT').map((call) => call.body);
  expect(puts).toEqual([
    expect.objectContaining({ clientId: 'mine', version: 1 }),
    expect.objectContaining({ clientId: 'mine', version: 2 }),
  ]);
});

test('Reload shows their registration in the dialog', async () => {
  const { http, calls } = fakeServer({ ...PLATFORM, clientId: 'theirs', version: 2 });
  const { user } = renderApp('/lti', { stored: ADMIN }, http);
  await user.click(await screen.findByRole('button', { name: 'Actions for https://canvas.example' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit https://canvas.example' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit registration' });
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: /^Institution/ })).toHaveValue('Northwind College'),
  );
  await user.clear(within(dialog).getByLabelText(/^Client ID/));
  await user.type(within(dialog).getByLabelText(/^Client ID/), 'mine');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reload' }));
  const reloaded = await screen.findByRole('dialog', { name: 'Edit registration' });
  expect(within(reloaded).getByLabelText(/^Client ID/)).toHaveValue('theirs');
  expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
});

/** Deletes the registration from its row's menu, in one step (ADR 351): nothing is asked. */
async function deleteCanvas(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Actions for https://canvas.example' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete https://canvas.example' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

const deletes = <Call extends { method: string }>(calls: Call[]) =>
  calls.filter((call) => call.method === 'DELETE');

// One delete pattern (ADR 266): the row goes at once, the notice offers Undo, the DELETE is sent when it ends.
test("a registration deleted from its row's menu goes at once with Undo, and is deleted when the notice ends", async () => {
  onTestClock();
  const { http, calls } = fakeServer();
  const { user } = renderApp('/lti', { stored: ADMIN }, http);
  await user.click(await screen.findByRole('button', { name: 'Actions for https://canvas.example' }));
  const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Edit https://canvas.example',
    'Delete https://canvas.example',
  ]);
  await user.click(items[1]!);
  // One step (ADR 351): nothing is asked.
  expect(await screen.findByText('Registration deleted')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  expect(screen.queryByText('client-1')).not.toBeInTheDocument();
  expect(deletes(calls)).toEqual([]);
  await undoWindowPasses();
  await waitFor(() => expect(deletes(calls).map((call) => call.path)).toEqual(['/api/lti/platform/3']), {
    timeout: 15_000,
  });
  // Sent, the list reads again without it.
  expect(await screen.findByText('No platform registrations yet')).toBeInTheDocument();
}, 30_000);

test('Undo brings the registration back and sends nothing', async () => {
  onTestClock();
  const { http, calls } = fakeServer();
  const { user } = renderApp('/lti', { stored: ADMIN }, http);
  await deleteCanvas(user);
  await user.click(await screen.findByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Deletion undone: 1 restored')).toBeInTheDocument();
  expect(await screen.findByText('client-1')).toBeInTheDocument();
  // Nothing is left to send: the outbox kept in the browser holds no deletion, and past the notice's time nothing
  // was sent.
  expect(JSON.parse(window.localStorage.getItem('console.bulkOutbox') ?? '[]')).toEqual([]);
  await undoWindowPasses(500);
  expect(deletes(calls)).toEqual([]);
}, 30_000);

test('an LTI user sees the tool addresses read-only, and no registrations', async () => {
  const { http, calls } = fakeServer();
  renderApp('/lti', { stored: LTI_USER }, http);
  expect(await screen.findByText(TOOL.launchUrl)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy Deep Linking URL' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add registration' })).toBeNull();
  expect(screen.queryByRole('table')).toBeNull();
  await screen.findByText('Every score reached the LMS.');
  expect(calls.map((call) => call.path).sort()).toEqual(['/api/lti/score-sends', '/api/lti/tool']);
  expect(await screen.findByText('Every score reached the LMS.')).toBeInTheDocument();
});

test('a score the LMS kept refusing is listed with Resend; Resend sends it again and it leaves the list', async () => {
  const { http, calls } = fakeServer(undefined, { sends: [FAILED_SEND] });
  const { user } = renderApp('/lti', { stored: LTI_USER }, http);
  const panel = await screen.findByRole('region', { name: 'Scores not delivered' });
  const row = (await within(panel).findByText('sam@northwind.edu')).closest('tr')!;
  expect(within(row).getByText('Respiration check')).toBeInTheDocument();
  expect(within(panel).getByText(/The LMS refused these scores for hours/)).toBeInTheDocument();
  expect(within(row).getByText(/HTTP 503 \(attempts: 12\)/)).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Resend the score of sam@northwind.edu' }));
  expect(await within(panel).findByText('Every score reached the LMS.')).toBeInTheDocument();
  expect(within(panel).getByRole('status')).toHaveTextContent(
    'The score of sam@northwind.edu is on its way to the LMS.',
  );
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
    '/api/lti/score-sends/41/resend',
  ]);
});

test('a resend the server refuses says so and keeps the score listed', async () => {
  const { http } = fakeServer(undefined, { sends: [FAILED_SEND], resendFails: true });
  const { user } = renderApp('/lti', { stored: ADMIN }, http);
  const panel = await screen.findByRole('region', { name: 'Scores not delivered' });
  await user.click(
    await within(panel).findByRole('button', { name: 'Resend the score of sam@northwind.edu' }),
  );
  expect(
    await within(panel).findByText('The score of sam@northwind.edu could not be sent again. Try again.'),
  ).toBeInTheDocument();
  expect(within(panel).getByText('sam@northwind.edu')).toBeInTheDocument();
});

test('Deep Linking: the instructor picks a quiz and the browser goes to the page that posts it to the course', async () => {
  const { http, calls } = fakeServer();
  const { user, reload } = renderApp(
    '/lti/deep-link/request-0123456789abcdefghij',
    { stored: LTI_USER },
    http,
  );
  await screen.findByRole('heading', { name: 'Add a quiz to your course' });
  const add = screen.getByRole('button', { name: 'Add to course' });
  expect(add).toBeDisabled();
  await user.click(await screen.findByRole('radio', { name: 'Respiration check' }));
  await user.click(add);
  await screen.findByText('Returning to your course…');
  expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { quizId: 7 } });
  expect(reload).toHaveBeenCalledWith('/lti/deep-link/request-0123456789abcdefghij/return');
});

test("a co-teacher sent here by a course link to another instructor's quiz is told why (ADR 272)", async () => {
  const { http } = fakeServer();
  renderApp('/lti?link=another', { stored: LTI_USER }, http);
  expect(
    await screen.findByText(
      "This course link opens a quiz another instructor made. It opens in the console for its author only; your students' scores still reach the course's grade book.",
    ),
  ).toHaveAttribute('role', 'status');
});

test('an LTI user who came otherwise sees no such notice', async () => {
  const { http } = fakeServer();
  renderApp('/lti', { stored: LTI_USER }, http);
  expect(await screen.findByText(TOOL.launchUrl)).toBeInTheDocument();
  expect(screen.queryByText(/another instructor made/)).toBeNull();
});

test('with LTI locked by the grants, the registrations say so calmly and Add registration waits', async () => {
  const { http, calls } = fakeServer(undefined, {
    locks: [{ feature: 'lti', product: 'Science Education', endedAt: '2026-03-01T00:00:00.000Z' }],
  });
  renderApp('/lti', { stored: ADMIN }, http);
  const note = await screen.findByText(
    /^Locked for now — LTI: your institution’s grant of Science Education ended on /,
  );
  expect(note).toHaveAttribute('role', 'note');
  const add = screen.getByRole('button', { name: 'Add registration' });
  expect(add).toBeDisabled();
  expect(add).toHaveAttribute('aria-describedby', 'lti-locked');
  expect(calls.some((call) => call.method === 'POST' && call.path === '/api/lti/platform')).toBe(false);
});
