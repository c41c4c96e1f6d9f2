/** The identity providers area (ADR 182): the list, Add, Edit and Delete with Undo (ADR 266) against a fake server. */
import { screen, waitFor, within } from '@testing-library/react';
import { IDENTITY_PROVIDER_PATHS } from '../../../src/api/identityProviders/identityProvidersContract';
import { createHttpClient } from '../../../src/api/shared/http';
import type { IdentityProvider } from '../../../src/domain/identityProviders/identityProviders';
import { onTestClock, undoWindowPasses } from '../undoWindow';
import { paging } from '../../../src/domain/shared/listQuery';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { currentPath, renderApp } from '../renderApp';

const STALE = STALE_MESSAGES.identityProvider;

const ADMIN = { user: { firstName: 'Alex', lastName: 'Admin', roles: ['ROLE_ADMIN'] }, flags: {} };
const RIVERSIDE: IdentityProvider = {
  id: 7,
  version: 1,
  institutionId: 3,
  institutionTitle: 'Riverside University',
  name: 'Riverside',
  issuer: 'https://login.riverside.edu',
  clientId: 'console',
  clientAuth: 'auto',
  clientSecretSet: true,
  emailDomains: ['riverside.edu'],
  roles: ['ROLE_CS_USER'],
  enabled: true,
};

/** `theirs`: someone saved the provider after it was loaded; a save on an older version is refused. */
function fakeServer(
  providers: IdentityProvider[],
  refuse?: Record<string, string[]>,
  theirs?: IdentityProvider,
) {
  let stored = RIVERSIDE;
  const saved: { method: string; body: Record<string, unknown> }[] = [];
  /** The DELETEs received, by path; a deleted provider leaves the list. */
  const deletes: string[] = [];
  const json = (content: unknown, status = 200) =>
    new Response(JSON.stringify({ content }), { status, headers: { 'Content-Type': 'application/json' } });
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://console.test').pathname;
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      if (path === '/api/admin/institution')
        return json({
          result: [
            {
              id: 3,
              title: 'Riverside University',
              approved: true,
              product_id: null,
              feature: null,
              hasEducationSubscription: false,
              hasUnlimitedSubscription: false,
            },
            {
              id: 4,
              title: 'Hill College',
              approved: true,
              product_id: null,
              feature: null,
              hasEducationSubscription: false,
              hasUnlimitedSubscription: false,
            },
          ],
          navigation: paging(1, 20, 2, 2),
        });
      if (path === '/api/admin/identity_provider/list') {
        const left = providers.filter(
          (provider) => !deletes.includes(IDENTITY_PROVIDER_PATHS.one(provider.id)),
        );
        return json({ result: left, navigation: paging(1, 20, left.length, left.length) });
      }
      if (path.startsWith('/api/admin/identity_provider/') && method === 'DELETE') {
        deletes.push(path);
        return json({ id: Number(path.split('/').at(-1)) });
      }
      if (path === '/api/admin/identity_provider/7' && method === 'GET') {
        const answer = json(stored);
        if (theirs) stored = theirs;
        return answer;
      }
      if (path.startsWith('/api/admin/identity_provider')) {
        saved.push({ method, body });
        if (refuse) return json({ message: 'Validation failed', errors: refuse }, 400);
        if (method === 'PATCH' && body.version !== stored.version)
          return json({ message: STALE, errors: { version: [STALE] } }, 409);
        const domains = String(body.emailDomains)
          .split(/[\s,]+/)
          .filter(Boolean);
        return json({ ...RIVERSIDE, ...body, id: 7, emailDomains: domains, clientSecretSet: true });
      }
      throw new Error(`unexpected ${method} ${path}`);
    },
  });
  return { http, saved, deletes };
}

test("an empty list says 'No identity providers found!'", async () => {
  renderApp('/identity-providers', { stored: ADMIN }, fakeServer([]).http);
  expect(await screen.findByText('No identity providers found!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Identity Provider' })).toHaveAttribute(
    'href',
    '/admin/identity-providers/add',
  );
});

