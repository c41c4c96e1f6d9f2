/**
 * SPEC section 8 lists 'Please choose a label', 'You could only upload images' and 'Error add image' among the
 * notifications: the dialogs' machines send them as error notifications through the editor's services (the inline
 * messages stay beside their controls).
 */
import { createActor, waitFor } from 'xstate';
import type { ArticleCard } from '../../../../src/api/content/contentContract';
import { createHttpClient } from '../../../../src/api/shared/http';
import { QUIZ_IMAGE_MESSAGES } from '../../../../src/domain/quiz/quizImages';
import {
  ADD_VIDEO_MESSAGES,
  addVideoDialogMachine,
} from '../../../../src/machines/content/addVideoDialogMachine';
import {
  cropImageDialogMachine,
  selectCropError,
} from '../../../../src/machines/shared/cropImageDialogMachine';
import {
  notificationsMachine,
  selectNotifications,
} from '../../../../src/machines/shared/notificationsMachine';
import {
  createAddVideoServices,
  createCropImageServices,
} from '../../../../src/machines/quiz/editor/quizEditorServices';

const cropDialog = (...args: Parameters<typeof createCropImageServices>) =>
  cropImageDialogMachine.provide(createCropImageServices(...args));

const http = createHttpClient({
  baseUrl: 'http://console.test',
  getAccessToken: () => 'token',
  refresh: async () => null,
  fetch: async () => new Response(JSON.stringify({ content: { message: 'Error' } }), { status: 500 }),
});

function notifications() {
  const actor = createActor(notificationsMachine).start();
  const shown = () =>
    selectNotifications(actor.getSnapshot()).map((n) => ({ kind: n.kind, message: n.message }));
  return { actor, shown };
}

const card: ArticleCard = {
  id: 2,
  title: 'Article 2',
  articleType: 'journal',
  images: { short: '/media/s.jpg', large: '/media/l.jpg' },
  publishedAt: '2010-05-01T00:00:00.000Z',
  inCollection: false,
  authors: [],
  domain: null,
};

test("choosing a video without a label notifies 'Please choose a label' as an error, once per attempt", () => {
  const { actor: notes, shown } = notifications();
  const dialog = createActor(addVideoDialogMachine.provide(createAddVideoServices(http, notes)), {
    input: {
      addedArticleIds: [],
      labels: [{ id: 'a1', title: 'Activity 1' }],
      labelRequired: true,
      initialLabelId: null,
      today: '2026-05-10',
    },
  }).start();
  dialog.send({ type: 'article.choose', article: card });
  expect(dialog.getSnapshot().context.error).toBe(ADD_VIDEO_MESSAGES.labelRequired);
  expect(shown()).toEqual([{ kind: 'error', message: 'Please choose a label' }]);
  dialog.send({ type: 'label.choose', labelId: 'a1' });
  dialog.send({ type: 'article.choose', article: card });
  expect(shown()).toHaveLength(1);
});

test("a file that is not an image notifies 'You could only upload images' and keeps it under the field", () => {
  const { actor: notes, shown } = notifications();
  const crop = createActor(cropDialog(http, notes, async () => new Blob())).start();
  crop.send({ type: 'image.choose', file: new File(['hello'], 'notes.txt', { type: 'text/plain' }) });
  expect(selectCropError(crop.getSnapshot())).toBe(QUIZ_IMAGE_MESSAGES.notAnImage);
  expect(shown()).toEqual([{ kind: 'error', message: 'You could only upload images' }]);
});

test("a failed crop or upload notifies 'Error add image'", async () => {
  const { actor: notes, shown } = notifications();
  const png = new File([new Uint8Array([0x89, 0x50])], 'cell.png', { type: 'image/png' });
  const area = { x: 0, y: 0, width: 40, height: 30 };

  const failingCrop = createActor(
    cropDialog(http, notes, async () => {
      throw new Error('decode failed');
    }),
  ).start();
  failingCrop.send({ type: 'image.choose', file: png });
  failingCrop.send({ type: 'crop.change', area });
  failingCrop.send({ type: 'crop.confirm' });
  await waitFor(failingCrop, (s) => s.matches('idle'));
  expect(shown()).toEqual([{ kind: 'error', message: 'Error add image' }]);
  // Closed, so that the upload's own notice is seen (the same message again would replace it, ADR 275).
  notes.send({ type: 'notify.dismiss', id: selectNotifications(notes.getSnapshot())[0]!.id });
  expect(shown()).toEqual([]);

  // The upload answers 500: the server refused it.
  const failingUpload = createActor(cropDialog(http, notes, async () => new Blob([png]))).start();
  failingUpload.send({ type: 'image.choose', file: png });
  failingUpload.send({ type: 'crop.change', area });
  failingUpload.send({ type: 'crop.confirm' });
  await waitFor(failingUpload, (s) => s.matches('idle') && s.context.error !== null);
  expect(selectCropError(failingUpload.getSnapshot())).toBe('Error add image');
  expect(shown()).toEqual([{ kind: 'error', message: 'Error add image' }]);
});
