import { createActor, fromPromise, waitFor } from 'xstate';
import type { CollectionEdit } from '../../../src/domain/methodsCollections/collectionEditor';
import {
  collectionArticlesMachine,
  selectIsAddingArticle,
} from '../../../src/machines/methodsCollections/collectionArticlesMachine';
import {
  collectionForm,
  collectionFormMachine,
} from '../../../src/machines/methodsCollections/collectionFormMachine';
import { collection, VIDEOS } from './collectionFixtures';

function articles() {
  const edits: CollectionEdit[] = [];
  const actor = createActor(
    collectionArticlesMachine.provide({ actions: { edit: (_, edit) => void edits.push(edit) } }),
  ).start();
  return { actor, edits };
}

test('Esc during a drag moves the video back to where the drag began, and nothing else moves meanwhile', () => {
  const { actor, edits } = articles();
  actor.send({ type: 'drag.start', key: 42, index: 1 });
  actor.send({ type: 'drag.move', key: 42, toIndex: 2 });
  actor.send({ type: 'drag.move', key: 41, toIndex: 0 });
  actor.send({ type: 'article.remove', articleId: 41 });
  actor.send({ type: 'drag.cancel' });
  expect(edits).toEqual([
    { type: 'article.moveTo', articleId: 42, toIndex: 2 },
    { type: 'article.moveTo', articleId: 42, toIndex: 1 },
  ]);
});

test('the Add video dialog adds the video chosen, or closes with nothing added', () => {
  const { actor, edits } = articles();
  actor.send({ type: 'articles.open' });
  expect(selectIsAddingArticle(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'articles.close' });
  actor.send({ type: 'articles.open' });
  actor.send({ type: 'article.add', article: VIDEOS.tracing });
  expect(selectIsAddingArticle(actor.getSnapshot())).toBe(false);
  expect(edits).toEqual([{ type: 'article.add', article: VIDEOS.tracing }]);
});

describe('beside the form, as the screen wires them', () => {
  async function screen() {
    const form = createActor(
      collectionFormMachine.provide({ actors: { loadRecord: fromPromise(async () => collection()) } }),
      { input: { id: 7 } },
    ).start();
    const actor = createActor(
      collectionArticlesMachine.provide({
        actions: { edit: (_, edit) => form.send({ type: 'form.edit', edit }) },
      }),
    ).start();
    await waitFor(form, (s) => s.matches('editing'));
    const order = () => collectionForm.selectValues(form.getSnapshot()).articles.map((a) => a.id);
    return { form, actor, order };
  }

  test('a drop keeps the order the drag made; Esc leaves nothing unsaved', async () => {
    const { form, actor, order } = await screen();
    actor.send({ type: 'drag.start', key: 43, index: 2 });
    actor.send({ type: 'drag.move', key: 43, toIndex: 0 });
    actor.send({ type: 'drag.cancel' });
    expect(order()).toEqual([41, 42, 43]);
    expect(collectionForm.selectIsDirty(form.getSnapshot())).toBe(false);
    actor.send({ type: 'drag.start', key: 43, index: 2 });
    actor.send({ type: 'drag.move', key: 43, toIndex: 0 });
    actor.send({ type: 'drag.drop' });
    expect(order()).toEqual([43, 41, 42]);
    expect(collectionForm.selectIsDirty(form.getSnapshot())).toBe(true);
  });

  test('a video already in the collection is not added twice; a removed one leaves its place', async () => {
    const { actor, order } = await screen();
    actor.send({ type: 'articles.open' });
    actor.send({ type: 'article.add', article: VIDEOS.patch });
    expect(order()).toEqual([41, 42, 43]);
    actor.send({ type: 'article.remove', articleId: 42 });
    actor.send({ type: 'article.moveUp', articleId: 43 });
    expect(order()).toEqual([43, 41]);
  });
});
