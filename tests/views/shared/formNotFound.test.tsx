/**
 * An edit address that names no record: the form screen keeps its Back and heading, says what was not found in the
 * form's place and links back to the list that Back leads to; any other failed load still goes to the error screen.
 */
import { screen, waitFor } from '@testing-library/react';
import { fakeServer } from '../recordingServer';
import { currentPath, renderApp } from '../renderApp';

const SUPER = {
  user: { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] },
  flags: { adminTranslations: true },
};
const MISSING = 999999;
const emptyList = {
  result: [],
  navigation: { page: 1, total_items: 0, total_pages: 1, items_on_page: 0, items_per_page: 20, more: false },
};

/** The record's read answers 404; every other read an empty list. */
const server = () =>
  fakeServer((path) =>
    path.includes(String(MISSING))
      ? { status: 404, content: { message: 'Not found' } }
      : { content: emptyList },
  );

test.each([
  ['/sponsors/edit', 'Edit Sponsor', 'This sponsor does not exist.', 'Back to Sponsors', '/sponsors'],
  [
    '/identity-providers/edit',
    'Edit Identity Provider',
    'This identity provider does not exist.',
    'Back to Identity Providers',
    '/identity-providers',
  ],
  [
    '/translations/groups/edit',
    'Edit translation group',
    'This translation group does not exist.',
    'Back to Translation Groups',
    '/translations/groups',
  ],
  [
    '/institutions',
    'Institutions',
    'This institution does not exist.',
    'Back to Institutions',
    '/institutions',
  ],
])(
  '%s/999999 says what was not found and links back to the list',
  async (base, heading, text, link, list) => {
    const { user } = renderApp(`${base}/${MISSING}`, { stored: SUPER }, server().http);
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oops, something went wrong' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    const back = screen.getByRole('link', { name: link });
    expect(back.getAttribute('href')).toMatch(new RegExp(`${list}$`));
    await user.click(back);
    await waitFor(() => expect(currentPath()).toBe(list));
  },
);

test('a sponsor whose read fails otherwise (500) still goes to the error screen', async () => {
  // React reports the error the boundary catches.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { http } = fakeServer(() => ({ status: 500, content: { message: 'Server error' } }));
  renderApp(`/sponsors/edit/${MISSING}`, { stored: SUPER }, http);
  await screen.findByRole('heading', { name: 'Oops, something went wrong' });
  expect(screen.queryByText('This sponsor does not exist.')).toBeNull();
  quiet.mockRestore();
});
