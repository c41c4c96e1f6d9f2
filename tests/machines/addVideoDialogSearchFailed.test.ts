/** A failed search is the dialog's `failed` state, not a string in its context. */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SearchResponse } from '../../src/api/contentContract';
import { paging } from '../../src/domain/listQuery';
import {
  ADD_VIDEO_MESSAGES,
  addVideoDialogMachine,
  selectLabelError,
  selectSearchFailed,
} from '../../src/machines/addVideoDialogMachine';

const input = {
  addedArticleIds: [],
  labels: [{ id: 'a1', title: 'Activity 1' }],
  labelRequired: true,
  initialLabelId: null,
  today: '2030-03-01',
};
const empty: SearchResponse = { result: [], navigation: paging(1, 12, 0, 0) };

function start(search: () => Promise<SearchResponse>) {
  return createActor(addVideoDialogMachine.provide({ actors: { searchArticles: fromPromise(search) } }), {
    input,
  }).start();
}

test('a failed search says so and offers Retry; a search that answers clears it', async () => {
  let fail = true;
  const actor = start(async () => {
    if (fail) throw new Error('down');
    return empty;
  });
  await waitFor(actor, selectSearchFailed);
  expect(selectLabelError(actor.getSnapshot())).toBeNull();
  fail = false;
  actor.send({ type: 'search.retry' });
  await waitFor(actor, (s) => s.matches('ready'));
  expect(selectSearchFailed(actor.getSnapshot())).toBe(false);
});

test('choosing without a label after a failed search asks for the label', async () => {
  const actor = start(async () => {
    throw new Error('down');
  });
  await waitFor(actor, selectSearchFailed);
  actor.send({
    type: 'article.choose',
    article: {
      id: 2,
      title: 'Article 2',
      articleType: 'journal',
      images: { short: '/s.jpg', large: '/l.jpg' },
      publishedAt: '2010-05-01T00:00:00.000Z',
      inCollection: false,
      domain: null,
    },
  });
  expect(selectLabelError(actor.getSnapshot())).toBe(ADD_VIDEO_MESSAGES.labelRequired);
});
