import { createActor, SimulatedClock } from 'xstate';
import { NOTIFICATION_LIFETIME_MS } from '../../../src/domain/shared/timing';
import { notificationsMachine, selectNotifications } from '../../../src/machines/shared/notificationsMachine';
import { createMachineModel, expectFullCoverage } from '../../support/modelPaths';

function startNotifications() {
  const clock = new SimulatedClock();
  const actor = createActor(notificationsMachine, { clock }).start();
  const messages = () => selectNotifications(actor.getSnapshot()).map((item) => item.message);
  return { clock, actor, messages };
}

test('the lifetime of a notification is the 4000 ms of the SPEC', () => {
  expect(NOTIFICATION_LIFETIME_MS).toBe(4000);
});

test('a notification disappears after 4000 ms and not before', () => {
  const { clock, actor, messages } = startNotifications();
  actor.send({ type: 'notify.show', kind: 'success', message: 'Quiz deleted successfully' });
  expect(selectNotifications(actor.getSnapshot())).toEqual([
    { id: 'n1', kind: 'success', message: 'Quiz deleted successfully' },
  ]);

  clock.increment(3999);
  expect(messages()).toEqual(['Quiz deleted successfully']);

  clock.increment(1);
  expect(messages()).toEqual([]);
});

test('each notification keeps its own 4000 ms', () => {
  const { clock, actor, messages } = startNotifications();
  actor.send({ type: 'notify.show', kind: 'success', message: 'Deadline updated' });
  clock.increment(1500);
  actor.send({ type: 'notify.show', kind: 'error', message: 'Failed to update Deadline' });

  clock.increment(2500);
  expect(messages()).toEqual(['Failed to update Deadline']);

  clock.increment(1499);
  expect(messages()).toEqual(['Failed to update Deadline']);
  clock.increment(1);
  expect(messages()).toEqual([]);
});

test('closing one notification early removes only that one', () => {
  const { clock, actor, messages } = startNotifications();
  actor.send({ type: 'notify.show', kind: 'success', message: 'Class successfully shared' });
  actor.send({ type: 'notify.show', kind: 'info', message: 'Sponsor successfully deleted' });
  actor.send({ type: 'notify.show', kind: 'error', message: 'Unable to delete Sponsor' });

  actor.send({ type: 'notify.dismiss', id: 'n2' });
  expect(messages()).toEqual(['Class successfully shared', 'Unable to delete Sponsor']);

  // The closed one's own timer fires later and removes nothing else.
  clock.increment(3999);
  expect(messages()).toEqual(['Class successfully shared', 'Unable to delete Sponsor']);
  clock.increment(1);
  expect(messages()).toEqual([]);
});

test('a notification shown after an early close gets a new id and its own lifetime', () => {
  const { clock, actor } = startNotifications();
  actor.send({ type: 'notify.show', kind: 'info', message: 'first' });
  actor.send({ type: 'notify.dismiss', id: 'n1' });
  clock.increment(2000);
  actor.send({ type: 'notify.show', kind: 'info', message: 'second' });

  clock.increment(2000);
  expect(selectNotifications(actor.getSnapshot())).toEqual([{ id: 'n2', kind: 'info', message: 'second' }]);
  clock.increment(2000);
  expect(selectNotifications(actor.getSnapshot())).toEqual([]);
});

describe('model-based', () => {
  const model = createMachineModel(notificationsMachine, {
    events: {
      'notify.show': [
        { type: 'notify.show', kind: 'success', message: 'Quiz deleted successfully' },
        { type: 'notify.show', kind: 'error', message: 'Unable to delete Quiz from Class' },
      ],
      'notify.dismiss': [
        { type: 'notify.dismiss', id: 'n1' },
        { type: 'notify.dismiss', id: 'n2' },
      ],
    },
    // Every show adds one; three are enough to close the first, a middle and the last one.
    stopWhen: (snapshot) => snapshot.context.nextId > 3,
  });
  const paths = model.paths();

  test('generated paths reach every state and take every transition of the notifications machine', () => {
    expectFullCoverage(notificationsMachine, paths);
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await model.run(path, {
      check: (real) => {
        const ids = real.context.items.map((item) => item.id);
        expect(new Set(ids).size, 'ids are unique').toBe(ids.length);
      },
    });
  });
});
