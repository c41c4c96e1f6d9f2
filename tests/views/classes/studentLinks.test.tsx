import { screen, waitFor, within } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import type { AssignmentLink } from '../../../src/api/take/takeContract';
import { CS_USER, renderApp } from '../renderApp';
import { openRowMenu } from '../ui/rowMenu';
import { classRecord } from './classRecord';

const klass = classRecord({ published: true, studentsCount: 4, quizzesCount: 1 });

const link = (id: number, email: string, extra: Partial<AssignmentLink>): AssignmentLink => ({
  assignmentId: id,
  email,
  link: `http://localhost:8080/take/${String(id).repeat(43).slice(0, 43)}`,
  state: 'not_started',
  mail: 'not_sent',
  openedAt: null,
  submittedAt: null,
  percentage: null,
  ...extra,
});

const links = [
  link(1, 'ada@eastport.example', { studentState: 'not_started' }),
  link(2, 'alan@eastport.example', { openedAt: '2026-02-01T10:00:00.000Z', studentState: 'opened' }),
  link(3, 'grace@eastport.example', {
    state: 'in_progress',
    openedAt: '2026-02-01T10:00:00.000Z',
    studentState: 'in_progress',
  }),
  link(4, 'marie@eastport.example', {
    state: 'submitted',
    studentState: 'submitted',
    mail: 'failed',
    openedAt: '2026-02-01T10:00:00.000Z',
    submittedAt: '2026-02-01T11:00:00.000Z',
    percentage: 75,
  }),
  link(5, 'rosalind@eastport.example', {
    state: 'submitted',
    studentState: 'needs_grading',
    openedAt: '2026-02-01T10:00:00.000Z',
    submittedAt: '2026-02-01T11:30:00.000Z',
    percentage: 83,
  }),
];

/** The links' answers in turn (the last repeats): 200 with the links, or a failing status. */
function httpFor(mailEnabled: boolean, linkStatuses: readonly number[] = [200], hold?: Promise<void>) {
  let linkReads = 0;
  const answers: Record<string, unknown> = {
    '/api/admin/class/5': klass,
    '/api/admin/class/5/quiz': {
      result: [
        {
          id: 9,
          title: 'Cells',
          countOfQuestions: 3,
          endDate: null,
          opensAt: null,
          ownDates: false,
          addedAt: '2026-01-06T10:00:00.000Z',
          takenByStudents: true,
        },
        {
          id: 10,
          title: 'Lab safety (library)',
          countOfQuestions: 2,
          endDate: null,
          opensAt: null,
          ownDates: false,
          addedAt: '2026-01-07T10:00:00.000Z',
          takenByStudents: false,
        },
      ],
    },
    '/api/admin/class/5/playlist': { result: [], playlistVideosCount: 0 },
    '/api/admin/class/5/quiz/9/links/remind': {
      reminded: ['ada@eastport.example', 'alan@eastport.example'],
      recentlyReminded: [],
    },
    '/api/admin/class/5/quiz/9/links': {
      result: links,
      notAssigned: ['eve@gmail.example'],
      takenByStudents: true,
      mailEnabled,
    },
    // The server's answer to a resend: the links as they now are.
    '/api/admin/class/5/quiz/9/links/1/resend': {
      result: links,
      notAssigned: ['eve@gmail.example'],
      takenByStudents: true,
      mailEnabled,
    },
  };
  return createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/\/$/, '');
      if (path.endsWith('/links')) {
        await hold;
        const status = linkStatuses[Math.min(linkReads++, linkStatuses.length - 1)]!;
        if (status !== 200)
          return new Response(JSON.stringify({ content: { message: 'Server error' } }), {
            status,
            headers: { 'Content-Type': 'application/json' },
          });
      }
      const content = answers[path];
      return new Response(
        JSON.stringify(content === undefined ? { content: { message: 'Not found' } } : { content }),
        {
          status: content === undefined ? 404 : 200,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    },
  });
}

async function openDialog(mailEnabled = false, linkStatuses?: readonly number[], hold?: Promise<void>) {
  const app = renderApp(
    '/classes/5',
    { stored: { user: CS_USER, flags: {} } },
    httpFor(mailEnabled, linkStatuses, hold),
  );
  await app.user.click(await screen.findByRole('tab', { name: /Quizzes/ }));
  await app.user.click(await screen.findByRole('button', { name: 'Actions for Cells' }));
  await app.user.click(await screen.findByRole('menuitem', { name: 'Student links' }));
  const dialog = await screen.findByRole('dialog', { name: 'Student links: Cells' });
  return { ...app, dialog };
}

async function openLinks(mailEnabled = false) {
  const app = await openDialog(mailEnabled);
  await within(app.dialog).findByRole('table', { name: 'Personal links' });
  return app;
}

test("each student's link shows with its state and mail, and who a Restricted quiz left out", async () => {
  const { dialog } = await openLinks();
  const rows = within(dialog).getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['ada@eastport.example', 'Not started', 'Not sent'],
    ['alan@eastport.example', 'Opened', 'Not sent'],
    ['grace@eastport.example', 'In progress', 'Not sent'],
    ['marie@eastport.example', 'Submitted (75%)', 'Failed'],
    // A pending essay: the auto-scored part with Needs grading, as Results and the student say it.
    ['rosalind@eastport.example', '83 % so far · Needs grading', 'Not sent'],
  ]);
  expect(within(rows[0]!).getByText(links[0]!.link)).toBeInTheDocument();
  expect(dialog).toHaveTextContent(
    'Not assigned (Restricted access, not an institutional e-mail): eve@gmail.example',
  );
});

