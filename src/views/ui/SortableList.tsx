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
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
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
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SortableListProps {
  readonly ids: readonly string[];
  /** The list's accessible name for the drag announcements. */
  readonly label: string;
  /** An entry's name as a screen reader should hear it in the move announcements. */
  readonly nameOf: (id: string) => string;
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
/**
 * A dragged entry goes where the pointer is (ADR 284): a tall card held by its handle has its centre far below the
 * pointer, and measured by centres it went a place or two too far. The keyboard has no pointer: it moves by centres.
 */
const underThePointer: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : closestCenter(args);
};
/**
 * The list scrolls as a user can follow it: from the last tenth of its height, at most about 400 px a second.
 * dnd-kit's default (a fifth, up to 2,000 px a second) scrolled a quiz of tall questions past in a blink (ADR 284).
 */
const AUTO_SCROLL = { threshold: { x: 0, y: 0.1 }, acceleration: 2 };

export function SortableList({
  ids,
  label,
  nameOf,
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
  const { t } = useTranslation();
  // The announcements read the entry's name and its place ("Watch next moved to position 2 of 3"), not dnd-kit's
  // internal ids. A ref keeps them current without giving DndContext new props on each render.
  const latest = useRef({ ids, nameOf, start: -1, moved: false });
  useLayoutEffect(() => {
    latest.current.ids = ids;
    latest.current.nameOf = nameOf;
  });
  const accessibility = useMemo(() => {
    const place = (id: string, overId?: string) => {
      const { ids: now, nameOf: name } = latest.current;
      const index = now.indexOf(overId ?? id);
      return { name: name(id), position: index + 1, count: now.length };
    };
    // Esc puts the entry back where it was lifted, before the list re-renders in that order.
    const back = (id: string) => ({ ...place(id), position: latest.current.start + 1 });
    return {
      screenReaderInstructions: { draggable: label },
      announcements: {
        onDragStart: ({ active }: { active: { id: string | number } }) => {
          latest.current.start = latest.current.ids.indexOf(String(active.id));
          latest.current.moved = false;
          return t('list.dragPicked', place(String(active.id)));
        },
        onDragOver: ({
          active,
          over,
        }: {
          active: { id: string | number };
          over: { id: string | number } | null;
        }) => {
          // Lifting an entry puts it over its own slot: the pick-up announcement already said where it is.
          if (over?.id === active.id && !latest.current.moved) return undefined;
          latest.current.moved = true;
          return over
            ? t('list.dragMoved', place(String(active.id), String(over.id)))
            : t('list.dragLeft', place(String(active.id)));
        },
        onDragEnd: ({ active }: { active: { id: string | number } }) =>
          t('list.dragDropped', place(String(active.id))),
        onDragCancel: ({ active }: { active: { id: string | number } }) =>
          t('list.dragCancelled', back(String(active.id))),
      },
    };
  }, [label, t]);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={underThePointer}
      autoScroll={AUTO_SCROLL}
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
