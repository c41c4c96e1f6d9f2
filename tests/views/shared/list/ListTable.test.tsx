import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { Router } from 'wouter';
import { ApiError } from '../../../../src/api/shared/http';
import { listQuery, paging } from '../../../../src/domain/shared/listQuery';
import {
  listMachine,
  listServices,
  type ListPage,
  type ListPageRequest,
} from '../../../../src/machines/shared/listMachine';
import { ListSearchField } from '../../../../src/views/shared/list/ListSearchField';
import { ListTable } from '../../../../src/views/shared/list/ListTable';
import { useListInUrl, useQueryFromUrl } from '../../../../src/views/shared/list/useListInUrl';
import { renderWithI18n } from './listTestUtils';

interface Row {
  readonly id: number;
  readonly title: string;
}

const defaults = listQuery({ filters: { tab: 'textbooks' } });

function QuizList({ fetchPage }: { fetchPage: (request: ListPageRequest) => Promise<ListPage<Row>> }) {
  const initialQuery = useQueryFromUrl({ defaults });
  const actorRef = useActorRef(listMachine.provide(listServices(fetchPage)), {
    input: { pageSize: 20, initialQuery, debounceMs: 10 },
  });
  useListInUrl(actorRef, { defaults });
  return (
    <>
      <button onClick={() => actorRef.send({ type: 'list.filter', name: 'tab', value: 'sections' })}>
        Sections
      </button>
      <ListSearchField actorRef={actorRef} label="Search Admin Quiz by Title" />
      <ListTable<Row>
        actorRef={actorRef}
        label="Admin quizzes"
        columns={[{ key: 'title', header: 'Title', sortKey: 'title', render: (row) => row.title }]}
        rowKey={(row) => row.id}
        deniedText="You have no access to quizzes based on your subscription level."
      />
    </>
  );
}

function pageOf(request: ListPageRequest): ListPage<Row> {
  const title = `${request.filters.tab} ${request.search || 'all'} page ${request.page}`;
  return { items: [{ id: request.page, title }], paging: paging(request.page, 20, 60, 1) };
}

function renderList(url: string, fetchPage = vi.fn(async (request: ListPageRequest) => pageOf(request))) {
  window.history.replaceState(null, '', url);
  renderWithI18n(
    <Router base="/admin">
      <QuizList fetchPage={fetchPage} />
    </Router>,
  );
  return fetchPage;
}

test('the URL names the list: search, page, sort and tab survive a reload', async () => {
  const fetchPage = renderList('/admin/quiz/library?search=cell&page=2&sort=title.desc&tab=sections');
  expect(await screen.findByText('sections cell page 2')).toBeInTheDocument();
  expect(fetchPage.mock.calls[0]![0]).toMatchObject({ search: 'cell', page: 2, sort: ['title', 'desc'] });
  expect(screen.getByRole('searchbox', { name: 'Search Admin Quiz by Title' })).toHaveValue('cell');
});

test('paging pushes a history entry, so Back returns to the previous page', async () => {
  renderList('/admin/quiz/library');
  await screen.findByText('textbooks all page 1');
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('textbooks all page 2')).toBeInTheDocument();
  expect(window.location.search).toBe('?page=2&tab=textbooks');
  act(() => window.history.back());
  expect(await screen.findByText('textbooks all page 1')).toBeInTheDocument();
});

test('typing replaces the history entry and a new search starts on page 1', async () => {
  renderList('/admin/quiz/library?page=3');
  await screen.findByText('textbooks all page 3');
  const length = window.history.length;
  await userEvent.type(screen.getByRole('searchbox'), 'dna');
  expect(await screen.findByText('textbooks dna page 1')).toBeInTheDocument();
  expect(window.location.search).toBe('?search=dna&tab=textbooks');
  expect(window.history.length).toBe(length);
});

test('sorting and switching tabs go back to page 1', async () => {
  renderList('/admin/quiz/library?page=2');
  await screen.findByText('textbooks all page 2');
  await userEvent.click(screen.getByRole('button', { name: 'Title' }));
  await waitFor(() => expect(window.location.search).toBe('?sort=title.asc&tab=textbooks'));
  await userEvent.click(screen.getByRole('button', { name: 'Sections' }));
  expect(await screen.findByText('sections all page 1')).toBeInTheDocument();
});

test('a denied list shows the access message', async () => {
  renderList(
    '/admin/quiz/admin-quiz',
    vi.fn(async () => Promise.reject(new ApiError(403, 'Forbidden'))),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You have no access to quizzes based on your subscription level.',
  );
});

test('a failed list can be retried', async () => {
  const fetchPage = vi
    .fn<(request: ListPageRequest) => Promise<ListPage<Row>>>()
    .mockRejectedValueOnce(new ApiError(500, 'Server down'))
    .mockImplementation(async (request) => pageOf(request));
  renderList('/admin/quiz/admin-quiz', fetchPage);
  expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded: Server down');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('textbooks all page 1')).toBeInTheDocument();
});