test('each row’s actions are its menu, in the dialog: without mail, Copy link alone', async () => {
  const { dialog, user } = await openLinks();
  expect(await openRowMenu(user, 'alan@eastport.example', dialog)).toEqual([
    { name: 'Copy link', danger: false, disabled: false },
  ]);
  expect(dialog).toContainElement(screen.getByRole('menu'));
});

test('Copy link in a row’s menu puts that student’s link on the clipboard and says so on its row, the dialog open', async () => {
  const { dialog, user } = await openLinks();
  await openRowMenu(user, 'alan@eastport.example', dialog);
  await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
  const row = within(dialog).getByRole('row', { name: /alan@eastport.example/ });
  expect(await within(row).findByText('Link copied')).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe(links[1]!.link);
  expect(within(dialog).getByRole('row', { name: /ada@eastport.example/ })).not.toHaveTextContent(
    'Link copied',
  );
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(screen.getByRole('dialog', { name: 'Student links: Cells' })).toBe(dialog);
  // The menu gives focus back to its button on the frame after it closes.
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Actions for alan@eastport.example' })).toHaveFocus(),
  );
});

test('with mail on, each row’s menu offers Copy link then Resend, which sends the link again', async () => {
  const { dialog, user } = await openLinks(true);
  expect(within(dialog).getAllByRole('button', { name: /^Actions for / })).toHaveLength(links.length);
  expect(await openRowMenu(user, 'ada@eastport.example', dialog)).toEqual([
    { name: 'Copy link', danger: false, disabled: false },
    { name: 'Resend', danger: false, disabled: false },
  ]);
  await user.click(screen.getByRole('menuitem', { name: 'Resend' }));
  const row = within(dialog).getByRole('row', { name: /ada@eastport.example/ });
  expect(await within(row).findByText('Sending again')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Student links: Cells' })).toBe(dialog);
});

test('a quiz row’s menu offers Student links and Dates, then Remove last in red; a quiz students do not take offers only Remove', async () => {
  const { user } = renderApp('/classes/5', { stored: { user: CS_USER, flags: {} } }, httpFor(false));
  await user.click(await screen.findByRole('tab', { name: /Quizzes/ }));
  const table = await screen.findByRole('table', { name: 'Quizzes' });
  expect(await openRowMenu(user, 'Cells', table)).toEqual([
    { name: 'Student links', danger: false, disabled: false },
    { name: 'Dates', danger: false, disabled: false },
    { name: 'Remove', danger: true, disabled: false },
  ]);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(await openRowMenu(user, 'Lab safety (library)', table)).toEqual([
    { name: 'Remove', danger: true, disabled: false },
  ]);
});

test('while the links load the dialog says so, then shows them', async () => {
  let answer = () => {};
  const { dialog } = await openDialog(false, [200], new Promise<void>((resolve) => (answer = resolve)));
  expect(within(dialog).getByRole('status', { name: 'Loading student links' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('table')).toBeNull();
  answer();
  expect(await within(dialog).findByRole('table', { name: 'Personal links' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('status', { name: 'Loading student links' })).toBeNull();
});

test('links that could not be read say so; Try again keeps the focus until they load', async () => {
  const { dialog, user } = await openDialog(false, [500, 500, 200]);
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Unable to load the student links');
  expect(within(dialog).queryByRole('table')).toBeNull();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  const again = await within(dialog).findByRole('button', { name: 'Try again' });
  await waitFor(() => expect(again).toHaveFocus());
  await user.click(again);
  expect(await within(dialog).findByRole('table', { name: 'Personal links' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
});

test('links of a quiz no longer in the class are not found, with nothing to try again', async () => {
  const { dialog } = await openDialog(false, [404]);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Not found. It does not exist or is not shared with you.',
  );
  expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

test('Copy all puts every e-mail and link on the clipboard, one student a line; the hint says no mail is sent', async () => {
  const { dialog, user } = await openLinks();
  expect(dialog).toHaveTextContent('This server sends no mail: copy the links and hand them out yourself.');
  await user.click(within(dialog).getByRole('button', { name: 'Copy all' }));
  expect(await within(dialog).findByText('All links copied')).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe(links.map((l) => `${l.email}\t${l.link}`).join('\n'));
});

test('with mail on, the hint says the server mails the links', async () => {
  const { dialog } = await openLinks(true);
  expect(dialog).toHaveTextContent('this server mails it to them');
});

test('with mail on, Remind counts who has not submitted and says who gets a reminder', async () => {
  const { dialog, user } = await openLinks(true);
  await user.click(within(dialog).getByRole('button', { name: 'Remind who has not submitted (3)' }));
  expect(
    await within(dialog).findByText('Reminder on its way to: ada@eastport.example, alan@eastport.example'),
  ).toBeInTheDocument();
});

test('without mail there is no Remind', async () => {
  const { dialog } = await openLinks();
  expect(within(dialog).queryByRole('button', { name: /Remind/ })).not.toBeInTheDocument();
});

test('a quiz just made for the class opens with its Student links; once closed, they are not asked again', async () => {
  const { user } = renderApp(
    '/classes/5?tab=quizzes&links=9',
    { stored: { user: CS_USER, flags: {} } },
    httpFor(false),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Student links: Cells' });
  await within(dialog).findByRole('table', { name: 'Personal links' });
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(window.location.search).toBe('?tab=quizzes');
  expect(screen.getByRole('tab', { name: /Quizzes/ })).toHaveAttribute('aria-selected', 'true');
});

test('links asked for a quiz the class does not run to students open nothing', async () => {
  renderApp('/classes/5?tab=quizzes&links=10', { stored: { user: CS_USER, flags: {} } }, httpFor(false));
  await screen.findByRole('button', { name: 'Actions for Cells' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
