/**
 * A quiz list as the SPEC tells it (section 2, all lists; section 4, sorting; section 9, 20 per page): the Admin
 * Quizzes list searched by title, sorted by Title (a new column starts ascending, the same column flips), paged
 * with pagination only when there is more than one page, 'No list items' when nothing matches, and a new search
 * back on page 1. The server holds exactly the quizzes this file creates, so the model knows every row.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { assign, setup } from 'xstate';
import { QUIZ_PATHS } from '../../src/api/quiz/quizzesContract';
import { bearer, call, createTestApp, type TestApp } from '../server/testApp';
import { adminQuizPayload } from './support/quizzes';
import { renderConsole, type Console } from './support/renderConsole';
import { modelPaths, replay, type StateMeta, type UserActions } from './support/testModel';

const PAGE_SIZE = 20;
/**
 * 35 admin quizzes: two pages in all and two of 'enzyme' (so a search made on page 2 can be seen to go back to
 * page 1), none of 'plasma'.
 */
const TITLES = [
  ...Array.from({ length: 25 }, (_, index) => `Enzyme quiz ${String(index + 1).padStart(2, '0')}`),
  ...Array.from({ length: 10 }, (_, index) => `Cell quiz ${String(index + 1).padStart(2, '0')}`),
];
const KEYWORDS = { none: '', enzyme: 'enzyme', nothing: 'plasma' } as const;
type Keyword = keyof typeof KEYWORDS;
type Sort = 'none' | 'ascending' | 'descending';

interface ListModelContext {
  readonly keyword: Keyword;
  readonly sort: Sort;
  readonly page: number;
}

type ListModelEvent =
  | { type: 'user.searchesEnzyme' }
  | { type: 'user.searchesNothing' }
  | { type: 'user.clearsSearch' }
  | { type: 'user.sortsByTitle' }
  | { type: 'user.goesToNextPage' }
  | { type: 'user.goesToPreviousPage' };

const matching = (keyword: Keyword) =>
  TITLES.filter((title) => title.toLowerCase().includes(KEYWORDS[keyword].toLowerCase()));
const pageCount = (keyword: Keyword) => Math.max(1, Math.ceil(matching(keyword).length / PAGE_SIZE));

const listTable = () => screen.getByRole('table', { name: 'Admin Quizzes' });
const shownTitles = () =>
  within(listTable())
    .queryAllByRole('link')
    .map((link) => link.textContent ?? '');

const listMeta: StateMeta<Console, ListModelContext> = {
  see: async (_ui, { keyword, sort, page }) => {
    const all = matching(keyword);
    const ordered =
      sort === 'none'
        ? null
        : [...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0) * (sort === 'ascending' ? 1 : -1));
    const expectedCount = Math.min(PAGE_SIZE, all.length - (page - 1) * PAGE_SIZE);
    await waitFor(() => {
      expect(screen.getByLabelText('Search Admin Quiz by Title')).toHaveValue(KEYWORDS[keyword]);
      const titles = shownTitles();
      if (ordered) expect(titles).toEqual(ordered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
      else {
        expect(titles).toHaveLength(expectedCount);
        for (const title of titles) expect(all).toContain(title);
      }
      // While a page loads the table shows placeholder rows, not the empty text.
      if (all.length === 0) expect(screen.getByText('No list items')).toBeInTheDocument();
      // The page before may show the same titles (the first page of the same order): the pages under the table
      // tell that this one has arrived.
      const pagination = screen.queryByRole('navigation', { name: 'Pagination' });
      if (pageCount(keyword) === 1) expect(pagination).not.toBeInTheDocument();
      else
        expect(within(pagination!).getByRole('button', { name: `Page ${page}` })).toHaveAttribute(
          'aria-current',
          'page',
        );
    });
    expect(within(listTable()).getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
      'aria-sort',
      sort,
    );
    if (all.length > 0) expect(screen.queryByText('No list items')).not.toBeInTheDocument();
  },
};

