import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../recordingServer';
import type { InstitutionDetail } from '../../../src/domain/institutions/institutions';
import { currentPath, renderApp } from '../renderApp';

const ADMIN = { user: { firstName: 'Ada', lastName: 'Admin', roles: ['ROLE_ADMIN'] }, flags: {} };

const page = (result: object[]) => ({
  result,
  navigation: {
    page: 1,
    total_items: result.length,
    total_pages: 1,
    items_on_page: result.length,
    items_per_page: 20,
    more: false,
  },
});
const row = {
  id: 7,
  title: 'University of Eastport',
  approved: true,
  product_id: 2,
  feature: 'labs',
  hasEducationSubscription: true,
  hasUnlimitedSubscription: false,
};
const detail: InstitutionDetail = {
  ...row,
  emailDomains: ['eastport.example'],
  subscriptionEndsAt: '2031-03-31T23:59:59.999Z',
  trialEndsAt: null,
  createdAt: '2026-01-02T00:00:00.000Z',
  instructors: [
    { id: 3, email: 'ada@eastport.example', firstName: 'Ada', lastName: 'Lovelace', ownEndsAt: null },
  ],
  classes: [{ id: 11, title: 'Genetics', ownerEmail: 'ada@eastport.example' }],
  version: 4,
};

test('the list asks for the filters chosen, keeps them in the URL and says when nothing matches', async () => {
  const { http, calls } = fakeServer((_path, _method, body) => ({
    content: page((body as { hasSubscription?: string }).hasSubscription ? [] : [row]),
  }));
  const { user } = renderApp('/institutions?approved=yes', { stored: ADMIN }, http);
  await screen.findByRole('heading', { name: 'Institutions' });
  expect(await screen.findByRole('link', { name: 'Open University of Eastport' })).toHaveAttribute(
    'href',
    expect.stringContaining('/institutions/7'),
  );
  expect(calls[0]!.body).toMatchObject({
    filter: [{ property: 'approved', operator: 'equals', value: true }],
    navigation: { page: 1, itemsOnPage: 20 },
  });
  await user.selectOptions(screen.getByLabelText('Subscription'), 'education-not-unlimited');
  await screen.findByText('No institutions found');
  expect(window.location.search).toContain('subscription=education-not-unlimited');
  expect(calls.at(-1)!.body).toMatchObject({ hasSubscription: 'education-not-unlimited' });
  expect(screen.getByRole('link', { name: 'New Institution' })).toBeInTheDocument();
});

test('a domain typed wrong is named under its field; a good one is saved on the loaded version', async () => {
  const { http, calls } = fakeServer((path, method, body) =>
    method === 'PATCH'
      ? { content: { ...detail, ...(body as object), version: 5 } }
      : path.endsWith('/institution/7')
        ? { content: detail }
        : { content: page([row]) },
  );
  const { user } = renderApp('/institutions/7', { stored: ADMIN }, http);
  await screen.findByRole('heading', { name: 'University of Eastport' });
  expect(screen.getByLabelText('Subscription ends')).toHaveValue('2031-03-31');
  const instructors = screen.getByRole('region', { name: 'Instructors' });
  expect(within(instructors).getByRole('rowheader', { name: 'Ada Lovelace' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Classes' })).getByRole('link', { name: 'Genetics' }),
  ).toHaveAttribute('href', '/admin/classes/11');

  await user.click(screen.getByRole('button', { name: 'Add a domain' }));
  await user.type(screen.getByLabelText('Domain 2'), 'not a domain');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText('Domain 2')).toHaveAccessibleDescription('Enter a domain like university.edu');
  expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

  await user.clear(screen.getByLabelText('Domain 2'));
  await user.type(screen.getByLabelText('Domain 2'), ' EP-Alumni.example');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Institution saved');
  expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
    emailDomains: ['eastport.example', 'ep-alumni.example'],
    subscriptionEndsAt: '2031-03-31',
    productId: 2,
    version: 4,
  });
});

test('a new institution goes to its own page once created', async () => {
  const { http } = fakeServer((path) =>
    path.endsWith('/institution/create')
      ? { content: { ...detail, id: 12, title: 'Alder Polytechnic' } }
      : { content: detail },
  );
  const { user } = renderApp('/institutions/new', { stored: ADMIN }, http);
  await screen.findByRole('heading', { name: 'New Institution' });
  await user.click(screen.getByRole('button', { name: 'Create' }));
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This field is required');
  await user.type(screen.getByLabelText('Name'), 'Alder Polytechnic');
  await user.click(screen.getByRole('button', { name: 'Create' }));
  await screen.findByText('Institution created');
  await waitFor(() => expect(currentPath()).toBe('/institutions/12'));
});

test('a domain another institution holds is named by the server under its own field until it is changed', async () => {
  const taken = 'The domain eastport.example belongs to Alder Polytechnic';
  const { http } = fakeServer((path, method) =>
    method === 'PATCH'
      ? { status: 400, content: { message: taken, errors: { 'emailDomains.0': [taken] } } }
      : path.endsWith('/institution/7')
        ? { content: detail }
        : { content: page([row]) },
  );
  const { user } = renderApp('/institutions/7', { stored: ADMIN }, http);
  await screen.findByRole('heading', { name: 'University of Eastport' });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByLabelText('Domain 1')).toHaveAccessibleDescription(taken));
  await user.type(screen.getByLabelText('Domain 1'), 'x');
  expect(screen.getByLabelText('Domain 1')).not.toHaveAccessibleDescription(taken);
});

test("a save the server fails without a reason says 'Unable to save the institution', not the bare status", async () => {
  const { http } = fakeServer((path, method) =>
    method === 'PATCH'
      ? { status: 500, content: {} }
      : path.endsWith('/institution/7')
        ? { content: detail }
        : { content: page([row]) },
  );
  const { user } = renderApp('/institutions/7', { stored: ADMIN }, http);
  await screen.findByRole('heading', { name: 'University of Eastport' });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const notices = screen.getByRole('region', { name: 'Notifications' });
  expect(await within(notices).findByText('Unable to save the institution')).toBeInTheDocument();
  expect(within(notices).queryByText(/Internal Server Error|Request failed/)).not.toBeInTheDocument();
});
