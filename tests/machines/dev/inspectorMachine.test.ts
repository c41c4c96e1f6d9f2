import { createActor, fromPromise, setup, waitFor } from 'xstate';
import { EVENTS_KEPT, activePaths, isStateActive } from '../../../src/machines/dev/inspectedActors';
import {
  createInspectObserver,
  inspectorMachine,
  PANEL_SIZE,
  selectActors,
  selectIsOpen,
  selectSelectedActor,
  selectSize,
} from '../../../src/machines/dev/inspectorMachine';
import { MACHINE_CATALOG } from '../../../src/machines/dev/machineCatalog';
import { navigationGuardMachine } from '../../../src/machines/shared/navigationGuardMachine';

function inspecting() {
  const inspector = createActor(inspectorMachine, { input: { catalog: MACHINE_CATALOG } }).start();
  const at = { now: 1_000 };
  const inspect = createInspectObserver(inspector, () => at.now);
  const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));
  return { inspector, inspect, at, settle };
}

const request = { type: 'navigation.request', target: { href: '/admin/quiz', state: null } } as const;

test('a started actor is listed under its catalog name with its state, and leaves the list when it stops', async () => {
  const { inspector, inspect, settle } = inspecting();
  const guard = createActor(navigationGuardMachine.provide({ actions: { leave: () => {} } }), { inspect });
  await settle();
  expect(selectActors(inspector.getSnapshot()), 'not started yet').toEqual([]);

  guard.start();
  await settle();
  const [listed] = selectActors(inspector.getSnapshot());
  expect(listed).toMatchObject({ id: guard.sessionId, name: 'navigationGuard', value: 'open' });
  expect(listed?.machine?.root.key).toBe('navigationGuard');

  guard.stop();
  await settle();
  expect(selectActors(inspector.getSnapshot())).toEqual([]);
});

test('events are kept per actor, newest first, with the time seen, and only the last ones', async () => {
  const { inspector, inspect, at, settle } = inspecting();
  const guard = createActor(navigationGuardMachine, { inspect }).start();
  inspector.send({ type: 'inspector.select', id: guard.sessionId });
  at.now = 2_000;
  guard.send({ ...request, unsaved: ['quiz-editor'] });
  await settle();
  const selected = selectSelectedActor(inspector.getSnapshot());
  expect(selected?.value).toBe('confirming');
  expect(selected?.events.map((event) => [event.type, event.at])).toEqual([
    ['navigation.request', 2_000],
    ['xstate.init', 1_000],
  ]);

  for (let count = 0; count < EVENTS_KEPT + 5; count++) guard.send({ type: 'navigation.stay' });
  await settle();
  const events = selectSelectedActor(inspector.getSnapshot())!.events;
  expect(events).toHaveLength(EVENTS_KEPT);
  expect(events[0]!.seq).toBeGreaterThan(events[1]!.seq);
});

test('an invoked actor is listed under its parent by its source name, and a selected actor that stops is no longer selected', async () => {
  const { inspector, inspect } = inspecting();
  let finish: () => void = () => {};
  const parent = setup({
    actors: { work: fromPromise(() => new Promise<void>((resolve) => (finish = resolve))) },
  }).createMachine({
    id: 'parent',
    initial: 'working',
    states: { working: { invoke: { src: 'work', id: 'work', onDone: 'idle' } }, idle: {} },
  });
  const actor = createActor(parent, { inspect }).start();
  const child = await waitFor(inspector, (snapshot) => selectActors(snapshot).length === 2);
  const work = selectActors(child)[1]!;
  expect(work).toMatchObject({ name: 'work', parentId: actor.sessionId, machine: undefined });

  inspector.send({ type: 'inspector.select', id: work.id });
  finish();
  const after = await waitFor(inspector, (snapshot) => selectActors(snapshot).length === 1);
  expect(selectSelectedActor(after)).toBeUndefined();
  expect(selectActors(after)[0]).toMatchObject({ name: 'parent', value: 'idle' });
  // The sender is named as it was listed, though it has stopped since.
  expect(selectActors(after)[0]!.events[0]).toMatchObject({
    type: 'xstate.done.actor.work',
    sourceName: 'work',
  });
});

test('the panel opens and closes, and its size stays within bounds', () => {
  const { inspector } = inspecting();
  expect(selectIsOpen(inspector.getSnapshot())).toBe(false);
  inspector.send({ type: 'inspector.toggle' });
  expect(selectIsOpen(inspector.getSnapshot())).toBe(true);
  inspector.send({ type: 'inspector.resize', size: 10 });
  expect(selectSize(inspector.getSnapshot())).toBe(PANEL_SIZE.min);
  inspector.send({ type: 'inspector.resize', size: 10_000 });
  expect(selectSize(inspector.getSnapshot())).toBe(PANEL_SIZE.max);
  inspector.send({ type: 'inspector.close' });
  expect(selectIsOpen(inspector.getSnapshot())).toBe(false);
});

test.each([
  ['open', ['open'], true],
  ['open', ['confirming'], false],
  [{ signedIn: 'ready' }, ['signedIn'], true],
  [{ signedIn: 'ready' }, ['signedIn', 'ready'], true],
  [{ signedIn: 'ready' }, ['signedIn', 'saving'], false],
  [{ a: { b: 'c' }, d: 'e' }, ['d', 'e'], true],
] as const)('in %j the state %j is active: %s', (value, path, active) => {
  expect(isStateActive(value, path)).toBe(active);
});

test('active paths name every active leaf, one per parallel region', () => {
  expect(activePaths({ a: { b: 'c' }, d: 'e' })).toEqual(['a.b.c', 'd.e']);
  expect(activePaths('open')).toEqual(['open']);
  expect(activePaths(undefined)).toEqual([]);
});
