/**
 * A vertical list reorderable by drag (pointer or keyboard: Space to lift, arrows to move, Space to drop, Esc to
 * cancel). A drag is one gesture: it starts a history mark, every move over a new slot is applied as it happens,
 * and the drop commits the mark (one undo step) while Esc rolls it back.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, type ReactNode } from 'react';

export interface SortableListProps {
  readonly ids: readonly string[];
  /** The list's accessible name for the drag announcements. */
  readonly label: string;
  readonly onDragStart: (id: string) => void;
  readonly onMove: (id: string, toIndex: number) => void;
  readonly onDrop: (id: string) => void;
  readonly onCancel: (id: string) => void;
  readonly children: ReactNode;
}

// Module constants: new options on every render would give DndContext new activators, and so re-render every
// draggable row of the list with each keystroke (ADR 082).
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

export function SortableList({
  ids,
  label,
  onDragStart,
  onMove,
  onDrop,
  onCancel,
  children,
}: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  // One array while the order stays the same: a new one would re-render every row's useSortable.
  const key = ids.join('\n');
  const items = useMemo(() => (key === '' ? [] : key.split('\n')), [key]);
  const accessibility = useMemo(() => ({ screenReaderInstructions: { draggable: label } }), [label]);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragStart={(event: DragStartEvent) => onDragStart(String(event.active.id))}
      onDragOver={(event: DragOverEvent) => {
        if (!event.over || event.over.id === event.active.id) return;
        const toIndex = ids.indexOf(String(event.over.id));
        if (toIndex >= 0) onMove(String(event.active.id), toIndex);
      }}
      onDragEnd={(event: DragEndEvent) => onDrop(String(event.active.id))}
      onDragCancel={(event) => onCancel(String(event.active.id))}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One row: `handle` receives the drag handle's props, to spread on a button. */
export function SortableRow({
  id,
  children,
}: {
  id: string;
  children: (handle: Record<string, unknown>, dragging: boolean) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
    });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80' : undefined}
    >
      {children({ ...attributes, ...listeners, ref: setActivatorNodeRef }, isDragging)}
    </li>
  );
}
