/**
 * Files sent as answers on the student page's machine (ADR 294): a file goes straight to the server, one at a
 * time; the server's answer (what it stored) becomes the response; a refusal is said for its question only; a file
 * on its way holds the submit back as an unsent answer does, and a removal leaves the question unanswered.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../src/api/shared/http';
import {
  selectFileError,
  selectFileSending,
  takeFilesMachine,
} from '../../../src/machines/take/takeFilesMachine';
import {
  takeQuizMachine,
  type StoredFiles,
  type TakeQuizActorRef,
} from '../../../src/machines/take/takeQuizMachine';
import {
  selectFileDownloadPath,
  selectFiles,
  selectSaveStatus,
  selectScreen,
  selectUnansweredCount,
} from '../../../src/machines/take/takeQuizSelectors';
import { DEVICE_NOW, TAKE_TOKEN, takeOutcome, takeSession } from '../../support/takeFixtures';

const report = { id: 'f1', name: 'report.pdf', size: 1200, type: 'application/pdf' };

function page() {
  let release: (stored: StoredFiles) => void = () => {};
  let refuse: (error: unknown) => void = () => {};
  const sent: { itemId: number; name: string }[] = [];
  const removed: string[] = [];
  let submitted = 0;
  const actor = createActor(
    takeQuizMachine.provide({
      actors: {
        loadSession: fromPromise(async () => ({ session: takeSession(), outbox: {} })),
        files: takeFilesMachine.provide({
          actors: {
            sendFile: fromPromise(async ({ input }) => {
              sent.push({ itemId: input.itemId, name: input.file.name });
              return new Promise<StoredFiles>((done, fail) => {
                release = done;
                refuse = fail;
              });
            }),
            removeFile: fromPromise(async ({ input }) => {
              removed.push(input.fileId);
              return { files: [] };
            }),
          },
        }),
        submitQuiz: fromPromise(async () => {
          submitted += 1;
          return takeOutcome();
        }),
      },
    }),
    { input: { token: TAKE_TOKEN, clock: () => DEVICE_NOW } },
  ).start();
  return {
    actor,
    sent,
    removed,
    release: (s: StoredFiles) => release(s),
    refuse: (e: unknown) => refuse(e),
    submitted: () => submitted,
  };
}

/** The files child's snapshot: what it says of each question's file. */
const files = (actor: TakeQuizActorRef) => selectFiles(actor.getSnapshot())?.getSnapshot();

const file = (name: string) => new File([new Uint8Array(10)], name, { type: 'application/pdf' });

test('a file is sent at once; what the server stored becomes the answer; a submit waits for it', async () => {
  const { actor, sent, release, submitted } = page();
  await waitFor(actor, (s) => selectScreen(s) === 'taking');
  expect(selectFileDownloadPath(actor.getSnapshot())).toBe(`/api/take/${TAKE_TOKEN}/files/`);
  const before = selectUnansweredCount(actor.getSnapshot());
  actor.send({ type: 'file.send', itemId: 11, file: file('report.pdf') });
  expect(sent).toEqual([{ itemId: 11, name: 'report.pdf' }]);
  expect(selectFileSending(files(actor), 11)).toEqual({
    itemId: 11,
    name: 'report.pdf',
    removing: false,
  });
  expect(selectSaveStatus(actor.getSnapshot(), false)).toBe('saving');
  // A second file waits until the first is answered: one at a time.
  actor.send({ type: 'file.send', itemId: 11, file: file('other.pdf') });
  expect(sent).toHaveLength(1);
  actor.send({ type: 'submit.request' });
  actor.send({ type: 'submit.confirm' });
  expect(actor.getSnapshot().matches({ taking: { finishing: 'flushing' } })).toBe(true);
  expect(submitted()).toBe(0);
  release({ files: [report] });
  await waitFor(actor, (s) => selectScreen(s) === 'submitted');
  expect(submitted()).toBe(1);
  expect(actor.getSnapshot().context.responses['11']).toEqual([report]);
  expect(selectUnansweredCount(actor.getSnapshot())).toBe(before - 1);
});

test('a refusal is said for its question; picking again clears it; removing the last file unanswers it', async () => {
  const { actor, refuse, release, removed } = page();
  await waitFor(actor, (s) => selectScreen(s) === 'taking');
  actor.send({ type: 'file.send', itemId: 11, file: file('big.pdf') });
  refuse(new ApiError(400, 'This file is larger than 5 MB: send a smaller one.'));
  await waitFor(actor, () => selectFileError(files(actor), 11) !== null);
  expect(selectFileError(files(actor), 11)).toBe('This file is larger than 5 MB: send a smaller one.');
  expect(selectFileError(files(actor), 21)).toBeNull();
  expect(actor.getSnapshot().context.responses['11']).toBeUndefined();
  // The page's own refusal (before sending) is said the same way.
  actor.send({ type: 'file.refuse', itemId: 11, message: 'This kind of file is not taken here.' });
  expect(selectFileError(files(actor), 11)).toBe('This kind of file is not taken here.');
  actor.send({ type: 'file.send', itemId: 11, file: file('small.pdf') });
  expect(selectFileError(files(actor), 11)).toBeNull();
  release({ files: [report] });
  await waitFor(actor, (s) => !s.context.fileOnItsWay);
  actor.send({ type: 'file.remove', itemId: 11, fileId: 'f1', name: 'report.pdf' });
  await waitFor(actor, (s) => !s.context.fileOnItsWay);
  expect(removed).toEqual(['f1']);
  expect(actor.getSnapshot().context.responses['11']).toBeUndefined();
});

test('a file for an item that is no question of the quiz is ignored', async () => {
  const { actor, sent } = page();
  await waitFor(actor, (s) => selectScreen(s) === 'taking');
  actor.send({ type: 'file.send', itemId: 999, file: file('x.pdf') });
  expect(sent).toEqual([]);
});
