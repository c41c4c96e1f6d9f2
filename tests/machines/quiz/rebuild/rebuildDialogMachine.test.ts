import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../../src/api/shared/http';
import type { ProcessLibrariesRequest } from '../../../../src/api/quiz/rebuild/rebuildContract';
import {
  rebuildDialogMachine,
  selectDialogForm,
} from '../../../../src/machines/quiz/rebuild/rebuildDialogMachine';
import { rebuildQuizMachine } from '../../../../src/machines/quiz/rebuild/rebuildQuizMachine';

const sections = [
  { id: 3, title: 'Biology Core', product: 'core' },
  { id: 5, title: 'Lab Manual: Chemistry', product: 'lab_manual' },
];

function start(queue: (request: ProcessLibrariesRequest) => Promise<string>) {
  const notices: { kind: string; message: string }[] = [];
  const actor = createActor(
    rebuildDialogMachine.provide({
      actors: {
        fetchSections: fromPromise(async () => sections),
        queueRebuild: fromPromise(({ input }) => queue(input)),
      },
      actions: { notify: (_, params) => void notices.push(params) },
    }),
  );
  let reloads = 0;
  actor.on('queued', () => void reloads++);
  actor.start();
  return { actor, notices, reloads: () => reloads };
}

test("submitting without a section says 'This field is required' and sends nothing", async () => {
  const sent: ProcessLibrariesRequest[] = [];
  const { actor } = start(async (request) => {
    sent.push(request);
    return 'ok';
  });
  actor.send({ type: 'dialog.open' });
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'dialog.submit' });
  expect(selectDialogForm(actor.getSnapshot()).sectionError).toBe('This field is required');
  expect(actor.getSnapshot().matches('editing')).toBe(true);
  expect(sent).toEqual([]);
});

test('the chosen section, mode and type are queued, announced, and the list reloads', async () => {
  const sent: ProcessLibrariesRequest[] = [];
  const { actor, notices, reloads } = start(async (request) => {
    sent.push(request);
    return 'Rebuilding process has been added to the queue';
  });
  actor.send({ type: 'dialog.open' });
  await waitFor(actor, (s) => s.matches('editing'));
  expect(selectDialogForm(actor.getSnapshot()).isAllUpdate).toBe(0);
  actor.send({ type: 'field.section', sectionId: 5 });
  actor.send({ type: 'field.mode', isAllUpdate: 1 });
  actor.send({ type: 'field.type', rebuildType: 4 });
  actor.send({ type: 'dialog.submit' });
  await waitFor(actor, (s) => s.matches('closed'));
  expect(sent).toEqual([{ sectionId: 5, isAllUpdate: 1, type: 4 }]);
  expect(notices).toEqual([{ kind: 'success', message: 'Rebuilding process has been added to the queue' }]);
  expect(reloads()).toBe(1);
  // Opening again starts from a clean form without reloading the sections.
  actor.send({ type: 'dialog.open' });
  expect(actor.getSnapshot().matches('editing')).toBe(true);
  expect(selectDialogForm(actor.getSnapshot()).sectionId).toBeNull();
});

test("a refused request keeps the dialog open with the server's message", async () => {
  const { actor, notices, reloads } = start(async () => {
    throw new ApiError(404, 'Section not found');
  });
  actor.send({ type: 'dialog.open' });
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'field.section', sectionId: 3 });
  actor.send({ type: 'dialog.submit' });
  await waitFor(actor, (s) => !s.matches('submitting'));
  expect(actor.getSnapshot().matches('editing')).toBe(true);
  expect(notices).toEqual([{ kind: 'error', message: 'Section not found' }]);
  expect(reloads()).toBe(0);
});

describe('the Rebuild quiz row action', () => {
  test('rebuilds the row, says so and reloads; a failure shows the message', async () => {
    const notices: { kind: string; message: string }[] = [];
    let fail = false;
    const actor = createActor(
      rebuildQuizMachine.provide({
        actors: {
          rebuildQuiz: fromPromise(async ({ input }) => {
            if (fail) throw new ApiError(500, 'Quiz 12 is not a section quiz of the library');
            return input.quizId === 12 ? 'Quiz has been successfully rebuilt' : '';
          }),
        },
        actions: { notify: (_, params) => void notices.push(params) },
      }),
      { input: { quizId: 12 } },
    );
    let reloads = 0;
    actor.on('rebuilt', () => void reloads++);
    actor.start();
    actor.send({ type: 'rebuild.start' });
    await waitFor(actor, (s) => s.matches('idle'));
    fail = true;
    actor.send({ type: 'rebuild.start' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(notices).toEqual([
      { kind: 'success', message: 'Quiz has been successfully rebuilt' },
      { kind: 'error', message: 'Quiz 12 is not a section quiz of the library' },
    ]);
    expect(reloads).toBe(1);
  });
});
