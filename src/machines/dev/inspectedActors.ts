/**
 * What the development inspector knows of the running actors, built from XState's inspection events
 * (`@xstate.snapshot`, `@xstate.event`). Pure: the time of each record is an argument.
 *
 * An actor enters the list when it starts (its `xstate.init` event: an actor created and never started, as React's
 * StrictMode does with a discarded first render, never shows) and leaves it with a snapshot that is no longer
 * active (stopped, done or failed). Events relayed to an actor not in the list (stopped, or not started yet) are
 * not kept.
 */
import type { ActorRefLike, AnyEventObject, AnyStateMachine, InspectionEvent, StateValue } from 'xstate';
import type { CatalogEntry } from './diagram';

/** How many events of each actor are kept, newest first. */
export const EVENTS_KEPT = 20;

export interface InspectedEvent {
  /** Order of arrival across the inspector, unique: a list key. */
  readonly seq: number;
  /** Milliseconds since the epoch when the inspector saw it. */
  readonly at: number;
  readonly type: string;
  readonly event: AnyEventObject;
  /** The id of the actor that sent it, when another actor did. */
  readonly sourceId?: string;
  /** That actor's name as the list showed it when the event was sent (it may have stopped since). */
  readonly sourceName?: string;
}

export interface InspectedActor {
  /** The actor's session id (`x:12`): unique for the page's life. */
  readonly id: string;
  /** The catalog's name of its machine (`session`), its machine's id, or the actor's own id. */
  readonly name: string;
  /** The session id of the actor that invoked or spawned it. */
  readonly parentId?: string;
  /** Its state machine, when it runs one: the diagram is drawn from it. */
  readonly machine?: AnyStateMachine;
  /** The machine's catalog entry, when it is in the catalog. */
  readonly entry?: CatalogEntry;
  readonly value?: StateValue;
  readonly context?: unknown;
  readonly events: readonly InspectedEvent[];
}

/** One inspection event and when it was seen. */
export interface InspectionRecord {
  readonly at: number;
  readonly event: InspectionEvent;
}

function isStateMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'config' in logic;
}

/** `machine.provide(...)` makes a new machine over the same config: the config tells which catalog entry it is. */
function catalogEntryOf(
  catalog: readonly CatalogEntry[],
  machine: AnyStateMachine,
): CatalogEntry | undefined {
  return catalog.find((entry) => entry.machine === machine || entry.machine.config === machine.config);
}

/** Inspection events carry actor refs typed by their public surface; an `Actor` also has these. */
interface InspectableRef extends ActorRefLike {
  readonly id?: string;
  /** The name the actor was invoked or spawned by (`checkSession`), when it was given by name. */
  readonly src?: unknown;
  readonly logic?: unknown;
  readonly _parent?: ActorRefLike;
}

function nameOf(ref: InspectableRef): string {
  return typeof ref.src === 'string' ? ref.src : (ref.id ?? ref.sessionId);
}

function describe(ref: InspectableRef, catalog: readonly CatalogEntry[]): InspectedActor {
  const machine = isStateMachine(ref.logic) ? ref.logic : undefined;
  const entry = machine ? catalogEntryOf(catalog, machine) : undefined;
  const parent = ref._parent;
  return {
    id: ref.sessionId,
    name: entry?.name ?? (machine?.id && machine.id !== '(machine)' ? machine.id : nameOf(ref)),
    parentId: parent?.sessionId,
    machine,
    entry,
    events: [],
  };
}

function withSnapshot(actor: InspectedActor, snapshot: unknown): InspectedActor {
  const { value, context } = (snapshot ?? {}) as { value?: StateValue; context?: unknown };
  return { ...actor, value, context };
}

/** The list after one more inspection event; the same array when the event changes nothing shown. */
export function applyInspection(
  actors: readonly InspectedActor[],
  record: InspectionRecord,
  seq: number,
  catalog: readonly CatalogEntry[],
): readonly InspectedActor[] {
  const { event } = record;
  if (event.type === '@xstate.snapshot') {
    const id = event.actorRef.sessionId;
    const index = actors.findIndex((actor) => actor.id === id);
    const status = (event.snapshot as { status?: string }).status;
    if (status !== 'active') return index < 0 ? actors : actors.filter((actor) => actor.id !== id);
    if (index < 0) return [...actors, withSnapshot(describe(event.actorRef, catalog), event.snapshot)];
    return actors.with(index, withSnapshot(actors[index]!, event.snapshot));
  }
  if (event.type === '@xstate.event') {
    const id = event.actorRef.sessionId;
    const index = actors.findIndex((actor) => actor.id === id);
    if (index < 0 && event.event.type !== 'xstate.init') return actors;
    const target = index < 0 ? describe(event.actorRef, catalog) : actors[index]!;
    const source: InspectableRef | undefined = event.sourceRef;
    const seen: InspectedEvent = {
      seq,
      at: record.at,
      type: event.event.type,
      event: event.event,
      sourceId: source?.sessionId,
      sourceName: source && (actors.find((actor) => actor.id === source.sessionId)?.name ?? nameOf(source)),
    };
    const updated = { ...target, events: [seen, ...target.events].slice(0, EVENTS_KEPT) };
    return index < 0 ? [...actors, updated] : actors.with(index, updated);
  }
  return actors;
}

/** Whether the state at `path` (keys from the root) is active in `value`. */
export function isStateActive(value: StateValue | undefined, path: readonly string[]): boolean {
  if (value === undefined) return false;
  if (path.length === 0) return true;
  const [head, ...rest] = path;
  if (typeof value === 'string') return rest.length === 0 && value === head;
  return head! in value && isStateActive(value[head!], rest);
}

/** The active leaf states as dotted paths: `signedIn.ready`, one per parallel region. */
export function activePaths(value: StateValue | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) => {
    const below = activePaths(child as StateValue | undefined);
    return below.length > 0 ? below.map((path) => `${key}.${path}`) : [key];
  });
}
