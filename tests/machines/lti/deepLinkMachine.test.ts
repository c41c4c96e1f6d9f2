import { createActor, fromPromise, waitFor } from 'xstate';
import type { DeepLinkInfo } from '../../../src/api/lti/ltiContract';
import {
  deepLinkMachine,
  selectChosenQuiz,
  selectDeepLinkError,
} from '../../../src/machines/lti/deepLinkMachine';

const info: DeepLinkInfo = {
  platform: 'https://lms.example',
  quizzes: [
    { id: 7, title: 'Respiration check' },
    { id: 8, title: 'Noble gases' },
  ],
};

test('only a listed quiz can be chosen; the signed answer sends the browser to the page that posts it', async () => {
  const sent: { id: string; quizId: number }[] = [];
  const visited: string[] = [];
  const actor = createActor(
    deepLinkMachine.provide({
      actors: {
        loadChoices: fromPromise(async () => info),
        sendChoice: fromPromise(async ({ input }: { input: { id: string; quizId: number } }) => {
          sent.push(input);
          return { returnPath: '/lti/deep-link/abc/return' };
        }),
      },
      actions: { goTo: (_, path) => void visited.push(path) },
    }),
    { input: { id: 'abc' } },
  ).start();
  await waitFor(actor, (s) => s.matches('choosing'));
  actor.send({ type: 'deepLink.submit' });
  expect(actor.getSnapshot().matches('choosing')).toBe(true);
  actor.send({ type: 'deepLink.choose', quizId: 99 });
  expect(selectChosenQuiz(actor.getSnapshot())).toBeNull();
  actor.send({ type: 'deepLink.choose', quizId: 8 });
  actor.send({ type: 'deepLink.submit' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(sent).toEqual([{ id: 'abc', quizId: 8 }]);
  expect(visited).toEqual(['/lti/deep-link/abc/return']);
  expect(selectDeepLinkError(actor.getSnapshot())).toBeNull();
});
