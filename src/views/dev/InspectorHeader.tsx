/** The inspector panel's header: its title (focused on opening), how many actors run, the dock and Close. */
import type { Ref } from 'react';
import type { InspectorActorRef, InspectorDock } from '../../machines/dev/inspectorMachine';
import { INSPECTOR_SHORTCUT } from './useInspectorShortcut';

export function InspectorHeader({
  inspector,
  dock,
  running,
  headingRef,
}: {
  readonly inspector: InspectorActorRef;
  readonly dock: InspectorDock;
  readonly running: number;
  readonly headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <header className="flex flex-wrap items-center gap-2 border-b border-slate-700 px-3 py-1">
      <h2 id="machine-inspector-title" ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
        Machine inspector
      </h2>
      <span className="text-xs text-slate-400">{running} running</span>
      <div role="group" aria-label="Dock" className="ml-auto flex gap-1">
        {(['bottom', 'right'] as const).map((side) => (
          <button
            key={side}
            type="button"
            aria-pressed={dock === side}
            onClick={() => inspector.send({ type: 'inspector.dock', dock: side })}
            className="rounded px-2 py-0.5 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-sky-400 aria-pressed:bg-slate-700"
          >
            {side === 'bottom' ? 'Dock bottom' : 'Dock right'}
          </button>
        ))}
      </div>
      <button
        type="button"
        aria-keyshortcuts={`Escape ${INSPECTOR_SHORTCUT}`}
        onClick={() => inspector.send({ type: 'inspector.close' })}
        className="rounded px-2 py-0.5 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-sky-400"
      >
        Close inspector
      </button>
    </header>
  );
}
