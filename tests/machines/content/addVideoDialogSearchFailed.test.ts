/** A failed search is the results list's `failed` state, not a string in the dialog's context. */
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import type { SearchResponse } from '../../../src/api/content/contentContract';
import { paging } from '../../../src/domain/shared/listQuery';
import {
  ADD_VIDEO_MESSAGES,
  addVideoDialogMachine,
  articleSearchPage,
  selectLabelError,
} from '../../../src/machines/content/addVideoDialogMachine';
import { listMachine, listServices, selectListStatus } from '../../../src/machines/shared/listMachine';

const input = {
  addedArticleIds: [],
  labels: [{ id: 'a1', title: 'Activity 1' }],
  labelRequired: true,
  initialLabelId: null,
  today: '2030-03-01',
};
const empty: SearchResponse = { result: [], navigation: paging(1, 12, 0, 0) };

function start(search: () => Promise<SearchResponse>) {
  const articleSearch = listMachine.provide(listServices(async () => articleSearchPage(await search())));
  const actor = createActor(addVideoDialogMachine.provide({ actors: { articleSearch } }), { input }).start();
  return { actor, results: actor.getSnapshot().children.results as AnyActorRef };
}

test('a failed search says so and offers Retry; a search that answers clears it', async () => {
  let fail = true;
  const { actor, results } = start(async () => {
    if (fail) throw new Error('down');
    return empty;
  });
  await waitFor(results, (s) => selectListStatus(s) === 'failed');
  expect(selectLabelError(actor.getSnapshot())).toBeNull();
  fail = false;
  results.send({ type: 'list.retry' });
  await waitFor(results, (s) => selectListStatus(s) === 'empty');
});

test('choosing without a label after a failed search asks for the label', async () => {
  const { actor, results } = start(async () => {
    throw new Error('down');
  });
  await waitFor(results, (s) => selectListStatus(s) === 'failed');
  actor.send({
    type: 'article.choose',
    article: {
      id: 2,
      title: 'Article 2',
      articleType: 'journal',
      images: { short: '/s.jpg', large: '/l.jpg' },
      publishedAt: '2010-05-01T00:00:00.000Z',
      inCollection: false,
      authors: [],
      domain: null,
    },
  });
  expect(selectLabelError(actor.getSnapshot())).toBe(ADD_VIDEO_MESSAGES.labelRequired);
});
