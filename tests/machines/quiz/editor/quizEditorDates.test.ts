import { createActor, fromPromise, waitFor } from 'xstate';
import { newQuizState } from '../../../../src/domain/quiz/editor/quizEditorState';
import { SCHEDULE_MESSAGES } from '../../../../src/domain/quiz/quizSchedule';
import {
  quizEditorMachine,
  selectEditorState,
  selectSchedule,
  type EditorMode,
  type LoadedQuiz,
  type LoadQuizInput,
  type SaveQuizInput,
} from '../../../../src/machines/quiz/editor/quizEditorMachine';
import { selectCopyDatesCleared } from '../../../../src/machines/quiz/editor/quizEditorSelectors';
import { storedQuiz } from '../../../support/quizFixtures';

const NOW = new Date('2026-05-10T10:07:20.000Z');

/** An admin quiz being edited at NOW; `loaded` overrides what the loader answers. */
async function start(loaded: Partial<LoadedQuiz> & { details?: object; mode?: EditorMode } = {}) {
  const notices: string[] = [];
  const saves: SaveQuizInput[] = [];
  let now = NOW;
  const { details: initial, mode = 'edit', ...rest } = loaded;
  const actor = createActor(
    quizEditorMachine.provide({
      actors: {
        loadQuiz: fromPromise(async () => ({
          state: newQuizState('a1', { title: 'Cell biology', isGraded: true, ...initial }),
          version: 3,
          ...rest,
        })),
        saveQuiz: fromPromise(async ({ input }: { input: SaveQuizInput }) => {
          saves.push(input);
          return storedQuiz({ id: 5, kind: 'admin' });
        }),
      },
      actions: { notifyError: (_, params: { message: string }) => void notices.push(params.message) },
    }),
    {
      input: {
        kind: 'admin',
        mode,
        quizId: 5,
        idPrefix: 't',
        clock: () => now,
      },
    },
  ).start();
  await waitFor(actor, (s) => s.matches('editing'));
  const details = () => selectEditorState(actor.getSnapshot())!.details;
  const setClock = (next: Date) => void (now = next);
  return { actor, notices, saves, details, setClock };
}

