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
  type InspectorDock,
} from '../../machines/dev/inspectorMachine';
import { cx } from '../ui/cx';
import { ActorList } from './ActorList';
import { EventLog } from './EventLog';
import { JsonDetails } from './JsonDetails';
import { PanelResizer } from './PanelResizer';
import { StateDiagram } from './StateDiagram';

/** Docked at the bottom the columns scroll each on its own; docked right they stack and scroll together. */
const COLUMN: Record<InspectorDock, string> = {
  bottom: 'overflow-auto border-slate-700',
  right: 'border-b border-slate-700',
};

export const INSPECTOR_SHORTCUT = 'Control+Alt+I';

const isShortcut = (event: globalThis.KeyboardEvent) =>
  event.ctrlKey && event.altKey && !event.shiftKey && !event.metaKey && event.code === 'KeyI';

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

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      inspector.send({ type: 'inspector.toggle' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [inspector]);

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

  const names = new Map(actors.map((actor) => [actor.id, actor.name]));
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
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-700 px-3 py-1">
        <h2
          id="machine-inspector-title"
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold outline-none"
        >
          Machine inspector
        </h2>
        <span className="text-xs text-slate-400">{actors.length} running</span>
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
      <div className={cx('flex min-h-0 flex-1', dock === 'right' && 'flex-col overflow-auto')}>
        <section
          aria-label="Actors"
          className={cx('shrink-0 p-2', COLUMN[dock], dock === 'bottom' && 'w-64 border-r')}
        >
          <ActorList
            actors={actors}
            selectedId={selected?.id}
            onSelect={(id) => inspector.send({ type: 'inspector.select', id })}
          />
        </section>
        {selected ? (
          <>
            <section
              aria-label={`Machine of ${selected.name}`}
              className={cx('min-w-0 p-2', COLUMN[dock], dock === 'bottom' && 'flex-1')}
            >
              {selected.machine ? (
                <StateDiagram name={selected.name} machine={selected.machine} value={selected.value} />
              ) : (
                <p className="text-slate-400">{selected.name} is not a state machine: no diagram.</p>
              )}
              {selected.entry && <p className="mt-2 text-xs text-slate-400">{selected.entry.summary}</p>}
            </section>
            <section
              aria-label={`Events and context of ${selected.name}`}
              className={cx(
                'flex shrink-0 flex-col gap-2 p-2',
                COLUMN[dock],
                dock === 'bottom' && 'w-80 border-l',
              )}
            >
              <JsonDetails summary="Context" value={selected.context} />
              <EventLog actor={selected} names={names} />
            </section>
          </>
        ) : (
          <p className="p-2 text-slate-400">Choose an actor to see its machine, events and context.</p>
        )}
      </div>
    </aside>
  );
}
