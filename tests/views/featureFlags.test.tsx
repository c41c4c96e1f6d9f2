/**
 * The Feature Flags area when someone else switched a flag after it was loaded (ADR 188): the switch is sent on
 * the flag's version, the server refuses it with 409, and the area offers Reload or Keep mine.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { STALE_MESSAGES } from '../../src/domain/shared/recordVersions';
import { fakeServer } from './recordingServer';
import { renderApp } from './renderApp';

const ADMIN = { user: { firstName: 'Ada', lastName: 'Admin', roles: ['ROLE_ADMIN'] }, flags: {} };
const STALE = STALE_MESSAGES.featureFlag;

/** The flags as the area loads them; right after, someone switches adminTranslations off. */
function switchedByOthers() {
  let stored = {
    flags: { adminBanner: true, adminTranslations: true },
    versions: { adminBanner: 1, adminTranslations: 4 },
  };
  return fakeServer((path, method, body) => {
    if (path === '/api/admin/feature_flags' && method === 'GET') {
      const answer = { content: stored };
      stored = {
        flags: { ...stored.flags, adminTranslations: false },
        versions: { ...stored.versions, adminTranslations: 5 },
      };
      return answer;
    }
    const { enabled, version } = body as { enabled: boolean; version: number };
    const key = decodeURIComponent(path.split('/').pop()!) as keyof typeof stored.flags;
    if (version !== stored.versions[key])
      return { status: 409, content: { message: STALE, errors: { version: [STALE] } } };
    stored = {
      flags: { ...stored.flags, [key]: enabled },
      versions: { ...stored.versions, [key]: version + 1 },
    };
    return { content: stored };
  });
}

test('a switch made after someone else switched the flag offers Reload, which shows their flags', async () => {
  const { http, calls } = switchedByOthers();
  const { user } = renderApp('/feature-flags', { stored: ADMIN }, http);
  await user.click(await screen.findByRole('switch', { name: 'Translations' }));
  const conflict = await screen.findByRole('alertdialog');
  expect(conflict).toHaveAccessibleDescription(STALE);
  await user.click(within(conflict).getByRole('button', { name: 'Reload' }));
  expect(await screen.findByRole('switch', { name: 'Translations' })).not.toBeChecked();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
    { enabled: false, version: 4 },
  ]);
});

test('Keep mine saves my switch on their version', async () => {
  const { http, calls } = switchedByOthers();
  const { user } = renderApp('/feature-flags', { stored: ADMIN }, http);
  await user.click(await screen.findByRole('switch', { name: 'Translations' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep mine' }));
  expect(await screen.findByText('Feature flag Translations saved')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body])).toEqual([
    ['/api/admin/feature_flags/adminTranslations', { enabled: false, version: 4 }],
    ['/api/admin/feature_flags/adminTranslations', { enabled: false, version: 5 }],
  ]);
});

test('flags that could not be read say so; Try again keeps the keyboard on it until they are shown', async () => {
  let reads = 0;
  const flags = { flags: { adminBanner: true }, versions: { adminBanner: 1 } };
  const { http } = fakeServer(() => {
    reads += 1;
    return reads <= 2 ? { status: 503, content: { message: 'Unavailable' } } : { content: flags };
  });
  const { user } = renderApp('/feature-flags', { stored: ADMIN }, http);
  const message = await screen.findByText('The data could not be loaded.', {}, { timeout: 10_000 });
  await user.click(
    within(message.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Try again' }),
  );
  await waitFor(() => expect(reads).toBe(2));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('switch', { name: 'Banner' })).toBeChecked();
  const row = screen.getByRole('rowheader', { name: /Banner/ });
  expect(row).toHaveTextContent(
    'Adds Banner to the menu: staff write the message shown at the top of the site.',
  );
  expect(row).toHaveTextContent('adminBanner');
});
