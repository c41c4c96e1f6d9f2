/**
 * A results setting whose save the server refuses says so beside its form: the server's reason when it gives one,
 * SPEC's generic 'Oops, something went wrong' when the answer is only a status (before, a bare 500 showed nothing:
 * the button came back and the instructor could believe it saved). The choice is kept in both cases.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { StudentAccommodation } from '../../../../src/api/quiz/results/accommodationsContract';
import type { ReviewSettings } from '../../../../src/api/quiz/results/reviewSettingsContract';
import { ApiError } from '../../../../src/api/shared/http';
import type { AttemptsSetting } from '../../../../src/domain/take/attemptCounting';
import { attemptsSettingMachine } from '../../../../src/machines/quiz/results/attemptsSettingMachine';
import { reviewSettingsMachine } from '../../../../src/machines/quiz/results/reviewSettingsMachine';
import { secondChancesMachine } from '../../../../src/machines/quiz/results/secondChancesMachine';

const OOPS = 'Oops, something went wrong';
const refusals = [
  ['a bare 500', ApiError.bare(500, 'Internal Server Error'), OOPS],
  ['a reason', new ApiError(400, 'The quiz is archived.'), 'The quiz is archived.'],
] as const;

describe.each(refusals)('a save refused with %s', (_label, refusal, shown) => {
  /** A save the server refuses, as each machine's save actor. */
  const refuse = <Output, Input>() =>
    fromPromise<Output, Input>(async () => {
      throw refusal;
    });

  test('review setting: the message beside the form, the choice kept', async () => {
    const actor = createActor(
      reviewSettingsMachine.provide({
        actors: {
          loadSettings: fromPromise<ReviewSettings, { quizId: number }>(async () => ({
            score: 'at_once',
            answers: 'never',
            releasedAt: null,
          })),
          saveSettings: refuse(),
        },
      }),
      { input: { quizId: 7 } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.answers', value: 'after_submit' });
    actor.send({ type: 'review.save' });
    const after = await waitFor(actor, (s) => s.matches('ready'));
    expect(after.context.error).toBe(shown);
    expect(after.context.draft?.answers).toBe('after_submit');
  });

  test('attempts setting: the message beside the form, the choice kept', async () => {
    const actor = createActor(
      attemptsSettingMachine.provide({
        actors: {
          loadSetting: fromPromise<AttemptsSetting, { quizId: number }>(async () => ({
            maxAttempts: 1,
            counting: 'highest',
          })),
          saveSetting: refuse(),
        },
      }),
      { input: { quizId: 7 } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'attempts.max', value: 3 });
    actor.send({ type: 'attempts.save' });
    const after = await waitFor(actor, (s) => s.matches('ready'));
    expect(after.context.error).toBe(shown);
    expect(after.context.draft?.maxAttempts).toBe(3);
  });

  test('second chances: the form’s message, the minutes kept', async () => {
    const actor = createActor(
      secondChancesMachine.provide({
        actors: {
          load: fromPromise<StudentAccommodation, { assignId: number }>(async () => ({
            extraMinutes: null,
            timeFactor: null,
            personalDeadline: null,
            timed: true,
            deadline: null,
            reopenable: false,
            reopenedAt: null,
            reopenedBy: null,
          })),
          save: refuse(),
        },
      }),
      { input: { assignId: 3 } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'second.extraKind', value: 'minutes' });
    actor.send({ type: 'second.minutes', value: '15' });
    actor.send({ type: 'second.save' });
    const after = await waitFor(actor, (s) => s.matches('ready'));
    expect(after.context.error).toEqual({ field: 'form', message: shown });
    expect(after.context.draft?.minutes).toBe('15');
  });
});
