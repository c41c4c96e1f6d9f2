/**
 * The account menu: the way to /access, and "Sign out of all devices" (ADR 103), blocked like Sign out, and honest
 * when it fails.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { CS_USER, currentPath, renderApp } from '../renderApp';

const signedIn = { stored: { user: CS_USER, flags: {} } };

async function openAccountMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /Casey Support/ }));
}

test('Sign out of all devices signs out and returns to /signin', async () => {
  const { user, signOut, signOutAll } = renderApp('/dashboard', signedIn);
  await openAccountMenu(user);
  await user.click(await screen.findByRole('menuitem', { name: 'Sign out of all devices' }));
  expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
  expect(signOutAll).toHaveBeenCalledTimes(1);
  expect(signOut).not.toHaveBeenCalled();
  expect(currentPath()).toBe('/signin');
});

test('with unsaved changes, Sign out of all devices is blocked by the same dialog as Sign out', async () => {
  const { user, session, signOutAll } = renderApp('/dashboard', signedIn);
  await screen.findByRole('heading', { name: 'Welcome, Casey' });
  session.send({ type: 'unsaved.register', id: 'quiz-editor' });
  await openAccountMenu(user);
  await user.click(await screen.findByRole('menuitem', { name: 'Sign out of all devices' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Sign out is blocked' });
  await user.click(within(dialog).getByRole('button', { name: 'Back to my changes' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(signOutAll).not.toHaveBeenCalled();
});

test('when the server cannot confirm it, the user stays signed in, is told, and can try again', async () => {
  const { user, signOutAll } = renderApp('/dashboard', signedIn);
  signOutAll.mockRejectedValueOnce(new Error('offline'));
  await openAccountMenu(user);
  await user.click(await screen.findByRole('menuitem', { name: 'Sign out of all devices' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Not signed out of all devices' });
  expect(dialog).toHaveTextContent('other devices may still be signed in');
  // Still signed in behind the modal dialog.
  expect(screen.getByRole('heading', { name: 'Welcome, Casey', hidden: true })).toBeInTheDocument();
  expect(currentPath()).toBe('/dashboard');

  await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
  expect(signOutAll).toHaveBeenCalledTimes(2);
});

test('the account menu leads to the user’s own access (/access), first of its items', async () => {
  const { user } = renderApp('/dashboard', signedIn);
  await openAccountMenu(user);
  const items = await screen.findAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Your access',
    'Sign out',
    'Sign out of all devices',
  ]);
  await user.click(items[0]!);
  await waitFor(() => expect(currentPath()).toBe('/access'));
});
