/**
 * SPEC section 2 "Sponsors" and section 8 "Notifications", in SPEC's words: the sponsor list's columns and its
 * Actions (edit, delete), and what a delete says when it works ('Sponsor successfully deleted', with Undo until it
 * is sent, ADR 266) and when it does not ('Unable to delete Sponsor').
 */
import { screen, waitFor, within } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import { SPONSOR_MESSAGES } from '../../../src/domain/sponsors/sponsors';
import { renderApp } from '../renderApp';
import { onTestClock, undoWindowPasses } from '../undoWindow';

const SUPER = { user: { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] }, flags: {} };

const ACME = {
  id: 3,
  companyName: 'Acme Labs',
  companyUrl: 'https://acme.test',
  logoUrl: '/logo.png',
  videoUrl: null,
  countOfArticles: 4,
  version: 1,
};

/** A fake server: the list answers Acme until it is deleted; DELETE answers `deleteStatus`; `deletes` counts them. */
function sponsorServer(deleteStatus: number) {
  let deleted = false;
  const calls = { deletes: 0 };
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const path = String(input);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (init?.method === 'DELETE' && path.endsWith('/api/admin/sponsor/3')) {
        calls.deletes += 1;
        if (deleteStatus >= 400) return json(deleteStatus, { content: { message: 'Database unavailable' } });
        deleted = true;
        return json(200, { content: { id: 3 } });
      }
      if (path.includes('/api/admin/sponsor/list')) {
        const result = deleted ? [] : [ACME];
        return json(200, {
          content: {
            result,
            navigation: {
              page: 1,
              total_items: result.length,
              total_pages: 1,
              items_on_page: result.length,
              items_per_page: 20,
              more: false,
            },
          },
        });
      }
      return json(404, { content: { message: 'Not found' } });
    },
  });
  return { http, calls };
}

test('the sponsor list has the columns SPEC names, and each row edit and delete', async () => {
  const { user } = renderApp('/sponsors', { stored: SUPER }, sponsorServer(200).http);
  // The first render of the file loads the console's lazy screens: it may take a while on a busy machine.
  const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
  await within(table).findByText('Acme Labs');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.trim())
    .filter((text) => text);
  for (const column of [
    'Company Name',
    'Company URL',
    'Company Logo',
    'Video URL',
    'Assigned Articles',
    'Actions',
  ])
    expect(headers).toContain(column);
  expect(headers.indexOf('Company Name')).toBeLessThan(headers.indexOf('Assigned Articles'));
  const row = within(table).getByText('Acme Labs').closest('tr')!;
  expect(within(row).getByText('4')).toBeInTheDocument();
  // The row's actions are one menu named for the row (ADR 267): Edit goes to the sponsor, Delete comes last.
  await user.click(within(row).getByRole('button', { name: 'Actions for Acme Labs' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'Edit Acme Labs' })).toHaveAttribute(
    'href',
    '/admin/sponsors/edit/3',
  );
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Edit Acme Labs', 'Delete Acme Labs']);
}, 20_000);

/** Deletes Acme Labs from its row's menu, in one step (ADR 351): nothing is asked. */
async function deleteAcme(user: ReturnType<typeof renderApp>['user']) {
  // The notice's Undo window passes on the test's clock (tests/views/undoWindow.ts).
  onTestClock();
  await user.click(await screen.findByRole('button', { name: 'Actions for Acme Labs' }, { timeout: 15_000 }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete Acme Labs' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

// One delete pattern (ADR 266): the row goes at once, SPEC's notice offers Undo, the DELETE is sent when it ends.
test('a delete hides the row at once, says Sponsor successfully deleted with Undo, and is sent when the notice ends', async () => {
  const server = sponsorServer(200);
  const { user } = renderApp('/sponsors', { stored: SUPER }, server.http);
  await deleteAcme(user);
  expect(await screen.findByText('Sponsor successfully deleted')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  expect(screen.queryByText('Acme Labs')).not.toBeInTheDocument();
  expect(server.calls.deletes).toBe(0);
  await undoWindowPasses();
  await waitFor(() => expect(server.calls.deletes).toBe(1), { timeout: 15_000 });
  // Sent, the list reads again without it (SPEC's empty-list words).
  expect(await screen.findByText(SPONSOR_MESSAGES.emptyList)).toBeInTheDocument();
}, 30_000);

test('Undo brings the sponsor back and sends nothing', async () => {
  const server = sponsorServer(200);
  const { user } = renderApp('/sponsors', { stored: SUPER }, server.http);
  await deleteAcme(user);
  await user.click(await screen.findByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Deletion undone: 1 restored')).toBeInTheDocument();
  expect(await screen.findByText('Acme Labs')).toBeInTheDocument();
  // Nothing is left to send: the outbox kept in the browser holds no deletion.
  expect(JSON.parse(window.localStorage.getItem('console.bulkOutbox') ?? '[]')).toEqual([]);
  expect(server.calls.deletes).toBe(0);
}, 30_000);

test('a delete the server refuses says Unable to delete Sponsor and the row comes back', async () => {
  const server = sponsorServer(500);
  const { user } = renderApp('/sponsors', { stored: SUPER }, server.http);
  await deleteAcme(user);
  await undoWindowPasses();
  expect(
    await screen.findByText('Unable to delete Sponsor', undefined, { timeout: 15_000 }),
  ).toBeInTheDocument();
  expect(server.calls.deletes).toBe(1);
  expect(await screen.findByText('Acme Labs')).toBeInTheDocument();
}, 30_000);
