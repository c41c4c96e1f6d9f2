import { createActor, fromPromise, waitFor } from 'xstate';
import type { Class } from '../../../src/api/classes/classesContract';
import { CLASS_MESSAGES } from '../../../src/domain/classes/classes';
import { classActionsMachine, selectPublishAsk } from '../../../src/machines/classes/classActionsMachine';

test('publishing asks first, then says so and reloads the list; Cancel sends nothing', async () => {
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
  actor.send({ type: 'class.publish', id: 3, title: 'Biology', published: true });
  expect(selectPublishAsk(actor.getSnapshot())).toEqual({ id: 3, title: 'Biology', published: true });
  actor.send({ type: 'publish.cancel' });
  expect(selectPublishAsk(actor.getSnapshot())).toBeNull();
  expect(events).toEqual([]);
  actor.send({ type: 'class.publish', id: 3, title: 'Biology', published: true });
  actor.send({ type: 'publish.confirm' });
  await waitFor(actor, (s) => s.matches('idle') && events.length === 2);
  expect(events).toEqual([CLASS_MESSAGES.published, 'reload']);
});
