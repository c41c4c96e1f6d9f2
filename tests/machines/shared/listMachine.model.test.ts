import { ApiError } from '../../../src/api/shared/http';
import { EMPTY_LIST_QUERY, listQuery, paging, sameListQuery } from '../../../src/domain/shared/listQuery';
import {
  listMachine,
  selectListStatus,
  type ListPageRequest,
  type ListSnapshot,
} from '../../../src/machines/shared/listMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../../support/modelPaths';

const rows = [{ id: 1, title: 'Cell Biology Review' }];
const fullPage = (page: number) => ({ items: rows, paging: paging(page, 20, 60, 1) });
const emptyPage = { items: [], paging: paging(1, 20, 0, 0) };
/** A page past the end: the list has two pages only. */
const pastTheEnd = { items: [], paging: { ...paging(2, 20, 40, 0), page: 5 } };

const model = createMachineModel(listMachine, {
  input: { pageSize: 20, debounceMs: 300 },
  events: {
    'list.type': [
      { type: 'list.type', text: 'none' },
      { type: 'list.type', text: '' },
    ],
    'list.page': [{ type: 'list.page', page: 5 }],
    'list.sort': [{ type: 'list.sort', column: 'title' }],
    'list.filter': [{ type: 'list.filter', name: 'tab', value: 'sections' }],
    'list.sync': [{ type: 'list.sync', query: listQuery({ search: 'dna', page: 2 }) }],
  },
  actors: {
    fetchPage: (request: ListPageRequest) => {
      if (request.search === 'none' || request.filters.tab === 'sections')
        return resolves(emptyPage, 'no rows');
      if (request.page === 5) return resolves(pastTheEnd, 'past the last page');
      if (!sameListQuery(request, EMPTY_LIST_QUERY)) return resolves(fullPage(request.page), 'a page');
      return [
        resolves(fullPage(request.page), 'a page'),
        rejects(new ApiError(500, 'Server down'), 'failure'),
        rejects(new ApiError(403, 'Forbidden'), 'denied'),
      ];
    },
  },
  // The query can change without end: once a changed query has its answer, further changes add nothing new.
  stopWhen: ({ context }) =>
    (context.result !== null || context.error !== null) && !sameListQuery(context.query, EMPTY_LIST_QUERY),
  describeEvent: (event) => ('text' in event ? `type '${event.text}'` : JSON.stringify(event)),
});

const paths = model.paths();

function checkSelectors(real: ListSnapshot) {
  const status = selectListStatus(real);
  expect(real.hasTag('busy'), 'busy').toBe(status === 'loading');
  expect(real.hasTag('error'), 'error').toBe(status === 'failed' || status === 'denied');
}

test('generated paths reach every state and take every transition of the list machine', () => {
  expectFullCoverage(listMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path, { check: checkSelectors });
});