describe('quiz editor: Start Date and End Date', () => {
  test('the pickers’ limits come from the machine’s clock: start from the minute now is in (now is never past), end at the later of start or now', async () => {
    const { actor } = await start();
    expect(selectSchedule(actor.getSnapshot())).toMatchObject({
      startMin: '2026-05-10T10:07:00.000Z',
      endMin: '2026-05-10T10:08:00.000Z',
      endMax: null,
      locked: false,
    });
    actor.send({ type: 'details.set', details: { startDate: '2026-06-01T09:00:00.000Z' } });
    expect(selectSchedule(actor.getSnapshot())!.endMin).toBe('2026-06-01T09:00:00.000Z');
  });

  test('an End Date chosen earlier than now rounds up to the next half-hour; each choice is one undo step', async () => {
    const { actor, details } = await start();
    actor.send({ type: 'details.set', details: { endDate: '2026-05-09T08:00:00.000Z' } });
    expect(details().endDate).toBe('2026-05-10T10:30:00.000Z');
    actor.send({ type: 'details.set', details: { endDate: '2026-05-20T08:00:00.000Z' } });
    expect(details().endDate).toBe('2026-05-20T08:00:00.000Z');
    actor.send({ type: 'history.undo' });
    expect(details().endDate).toBe('2026-05-10T10:30:00.000Z');
    actor.send({ type: 'history.undo' });
    expect(details().endDate).toBeNull();
  });

  test('a Start Date in the past shows its error beside the field and stops the save', async () => {
    const { actor, notices, saves } = await start();
    actor.send({ type: 'details.set', details: { startDate: '2026-05-10T09:00:00.000Z' } });
    expect(selectSchedule(actor.getSnapshot())!.startError).toBe(SCHEDULE_MESSAGES.startInPast);
    actor.send({ type: 'quiz.save' });
    expect(notices).toEqual([SCHEDULE_MESSAGES.startInPast]);
    expect(saves).toHaveLength(0);
  });

  test('an End Date before the Start Date stops the save', async () => {
    const { actor, notices } = await start();
    actor.send({ type: 'details.set', details: { startDate: '2026-06-02T09:00:00.000Z' } });
    actor.send({ type: 'details.set', details: { endDate: '2026-06-01T09:00:00.000Z' } });
    expect(selectSchedule(actor.getSnapshot())!.endError).toBe(SCHEDULE_MESSAGES.endBeforeStart);
    actor.send({ type: 'quiz.save' });
    expect(notices).toEqual([SCHEDULE_MESSAGES.endBeforeStart]);
  });

  test('a quiz whose stored dates have passed still saves when the dates are left alone', async () => {
    const { actor, saves } = await start({
      details: { startDate: '2026-01-01T09:00:00.000Z', endDate: '2026-02-01T09:00:00.000Z' },
    });
    actor.send({ type: 'details.set', details: { title: 'Cell biology 2' } });
    actor.send({ type: 'quiz.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saves).toHaveLength(1);
  });

  test('a copy leaves out the dates that have passed and says so: its save is not refused for them', async () => {
    const { actor, notices, details } = await start({
      details: { startDate: '2026-01-01T09:00:00.000Z', endDate: '2026-02-01T09:00:00.000Z' },
      mode: 'copy',
    });
    expect(details()).toMatchObject({ startDate: null, endDate: null });
    expect(selectCopyDatesCleared(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'quiz.save' });
    expect(notices.join('\n')).not.toContain(SCHEDULE_MESSAGES.startInPast);
    expect(notices.join('\n')).not.toContain(SCHEDULE_MESSAGES.endInPast);
  });

  test('a copy keeps the dates still to come and says nothing', async () => {
    const { actor, details } = await start({
      details: { startDate: '2026-01-01T09:00:00.000Z', endDate: '2026-06-01T09:00:00.000Z' },
      mode: 'copy',
    });
    expect(details()).toMatchObject({ startDate: null, endDate: '2026-06-01T09:00:00.000Z' });
    expect(selectCopyDatesCleared(actor.getSnapshot())).toBe(true);
    const future = await start({
      details: { startDate: '2026-05-20T09:00:00.000Z', endDate: '2026-06-01T09:00:00.000Z' },
      mode: 'copy',
    });
    expect(future.details()).toMatchObject({ startDate: '2026-05-20T09:00:00.000Z' });
    expect(selectCopyDatesCleared(future.actor.getSnapshot())).toBe(false);
  });

  test('the start check uses the time of the save, not of the choice', async () => {
    const { actor, notices, setClock } = await start();
    actor.send({ type: 'details.set', details: { startDate: '2026-05-10T11:00:00.000Z' } });
    expect(selectSchedule(actor.getSnapshot())!.startError).toBeNull();
    setClock(new Date('2026-05-10T11:30:00.000Z'));
    actor.send({ type: 'quiz.save' });
    expect(notices).toEqual([SCHEDULE_MESSAGES.startInPast]);
  });

  test('with a subscription end the End Date is capped by it', async () => {
    const { actor, notices } = await start({ subscriptionEndsAt: '2026-06-01T00:00:00.000Z' });
    expect(selectSchedule(actor.getSnapshot())!.endMax).toBe('2026-06-01T00:00:00.000Z');
    actor.send({ type: 'details.set', details: { endDate: '2026-07-01T00:00:00.000Z' } });
    expect(selectSchedule(actor.getSnapshot())!.endError).toBe(SCHEDULE_MESSAGES.beyondSubscription);
    actor.send({ type: 'quiz.save' });
    expect(notices).toEqual([SCHEDULE_MESSAGES.beyondSubscription]);
  });

  test('after the trial ended the dates are locked: changes are refused, other edits still apply', async () => {
    const { actor, details, saves } = await start({
      subscriptionEndsAt: '2026-05-01T00:00:00.000Z',
      details: { endDate: '2026-05-20T00:00:00.000Z' },
    });
    expect(selectSchedule(actor.getSnapshot())!.locked).toBe(true);
    actor.send({ type: 'details.set', details: { endDate: null } });
    actor.send({ type: 'details.set', details: { startDate: '2026-05-12T00:00:00.000Z' } });
    expect(details().endDate).toBe('2026-05-20T00:00:00.000Z');
    expect(details().startDate).toBeNull();
    actor.send({ type: 'details.set', details: { title: 'Renamed' } });
    expect(details().title).toBe('Renamed');
    actor.send({ type: 'quiz.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saves).toHaveLength(1);
  });
});

describe('quiz editor: the author’s own subscription on create and copy', () => {
  async function startAs(mode: EditorMode, loadedEnd: string | null) {
    const actor = createActor(
      quizEditorMachine.provide({
        actors: {
          loadQuiz: fromPromise<LoadedQuiz, LoadQuizInput>(async () => ({
            state: newQuizState('a1', { title: 'Cell biology' }),
            version: null,
            subscriptionEndsAt: loadedEnd,
          })),
        },
      }),
      {
        input: {
          kind: 'admin',
          mode,
          quizId: mode === 'create' ? undefined : 5,
          idPrefix: 't',
          clock: () => NOW,
          callerSubscriptionEndsAt: '2026-06-01T00:00:00.000Z',
        },
      },
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    return selectSchedule(actor.getSnapshot())!;
  }

  test('a new quiz or a copy caps its End Date at the author’s own end', async () => {
    expect((await startAs('create', null)).endMax).toBe('2026-06-01T00:00:00.000Z');
    expect((await startAs('copy', '2027-01-01T00:00:00.000Z')).endMax).toBe('2026-06-01T00:00:00.000Z');
  });

  test('an edited quiz is held to its owner’s end, not the author’s', async () => {
    expect((await startAs('edit', '2027-01-01T00:00:00.000Z')).endMax).toBe('2027-01-01T00:00:00.000Z');
    expect((await startAs('edit', null)).endMax).toBeNull();
  });
});
