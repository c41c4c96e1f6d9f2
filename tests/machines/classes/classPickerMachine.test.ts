import { createActor, fromPromise, waitFor } from 'xstate';
import type { ClassListItem } from '../../../src/api/classes/classesContract';
import {
  classPickerMachine,
  selectOtherClasses,
  type AddLinksInput,
} from '../../../src/machines/classes/classPickerMachine';

const classes = [
  { id: 1, actions: ['view', 'edit', 'manageContent'] },
  { id: 2, actions: ['view', 'edit', 'manageContent'] },
  { id: 3, actions: ['view'] },
] as ClassListItem[];

test('several playlists go to this class and another one in one call; a class the caller may only view is not offered', async () => {
  const calls: AddLinksInput[] = [];
  const actor = createActor(
    classPickerMachine.provide({
      actors: {
        loadClasses: fromPromise(async () => classes),
        addLinks: fromPromise(async ({ input }) => {
          calls.push(input);
          return { notAssigned: [] };
        }),
      },
    }),
    { input: { target: 'playlist', classId: 1 } },
  ).start();
  await waitFor(actor, (s) => s.matches('choosing'));
  expect(selectOtherClasses(actor.getSnapshot()).map((c) => c.id)).toEqual([2]);
  actor.send({ type: 'picker.submit' });
  expect(actor.getSnapshot().value).toBe('choosing');
  actor.send({ type: 'picker.toggle', id: 30 });
  actor.send({ type: 'picker.toggle', id: 31 });
  actor.send({ type: 'picker.toggleClass', id: 2 });
  actor.send({ type: 'picker.submit' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(calls).toEqual([{ target: 'playlist', ids: [30, 31], classIds: [1, 2] }]);
});

test('a row ticked while the other classes still load stays ticked and is added', async () => {
  const calls: AddLinksInput[] = [];
  let classesLoaded: (value: ClassListItem[]) => void = () => undefined;
  const actor = createActor(
    classPickerMachine.provide({
      actors: {
        loadClasses: fromPromise(() => new Promise<ClassListItem[]>((done) => (classesLoaded = done))),
        addLinks: fromPromise(async ({ input }) => {
          calls.push(input);
          return { notAssigned: [] };
        }),
      },
    }),
    { input: { target: 'quiz', classId: 1 } },
  ).start();
  expect(actor.getSnapshot().matches('loadingClasses')).toBe(true);
  actor.send({ type: 'picker.toggle', id: 40 });
  classesLoaded(classes);
  await waitFor(actor, (s) => s.matches('choosing'));
  actor.send({ type: 'picker.submit' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(calls).toEqual([{ target: 'quiz', ids: [40], classIds: [1] }]);
});
