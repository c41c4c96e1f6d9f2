import { createActor, SimulatedClock } from 'xstate';
import { NOTIFICATION_LIFETIME_MS } from '../../../src/domain/shared/timing';
import { notificationsMachine, selectNotifications } from '../../../src/machines/shared/notificationsMachine';

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
