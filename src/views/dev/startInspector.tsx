/**
 * Starts the development inspector (ADR 112): its store, its panel in a React root of its own (outside the
 * console's tree, so the console renders the same with or without it), and the `inspect` observer every actor is
 * created with. Loaded by src/entries/console/main.tsx in development builds only.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor, type InspectionEvent } from 'xstate';
import { createInspectObserver, inspectorMachine } from '../../machines/dev/inspectorMachine';
import { MACHINE_CATALOG } from '../../machines/dev/machineCatalog';
import { InspectorPanel } from './InspectorPanel';

export interface StartInspectorOptions {
  /** Open the panel at once (`?inspect=panel`). */
  readonly open: boolean;
}

export function startInspector({ open }: StartInspectorOptions): (event: InspectionEvent) => void {
  const inspector = createActor(inspectorMachine, { input: { catalog: MACHINE_CATALOG } }).start();
  if (open) inspector.send({ type: 'inspector.open' });
  const container = document.createElement('div');
  container.id = 'machine-inspector';
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <InspectorPanel inspector={inspector} />
    </StrictMode>,
  );
  return createInspectObserver(inspector);
}
