import { createActor } from 'xstate';
import { moveItemDialogMachine } from '../../../../src/machines/quiz/editor/moveItemDialogMachine';

describe('Move to another activity', () => {
  const input = {
    itemId: 'i1',
    fromActivityId: 'a1',
    activities: [
      { id: 'a1', title: 'Activity 1' },
      { id: 'a2', title: 'Activity 2' },
    ],
  };

  test('the current activity cannot be chosen; Move ends with the target', () => {
    const actor = createActor(moveItemDialogMachine, { input }).start();
    actor.send({ type: 'target.choose', activityId: 'a1' });
    actor.send({ type: 'move.confirm' });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'target.choose', activityId: 'a2' });
    actor.send({ type: 'move.confirm' });
    expect(actor.getSnapshot().output).toEqual({ itemId: 'i1', toActivityId: 'a2' });
  });
});
