import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createActor } from 'xstate';
import {
  createInspectObserver,
  inspectorMachine,
  PANEL_SIZE,
} from '../../../src/machines/dev/inspectorMachine';
import { MACHINE_CATALOG } from '../../../src/machines/dev/machineCatalog';
import { navigationGuardMachine } from '../../../src/machines/shared/navigationGuardMachine';
import { InspectorPanel } from '../../../src/views/dev/InspectorPanel';

const request = {
  type: 'navigation.request',
  target: { href: '/admin/quiz', state: null },
  unsaved: ['quiz-editor'],
} as const;

/** The panel over a fresh inspector, with the navigation guard of the catalog running under inspection. */
async function inspectGuard() {
  const inspector = createActor(inspectorMachine, { input: { catalog: MACHINE_CATALOG } }).start();
  const inspect = createInspectObserver(inspector);
  const user = userEvent.setup();
  render(<InspectorPanel inspector={inspector} />);
  const guard = createActor(navigationGuardMachine.provide({ actions: { leave: () => {} } }), { inspect });
  await act(async () => void guard.start());
  return { inspector, guard, user };
}

/** Sends events to the inspected actor and lets the inspector's batch reach the panel. */
async function sendTo(guard: { send: (event: never) => void }, ...events: object[]) {
  await act(async () => events.forEach((event) => guard.send(event as never)));
}

const diagram = () => screen.getByRole('figure', { name: /^Diagram of navigationGuard/ });
const currentState = (name: string) => within(diagram()).getByRole('listitem', { name, current: true });

test('the panel lists the running actor, highlights its current state and shows its last event', async () => {
  const { guard, user } = await inspectGuard();
  await user.click(screen.getByRole('button', { name: 'Open machine inspector' }));
  const panel = screen.getByRole('complementary', { name: 'Machine inspector' });
  expect(within(panel).getByRole('heading', { name: 'Machine inspector' })).toHaveFocus();

  const actors = within(panel).getByRole('list', { name: 'Running actors' });
  await user.click(
    within(actors).getByRole('button', { name: new RegExp(`^navigationGuard ${guard.sessionId}`) }),
  );
  expect(currentState('open')).toBeInTheDocument();
  expect(diagram()).toHaveAccessibleName('Diagram of navigationGuard, current state: open');
  expect(within(diagram()).getByRole('list', { name: 'Transitions from open' })).toHaveTextContent(
    'navigation.request [hasUnsavedChanges]→goes toconfirming',
  );

  await sendTo(guard, request);
  const events = within(panel).getByRole('list', { name: 'Last events of navigationGuard' });
  const [newest, oldest] = within(events).getAllByRole('listitem');
  expect(newest).toHaveTextContent(/^\d\d:\d\d:\d\d\.\d{3} navigation\.request$/);
  expect(oldest).toHaveTextContent('xstate.init');

  // The payload opens on demand.
  await user.click(within(newest!).getByText('navigation.request'));
  expect(within(newest!).getByText(/"href": "\/admin\/quiz"/)).toBeInTheDocument();
});

test('the highlighted state follows the actor as it transitions', async () => {
  const { inspector, guard } = await inspectGuard();
  act(() => {
    inspector.send({ type: 'inspector.open' });
    inspector.send({ type: 'inspector.select', id: guard.sessionId });
  });
  expect(currentState('open')).toBeInTheDocument();

  await sendTo(guard, request);
  expect(currentState('confirming')).toBeInTheDocument();
  expect(within(diagram()).getByRole('listitem', { name: 'open' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('button', { name: /^navigationGuard/ })).toHaveAccessibleName(
    `navigationGuard ${guard.sessionId} · confirming`,
  );

  await sendTo(guard, { type: 'navigation.stay' });
  expect(currentState('open')).toBeInTheDocument();
});

test('a stopped actor leaves the list and the panel asks for another', async () => {
  const { inspector, guard } = await inspectGuard();
  act(() => {
    inspector.send({ type: 'inspector.open' });
    inspector.send({ type: 'inspector.select', id: guard.sessionId });
  });
  await act(async () => void guard.stop());
  expect(screen.getByText('No running actors.')).toBeInTheDocument();
  expect(screen.getByText('Choose an actor to see its machine, events and context.')).toBeInTheDocument();
});

test('Ctrl+Alt+I opens the panel, the arrow keys resize it, Escape closes it and gives the focus back', async () => {
  const { user } = await inspectGuard();
  await user.keyboard('{Control>}{Alt>}i{/Alt}{/Control}');
  const resizer = screen.getByRole('separator', { name: 'Resize inspector' });
  expect(resizer).toHaveAttribute('aria-valuenow', String(PANEL_SIZE.initial));

  resizer.focus();
  await user.keyboard('{ArrowUp}');
  expect(resizer).toHaveAttribute('aria-valuenow', String(PANEL_SIZE.initial + PANEL_SIZE.step));
  await user.click(screen.getByRole('button', { name: 'Dock right' }));
  expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open machine inspector' })).toHaveFocus();
});

test('the open panel has no accessibility violations axe can find in jsdom', async () => {
  const { inspector, guard } = await inspectGuard();
  act(() => {
    inspector.send({ type: 'inspector.open' });
    inspector.send({ type: 'inspector.select', id: guard.sessionId });
  });
  await sendTo(guard, request);
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.passes.map((rule) => rule.id)).toContain('aria-valid-attr-value');
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
