/**
 * SPEC section 2 "Sponsors" and section 8 "Notifications", in SPEC's words: the sponsor list's columns and its
 * Actions (edit, delete), and what a delete says when it works ('Sponsor successfully deleted') and when it does
 * not ('Unable to delete Sponsor').
 */
import { screen, within } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import { renderApp } from '../renderApp';

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

/** A fake server: the list answers Acme until it is deleted; DELETE answers `deleteStatus`. */
function sponsorServer(deleteStatus: number) {
  let deleted = false;
  return createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const path = String(input);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (init?.method === 'DELETE' && path.endsWith('/api/admin/sponsor/3')) {
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
}

test('the sponsor list has the columns SPEC names, and each row edit and delete', async () => {
  const { user } = renderApp('/sponsors', { stored: SUPER }, sponsorServer(200));
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

test.each([
  [200, 'Sponsor successfully deleted'],
  [500, 'Unable to delete Sponsor'],
])('a delete answered %i says %s', async (status, message) => {
  const { user } = renderApp('/sponsors', { stored: SUPER }, sponsorServer(status));
  await user.click(await screen.findByRole('button', { name: 'Actions for Acme Labs' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete Acme Labs' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
});
