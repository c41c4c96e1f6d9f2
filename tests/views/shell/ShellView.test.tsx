import { act, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '../../../src/domain/session/session';
import { SIDEBAR_COLLAPSED_KEY } from '../../../src/views/shell/Sidebar';
import { CS_USER, currentPath, renderApp } from '../renderApp';

const signedIn = (user: SessionUser, flags = {}) => ({ stored: { user, flags } });

async function menuLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('signed-in shell', () => {
  beforeEach(() => window.localStorage.clear());

  test("shows exactly the CS user's menu and the user's name", async () => {
    renderApp('/dashboard', signedIn(CS_USER));
    // SPEC section 6's menu, with Question Banks after Quizzes (ADR 258).
    expect(await menuLinks()).toEqual(['Dashboard', 'Playlists', 'Classes', 'Quizzes', 'Question Banks']);
    expect(screen.getByRole('button', { name: /Casey Support/ })).toBeInTheDocument();
  });

  test('the menu follows the feature flags', async () => {
    const superAdmin = { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] };
    renderApp('/dashboard', signedIn(superAdmin, { adminTranslations: true, adminBanner: false }));
    const links = await menuLinks();
    expect(links).toContain('Translations');
    expect(links).not.toContain('Banner');
    expect(links).toHaveLength(19);
  });

  test('the current area is highlighted in the menu', async () => {
    renderApp('/classes', signedIn(CS_USER));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Classes' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  test('the dashboard greets the user (its figures: DashboardView.test.tsx)', async () => {
    renderApp('/dashboard', signedIn(CS_USER));
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Welcome, Casey' })).toBeInTheDocument();
  });

  test('a super admin reaches MoEngage from the menu (its screens: tests/views/moengage)', async () => {
    const admin: SessionUser = { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] };
    const { user } = renderApp('/dashboard', signedIn(admin));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'MoEngage' }));
    expect(await screen.findByRole('heading', { name: 'MoEngage' })).toBeInTheDocument();
    // The tab's title follows once the page has drawn (on a busy machine, a moment after its heading).
    await waitFor(() => expect(document.title).toContain('MoEngage'));
  });

  test('a publish user reaches the desk from the menu (its screens: tests/views/publish)', async () => {
    const publisher: SessionUser = { firstName: 'Pat', lastName: 'Publisher', roles: ['ROLE_PUBLISH'] };
    const { user } = renderApp('/dashboard', signedIn(publisher));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Publish' }));
    expect(await screen.findByRole('heading', { name: 'Articles', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/arrives in a later release/)).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Publish' })).toHaveAttribute('aria-current', 'page');
  });

  test('root, unknown paths and areas outside the role redirect to /dashboard', async () => {
    renderApp('/sponsors', signedIn(CS_USER));
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  test('Sign out in the user menu signs out and returns to /signin', async () => {
    const { user, signOut } = renderApp('/dashboard', signedIn(CS_USER));
    await user.click(await screen.findByRole('button', { name: /Casey Support/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(currentPath()).toBe('/signin');
  });

  test('an expired session returns to the sign-in form, which says why', async () => {
    const { session } = renderApp('/classes', signedIn(CS_USER));
    await screen.findByRole('heading', { name: 'Classes' });
    act(() => session.send({ type: 'session.expired' }));
    const form = await screen.findByRole('form', { name: 'Admin Sign In' });
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
    expect(currentPath()).toBe('/signin');
  });

  test('with unsaved changes, sign out is blocked and a dialog says why', async () => {
    const { user, session, signOut } = renderApp('/dashboard', signedIn(CS_USER));
    await screen.findByRole('heading', { name: 'Welcome, Casey' });
    session.send({ type: 'unsaved.register', id: 'quiz-editor' });
    await user.click(screen.getByRole('button', { name: /Casey Support/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out is blocked' });
    expect(dialog).toHaveTextContent('unsaved changes');
    await user.click(within(dialog).getByRole('button', { name: 'Back to my changes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Welcome, Casey' })).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  test('the sidebar collapses to an icon strip and stays collapsed after a reload', async () => {
    const first = renderApp('/dashboard', signedIn(CS_USER));
    await first.user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    // Labels leave the screen but stay the links' names.
    expect(await menuLinks()).toEqual(['Dashboard', 'Playlists', 'Classes', 'Quizzes', 'Question Banks']);
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    first.unmount();

    renderApp('/dashboard', signedIn(CS_USER));
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  test('the navigation drawer opens from the top bar and closes with Escape', async () => {
    const { user } = renderApp('/dashboard', signedIn(CS_USER));
    const open = await screen.findByRole('button', { name: 'Open navigation menu' });
    await user.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation menu' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Playlists', 'Classes', 'Quizzes', 'Question Banks']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });
});
