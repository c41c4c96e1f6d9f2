import { createActor, SimulatedClock } from 'xstate';
import { NOTIFICATION_LIFETIME_MS } from '../../../src/domain/shared/timing';
import {
  MAX_NOTIFICATIONS,
  notificationsMachine,
  selectNotifications,
} from '../../../src/machines/shared/notificationsMachine';

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

const undo = { label: 'Undo', run: () => undefined };

test('a notification with Undo stays while the pointer is on it and gets its whole lifetime once left', () => {
  const { clock, actor, messages } = startNotifications();
  actor.send({ type: 'notify.show', kind: 'info', message: '3 quizzes deleted', action: undo });
  clock.increment(3000);
  actor.send({ type: 'notify.hold', id: 'n1', by: 'pointer' });

  clock.increment(60_000);
  expect(messages()).toEqual(['3 quizzes deleted']);

  actor.send({ type: 'notify.release', id: 'n1', by: 'pointer' });
  clock.increment(3999);
  expect(messages()).toEqual(['3 quizzes deleted']);
  clock.increment(1);
  expect(messages()).toEqual([]);
});

test('a notification with Undo stays while the keyboard focus is in it, even after the pointer leaves', () => {
  const { clock, actor, messages } = startNotifications();
  actor.send({ type: 'notify.show', kind: 'info', message: '2 classes deleted', action: undo });
  actor.send({ type: 'notify.hold', id: 'n1', by: 'focus' });
  actor.send({ type: 'notify.hold', id: 'n1', by: 'pointer' });
  actor.send({ type: 'notify.release', id: 'n1', by: 'pointer' });

  clock.increment(30_000);
  expect(messages()).toEqual(['2 classes deleted']);

  actor.send({ type: 'notify.release', id: 'n1', by: 'focus' });
  clock.increment(3999);
  expect(messages()).toEqual(['2 classes deleted']);
  clock.increment(1);
  expect(messages()).toEqual([]);
});

test('holding one notification leaves the others their own lifetime', () => {
  const { clock, actor, messages } = startNotifications();
  actor.send({ type: 'notify.show', kind: 'info', message: 'Quiz deleted', action: undo });
  actor.send({ type: 'notify.show', kind: 'success', message: 'Deadline updated' });
  actor.send({ type: 'notify.hold', id: 'n1', by: 'focus' });

  clock.increment(4000);
  expect(messages()).toEqual(['Quiz deleted']);
});

test('a notification without an action keeps its 4000 ms under the pointer', () => {
  const { clock, actor, messages } = startNotifications();
  actor.send({ type: 'notify.show', kind: 'success', message: 'Deadline updated' });
  actor.send({ type: 'notify.hold', id: 'n1', by: 'pointer' });

  clock.increment(4000);
  expect(messages()).toEqual([]);
});

test('a held notification the user closes is gone at once and does not come back', () => {
  const { clock, actor, messages } = startNotifications();
  actor.send({ type: 'notify.show', kind: 'info', message: 'Quiz deleted', action: undo });
  actor.send({ type: 'notify.hold', id: 'n1', by: 'focus' });
  actor.send({ type: 'notify.dismiss', id: 'n1' });
  actor.send({ type: 'notify.release', id: 'n1', by: 'focus' });

  expect(messages()).toEqual([]);
  clock.increment(5000);
  expect(messages()).toEqual([]);
  expect(actor.getSnapshot().context.holds).toEqual({});
});

test('what Undo undoes is told once when the user comes onto the notification and once when they leave it', () => {
  const { actor } = startNotifications();
  const told: string[] = [];
  actor.send({
    type: 'notify.show',
    kind: 'success',
    message: '3 deleted',
    action: { ...undo, hold: () => told.push('hold'), release: () => told.push('release') },
  });
  actor.send({ type: 'notify.hold', id: 'n1', by: 'pointer' });
  actor.send({ type: 'notify.hold', id: 'n1', by: 'focus' });
  actor.send({ type: 'notify.release', id: 'n1', by: 'pointer' });
  expect(told).toEqual(['hold']);
  actor.send({ type: 'notify.release', id: 'n1', by: 'focus' });
  expect(told).toEqual(['hold', 'release']);
});

test('the same message again replaces the one on screen and gets a whole lifetime of its own', () => {
  const { clock, actor, messages } = startNotifications();
  actor.send({ type: 'notify.show', kind: 'success', message: 'Quiz saved' });
  clock.increment(3000);
  actor.send({ type: 'notify.show', kind: 'success', message: 'Quiz saved' });
  expect(messages()).toEqual(['Quiz saved']);
  // The first one's timer no longer removes the second.
  clock.increment(3999);
  expect(messages()).toEqual(['Quiz saved']);
  clock.increment(1);
  expect(messages()).toEqual([]);
});

test('a fourth notification takes the place of the oldest; one with Undo is never pushed out', () => {
  const { actor, messages } = startNotifications();
  actor.send({
    type: 'notify.show',
    kind: 'info',
    message: '2 quizzes deleted',
    action: { label: 'Undo', run: () => {} },
  });
  for (const message of ['Class saved', 'Sponsor saved', 'Banner saved'])
    actor.send({ type: 'notify.show', kind: 'success', message });
  expect(messages()).toEqual(['2 quizzes deleted', 'Sponsor saved', 'Banner saved']);
  actor.send({ type: 'notify.show', kind: 'error', message: 'Unable to delete Sponsor' });
  expect(messages()).toEqual(['2 quizzes deleted', 'Banner saved', 'Unable to delete Sponsor']);
  expect(messages()).toHaveLength(MAX_NOTIFICATIONS);
});

test('a notification closed while the user is on it lets go of what its Undo holds', () => {
  const { actor, messages } = startNotifications();
  const told: string[] = [];
  actor.send({
    type: 'notify.show',
    kind: 'success',
    message: 'Quiz deleted successfully',
    action: { ...undo, hold: () => told.push('hold'), release: () => told.push('release') },
  });
  // The close button is under the pointer when it is pressed: no leave follows, the notification is gone.
  actor.send({ type: 'notify.hold', id: 'n1', by: 'pointer' });
  actor.send({ type: 'notify.dismiss', id: 'n1' });
  expect(messages()).toEqual([]);
  expect(told).toEqual(['hold', 'release']);
  expect(actor.getSnapshot().context.holds).toEqual({});
});

test('a notification nobody is on closes without telling its Undo anything', () => {
  const { actor } = startNotifications();
  const told: string[] = [];
  actor.send({
    type: 'notify.show',
    kind: 'success',
    message: 'Quiz deleted successfully',
    action: { ...undo, hold: () => told.push('hold'), release: () => told.push('release') },
  });
  actor.send({ type: 'notify.dismiss', id: 'n1' });
  expect(told).toEqual([]);
});
