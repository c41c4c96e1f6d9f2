/** Users Management's invitations page (/admins/invitations): the pending invitations as the super admin sees them: loading, failed with Try again, listed. */
import { screen, waitFor, within } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import { renderApp } from '../renderApp';
import { openRowMenu } from '../ui/rowMenu';

const SUPER = {
  user: { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] },
  flags: {},
};

const ida = {
  id: 1,
  email: 'ida@demo.test',
  roles: ['ROLE_PUBLISH'],
  expiresAt: '2026-12-01T00:00:00Z',
  createdAt: '2026-11-24T00:00:00Z',
};

/** GET answers in turn (the last repeats): 200 with the pending invitations, or a failing status. Resends land in `resent`. */
function httpFor(statuses: readonly number[], hold?: Promise<void>, resent: number[] = []) {
  let reads = 0;
  const pending = [ida];
  const json = (status: number, content: unknown) =>
    new Response(JSON.stringify({ content }), { status, headers: { 'Content-Type': 'application/json' } });
  return createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/admin/admins/invitation/1/resend' && init?.method === 'POST') {
        resent.push(1);
        return json(200, { ...ida, token: 'tok2', link: '/admin/set-password?token=tok2' });
      }
      if (path !== '/api/admin/admins/invitation') return json(404, { message: 'Not found' });
      if (init?.method === 'POST') {
        const request = JSON.parse(String(init.body)) as { email: string; roles: string[] };
        pending.push({ ...ida, id: 2, ...request });
        return json(200, {
          ...request,
          token: 'tok',
          link: '/admin/set-password?token=tok',
          expiresAt: ida.expiresAt,
        });
      }
      await hold;
      const status = statuses[Math.min(reads++, statuses.length - 1)]!;
      return status === 200
        ? json(200, { invitations: [...pending] })
        : json(status, { message: 'Internal server error' });
    },
  });
}

const pendingSection = () => screen.getByRole('region', { name: 'Pending invitations' });

test('the pending invitations load, then are listed', async () => {
  let answer = () => {};
  renderApp(
    '/admins/invitations',
    { stored: SUPER },
    httpFor([200], new Promise<void>((resolve) => (answer = resolve))),
  );
  await screen.findByRole('heading', { name: 'Users Management', level: 1 });
  expect(within(pendingSection()).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  answer();
  const table = await within(pendingSection()).findByRole('table', { name: 'Pending invitations' });
  expect(within(table).getByText('ida@demo.test')).toBeInTheDocument();
  expect(within(pendingSection()).queryByRole('status', { name: 'Loading' })).toBeNull();
});

test('invitations that could not be read say so; Try again keeps the focus until they are listed', async () => {
  const { user } = renderApp('/admins/invitations', { stored: SUPER }, httpFor([500, 500, 200]));
  const alert = await within(await screen.findByRole('region', { name: 'Pending invitations' })).findByRole(
    'alert',
  );
  expect(alert).toHaveTextContent('The invitations could not be loaded.');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  const again = await within(pendingSection()).findByRole('button', { name: 'Try again' });
  await waitFor(() => expect(again).toHaveFocus());
  await user.click(again);
  const table = await within(pendingSection()).findByRole('table', { name: 'Pending invitations' });
  expect(within(table).getByText('ida@demo.test')).toBeInTheDocument();
  expect(within(pendingSection()).queryByRole('button', { name: 'Try again' })).toBeNull();
});

test('a created invitation joins the list, which stays shown while it is read again', async () => {
  const { user } = renderApp('/admins/invitations', { stored: SUPER }, httpFor([200]));
  await within(await screen.findByRole('region', { name: 'Pending invitations' })).findByRole('table');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'new@demo.test');
  await user.click(screen.getByRole('checkbox', { name: 'Publish' }));
  await user.click(screen.getByRole('button', { name: 'Create invitation' }));
  const table = within(pendingSection()).getByRole('table', { name: 'Pending invitations' });
  expect(await within(table).findByText('new@demo.test')).toBeInTheDocument();
  expect(within(table).getByText('ida@demo.test')).toBeInTheDocument();
});

test('a pending invitation’s menu offers Send again, which sends a new link and shows it', async () => {
  const resent: number[] = [];
  const { user } = renderApp('/admins/invitations', { stored: SUPER }, httpFor([200], undefined, resent));
  const table = await within(await screen.findByRole('region', { name: 'Pending invitations' })).findByRole(
    'table',
    { name: 'Pending invitations' },
  );
  // The row's actions are one menu named for the invitation's e-mail (ADR 267).
  expect(await openRowMenu(user, 'ida@demo.test', table)).toEqual([
    { name: 'Send again', danger: false, disabled: false },
  ]);
  await user.click(screen.getByRole('menuitem', { name: 'Send again' }));
  expect(
    await screen.findByRole('heading', { name: 'Set-password link for ida@demo.test' }),
  ).toBeInTheDocument();
  expect(resent).toEqual([1]);
});
