/**
 * A drag that reorders a list beside its form (a playlist's entries, ADR 120; a collection's videos, ADR 316), by
 * pointer or by dnd-kit's keyboard sensor: each move of the item lifted applies at once, the drop keeps the order, Esc
 * moves the item back to where the drag began, and moves of any other item are ignored until the drag ends. The form
 * holds the order (each move is an edit handed to it, the list's own `…moveTo` edit); the machine keeps only the
 * drag's origin.
 *
 * A machine declares in its own `setup()` the guard `isDragged` (from here), the actions `assignDragOrigin`
 * (`assign(dragOriginOf)`), `clearDragOrigin` (`assign(NO_DRAG)`) and its `edit`, and its resting state `idle`;
 * then it builds its states with `dragOrder(moveTo)`:
 *
 *   idle: { on: { 'drag.start': drag.start, ... } },
 *   dragging: drag.dragging,
 */

export interface DragOrigin<TKey> {
  /** The item lifted. */
  readonly key: TKey;
  /** Where it was when the drag began. */
  readonly index: number;
}

export interface DragContext<TKey> {
  /** The item lifted, and where it was, for Esc; null when no drag is under way. */
  dragOrigin: DragOrigin<TKey> | null;
}

/** What the list's view sends as the drag goes (SortableList's callbacks). */
export type DragEvent<TKey> =
  | { type: 'drag.start'; key: TKey; index: number }
  | { type: 'drag.move'; key: TKey; toIndex: number }
  | { type: 'drag.drop' }
  | { type: 'drag.cancel' };

export const NO_DRAG: DragContext<never> = { dragOrigin: null };

/** The context patch of action `assignDragOrigin`. */
export const dragOriginOf = <TKey>(_: unknown, dragOrigin: DragOrigin<TKey>) => ({ dragOrigin });

/** Guard `isDragged`: a move of the item lifted, the only one a drag moves, so Esc can put the order back. */
export const isDragged = ({
  context,
  event,
}: {
  context: DragContext<unknown>;
  event: { type: string; key?: unknown };
}): boolean => event.type === 'drag.move' && context.dragOrigin?.key === event.key;

/** The drag's transition and state for a list whose edit `moveTo(key, toIndex)` moves one item. */
export function dragOrder<TKey, TEdit>(moveTo: (key: TKey, toIndex: number) => TEdit) {
  return {
    /** The resting state's `drag.start`: the item lifted and where it was are kept. */
    start: {
      target: 'dragging',
      actions: {
        type: 'assignDragOrigin',
        params: ({ event }: { event: DragOrigin<TKey> }): DragOrigin<TKey> => ({
          key: event.key,
          index: event.index,
        }),
      },
    },
    dragging: {
      description:
        'An item is lifted: each move applies at once; the drop keeps the order, Esc moves it back.',
      on: {
        'drag.move': {
          guard: 'isDragged',
          actions: {
            type: 'edit',
            params: ({ event }: { event: { key: TKey; toIndex: number } }) =>
              moveTo(event.key, event.toIndex),
          },
        },
        'drag.drop': { target: 'idle', actions: 'clearDragOrigin' },
        'drag.cancel': {
          target: 'idle',
          actions: [
            {
              type: 'edit',
              params: ({ context }: { context: DragContext<TKey> }) =>
                moveTo(context.dragOrigin!.key, context.dragOrigin!.index),
            },
            'clearDragOrigin',
          ],
        },
      },
    },
  } as const;
}
