import { createActor, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import type { ArticleCard, SearchQuery, SearchResponse } from '../../../src/api/content/contentContract';
import type { PlaylistSummary } from '../../../src/api/playlists/playlistsContract';
import { paging } from '../../../src/domain/shared/listQuery';
import {
  ADD_VIDEO_MESSAGES,
  addVideoDialogMachine,
  articleSearchPage,
  articleSearchQuery,
  resultCardsOf,
  selectPublisherPlaylists,
} from '../../../src/machines/content/addVideoDialogMachine';
import { listMachine, listServices, selectListStatus } from '../../../src/machines/shared/listMachine';

const card = (id: number): ArticleCard => ({
  id,
  title: `Article ${id}`,
  articleType: 'journal',
  images: { short: '/media/s.jpg', large: '/media/l.jpg' },
  publishedAt: '2010-05-01T00:00:00.000Z',
  inCollection: false,
  authors: [],
  domain: null,
});
const response = (cards: ArticleCard[]): SearchResponse => ({
  result: cards,
  navigation: paging(1, 12, cards.length, cards.length),
});

const input = {
  addedArticleIds: [1],
  labels: [{ id: 'a1', title: 'Activity 1' }],
  labelRequired: true,
  initialLabelId: null,
  today: '2026-05-10',
};

function start(search: (query: SearchQuery) => Promise<SearchResponse>) {
  const queries: SearchQuery[] = [];
  const clock = new SimulatedClock();
  const articleSearch = listMachine.provide(
    listServices(async (request) => {
      const query = articleSearchQuery(request);
      queries.push(query);
      return articleSearchPage(await search(query));
    }),
  );
  const actor = createActor(addVideoDialogMachine.provide({ actors: { articleSearch } }), {
    input,
    clock,
  }).start();
  const results = actor.getSnapshot().children.results as AnyActorRef;
  return { actor, results, queries, clock };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the dialog searches 12 a page; typing searches once, 300 ms after the last keystroke, from page 1', async () => {
  const { results, queries, clock } = start(async () => ({
    result: [card(2)],
    navigation: paging(1, 12, 40, 1),
  }));
  await settle();
  expect(results.getSnapshot().context.pageSize).toBe(12);
  results.send({ type: 'list.page', page: 3 });
  await settle();
  results.send({ type: 'list.type', text: 'ce' });
  clock.increment(200);
  results.send({ type: 'list.type', text: 'cell' });
  clock.increment(299);
  expect(queries).toHaveLength(2);
  clock.increment(1);
  await settle();
  expect(queries.at(-1)).toMatchObject({ query: 'cell', page: 1 });
});

test('Research searches research only, and a second click searches everything again', async () => {
  const { actor, queries } = start(async () => response([card(2)]));
  await settle();
  actor.send({ type: 'filter.toggle', contentType: 'research' });
  await settle();
  expect(queries.at(-1)).toMatchObject({ content_type: 'research', page: 1 });
  actor.send({ type: 'filter.toggle', contentType: 'research' });
  await settle();
  expect(queries.at(-1)?.content_type).toBeUndefined();
});

test('the date range applies on Save and Clear goes back to everything', async () => {
  const { actor, queries } = start(async () => response([card(2)]));
  await settle();
  actor.send({ type: 'advanced.toggle' });
  expect(actor.getSnapshot().context.pendingRange).toEqual({ from: '2000-01-01', to: '2026-05-10' });
  actor.send({ type: 'range.setFrom', from: '2010-01-01' });
  expect(queries).toHaveLength(1);
  actor.send({ type: 'range.save' });
  await settle();
  expect(queries).toHaveLength(2);
  expect(queries.at(-1)).toMatchObject({ from: '2010-01-01', to: '2026-05-10' });
  actor.send({ type: 'range.clear' });
  await settle();
  expect(queries.at(-1)?.from).toBeUndefined();
});

test('an added video cannot be chosen; without a label the SPEC message shows; with one the dialog ends', async () => {
  const { actor, results } = start(async () => response([]));
  await settle();
  expect(selectListStatus(results.getSnapshot())).toBe('empty');
  expect(resultCardsOf([card(1), card(2)], [1]).map((c) => c.added)).toEqual([true, false]);
  actor.send({ type: 'article.choose', article: card(1) });
  expect(actor.getSnapshot().status).toBe('active');
  actor.send({ type: 'article.choose', article: card(2) });
  expect(actor.getSnapshot().context.error).toBe(ADD_VIDEO_MESSAGES.labelRequired);
  actor.send({ type: 'label.choose', labelId: 'a1' });
  actor.send({ type: 'article.choose', article: card(2) });
  expect(actor.getSnapshot().output).toEqual({ article: card(2), labelId: 'a1' });
});

test("the publisher's playlists are offered; one limits the search to its videos, and none searches everything again", async () => {
  const queries: SearchQuery[] = [];
  const articleSearch = listMachine.provide(
    listServices(async (request) => {
      queries.push(articleSearchQuery(request));
      return articleSearchPage(response([card(2)]));
    }),
  );
  const playlists = [{ id: 31, title: 'Publisher picks', countOfArticles: 4 }];
  const loadPublisherPlaylists = fromPromise<readonly PlaylistSummary[]>(async () => playlists);
  const actor = createActor(
    addVideoDialogMachine.provide({ actors: { articleSearch, loadPublisherPlaylists } }),
    { input },
  ).start();
  await settle();
  expect(selectPublisherPlaylists(actor.getSnapshot())).toEqual(playlists);
  actor.send({ type: 'playlist.choose', playlistId: 31 });
  await settle();
  expect(queries.at(-1)).toMatchObject({ playlist_id: 31, page: 1 });
  actor.send({ type: 'playlist.choose', playlistId: null });
  await settle();
  expect(queries.at(-1)?.playlist_id).toBeUndefined();
});

test("without the publisher's playlists (none, or a failed read) nothing is offered and the search runs as before", async () => {
  const { actor, queries } = start(async () => response([card(2)]));
  await settle();
  expect(selectPublisherPlaylists(actor.getSnapshot())).toEqual([]);
  expect(actor.getSnapshot().matches('picking')).toBe(true);
  expect(queries.at(-1)?.playlist_id).toBeUndefined();
});
