/**
 * SPEC section 2, the Add Video dialog: result cards with pagination; 'No match found' when empty; the publisher's
 * playlists as a source of their own (ADR 355).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { AddVideoDialog } from '../../../../../src/views/quiz/editor/dialogs/AddVideoDialog';
import { renderScreen } from '../../results/renderScreen';

const navigation = {
  page: 1,
  total_items: 0,
  total_pages: 1,
  items_on_page: 0,
  items_per_page: 12,
  more: false,
};

test("a search that finds no article says 'No match found'", async () => {
  const searches: string[] = [];
  renderScreen(
    <AddVideoDialog
      addedArticleIds={[]}
      activities={[{ id: 'a1', title: 'Activity 1' }]}
      selectedActivityId="a1"
      today="2026-02-01"
      onClose={() => {}}
    />,
    ({ url }) => {
      if (url.pathname === '/api/free/search/') {
        searches.push(url.search);
        return { status: 200, body: { content: { result: [], navigation } } };
      }
      return { status: 404, body: { content: { message: 'Not found' } } };
    },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Add Video' });
  expect(await within(dialog).findByText('No match found', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(searches.length).toBeGreaterThan(0);
});

test("a result's authors each link to their page, in a new tab over the quiz being edited", async () => {
  renderScreen(
    <AddVideoDialog
      addedArticleIds={[]}
      activities={[{ id: 'a1', title: 'Activity 1' }]}
      selectedActivityId="a1"
      today="2026-02-01"
      onClose={() => {}}
    />,
    ({ url }) => {
      if (url.pathname === '/api/free/search/') {
        const article = {
          id: 9,
          title: 'Calcium Waves in Beating Hearts',
          articleType: 'journal',
          images: { short: '/media/s.jpg', large: '/media/l.jpg' },
          publishedAt: '2025-06-01T00:00:00.000Z',
          inCollection: false,
          authors: ['Helena Marsh', 'Tobias Reinholt'],
          domain: null,
        };
        return {
          status: 200,
          body: {
            content: { result: [article], navigation: { ...navigation, total_items: 1, items_on_page: 1 } },
          },
        };
      }
      return { status: 404, body: { content: { message: 'Not found' } } };
    },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Add Video' });
  const link = await within(dialog).findByRole('link', { name: 'Tobias Reinholt' }, { timeout: 10_000 });
  expect(link).toHaveAttribute('href', expect.stringMatching(/\/author\/Tobias_Reinholt$/));
  expect(link).toHaveAttribute('target', '_blank');
  expect(within(dialog).getByRole('link', { name: 'Helena Marsh' })).toBeInTheDocument();
});

test("the publisher's playlists for the institution are offered as a source; choosing one searches its videos only", async () => {
  const searches: URLSearchParams[] = [];
  const { user } = renderScreen(
    <AddVideoDialog
      addedArticleIds={[]}
      activities={[{ id: 'a1', title: 'Activity 1' }]}
      selectedActivityId="a1"
      today="2026-02-01"
      onClose={() => {}}
    />,
    ({ url }) => {
      if (url.pathname === '/api/admin/playlist/from_publisher')
        return {
          status: 200,
          body: { content: { result: [{ id: 31, title: 'Publisher picks', countOfArticles: 4 }] } },
        };
      if (url.pathname === '/api/free/search/') {
        searches.push(url.searchParams);
        return { status: 200, body: { content: { result: [], navigation } } };
      }
      return { status: 404, body: { content: { message: 'Not found' } } };
    },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Add Video' });
  const source = await within(dialog).findByRole('combobox', { name: 'Playlists from the publisher' });
  expect(
    within(source)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All videos', 'Publisher picks']);
  await user.selectOptions(source, '31');
  await waitFor(() => expect(searches.at(-1)?.get('playlist_id')).toBe('31'));
});
