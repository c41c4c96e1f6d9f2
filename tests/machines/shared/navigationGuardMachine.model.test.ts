import { createActor } from 'xstate';
import {
  navigationGuardMachine,
  type NavigationTarget,
} from '../../../src/machines/shared/navigationGuardMachine';
import { isNavigationHeld, selectKeepsDraft } from '../../../src/machines/shared/navigationGuardMachine';
import { createMachineModel, expectFullCoverage } from '../../support/modelPaths';

const quizList: NavigationTarget = { href: '/admin/quiz', state: null };
const sponsors: NavigationTarget = { href: '/admin/sponsors', state: null };

const model = createMachineModel(navigationGuardMachine, {
  events: {
    'navigation.request': [
      { type: 'navigation.request', target: quizList, unsaved: [] },
      { type: 'navigation.request', target: quizList, unsaved: ['quiz-editor'] },
      { type: 'navigation.request', target: sponsors, unsaved: ['sponsor-form'] },
    ],
  },
});
const paths = model.paths();

test('generated paths reach every state and take every transition of the navigation guard', () => {
  expectFullCoverage(navigationGuardMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path);
});

function guard() {
  const left: NavigationTarget[] = [];
  const actor = createActor(
    navigationGuardMachine.provide({ actions: { leave: (_, target) => left.push(target) } }),
  ).start();
  return { actor, left };
}

test('without unsaved changes a navigation passes and nothing is asked', () => {
  const { actor, left } = guard();
  expect(isNavigationHeld(actor, quizList, [])).toBe(false);
  expect(actor.getSnapshot().value).toBe('open');
  expect(left).toEqual([]);
});

test('with unsaved changes the navigation is held: Stay goes nowhere, Leave goes to the first target', () => {
  const { actor, left } = guard();
  expect(isNavigationHeld(actor, quizList, ['quiz-editor'])).toBe(true);
  expect(selectKeepsDraft(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'navigation.stay' });
  expect(left).toEqual([]);
  expect(actor.getSnapshot().context.pending).toBeNull();

  expect(isNavigationHeld(actor, quizList, ['quiz-editor'])).toBe(true);
  // A second Back while the question is open is held as well, and the first target stays.
  expect(isNavigationHeld(actor, sponsors, ['quiz-editor'])).toBe(true);
  actor.send({ type: 'navigation.leave' });
  expect(left).toEqual([quizList]);
  expect(actor.getSnapshot().value).toBe('open');
});

test('changes that are not kept as a draft are said to be lost', () => {
  const { actor } = guard();
  isNavigationHeld(actor, sponsors, ['quiz-editor', 'sponsor-form']);
  expect(selectKeepsDraft(actor.getSnapshot())).toBe(false);
});
