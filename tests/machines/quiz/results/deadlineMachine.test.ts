import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../../src/api/shared/http';
import {
  deadlineMachine,
  selectDraft,
  type SaveDeadlineInput,
} from '../../../../src/machines/quiz/results/deadlineMachine';

const NOW = '2026-05-10T10:07:20.000Z';
const input = {
  quizId: 7,
  endDate: '2026-05-20T12:00:00.000Z',
  startDate: null,
  subscriptionEndsAt: '2026-12-31T00:00:00.000Z',
};

function start(save: (request: SaveDeadlineInput) => Promise<{ endDate: string | null }>) {
  const notices: string[] = [];
  const actor = createActor(
    deadlineMachine.provide({
      actors: { saveDeadline: fromPromise(({ input: request }) => save(request)) },
      actions: {
        notifySaved: () => void notices.push('Deadline updated'),
        notifyFailed: () => void notices.push('Failed to update Deadline'),
      },
    }),
    { input },
  ).start();
  return { actor, notices };
}

test('a past time in the picker becomes the next half-hour after now plus one minute', () => {
  const { actor } = start(async (r) => r);
  actor.send({ type: 'deadline.edit', now: NOW });
  actor.send({ type: 'deadline.change', value: '2026-05-10T09:00:00.000Z', now: NOW });
  expect(selectDraft(actor.getSnapshot())).toBe('2026-05-10T10:30:00.000Z');
  actor.send({ type: 'deadline.change', value: '2026-06-01T09:00:00.000Z', now: NOW });
  expect(selectDraft(actor.getSnapshot())).toBe('2026-06-01T09:00:00.000Z');
});

test('a saved deadline notifies "Deadline updated" and ends with the new value', async () => {
  const sent: SaveDeadlineInput[] = [];
  const { actor, notices } = start(async (r) => {
    sent.push(r);
    return r;
  });
  actor.send({ type: 'deadline.edit', now: NOW });
  actor.send({ type: 'deadline.change', value: null, now: NOW });
  actor.send({ type: 'deadline.save', now: NOW });
  await waitFor(actor, (s) => s.status === 'done');
  expect(sent).toEqual([{ quizId: 7, endDate: null }]);
  expect(notices).toEqual(['Deadline updated']);
  expect(actor.getSnapshot().output).toEqual({ endDate: null });
});

test('a refused deadline notifies "Failed to update Deadline" and keeps the picker open with the message', async () => {
  const { actor, notices } = start(async () => {
    throw new ApiError(400, 'Deadlines cannot be set beyond trial or subscription end date for the user.');
  });
  actor.send({ type: 'deadline.edit', now: NOW });
  actor.send({ type: 'deadline.save', now: NOW });
  await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
  expect(notices).toEqual(['Failed to update Deadline']);
  expect(actor.getSnapshot().context.error).toBe(
    'Deadlines cannot be set beyond trial or subscription end date for the user.',
  );
});

test('after the trial has ended the deadline cannot be edited', () => {
  const { actor } = start(async (r) => r);
  actor.send({ type: 'deadline.edit', now: '2027-01-01T00:00:00.000Z' });
  expect(actor.getSnapshot().value).toBe('idle');
});
