import { createActor } from 'xstate';
import {
  navigationGuardMachine,
  type NavigationTarget,
} from '../../../src/machines/shared/navigationGuardMachine';
import { isNavigationHeld, selectKeepsDraft } from '../../../src/machines/shared/navigationGuardMachine';

const quizList: NavigationTarget = { href: '/admin/quiz', state: null };
const sponsors: NavigationTarget = { href: '/admin/sponsors', state: null };

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
