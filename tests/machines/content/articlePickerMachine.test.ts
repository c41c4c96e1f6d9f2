import { createActor, SimulatedClock, type AnyActorRef } from 'xstate';
import type {
  ArticleListRequest,
  ArticleListResponse,
  ArticleRow,
} from '../../../src/api/content/contentContract';
import { paging } from '../../../src/domain/shared/listQuery';
import {
  articlePickerFilter,
  articlePickerMachine,
  articlePickerPage,
  articlePickerRequest,
} from '../../../src/machines/content/articlePickerMachine';
import { listMachine, listServices, selectItems } from '../../../src/machines/shared/listMachine';

const row: ArticleRow = { id: 4, title: 'Cells', articleType: 'journal', sectionId: 2, hasTemplate: false };
const page: ArticleListResponse = { result: [row], navigation: paging(1, 20, 1, 1) };

test('a whole number searches by section ID, anything else by title', () => {
  expect(articlePickerFilter('42')).toEqual([
    { bool_operator: 'and', property: 'section_id', operator: 'equals', value: 42 },
  ]);
  expect(articlePickerFilter(' cell ')).toEqual([
    { bool_operator: 'and', property: 'title', operator: 'contains', value: 'cell' },
  ]);
  expect(articlePickerFilter('  ')).toEqual([]);
  const request = { search: '42', page: 3, sort: null, filters: {}, pageSize: 20 };
  expect(articlePickerRequest(request)).toMatchObject({
    navigation: { page: 3, itemsOnPage: 20 },
    bySection: true,
  });
  expect(articlePickerRequest({ ...request, search: 'cell' }).bySection).toBe(false);
});

function start() {
  const requests: ArticleListRequest[] = [];
  const clock = new SimulatedClock();
  const articleList = listMachine.provide(
    listServices(async (request) => {
      requests.push(articlePickerRequest(request));
      return articlePickerPage(page);
    }),
  );
  const actor = createActor(articlePickerMachine.provide({ actors: { articleList } }), { clock }).start();
  const list = actor.getSnapshot().children.list as AnyActorRef;
  return { actor, list, requests, clock };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the picker lists 20 articles a page and searches 500 ms after the last keystroke', async () => {
  const { list, requests, clock } = start();
  await settle();
  expect(requests).toEqual([expect.objectContaining({ navigation: { page: 1, itemsOnPage: 20 } })]);
  expect(selectItems(list.getSnapshot())).toEqual([row]);
  list.send({ type: 'list.type', text: 'cel' });
  clock.increment(499);
  expect(requests).toHaveLength(1);
  clock.increment(1);
  expect(requests).toHaveLength(2);
  expect(requests[1]!.filter).toEqual(articlePickerFilter('cel'));
});

test('selecting a row ends the picker with it; Cancel ends it with nothing', async () => {
  const { actor } = start();
  actor.send({ type: 'article.select', article: row });
  expect(actor.getSnapshot().output).toEqual(row);
  const cancelled = start().actor;
  cancelled.send({ type: 'dialog.cancel' });
  expect(cancelled.getSnapshot()).toMatchObject({ status: 'done', output: null });
});
