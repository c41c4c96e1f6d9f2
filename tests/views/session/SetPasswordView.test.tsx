import { screen, waitFor, within } from '@testing-library/react';
import type { FinishRegistrationRequest } from '../../../src/api/session/authContract';
import { currentPath, renderApp } from '../renderApp';

async function fillForm(user: ReturnType<typeof renderApp>['user'], repeat = 'secret-1') {
  await user.type(await screen.findByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Password'), 'secret-1');
  await user.type(screen.getByLabelText('Repeat password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Confirm email' }));
}

describe('set-password screen', () => {
  test("shows the 'Confirm email' form with its four fields", async () => {
    renderApp('/set-password?token=abc');
    expect(await screen.findByRole('heading', { name: 'Confirm email' })).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'Password', 'Repeat password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  test('empty and mismatching fields show their messages under the fields', async () => {
    const { user } = renderApp('/set-password?token=abc');
    await user.click(await screen.findByRole('button', { name: 'Confirm email' }));
    // The forms' rules load with the first submit (ADR 003).
    await waitFor(() =>
      expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('This field is required'),
    );
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');

    await fillForm(user, 'secret-2');
    await waitFor(() =>
      expect(screen.getByLabelText('Repeat password')).toHaveAccessibleDescription('Passwords do not match'),
    );
    expect(screen.getByLabelText('First name')).not.toBeInvalid();
  });

  test('sends the token from the query string and signs the new admin in', async () => {
    const sent: FinishRegistrationRequest[] = [];
    const { user } = renderApp('/set-password?token=tok-123', {
      finishRegistration: async (request) => {
        sent.push(request);
        return { user: { firstName: 'Ada', lastName: 'Lovelace', roles: ['ROLE_PUBLISH'] }, flags: {} };
      },
    });
    await fillForm(user);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        plainPassword: { first: 'secret-1', second: 'secret-1' },
        token: 'tok-123',
      },
    ]);
    expect(currentPath()).toBe('/dashboard');
  });

  test("the server's message shows under the form", async () => {
    const { user } = renderApp('/set-password?token=expired', {
      finishRegistration: async () => {
        throw new Error('This invitation has expired.');
      },
    });
    await fillForm(user);
    const form = screen.getByRole('form', { name: 'Confirm email' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('This invitation has expired.');
  });
});
