/**
 * The development inspector (ADR 112): the running actors as XState's inspection events describe them, which one
 * is selected, and where the panel sits. Development builds only; production never loads it.
 *
 * `createInspectObserver` is what actors are created with (`inspect`): it hands inspection events to this machine
 * in one batch per microtask, so an actor created while React renders never updates the panel in the same render,
 * and a burst of events is one update.
 */
import { assign, setup, type ActorRefFrom, type InspectionEvent, type SnapshotFrom } from 'xstate';
import type { CatalogEntry } from './diagram';
import { applyInspection, type InspectedActor, type InspectionRecord } from './inspectedActors';

export type InspectorDock = 'bottom' | 'right';

/** The panel's size along its docking axis, in CSS pixels. */
export const PANEL_SIZE = { min: 160, max: 900, initial: 320, step: 24 } as const;

export interface InspectorInput {
  readonly catalog: readonly CatalogEntry[];
}

export interface InspectorContext {
  readonly catalog: readonly CatalogEntry[];
  /** Running actors in the order they started. */
  readonly actors: readonly InspectedActor[];
  readonly selectedId: string | null;
  /** How many inspection events were seen: orders the events across actors. */
  readonly seen: number;
  readonly dock: InspectorDock;
  readonly size: number;
}

export type InspectorEvent =
  | { type: 'inspector.record'; records: readonly InspectionRecord[] }
  | { type: 'inspector.open' }
  | { type: 'inspector.close' }
  | { type: 'inspector.toggle' }
  | { type: 'inspector.select'; id: string }
  | { type: 'inspector.dock'; dock: InspectorDock }
  | { type: 'inspector.resize'; size: number };

const clampSize = (size: number) => Math.round(Math.min(PANEL_SIZE.max, Math.max(PANEL_SIZE.min, size)));

export const inspectorMachine = setup({
  types: {
    context: {} as InspectorContext,
    events: {} as InspectorEvent,
    input: {} as InspectorInput,
  },
  actions: {
    assignRecords: assign(({ context }, params: { records: readonly InspectionRecord[] }) => {
      let { actors, seen } = context;
      for (const record of params.records) actors = applyInspection(actors, record, seen++, context.catalog);
      const selectedId = actors.some((actor) => actor.id === context.selectedId) ? context.selectedId : null;
      return { actors, seen, selectedId };
    }),
    assignSelected: assign((_, params: { id: string }) => ({ selectedId: params.id })),
    assignDock: assign((_, params: { dock: InspectorDock }) => ({ dock: params.dock })),
    assignSize: assign((_, params: { size: number }) => ({ size: clampSize(params.size) })),
  },
}).createMachine({
  id: 'inspector',
  context: ({ input }) => ({
    catalog: input.catalog,
    actors: [],
    selectedId: null,
    seen: 0,
    dock: 'bottom',
    size: PANEL_SIZE.initial,
  }),
  initial: 'closed',
  on: {
    'inspector.record': {
      actions: { type: 'assignRecords', params: ({ event }) => ({ records: event.records }) },
    },
    'inspector.select': { actions: { type: 'assignSelected', params: ({ event }) => ({ id: event.id }) } },
  },
  states: {
    closed: {
      description:
        'Only the floating button shows; actors are still recorded, so opening shows their history.',
      on: { 'inspector.open': 'open', 'inspector.toggle': 'open' },
    },
    open: {
      tags: ['visible'],
      on: {
        'inspector.close': 'closed',
        'inspector.toggle': 'closed',
        'inspector.dock': { actions: { type: 'assignDock', params: ({ event }) => ({ dock: event.dock }) } },
        'inspector.resize': {
          actions: { type: 'assignSize', params: ({ event }) => ({ size: event.size }) },
        },
      },
    },
  },
});

export type InspectorActorRef = ActorRefFrom<typeof inspectorMachine>;
export type InspectorSnapshot = SnapshotFrom<typeof inspectorMachine>;

export const selectIsOpen = (snapshot: InspectorSnapshot) => snapshot.hasTag('visible');
export const selectActors = (snapshot: InspectorSnapshot) => snapshot.context.actors;
export const selectDock = (snapshot: InspectorSnapshot) => snapshot.context.dock;
export const selectSize = (snapshot: InspectorSnapshot) => snapshot.context.size;
export const selectSelectedActor = (snapshot: InspectorSnapshot): InspectedActor | undefined =>
  snapshot.context.actors.find((actor) => actor.id === snapshot.context.selectedId);

/** The `inspect` option for actors: records every inspection event into `inspector`, batched per microtask. */
export function createInspectObserver(
  inspector: InspectorActorRef,
  now: () => number = Date.now,
): (event: InspectionEvent) => void {
  let pending: InspectionRecord[] = [];
  return (event) => {
    if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.event') return;
    if (pending.length === 0) {
      queueMicrotask(() => {
        const records = pending;
        pending = [];
        inspector.send({ type: 'inspector.record', records });
      });
    }
    pending.push({ at: now(), event });
  };
}
