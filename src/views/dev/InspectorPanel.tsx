/**
 * The development inspector panel (ADR 112): a floating button and Ctrl+Alt+I open a panel docked at the bottom or
 * the right of the window, over the console (its layout is untouched), resizable with the pointer or the arrow
 * keys. It lists the running actors; for the selected one it draws its machine with the current state, its last
 * events and its context, live.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import {
  selectActors,
  selectDock,
  selectIsOpen,
  selectSelectedActor,
  selectSize,
  type InspectorActorRef,
} from '../../machines/dev/inspectorMachine';
import { InspectorColumns } from './InspectorColumns';
import { InspectorHeader } from './InspectorHeader';
import { PanelResizer } from './PanelResizer';
import { INSPECTOR_SHORTCUT, useInspectorShortcut } from './useInspectorShortcut';

export interface InspectorPanelProps {
  readonly inspector: InspectorActorRef;
}

export function InspectorPanel({ inspector }: InspectorPanelProps) {
  const open = useSelector(inspector, selectIsOpen);
  const dock = useSelector(inspector, selectDock);
  const size = useSelector(inspector, selectSize);
  const actors = useSelector(inspector, selectActors);
  const selected = useSelector(inspector, selectSelectedActor);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  useInspectorShortcut(inspector);

  // Opening moves the focus into the panel; closing gives it back to the button that opens it.
  useEffect(() => {
    if (open && !wasOpen.current) headingRef.current?.focus();
    if (!open && wasOpen.current) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!open) {
    return (
      <button
        ref={buttonRef}
        type="button"
        aria-keyshortcuts={INSPECTOR_SHORTCUT}
        onClick={() => inspector.send({ type: 'inspector.open' })}
        className="fixed right-2 bottom-2 z-[1000] rounded-full bg-slate-900/80 px-3 py-1 text-xs font-semibold text-white shadow hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-sky-400"
      >
        Open machine inspector
      </button>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    inspector.send({ type: 'inspector.close' });
  };
  const placement =
    dock === 'bottom'
      ? { className: 'inset-x-0 bottom-0 border-t', style: { height: size } }
      : { className: 'inset-y-0 right-0 border-l', style: { width: size } };

  return (
    // Escape anywhere in the panel closes it, as in a browser's own developer tools.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <aside
      aria-labelledby="machine-inspector-title"
      onKeyDown={onKeyDown}
      style={placement.style}
      className={`fixed z-[1000] flex flex-col border-slate-600 bg-slate-900 text-sm text-slate-100 shadow-2xl ${placement.className}`}
    >
      <PanelResizer inspector={inspector} dock={dock} size={size} />
      <InspectorHeader inspector={inspector} dock={dock} running={actors.length} headingRef={headingRef} />
      <InspectorColumns
        dock={dock}
        actors={actors}
        selected={selected}
        onSelect={(id) => inspector.send({ type: 'inspector.select', id })}
      />
    </aside>
  );
}