/** Written from the SPEC; nothing here comes from src/machines. */
const quizListModel = setup({
  types: { context: {} as ListModelContext, events: {} as ListModelEvent },
  guards: {
    hasNextPage: ({ context }) => context.page < pageCount(context.keyword),
    hasPreviousPage: ({ context }) => context.page > 1,
    // The SPEC does not say which page a sort shows when made on another: the model sorts on page 1 only.
    onFirstPage: ({ context }) => context.page === 1,
    searchesOtherThanEnzyme: ({ context }) => context.keyword !== 'enzyme',
    searchesOtherThanNothing: ({ context }) => context.keyword !== 'nothing',
    searches: ({ context }) => context.keyword !== 'none',
  },
  actions: {
    search: assign((_, keyword: Keyword) => ({ keyword, page: 1 })),
    flipSort: assign(({ context }) => ({
      sort: context.sort === 'ascending' ? ('descending' as const) : ('ascending' as const),
    })),
    nextPage: assign(({ context }) => ({ page: context.page + 1 })),
    previousPage: assign(({ context }) => ({ page: context.page - 1 })),
  },
}).createMachine({
  id: 'quizListModel',
  context: { keyword: 'none', sort: 'none', page: 1 },
  initial: 'list',
  states: {
    list: {
      meta: listMeta,
      on: {
        'user.searchesEnzyme': {
          guard: 'searchesOtherThanEnzyme',
          actions: { type: 'search', params: 'enzyme' },
        },
        'user.searchesNothing': {
          guard: 'searchesOtherThanNothing',
          actions: { type: 'search', params: 'nothing' },
        },
        'user.clearsSearch': { guard: 'searches', actions: { type: 'search', params: 'none' } },
        'user.sortsByTitle': { guard: 'onFirstPage', actions: 'flipSort' },
        'user.goesToNextPage': { guard: 'hasNextPage', actions: 'nextPage' },
        'user.goesToPreviousPage': { guard: 'hasPreviousPage', actions: 'previousPage' },
      },
    },
  },
});

async function search(ui: Console, keyword: string) {
  const field = screen.getByLabelText('Search Admin Quiz by Title');
  await ui.user.clear(field);
  if (keyword) await ui.user.paste(keyword);
}

const actions: UserActions<Console, ListModelEvent> = {
  'user.searchesEnzyme': (ui) => search(ui, KEYWORDS.enzyme),
  'user.searchesNothing': (ui) => search(ui, KEYWORDS.nothing),
  'user.clearsSearch': (ui) => search(ui, KEYWORDS.none),
  'user.sortsByTitle': (ui) => ui.user.click(within(listTable()).getByRole('button', { name: /Title/ })),
  'user.goesToNextPage': (ui) => ui.user.click(screen.getByRole('button', { name: 'Next page' })),
  'user.goesToPreviousPage': (ui) => ui.user.click(screen.getByRole('button', { name: 'Previous page' })),
};

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
  const headers = bearer(await server.signIn('super@demo.test'));
  for (const title of TITLES) {
    const created = await call(server.app, {
      method: 'POST',
      url: QUIZ_PATHS.create('admin'),
      headers,
      payload: adminQuizPayload(title) as object,
    });
    expect(created, JSON.stringify(created.body)).toMatchObject({ status: 200 });
  }
});
afterAll(() => server.close());

// The list changes nothing on the server, so every path shares it; a path renders the console afresh.
const paths = modelPaths(quizListModel, 'transitions', { walkLength: 15 });

describe('Admin Quizzes list, against the real server', () => {
  test('the paths reach every combination of search, sort and page the model allows', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.context))),
    );
    const all = (Object.keys(KEYWORDS) as Keyword[]).flatMap((keyword) =>
      (['none', 'ascending', 'descending'] as const).flatMap((sort) =>
        Array.from({ length: pageCount(keyword) }, (_, index) =>
          JSON.stringify({ keyword, sort, page: index + 1 }),
        ),
      ),
    );
    expect([...reached].sort()).toEqual(all.sort());
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const token = await server.signIn('super@demo.test');
    await replay(path, renderConsole(server, '/quiz/admin-quiz', { token }), actions);
  });
});
