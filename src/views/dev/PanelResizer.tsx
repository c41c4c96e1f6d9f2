/**
 * The inspector's edge towards the console: drag it, or focus it and use the arrow keys (Home and End for the
 * smallest and largest size), to resize the panel.
 */
import type { KeyboardEvent, PointerEvent } from 'react';
import { PANEL_SIZE, type InspectorActorRef, type InspectorDock } from '../../machines/dev/inspectorMachine';
import { cx } from '../ui/cx';

/** Keys that grow (+1) or shrink (-1) the panel, per dock: the edge moves with the arrow. */
const KEY_STEPS: Record<InspectorDock, Readonly<Record<string, number>>> = {
  bottom: { ArrowUp: 1, ArrowDown: -1 },
  right: { ArrowLeft: 1, ArrowRight: -1 },
};

export interface PanelResizerProps {
  readonly inspector: InspectorActorRef;
  readonly dock: InspectorDock;
  readonly size: number;
}

export function PanelResizer({ inspector, dock, size }: PanelResizerProps) {
  const resize = (next: number) => inspector.send({ type: 'inspector.resize', size: next });
  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[dock][event.key];
    if (step !== undefined) resize(size + step * PANEL_SIZE.step);
    else if (event.key === 'Home') resize(PANEL_SIZE.min);
    else if (event.key === 'End') resize(PANEL_SIZE.max);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) =>
    event.currentTarget.setPointerCapture(event.pointerId);
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    resize(dock === 'bottom' ? window.innerHeight - event.clientY : window.innerWidth - event.clientX);
  };
  return (
    // A focusable separator is the WAI-ARIA window splitter, an interactive widget the lint rules do not know.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="separator"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label="Resize inspector"
      aria-orientation={dock === 'bottom' ? 'horizontal' : 'vertical'}
      aria-valuenow={size}
      aria-valuemin={PANEL_SIZE.min}
      aria-valuemax={PANEL_SIZE.max}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      className={cx(
        'absolute bg-slate-600 hover:bg-sky-500 focus-visible:bg-sky-400 focus-visible:outline-none',
        dock === 'bottom'
          ? 'inset-x-0 -top-1 h-1.5 cursor-row-resize'
          : 'inset-y-0 -left-1 w-1.5 cursor-col-resize',
      )}
    />
  );
}
