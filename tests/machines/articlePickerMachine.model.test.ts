import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ArticleListRequest, ArticleListResponse, ArticleRow } from '../../src/api/contentContract';
import { paging } from '../../src/domain/listQuery';
import { articlePickerFilter, articlePickerMachine } from '../../src/machines/articlePickerMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../support/modelPaths';

const row: ArticleRow = { id: 4, title: 'Cells', articleType: 'journal', sectionId: 2, hasTemplate: false };
const page: ArticleListResponse = { result: [row], navigation: paging(1, 20, 1, 1) };

const model = createMachineModel(articlePickerMachine, {
  events: {
    'search.type': [{ type: 'search.type', keyword: '12' }],
    'page.go': [{ type: 'page.go', page: 2 }],
    'article.select': [{ type: 'article.select', article: row }],
  },
  actors: { listArticles: () => [resolves(page, 'rows'), rejects(new Error('down'))] },
  stopWhen: (s) => s.context.page > 2,
});
const paths = model.paths();

test('generated paths reach every state and take every transition of the article picker', () => {
  expectFullCoverage(articlePickerMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path);
});

test('a whole number searches by section ID, anything else by title', () => {
  expect(articlePickerFilter('42')).toEqual([
    { bool_operator: 'and', property: 'section_id', operator: 'equals', value: 42 },
  ]);
  expect(articlePickerFilter(' cell ')).toEqual([
    { bool_operator: 'and', property: 'title', operator: 'contains', value: 'cell' },
  ]);
  expect(articlePickerFilter('  ')).toEqual([]);
});

test('the search waits 500 ms after the last keystroke', async () => {
  const requests: ArticleListRequest[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    articlePickerMachine.provide({
      actors: {
        listArticles: fromPromise(async ({ input }: { input: ArticleListRequest }) => {
          requests.push(input);
          return page;
        }),
      },
    }),
    { clock },
  ).start();
  actor.send({ type: 'search.type', keyword: 'cel' });
  clock.increment(499);
  expect(requests).toHaveLength(1);
  clock.increment(1);
  expect(requests).toHaveLength(2);
  expect(requests[1]!.filter).toEqual(articlePickerFilter('cel'));
});
