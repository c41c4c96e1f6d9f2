/**
 * The Deep Linking picker: the request's quizzes are a record; only a listed quiz can be chosen, the signed answer
 * sends the browser on, a refused choice says why and keeps the picker; an expired request is not found.
 */
import { createActor, fromPromise, sendParent, waitFor } from 'xstate';
import type { DeepLinkInfo } from '../../../src/api/lti/ltiContract';
import { ApiError } from '../../../src/api/shared/http';
import {
  deepLinkMachine,
  selectChosenQuiz,
  selectDeepLinkError,
  selectDeepLinkRecord,
} from '../../../src/machines/lti/deepLinkMachine';
import {
  recordMachine,
  recordServices,
  selectRecordError,
  selectRecordStatus,
} from '../../../src/machines/shared/recordMachine';

const info: DeepLinkInfo = {
  platform: 'https://lms.example',
  quizzes: [
    { id: 7, title: 'Respiration check' },
    { id: 8, title: 'Noble gases' },
  ],
};

function start(
  read: () => Promise<DeepLinkInfo>,
  send: (input: { id: string; quizId: number }) => Promise<{ returnPath: string }>,
) {
  const visited: string[] = [];
  const actor = createActor(
    deepLinkMachine.provide({
      actors: {
        choicesRecord: recordMachine.provide({
          ...recordServices(read),
          actions: {
            announceRecord: sendParent((_, params: { record: unknown }) => ({
              type: 'record.loaded',
              record: params.record,
            })),
          },
        }),
        sendChoice: fromPromise(({ input }: { input: { id: string; quizId: number } }) => send(input)),
      },
      actions: { goTo: (_, path) => void visited.push(path) },
    }),
    { input: { id: 'abc' } },
  ).start();
  return { actor, visited };
}

test('only a listed quiz can be chosen; the signed answer sends the browser to the page that posts it', async () => {
  const sent: { id: string; quizId: number }[] = [];
  const { actor, visited } = start(
    async () => info,
    async (input) => {
      sent.push(input);
      return { returnPath: '/lti/deep-link/abc/return' };
    },
  );
  await waitFor(actor, (s) => s.matches('choosing'));
  actor.send({ type: 'deepLink.submit' });
  expect(actor.getSnapshot().matches('choosing')).toBe(true);
  actor.send({ type: 'deepLink.choose', quizId: 99 });
  expect(selectChosenQuiz(actor.getSnapshot())).toBeNull();
  actor.send({ type: 'deepLink.choose', quizId: 8 });
  actor.send({ type: 'deepLink.submit' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(sent).toEqual([{ id: 'abc', quizId: 8 }]);
  expect(visited).toEqual(['/lti/deep-link/abc/return']);
  expect(selectDeepLinkError(actor.getSnapshot())).toBeNull();
});

test('a refused choice says why and the instructor can choose again', async () => {
  const { actor, visited } = start(
    async () => info,
    async () => {
      throw new ApiError(409, 'Choose one of your own quizzes');
    },
  );
  await waitFor(actor, (s) => s.matches('choosing'));
  actor.send({ type: 'deepLink.choose', quizId: 7 });
  actor.send({ type: 'deepLink.submit' });
  await waitFor(actor, (s) => s.matches('choosing') && selectDeepLinkError(s) !== null);
  expect(selectDeepLinkError(actor.getSnapshot())).toBe('Choose one of your own quizzes');
  expect(visited).toEqual([]);
});

test('an expired request is not found with the server’s sentence; a failed read offers Try again', async () => {
  const gone = start(
    async () => {
      throw new ApiError(404, 'This content selection has expired or was already answered.');
    },
    async () => ({ returnPath: '' }),
  );
  const goneRecord = selectDeepLinkRecord(gone.actor.getSnapshot());
  await waitFor(goneRecord, (s) => selectRecordStatus(s) === 'notFound');
  expect(selectRecordError(goneRecord.getSnapshot())?.message).toBe(
    'This content selection has expired or was already answered.',
  );
  expect(gone.actor.getSnapshot().matches('loading')).toBe(true);

  let reads = 0;
  const failed = start(
    async () => {
      reads += 1;
      if (reads === 1) throw new ApiError(503, 'Unavailable');
      return info;
    },
    async () => ({ returnPath: '' }),
  );
  const record = selectDeepLinkRecord(failed.actor.getSnapshot());
  await waitFor(record, (s) => selectRecordStatus(s) === 'failed');
  record.send({ type: 'record.retry' });
  await waitFor(failed.actor, (s) => s.matches('choosing'));
  expect(reads).toBe(2);
});
