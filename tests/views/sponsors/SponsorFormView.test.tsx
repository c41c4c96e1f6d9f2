import { screen } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import { renderApp } from '../renderApp';

const SUPER = { user: { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] }, flags: {} };

function failingServer(status: number) {
  return createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async () =>
      new Response(JSON.stringify({ content: { message: 'Sponsor not found' } }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  });
}

test.each([400, 500])('a sponsor that fails to load with %i goes to the error screen', async (status) => {
  // React reports the error the boundary catches.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderApp('/sponsors/edit/77', { stored: SUPER }, failingServer(status));
  await screen.findByRole('heading', { name: 'Oops, something went wrong' });
  expect(screen.queryByText('The data could not be loaded.')).toBeNull();
  quiet.mockRestore();
});