test('the list shows each provider with its institution, domains and status', async () => {
  const { user } = renderApp(
    '/identity-providers',
    { stored: ADMIN },
    fakeServer([RIVERSIDE, { ...RIVERSIDE, id: 8, name: 'Hill', enabled: false }]).http,
  );
  const row = (await screen.findByText('Riverside')).closest('tr')!;
  expect(within(row).getByText('Riverside University')).toBeInTheDocument();
  expect(within(row).getByText('riverside.edu')).toBeInTheDocument();
  expect(within(row).getByText('Enabled')).toBeInTheDocument();
  expect(within(screen.getByText('Hill').closest('tr')!).getByText('Disabled')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Actions for Riverside' }));
  expect(await screen.findByRole('menuitem', { name: 'Edit Riverside' })).toHaveAttribute(
    'href',
    '/admin/identity-providers/edit/7',
  );
});

/** Deletes Riverside from its row's menu, in one step (ADR 351): nothing is asked. */
async function deleteRiverside(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Actions for Riverside' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete Riverside' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

// One delete pattern (ADR 266): the row goes at once, the notice offers Undo, the DELETE is sent when it ends.
test('a deleted provider goes at once with Undo, and is deleted on the server when the notice ends', async () => {
  onTestClock();
  const { http, deletes } = fakeServer([RIVERSIDE]);
  const { user } = renderApp('/identity-providers', { stored: ADMIN }, http);
  await deleteRiverside(user);
  expect(await screen.findByText('Identity provider successfully deleted')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  expect(screen.queryByText('Riverside University')).not.toBeInTheDocument();
  expect(deletes).toEqual([]);
  await undoWindowPasses();
  await waitFor(() => expect(deletes).toEqual(['/api/admin/identity_provider/7']), { timeout: 15_000 });
  // Sent, the list reads again without it.
  expect(await screen.findByText('No identity providers found!')).toBeInTheDocument();
}, 30_000);

test('Undo brings the provider back and sends nothing', async () => {
  onTestClock();
  const { http, deletes } = fakeServer([RIVERSIDE]);
  const { user } = renderApp('/identity-providers', { stored: ADMIN }, http);
  await deleteRiverside(user);
  await user.click(await screen.findByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Deletion undone: 1 restored')).toBeInTheDocument();
  expect(await screen.findByText('Riverside University')).toBeInTheDocument();
  // Nothing is left to send: the outbox kept in the browser holds no deletion, and past the notice's time nothing
  // was sent.
  expect(JSON.parse(window.localStorage.getItem('console.bulkOutbox') ?? '[]')).toEqual([]);
  await undoWindowPasses(500);
  expect(deletes).toEqual([]);
}, 30_000);

test('Add asks for a secret, then creates the provider with what was typed and goes back to the list', async () => {
  const { http, saved } = fakeServer([]);
  const { user } = renderApp('/identity-providers/add', { stored: ADMIN }, http);
  await user.type(await screen.findByRole('combobox', { name: 'Institution' }), 'hill');
  await user.click(await screen.findByRole('option', { name: 'Hill College' }));
  // The address the admin registers with the provider, on this console's origin.
  const redirectUri = screen.getByLabelText('Redirect URI');
  expect(redirectUri).toHaveValue(`${window.location.origin}/api/auth/sso/callback`);
  expect(redirectUri).toHaveAttribute('readonly');
  await user.type(screen.getByLabelText('Name users see'), 'Hill sign-in');
  await user.type(screen.getByLabelText('Issuer'), 'https://login.hill.edu');
  await user.type(screen.getByLabelText('Client ID'), 'console');
  await user.type(screen.getByLabelText('E-mail domains'), 'hill.edu, @Staff.Hill.edu');
  await user.click(screen.getByRole('checkbox', { name: 'Instructor with LTI' }));
  await user.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Client secret')).toHaveAccessibleDescription(/This field is required/),
  );
  expect(saved).toEqual([]);

  await user.type(screen.getByLabelText('Client secret'), 's3cret');
  // The provider's first listed method by default; the address of the console's keys only for private_key_jwt.
  const clientAuth = screen.getByLabelText('Client authentication');
  expect(clientAuth).toHaveDisplayValue('The first method the provider lists');
  expect(screen.queryByLabelText('Public keys (JWKS) URL')).not.toBeInTheDocument();
  await user.selectOptions(clientAuth, 'private_key_jwt');
  expect(screen.getByLabelText('Public keys (JWKS) URL')).toHaveValue(
    `${window.location.origin}/lti/jwks.json`,
  );
  await user.selectOptions(clientAuth, 'client_secret_basic');
  await user.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(currentPath()).toBe('/identity-providers'));
  expect(saved).toEqual([
    {
      method: 'POST',
      body: {
        institutionId: 4,
        name: 'Hill sign-in',
        issuer: 'https://login.hill.edu',
        clientId: 'console',
        clientAuth: 'client_secret_basic',
        clientSecret: 's3cret',
        emailDomains: 'hill.edu, @Staff.Hill.edu',
        roles: ['ROLE_CS_USER', 'ROLE_CS_LTI_USER'],
        enabled: true,
      },
    },
  ]);
  expect(await screen.findByText('Identity provider successfully created')).toBeInTheDocument();
});

test('Edit never shows the stored secret and a blank one keeps it; a refused domain is named', async () => {
  const { http, saved } = fakeServer([RIVERSIDE], {
    emailDomains: ['riverside.edu is already served by another identity provider'],
  });
  const { user } = renderApp('/identity-providers/edit/7', { stored: ADMIN }, http);
  const secret = await screen.findByLabelText('Client secret');
  expect(secret).toHaveValue('');
  expect(secret).toHaveAccessibleDescription('A secret is stored. Leave this blank to keep it.');
  expect(screen.getByRole('combobox', { name: 'Institution' })).toHaveValue('Riverside University');
  expect(screen.getByRole('switch', { name: 'Enabled' })).toBeChecked();
  await user.click(screen.getByRole('switch', { name: 'Enabled' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('riverside.edu is already served by another identity provider'),
  ).toBeInTheDocument();
  expect(saved).toEqual([
    {
      method: 'PATCH',
      body: expect.objectContaining({ clientSecret: '', enabled: false, emailDomains: 'riverside.edu' }),
    },
  ]);
  expect(currentPath()).toBe('/identity-providers/edit/7');
});

test('a bad issuer is refused on its field before anything is sent', async () => {
  const { http, saved } = fakeServer([RIVERSIDE]);
  const { user } = renderApp('/identity-providers/edit/7', { stored: ADMIN }, http);
  const issuer = await screen.findByLabelText('Issuer');
  await user.clear(issuer);
  await user.type(issuer, 'http://login.riverside.edu');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(issuer).toHaveAccessibleDescription(/Must be an https:\/\/ address/));
  expect(saved).toEqual([]);
});

test('an edit saved after someone else saved the provider offers Reload or Keep mine; Keep mine saves on theirs', async () => {
  const { http, saved } = fakeServer([RIVERSIDE], undefined, { ...RIVERSIDE, name: 'Theirs', version: 2 });
  const { user } = renderApp('/identity-providers/edit/7', { stored: ADMIN }, http);
  const name = await screen.findByLabelText('Name users see');
  await user.clear(name);
  await user.type(name, 'Mine');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveAccessibleDescription(STALE);
  await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
  await waitFor(() => expect(currentPath()).toBe('/identity-providers'));
  expect(saved.map((save) => [save.body.name, save.body.version])).toEqual([
    ['Mine', 1],
    ['Mine', 2],
  ]);
});

test('Reload drops what was typed and shows their provider', async () => {
  const { http, saved } = fakeServer([RIVERSIDE], undefined, { ...RIVERSIDE, name: 'Theirs', version: 2 });
  const { user } = renderApp('/identity-providers/edit/7', { stored: ADMIN }, http);
  const name = await screen.findByLabelText('Name users see');
  await user.clear(name);
  await user.type(name, 'Mine');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(screen.getByLabelText('Name users see')).toHaveValue('Theirs'));
  expect(saved).toHaveLength(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
