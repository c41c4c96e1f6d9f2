/**
 * A save refused because the record changed since it was read (ADR 109) names who changed it as far as the server
 * tells (ADR 300): when the version that won was the user's own save, from another tab or device, the dialog says
 * so; otherwise it keeps the record's message about someone else. A sponsor's form and a class's share list.
 */
import { screen, within } from '@testing-library/react';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { confirm } from '../../../src/i18n/en/confirm';
import { classRecord } from '../classes/classRecord';
import { fakeServer } from '../recordingServer';
import { CS_USER, renderApp } from '../renderApp';

const SUPER = { user: { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] }, flags: {} };
const SPONSOR = {
  id: 3,
  companyName: 'Acme Labs',
  companyUrl: 'https://acme.test',
  logoUrl: null,
  videoUrl: null,
  countOfArticles: 0,
  articleList: [],
  version: 1,
};
const KLASS = classRecord({ published: true });

/** The server's refusal of a save made on an older version, saying whether the winner was the caller. */
const stale = (message: string, savedByYou: boolean) => ({
  status: 409,
  content: { message, errors: { version: [message] }, savedByYou },
});

const CASES = [
  { who: 'the same account', savedByYou: true },
  { who: 'another account', savedByYou: false },
];

/** What the dialog says: its title and its sentence. */
function expectDialogFor(dialog: HTMLElement, savedByYou: boolean, othersMessage: string) {
  if (savedByYou) {
    expect(dialog).toHaveAccessibleName(confirm.conflictTitleYours);
    expect(dialog).toHaveAccessibleDescription(
      'You saved this in another tab or on another device. Reload it or keep your changes.',
    );
  } else {
    expect(dialog).toHaveAccessibleName('Changed by someone else');
    expect(dialog).toHaveAccessibleDescription(othersMessage);
  }
  expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Keep mine' })).toBeInTheDocument();
}

test.each(CASES)(
  'a sponsor saved since by $who: the dialog says who it was',
  async ({ savedByYou }) => {
    const { http } = fakeServer((path, method) => {
      if (path === '/api/admin/sponsor/3' && method === 'GET') return { content: SPONSOR };
      if (path === '/api/admin/sponsor/3' && method === 'PATCH')
        return stale(STALE_MESSAGES.sponsor, savedByYou);
      if (path === '/api/admin/sponsor/article_list')
        return { content: { result: [], navigation: { page: 1, total_items: 0, total_pages: 0 } } };
      return { status: 404, content: { message: 'Not found' } };
    });
    const { user } = renderApp('/sponsors/edit/3', { stored: SUPER }, http);
    await screen.findByRole('heading', { name: 'Edit Sponsor' }, { timeout: 15_000 });
    const name = screen.getByLabelText('Company Name');
    await user.clear(name);
    await user.type(name, 'Acme Research');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expectDialogFor(await screen.findByRole('alertdialog'), savedByYou, STALE_MESSAGES.sponsor);
  },
  30_000,
);

test.each(CASES)(
  "a class's share list saved since by $who: the dialog says who it was",
  async ({ savedByYou }) => {
    const { http } = fakeServer((path, method) => {
      if (path === '/api/admin/class/5' && method === 'GET') return { content: KLASS };
      if (path === '/api/admin/class/5/share') return stale(STALE_MESSAGES.classShares, savedByYou);
      if (path === '/api/admin/class/5/document') return { content: { documents: [] } };
      if (path === '/api/admin/class/5/quiz') return { content: { result: [] } };
      if (path === '/api/admin/class/5/playlist') return { content: { result: [], playlistVideosCount: 0 } };
      return { status: 404, content: { message: 'Not found' } };
    });
    const { user } = renderApp('/classes/5', { stored: { user: CS_USER, flags: {} } }, http);
    await user.click(await screen.findByRole('button', { name: 'Share' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Share class with instructors' });
    await user.type(within(dialog).getByLabelText(/E-mail addresses/), 'lee@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expectDialogFor(await screen.findByRole('alertdialog'), savedByYou, STALE_MESSAGES.classShares);
  },
  30_000,
);
