import { createActor, SimulatedClock } from 'xstate';
import { ApiError } from '../../../src/api/shared/http';
import { listQuery, paging } from '../../../src/domain/shared/listQuery';
import {
  listMachine,
  selectHasPages,
  selectItems,
  selectListQuery,
  selectListStatus,
  listServices,
  type FetchListPage,
  type ListPage,
  type ListPageRequest,
} from '../../../src/machines/shared/listMachine';

interface Call {
  readonly request: ListPageRequest;
  readonly signal: AbortSignal;
  resolve(page: ListPage): void;
  reject(error: unknown): void;
}

function harness(initialQuery = listQuery(), debounceMs?: number) {
  const calls: Call[] = [];
  const clock = new SimulatedClock();
  const fetchPage: FetchListPage = (request, signal) =>
    new Promise<ListPage>((resolve, reject) => calls.push({ request, signal, resolve, reject }));
  const actor = createActor(listMachine.provide(listServices(fetchPage)), {
    clock,
    input: { pageSize: 20, initialQuery, debounceMs },
  });
  actor.start();
  return { actor, calls, clock };
}

const page = (n: number, total = 60): ListPage => ({
  items: [{ id: n }],
  paging: paging(n, 20, total, 1),
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('typing is coalesced into one request once the user pauses for 300 ms', async () => {
  const { actor, calls, clock } = harness();
  calls[0]!.resolve(page(1));
  await settle();
  for (const text of ['c', 'ce', 'cel', 'cell']) {
    actor.send({ type: 'list.type', text });
    clock.increment(299);
  }
  expect(calls).toHaveLength(1);
  clock.increment(1);
  expect(calls).toHaveLength(2);
  expect(calls[1]!.request.search).toBe('cell');
});

test('the article picker waits 500 ms', () => {
  const { actor, calls, clock } = harness(listQuery(), 500);
  actor.send({ type: 'list.type', text: '42' });
  clock.increment(300);
  expect(calls).toHaveLength(1);
  clock.increment(200);
  expect(calls).toHaveLength(2);
});

test('a new search starts again on page 1', async () => {
  const { actor, calls, clock } = harness(listQuery({ page: 3 }));
  calls[0]!.resolve(page(3));
  await settle();
  actor.send({ type: 'list.type', text: 'dna ' });
  clock.increment(300);
  expect(calls[1]!.request).toMatchObject({ search: 'dna', page: 1, pageSize: 20 });
  expect(selectListQuery(actor.getSnapshot()).page).toBe(1);
});

test('typing back to the shown search sends no request', async () => {
  const { actor, calls, clock } = harness(listQuery({ search: 'dna' }));
  actor.send({ type: 'list.type', text: 'dn' });
  actor.send({ type: 'list.type', text: 'dna' });
  clock.increment(300);
  expect(calls).toHaveLength(1);
});

test('clicking the same column flips the order, a new column starts ascending, each on page 1', () => {
  const { actor, calls } = harness(listQuery({ page: 2 }));
  actor.send({ type: 'list.sort', column: 'title' });
  actor.send({ type: 'list.sort', column: 'title' });
  actor.send({ type: 'list.sort', column: 'createdAt' });
  expect(calls.slice(1).map((call) => [call.request.sort, call.request.page])).toEqual([
    [['title', 'asc'], 1],
    [['title', 'desc'], 1],
    [['createdAt', 'asc'], 1],
  ]);
});

test('a tab or toggle filters from page 1 and can be switched off', () => {
  const { actor, calls } = harness(listQuery({ page: 4 }));
  actor.send({ type: 'list.filter', name: 'tab', value: 'sections' });
  actor.send({ type: 'list.filter', name: 'tab', value: null });
  expect(calls[1]!.request).toMatchObject({ filters: { tab: 'sections' }, page: 1 });
  expect(calls[2]!.request.filters).toEqual({});
});

test('a new query while loading aborts the request in flight', () => {
  const { actor, calls } = harness();
  actor.send({ type: 'list.page', page: 2 });
  expect(calls[0]!.signal.aborted).toBe(true);
  expect(calls[1]!.signal.aborted).toBe(false);
});

test('leaving the screen aborts the request in flight', () => {
  const { actor, calls } = harness();
  actor.stop();
  expect(calls[0]!.signal.aborted).toBe(true);
});

test('an answer of a superseded request is ignored', async () => {
  const { actor, calls } = harness();
  actor.send({ type: 'list.page', page: 2 });
  calls[0]!.resolve(page(1));
  calls[1]!.resolve(page(2));
  await settle();
  expect(selectItems(actor.getSnapshot())).toEqual([{ id: 2 }]);
});

test('a 403 is denied, other failures can be retried', async () => {
  const { actor, calls } = harness();
  calls[0]!.reject(new ApiError(403, 'Forbidden'));
  await settle();
  expect(selectListStatus(actor.getSnapshot())).toBe('denied');
  actor.send({ type: 'list.retry' });
  calls[1]!.reject(new ApiError(500, 'Server down'));
  await settle();
  expect(selectListStatus(actor.getSnapshot())).toBe('failed');
  expect(actor.getSnapshot().context.error).toEqual({ status: 500, message: 'Server down' });
  actor.send({ type: 'list.retry' });
  calls[2]!.resolve(page(1));
  await settle();
  expect(selectListStatus(actor.getSnapshot())).toBe('ready');
  expect(selectHasPages(actor.getSnapshot())).toBe(true);
});

test('the list is busy exactly while a page loads, and in error only when refused or failed', async () => {
  const { actor, calls } = harness();
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return [selectListStatus(snapshot), snapshot.hasTag('busy'), snapshot.hasTag('error')];
  };
  expect(seen()).toEqual(['loading', true, false]);
  calls[0]!.reject(new ApiError(403, 'Forbidden'));
  await settle();
  expect(seen()).toEqual(['denied', false, true]);
  actor.send({ type: 'list.retry' });
  expect(seen()).toEqual(['loading', true, false]);
  calls[1]!.reject(new ApiError(500, 'Server down'));
  await settle();
  expect(seen()).toEqual(['failed', false, true]);
  actor.send({ type: 'list.retry' });
  calls[2]!.resolve({ items: [], paging: paging(1, 20, 0, 0) });
  await settle();
  expect(seen()).toEqual(['empty', false, false]);
  actor.send({ type: 'list.reload' });
  calls[3]!.resolve(page(1));
  await settle();
  expect(seen()).toEqual(['ready', false, false]);
});

test('a reload after deleting the last row of the last page shows the new last page', async () => {
  const { actor, calls } = harness(listQuery({ page: 3 }));
  calls[0]!.resolve(page(3, 41));
  await settle();
  actor.send({ type: 'list.reload' });
  calls[1]!.resolve({ items: [], paging: { ...paging(3, 20, 40, 0) } });
  await settle();
  expect(calls[2]!.request.page).toBe(2);
});

test('back and forward show the list the URL names, and the search field follows', () => {
  const { actor, calls } = harness();
  actor.send({ type: 'list.sync', query: listQuery({ search: 'cell', page: 2 }) });
  expect(calls[1]!.request).toMatchObject({ search: 'cell', page: 2 });
  expect(actor.getSnapshot().context.typed).toBe('cell');
  actor.send({ type: 'list.sync', query: listQuery({ search: 'cell', page: 2 }) });
  expect(calls).toHaveLength(2);
});
