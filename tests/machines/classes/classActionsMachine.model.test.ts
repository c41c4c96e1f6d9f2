import { createActor, fromPromise, waitFor } from 'xstate';
import type { Class } from '../../../src/api/classes/classesContract';
import { CLASS_MESSAGES } from '../../../src/domain/classes/classes';
import { classActionsMachine } from '../../../src/machines/classes/classActionsMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../../support/modelPaths';

const model = createMachineModel(classActionsMachine, {
  events: {
    'class.copy': [{ type: 'class.copy', id: 3 }],
    'class.publish': [{ type: 'class.publish', id: 3, published: true }],
  },
  actors: {
    copy: () => [resolves({ id: 4, published: false } as Class, 'copied'), rejects(new Error('500'))],
    publish: () => [resolves({ id: 3, published: true } as Class, 'published'), rejects(new Error('500'))],
  },
});
const paths = model.paths();

test('generated paths reach every state and take every transition of the row actions', () => {
  expectFullCoverage(classActionsMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path);
});

test('publishing says so and reloads the list', async () => {
  const events: string[] = [];
  const actor = createActor(
    classActionsMachine.provide({
      actors: {
        publish: fromPromise<Class, { id: number; published: boolean }>(
          async ({ input }) => ({ id: input.id, published: input.published }) as Class,
        ),
      },
      actions: {
        notify: (_, params) => void events.push(params.message),
        reloadList: () => void events.push('reload'),
      },
    }),
  ).start();
  actor.send({ type: 'class.publish', id: 3, published: true });
  await waitFor(actor, (s) => s.matches('idle') && events.length === 2);
  expect(events).toEqual([CLASS_MESSAGES.published, 'reload']);
});
