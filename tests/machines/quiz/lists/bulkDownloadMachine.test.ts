import { createActor, fromPromise, waitFor } from 'xstate';
import {
  bulkDownloadMachine,
  selectDownloadProgress,
  type BulkDownloadRow,
} from '../../../../src/machines/quiz/lists/bulkDownloadMachine';

const rows: BulkDownloadRow[] = [
  { kind: 'user', quizId: 1, title: 'Helix' },
  { kind: 'user', quizId: 2, title: 'Enzymes' },
];

test('each quiz is saved in turn with its progress, and a failed one is named at the end', async () => {
  const asked: number[] = [];
  const progress: string[] = [];
  let finished: { saved: number; failed: readonly string[] } | null = null;
  const actor = createActor(
    bulkDownloadMachine.provide({
      actors: {
        downloadQuiz: fromPromise(async ({ input }) => {
          asked.push(input.quizId);
          if (input.quizId === 2) throw new Error('500');
        }),
      },
      actions: { notifyFinished: (_, params) => void (finished = params) },
    }),
  ).start();
  actor.subscribe((s) => {
    if (s.hasTag('busy'))
      progress.push(`${selectDownloadProgress(s).current}/${selectDownloadProgress(s).total}`);
  });
  actor.send({
    type: 'download.start',
    rows: [...rows, { kind: 'user', quizId: 3, title: 'Cells' }],
    format: 'cc',
  });
  await waitFor(actor, (s) => s.matches('idle'));
  expect(asked).toEqual([1, 2, 3]);
  expect(progress).toContain('2/3');
  expect(finished).toEqual({ saved: 2, failed: ['Enzymes'] });
});
