import { screen, waitFor, within } from '@testing-library/react';
import { CS_USER, currentPath, renderApp } from '../renderApp';

describe('sign-in screen', () => {
  test('shows the Admin Sign In form with e-mail, password and a Sign In button', async () => {
    renderApp('/signin');
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(document.title).toContain('Admin Sign In');
  });

  test('under the heading, one sentence says who signs in here, and it describes the form', async () => {
    renderApp('/signin');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' });
    const audience = screen.getByText('Staff, instructors and customers all sign in here.');
    expect(heading.nextElementSibling).toBe(audience);
    expect(screen.getByRole('form', { name: 'Admin Sign In' })).toHaveAccessibleDescription(
      'Staff, instructors and customers all sign in here.',
    );
  });

  test("empty fields show 'This field is required' under each of them", async () => {
    const { user } = renderApp('/signin');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('E-mail');
    const password = screen.getByLabelText('Password');
    // The forms' rules load with the first submit (ADR 003).
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required'));
    expect(email).toBeInvalid();
    expect(password).toBeInvalid();
    expect(password).toHaveAccessibleDescription('This field is required');
  });

  test("the server's message shows under the form and the fields stay filled", async () => {
    const { user } = renderApp('/signin', {
      signIn: async () => {
        throw new Error('Invalid e-mail or password.');
      },
    });
    await user.type(await screen.findByLabelText('E-mail'), 'cs@demo.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const form = screen.getByRole('form', { name: 'Admin Sign In' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid e-mail or password.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('cs@demo.test');
    expect(screen.getByLabelText('E-mail')).not.toBeInvalid();
  });

  test('while signing in the button is disabled and shows progress', async () => {
    let finish: (value: { user: typeof CS_USER; flags: object }) => void = () => {};
    const { user } = renderApp('/signin', { signIn: () => new Promise((resolve) => (finish = resolve)) });
    await user.type(await screen.findByLabelText('E-mail'), 'cs@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    finish({ user: CS_USER, flags: {} });
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey' })).toBeInTheDocument();
  });

  test('a signed-out deep link goes to /signin, and after sign-in to the page asked for', async () => {
    const { user } = renderApp('/classes', { signIn: async () => ({ user: CS_USER, flags: {} }) });
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(currentPath()).toBe('/signin');
    await user.type(screen.getByLabelText('E-mail'), 'cs@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Classes' })).toBeInTheDocument();
    expect(currentPath()).toBe('/classes');
  });

  test('a deep link outside the role lands on the dashboard after sign-in', async () => {
    const { user } = renderApp('/sponsors', { signIn: async () => ({ user: CS_USER, flags: {} }) });
    await user.type(await screen.findByLabelText('E-mail'), 'cs@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  test('signing in from /signin lands on the dashboard', async () => {
    const { user } = renderApp('/signin', { signIn: async () => ({ user: CS_USER, flags: {} }) });
    await user.type(await screen.findByLabelText('E-mail'), 'cs@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  test('a spinner named Loading shows until the session check finishes', async () => {
    let answer: (value: null) => void = () => {};
    renderApp('/signin', { stored: new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    answer(null);
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
