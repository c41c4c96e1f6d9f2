/**
 * /access (ADR 288): the user's own trial or subscription in plain words and the sections it opens, each opening to
 * its child sections read through the local cache (ADR 265): read once, not again on a second opening nor after a
 * reload within CACHE_HOURS, and from the server again once the entry has expired.
 */
import { screen, within } from '@testing-library/react';
import type { SectionSubscription } from '../../../src/api/content/sectionSubscriptionContract';
import type { SectionListResponse } from '../../../src/api/content/contentContract';
import { createLocalCache, type CacheStorage } from '../../../src/api/shared/localCache';
import { fakeServer } from '../recordingServer';
import { CS_USER, renderApp } from '../renderApp';

const HOUR = 3_600_000;
const signedIn = { stored: { user: CS_USER, flags: {} } };

const journal = { id: 1, title: 'Research Journal', parentId: null, articleType: 'journal' } as const;
const encyclopedia = {
  id: 2,
  title: 'Encyclopedia of Experiments',
  parentId: null,
  articleType: 'encyclopedia_of_experiments',
} as const;

const running: SectionSubscription = {
  kind: 'subscription',
  endsAt: '2027-03-01T12:00:00.000Z',
  active: true,
  sections: [journal, encyclopedia],
};

const journalList: SectionListResponse = {
  section: journal,
  children: [
    { id: 11, title: 'Biology', parentId: 1, articleType: 'journal' },
    { id: 12, title: 'Neuroscience', parentId: 1, articleType: 'journal' },
  ],
};

function memoryStorage(): CacheStorage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** A server answering the subscription and the Research Journal's list; `failures` answers fail first. */
function server(
  subscription: SectionSubscription = running,
  failures: { list?: number; record?: number } = {},
) {
  let listFailures = failures.list ?? 0;
  let recordFailures = failures.record ?? 0;
  return fakeServer((path) => {
    if (path === '/api/section_subscription') {
      if (recordFailures-- > 0) return { status: 500, content: { message: 'Internal error' } };
      return { content: subscription };
    }
    if (path === '/api/free/section/list/1') {
      if (listFailures-- > 0) return { status: 500, content: { message: 'Internal error' } };
      return { content: journalList };
    }
    return { status: 404, content: { message: 'Not found' } };
  });
}

const listReads = (calls: readonly { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/api/free/section/list/')).length;

test('the subscription is said in plain words, with its end as the console writes dates, and its sections listed', async () => {
  const { http } = server();
  renderApp('/access', signedIn, http);
  expect(await screen.findByRole('heading', { level: 1, name: 'Your access' })).toBeInTheDocument();
  const details = await screen.findByRole('region', { name: 'Your subscription' });
  const terms = within(details)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(details)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  expect(terms).toEqual(['Account kind', 'Ends', 'Running now']);
  expect(values).toEqual(['Subscription', '03/01/2027', 'Yes']);

  const sections = screen.getByRole('region', { name: 'Sections open to you' });
  const items = within(sections).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['Research Journal', 'Encyclopedia of Experiments']);
  const button = within(sections).getByRole('button', { name: 'Research Journal' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(document.title).toMatch(/^Your access/);
});

test('opening a section shows its children, read once: closing and opening it again with the keyboard asks the server nothing', async () => {
  // No local cache here: the screen itself keeps what it read while it is open.
  const { http, calls } = server();
  const { user } = renderApp('/access', signedIn, http);
  const button = await screen.findByRole('button', { name: 'Research Journal' });
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const children = await screen.findByRole('list', { name: 'Sections of Research Journal' });
  expect(
    within(children)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Biology', 'Neuroscience']);
  expect(button.getAttribute('aria-controls')).toBe(children.parentElement!.id);
  expect(listReads(calls)).toBe(1);

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('list', { name: 'Sections of Research Journal' })).not.toBeInTheDocument();

  button.focus();
  await user.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('list', { name: 'Sections of Research Journal' })).toBeInTheDocument();
  expect(listReads(calls)).toBe(1);
});

test('a reload within CACHE_HOURS reads the children from the local cache; once expired, from the server again', async () => {
  const storage = memoryStorage();
  let now = new Date('2026-03-01T08:00:00Z').getTime();
  const clock = () => new Date(now);
  const { http, calls } = server();
  const open = async () => {
    const view = renderApp('/access', signedIn, http, {
      localCache: createLocalCache(storage, 24, clock),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Research Journal' }));
    await screen.findByRole('list', { name: 'Sections of Research Journal' });
    view.unmount();
  };

  await open();
  expect(listReads(calls)).toBe(1);

  now += 23 * HOUR;
  await open();
  expect(listReads(calls)).toBe(1);

  now += 2 * HOUR;
  await open();
  expect(listReads(calls)).toBe(2);
});

test('a section whose children could not be read says so, and Try again shows them', async () => {
  const { http, calls } = server(running, { list: 1 });
  const { user } = renderApp('/access', signedIn, http);
  const button = await screen.findByRole('button', { name: 'Research Journal' });
  await user.click(button);
  const message = await screen.findByText('The sections of Research Journal could not be loaded.');
  const alert = message.closest<HTMLElement>('[role="alert"]')!;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(document.activeElement).toBe(button);
  const children = await screen.findByRole('list', { name: 'Sections of Research Journal' });
  expect(within(children).getByText('Biology')).toBeInTheDocument();
  expect(screen.queryByText('The sections of Research Journal could not be loaded.')).not.toBeInTheDocument();
  expect(listReads(calls)).toBe(2);
});

test('an ended trial says when it ended, calmly, and that no sections are open', async () => {
  const ended: SectionSubscription = {
    kind: 'trial',
    endsAt: '2026-02-20T12:00:00.000Z',
    active: false,
    sections: [],
  };
  const { http } = server(ended);
  renderApp('/access', signedIn, http);
  const details = await screen.findByRole('region', { name: 'Your subscription' });
  expect(
    within(details)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(['Trial', '02/20/2026', 'No']);
  expect(within(details).getAllByRole('term')[1]).toHaveTextContent('Ended');
  expect(screen.getByRole('note')).toHaveTextContent(
    'Your trial ended on 02/20/2026. It opens no sections for now; your account manager can extend it.',
  );
  expect(screen.getByText('No sections are open to you now.')).toBeInTheDocument();
  // Nothing has gone wrong: no alert says anything (the notifications' live region stays empty).
  expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(['']);
  expect(screen.queryByRole('button', { name: 'Research Journal' })).not.toBeInTheDocument();
});

test('an account without a trial or subscription of its own says its access does not end', async () => {
  const { http } = server({ kind: null, endsAt: null, active: true, sections: [journal] });
  renderApp('/access', signedIn, http);
  const details = await screen.findByRole('region', { name: 'Your subscription' });
  expect(
    within(details)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(['No trial or subscription', 'Does not end', 'Yes']);
  expect(
    within(details).getByText(
      'Your account has no trial or subscription of its own, so its access does not end.',
    ),
  ).toBeInTheDocument();
});

test('a subscription that could not be loaded says so, and Try again shows it', async () => {
  const { http } = server(running, { record: 1 });
  const { user } = renderApp('/access', signedIn, http);
  const message = await screen.findByText('Your subscription could not be loaded.');
  const alert = message.closest<HTMLElement>('[role="alert"]')!;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Research Journal' })).toBeInTheDocument();
});
