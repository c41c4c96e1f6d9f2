/**
 * Model-based tests over `xstate/graph`, for every machine of the console.
 *
 * The graph is walked on the machine itself. User events come from the samples a test gives per event type; each
 * invoked actor settles as the test's model of it says, computed from the input the machine hands it (several
 * outcomes branch the graph). Every path then replays against a real actor: the machine with its actors provided
 * from the same model, each held until the path says it settles, so a path may also send events while work is in
 * flight. After every step the real snapshot must match the model's (state, status, tags, context, and the very
 * transitions taken). `expectFullCoverage` fails listing each state node and transition no path reached.
 *
 * `createTestModel` itself refuses machines with `invoke` and `after`, which is why the paths are generated here
 * with `getShortestPaths`/`getSimplePaths` over the same traversal options it would use.
 */
import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  createActor,
  createEmptyActor,
  fromPromise,
  SimulatedClock,
  type ActorScope,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { expect } from 'vitest';
import { ownTransitions, transitionLabel } from '../../src/machines/dev/diagram';

/** How an invoked actor ends: resolves with an output, or rejects with an error; `label` names it in path names. */
export type Outcome =
  | { readonly output: unknown; readonly label?: string }
  | { readonly error: unknown; readonly label?: string };
export const resolves = (output?: unknown, label?: string): Outcome => ({ output, label });
export const rejects = (error: unknown, label?: string): Outcome => ({ error, label });

/**
 * The model of an invoked actor: its outcome for an input. Several outcomes branch the model (one path each);
 * none means it never settles. The same function answers in the graph and in the real actor.
 */
export type ActorModel = (input: never) => Outcome | readonly Outcome[];

/** Sample events per event type; a type without samples is sent as `{ type }`. */
export type EventSamples<TEvent extends AnyEventObject> = {
  readonly [K in TEvent['type']]?: readonly Extract<TEvent, { type: K }>[];
};

export interface MachineModelOptions<TMachine extends AnyStateMachine> {
  readonly events: EventSamples<EventFromLogic<TMachine>>;
  /** A model for every actor the machine invokes, by its `src` name. */
  readonly actors?: Readonly<Record<string, ActorModel>>;
  readonly input?: InputFrom<TMachine>;
  /** 'shortest' (default): every state and every transition once. 'simple': every path without a loop. */
  readonly strategy?: 'shortest' | 'simple';
  /** Most states to visit; give it (or `stopWhen`) when context can grow without end. */
  readonly limit?: number;
  /** States the traversal does not leave. */
  readonly stopWhen?: (snapshot: SnapshotFrom<TMachine>) => boolean;
  /** How a sent event reads in path names; by default its type and data. */
  readonly describeEvent?: (event: EventFromLogic<TMachine>) => string;
}

export interface SettledActor {
  readonly actorId: string;
  readonly src: string;
  readonly input: unknown;
  /** Index into the outcomes of the actor's model for this input. */
  readonly outcome: number;
}

export interface ModelStep<TSnapshot extends AnyMachineSnapshot = AnyMachineSnapshot> {
  /** start the actor, send an event, let an invoked actor settle, or let time pass. */
  readonly kind: 'start' | 'send' | 'settle' | 'wait';
  readonly label: string;
  readonly event: AnyEventObject;
  /** The model's snapshot after the step. */
  readonly state: TSnapshot;
  /** Keys (see `transitionKey`) of the transitions the model took in this step. */
  readonly transitions: readonly string[];
  readonly settle?: SettledActor;
  /** Milliseconds a 'wait' step lets pass. */
  readonly delay?: number;
}

export interface ModelPath<TSnapshot extends AnyMachineSnapshot = AnyMachineSnapshot> {
  readonly description: string;
  readonly steps: readonly ModelStep<TSnapshot>[];
}

export interface RunOptions<TSnapshot extends AnyMachineSnapshot> {
  /** More assertions on the real snapshot after each step. */
  readonly check?: (real: TSnapshot, step: ModelStep<TSnapshot>) => void;
  /** Compare context with the model's (default true); turn off when context holds actor refs or clocks. */
  readonly compareContext?: boolean;
}

export interface MachineModel<TMachine extends AnyStateMachine> {
  readonly machine: TMachine;
  /** The generated paths (computed once). */
  paths(): ModelPath<SnapshotFrom<TMachine>>[];
  /** Replays a path against a real actor and checks every step. */
  run(path: ModelPath<SnapshotFrom<TMachine>>, options?: RunOptions<SnapshotFrom<TMachine>>): Promise<void>;
}

/** A transition's identity that survives `machine.provide`: source id, event type and position. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const index = ownTransitions(transition.source).indexOf(transition);
  return `${transition.source.id}|${transition.eventType}|${index}`;
}

function describeTransition(transition: AnyTransitionDefinition): string {
  const targets = transition.target?.map((target) => `#${target.id}`).join(', ') ?? '(stays)';
  return `#${transition.source.id} --${transitionLabel(transition)}--> ${targets}`;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allNodes(child))];
}

/** JSON that survives errors, functions and cycles, for keys and labels. */
/**
 * An input with each actor ref in it (the parent a promise actor reports progress to) replaced by a marker: the
 * model's ref and the real one are different actors of the same machine.
 */
function withoutActorRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutActorRefs);
  if (!value || typeof value !== 'object') return value;
  const actorLike = value as { send?: unknown; getSnapshot?: unknown };
  if (typeof actorLike.send === 'function' && typeof actorLike.getSnapshot === 'function') return '[actor]';
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutActorRefs(item)]));
}

function stringify(value: unknown): string {
  const seen = new WeakSet<object>();
  return (
    JSON.stringify(value, (_key, item: unknown) => {
      if (item instanceof Error) return { error: item.message };
      if (typeof item === 'function') return `[function ${item.name}]`;
      if (item && typeof item === 'object') {
        if (seen.has(item)) return '[cycle]';
        seen.add(item);
      }
      return item;
    }) ?? 'undefined'
  );
}

function short(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function stateName(snapshot: AnyMachineSnapshot): string {
  const flat = (value: unknown): string =>
    typeof value === 'string'
      ? value
      : Object.entries(value as Record<string, unknown>)
          .map(([key, child]) => {
            const inner = flat(child);
            return inner ? `${key}.${inner}` : key;
          })
          .join(' + ');
  const name = flat(snapshot.value);
  return snapshot.status === 'active' ? name : `${name} (${snapshot.status})`;
}

function outcomesOf(model: ActorModel, input: unknown): readonly Outcome[] {
  const result = (model as (input: unknown) => Outcome | readonly Outcome[])(input);
  return Array.isArray(result) ? result : [result as Outcome];
}

function isOutput(outcome: Outcome): outcome is { readonly output: unknown } {
  return 'output' in outcome;
}

/** Runs one model transition in a scope that records every microstep's transitions. */
function recordTransitions(
  run: (scope: ActorScope<AnyMachineSnapshot, AnyEventObject>) => AnyMachineSnapshot,
): string[] {
  const taken: string[] = [];
  const self = createEmptyActor();
  self.system.inspect((event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') taken.push(...event._transitions.map(transitionKey));
  });
  const scope = {
    self,
    defer: () => {},
    id: '',
    logger: () => {},
    sessionId: '',
    stopChild: () => {},
    system: self.system,
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as ActorScope<AnyMachineSnapshot, AnyEventObject>;
  run(scope);
  return taken;
}

function delayOf(machine: AnyStateMachine, from: AnyMachineSnapshot, event: AnyEventObject): number {
  const transition = from._nodes
    .flatMap((node: AnyStateNode) => node.after)
    .find((after: AnyTransitionDefinition) => after.eventType === event.type) as
    { delay?: unknown } | undefined;
  const delay = transition?.delay;
  if (typeof delay === 'number') return delay;
  const named = (machine.implementations.delays as Record<string, unknown>)[String(delay)];
  if (typeof named === 'number') return named;
  if (typeof named === 'function') return named({ context: from.context, event }, undefined) as number;
  throw new Error(`Cannot tell the delay of ${event.type}`);
}

function dedupe<T extends { readonly steps: readonly { readonly event: AnyEventObject }[] }>(
  paths: readonly T[],
  serializeEvent: (event: AnyEventObject) => string,
): T[] {
  const keyed = paths
    .map((path) => ({ path, events: path.steps.slice(1).map((step) => serializeEvent(step.event)) }))
    .sort((a, b) => b.events.length - a.events.length);
  const kept: typeof keyed = [];
  for (const candidate of keyed) {
    const covered = kept.some((longer) =>
      candidate.events.every((event, index) => longer.events[index] === event),
    );
    if (!covered) kept.push(candidate);
  }
  return kept.map((entry) => entry.path);
}

export function createMachineModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: MachineModelOptions<TMachine>,
): MachineModel<TMachine> {
  type Snapshot = SnapshotFrom<TMachine>;
  const actors = options.actors ?? {};
  const samples = options.events as Readonly<Record<string, readonly AnyEventObject[] | undefined>>;

  const unmodelled = [
    ...new Set(allNodes(machine.root).flatMap((node) => node.invoke.map((invoke) => String(invoke.src)))),
  ].filter((src) => !(src in actors));
  if (unmodelled.length > 0) {
    throw new Error(`No model for the invoked actor(s) ${unmodelled.join(', ')}: add them to 'actors'.`);
  }

  /** Which generated events stand for an invoked actor settling. */
  const settleEvents = new WeakMap<AnyEventObject, SettledActor>();
  /** Invoked actors that already settled while their state stays active (a targetless onDone). */
  const settledIn = new WeakMap<AnyMachineSnapshot, ReadonlySet<string>>();

  const serializeEvent = (event: AnyEventObject): string => {
    const settle = settleEvents.get(event);
    return settle ? `${event.type}#${settle.outcome}` : stringify(event);
  };

  const pendingInputs = (snapshot: AnyMachineSnapshot): Record<string, unknown> => {
    const settled = settledIn.get(snapshot);
    const pending: Record<string, unknown> = {};
    for (const [id, child] of Object.entries(snapshot.children as Record<string, AnyActorRef | undefined>)) {
      if (child && !settled?.has(id))
        pending[id] = (child.getSnapshot() as { input?: unknown }).input ?? null;
    }
    return pending;
  };

  const stateKey = (snapshot: AnyMachineSnapshot): string =>
    stringify({
      value: snapshot.value,
      status: snapshot.status,
      context: snapshot.context,
      pending: pendingInputs(snapshot),
    });

  /** One vertex per state and incoming transition, so shortest paths reach every transition too. */
  const serializeState = (
    snapshot: AnyMachineSnapshot,
    event?: AnyEventObject,
    previous?: AnyMachineSnapshot,
  ) =>
    event && previous
      ? `${stateKey(snapshot)} <- ${serializeEvent(event)} <- ${stateKey(previous)}`
      : stateKey(snapshot);

  const eventsFor = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    if (snapshot.status !== 'active') return [];
    const events: AnyEventObject[] = [];
    for (const type of ownEventTypes(snapshot)) {
      // Invoked actors settle below; other xstate.* events (done.state, init) are the machine's own to raise.
      if (type.startsWith('xstate.') && !type.startsWith('xstate.after.')) continue;
      if (type.startsWith('xstate.after.')) {
        events.push({ type });
      } else if (type === '*' || type.endsWith('.*')) {
        const prefix = type.slice(0, -1);
        for (const list of Object.values(samples)) {
          events.push(...(list ?? []).filter((event) => type === '*' || event.type.startsWith(prefix)));
        }
      } else {
        const list = samples[type];
        events.push(...(list && list.length > 0 ? list : [{ type }]));
      }
    }
    const settled = settledIn.get(snapshot);
    for (const [actorId, child] of Object.entries(
      snapshot.children as Record<string, AnyActorRef | undefined>,
    )) {
      if (!child || settled?.has(actorId)) continue;
      const src = String(child.src);
      const model = actors[src];
      if (!model) throw new Error(`No model for the actor ${src} (${actorId}): add it to 'actors'.`);
      const input = (child.getSnapshot() as { input?: unknown }).input;
      outcomesOf(model, input).forEach((outcome, index) => {
        const event: AnyEventObject = isOutput(outcome)
          ? { type: `xstate.done.actor.${actorId}`, output: outcome.output, actorId }
          : { type: `xstate.error.actor.${actorId}`, error: outcome.error, actorId };
        settleEvents.set(event, { actorId, src, input, outcome: index });
        events.push(event);
      });
    }
    return [...new Map(events.map((event) => [serializeEvent(event), event])).values()];
  };

  /** The machine, with a transition that also remembers which invoked actors have settled. */
  const logic = Object.create(machine) as TMachine;
  Object.defineProperty(logic, 'transition', {
    value: (
      snapshot: AnyMachineSnapshot,
      event: AnyEventObject,
      scope: ActorScope<AnyMachineSnapshot, AnyEventObject>,
    ) => {
      const next = machine.transition(snapshot, event, scope) as AnyMachineSnapshot;
      const settled = new Set(settledIn.get(snapshot) ?? []);
      const settle = settleEvents.get(event);
      if (settle) settled.add(settle.actorId);
      const children = next.children as Record<string, AnyActorRef | undefined>;
      const previous = snapshot.children as Record<string, AnyActorRef | undefined>;
      for (const id of settled) if (!children[id] || children[id] !== previous[id]) settled.delete(id);
      settledIn.set(next, settled);
      return next;
    },
  });

  const describe = (event: AnyEventObject): string => {
    if (options.describeEvent) return options.describeEvent(event as EventFromLogic<TMachine>);
    const { type, ...data } = event;
    return Object.keys(data).length > 0 ? `${type} ${short(stringify(data))}` : type;
  };

  function toModelPath(path: StatePath<AnyMachineSnapshot, AnyEventObject>): ModelPath<Snapshot> {
    const steps = path.steps.map((step, index): ModelStep<Snapshot> => {
      const state = step.state as Snapshot;
      if (index === 0) {
        const transitions = recordTransitions((scope) => machine.getInitialSnapshot(scope, options.input));
        return { kind: 'start', label: 'start', event: step.event, state, transitions };
      }
      const previous = path.steps[index - 1]!.state;
      const transitions = recordTransitions((scope) => machine.transition(previous, step.event, scope));
      const settle = settleEvents.get(step.event);
      if (settle) {
        const outcomes = outcomesOf(actors[settle.src]!, settle.input);
        const outcome = outcomes[settle.outcome]!;
        const shown = isOutput(outcome) ? outcome.output : outcome.error;
        const what = outcome.label ?? (shown instanceof Error ? shown.message : short(stringify(shown), 30));
        const result = `${isOutput(outcome) ? 'resolves' : 'rejects'} ${what}`;
        return {
          kind: 'settle',
          label: `${settle.src} ${result}`,
          event: step.event,
          state,
          transitions,
          settle,
        };
      }
      if (step.event.type.startsWith('xstate.after.')) {
        const delay = delayOf(machine, previous, step.event);
        return { kind: 'wait', label: `${delay} ms pass`, event: step.event, state, transitions, delay };
      }
      return { kind: 'send', label: describe(step.event), event: step.event, state, transitions };
    });
    const last = steps[steps.length - 1]!;
    const via = steps.slice(1).map((step) => step.label);
    return {
      description:
        via.length > 0
          ? `${stateName(last.state)} ← ${via.join(' → ')}`
          : `${stateName(last.state)} at start`,
      steps,
    };
  }

  let cache: ModelPath<Snapshot>[] | undefined;
  function paths(): ModelPath<Snapshot>[] {
    if (cache) return cache;
    const generate = options.strategy === 'simple' ? getSimplePaths : getShortestPaths;
    const raw = generate(
      logic as AnyStateMachine,
      {
        events: eventsFor,
        serializeState,
        serializeEvent,
        input: options.input,
        limit: options.limit,
        stopWhen: options.stopWhen as ((snapshot: AnyMachineSnapshot) => boolean) | undefined,
      } as never,
    ) as StatePath<AnyMachineSnapshot, AnyEventObject>[];
    cache = dedupe(raw, serializeEvent).map(toModelPath);
    return cache;
  }

  async function run(path: ModelPath<Snapshot>, runOptions: RunOptions<Snapshot> = {}): Promise<void> {
    const clock = new SimulatedClock();
    const gates = new Map<string, { readonly input: unknown; readonly settle: (outcome: number) => void }>();
    const provided = machine.provide({
      actors: Object.fromEntries(
        Object.entries(actors).map(([src, model]) => [
          src,
          fromPromise<unknown, unknown>(
            ({ input, self }) =>
              new Promise((resolve, reject) => {
                gates.set(self.id, {
                  input,
                  settle: (index) => {
                    const outcome = outcomesOf(model, input)[index];
                    if (!outcome)
                      reject(new Error(`${src} has no outcome #${index} for ${stringify(input)}`));
                    else if (isOutput(outcome)) resolve(outcome.output);
                    else reject(outcome.error);
                  },
                });
              }),
          ),
        ]),
      ),
    } as never) as TMachine;

    let taken: string[] = [];
    const waiting = new Map<string, () => void>();
    const actor = createActor(provided, {
      input: options.input,
      clock,
      inspect: (event: InspectionEvent) => {
        // Only the machine under test; its invoked actors report here too.
        if (event.actorRef.sessionId !== event.rootId) return;
        if (event.type === '@xstate.microstep') taken.push(...event._transitions.map(transitionKey));
        if (event.type === '@xstate.snapshot') waiting.get(event.event.type)?.();
      },
    } as never);
    // Errors are compared as status; unobserved ones would surface as uncaught exceptions.
    actor.subscribe({ error: () => {} });

    const processed = (type: string) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the real actor never processed ${type}`)), 2000);
        waiting.set(type, () => {
          clearTimeout(timer);
          waiting.delete(type);
          resolve();
        });
      });

    const verify = (step: ModelStep<Snapshot>) => {
      const real = actor.getSnapshot() as AnyMachineSnapshot;
      const expected = step.state as AnyMachineSnapshot;
      expect(real.status, 'status').toBe(expected.status);
      expect(real.value, 'state').toEqual(expected.value);
      expect([...real.tags].sort(), 'tags').toEqual([...expected.tags].sort());
      if (runOptions.compareContext ?? true) expect(real.context, 'context').toEqual(expected.context);
      // The initial microsteps run inside createActor, before the inspector sees the actor.
      if (step.kind !== 'start') expect(taken, 'transitions taken').toEqual(step.transitions);
      runOptions.check?.(real as Snapshot, step);
    };

    try {
      for (const [index, step] of path.steps.entries()) {
        try {
          if (step.kind === 'start') {
            actor.start();
          } else {
            taken = [];
            if (step.kind === 'send') {
              actor.send(step.event as EventFromLogic<TMachine>);
            } else if (step.kind === 'wait') {
              clock.increment(step.delay!);
            } else {
              const { actorId, src, input, outcome } = step.settle!;
              const gate = gates.get(actorId);
              if (!gate) throw new Error(`the real actor runs no ${src} (${actorId}) to settle`);
              expect(withoutActorRefs(gate.input), `input of ${src}`).toEqual(withoutActorRefs(input));
              gates.delete(actorId);
              const done = processed(step.event.type);
              gate.settle(outcome);
              await done;
            }
          }
          verify(step);
        } catch (error) {
          if (error instanceof Error) {
            error.message += `\n  at step ${index + 1} (${step.label}) of: ${path.description}`;
          }
          throw error;
        }
      }
    } finally {
      actor.stop();
    }
  }

  return { machine, paths, run };
}

export interface CoverageGaps {
  readonly states: string[];
  readonly transitions: string[];
}

/** State nodes and transitions of the machine that no step of the paths reached. */
export function coverageGaps(machine: AnyStateMachine, paths: readonly ModelPath[]): CoverageGaps {
  const visited = new Set<string>();
  const taken = new Set<string>();
  for (const path of paths) {
    for (const step of path.steps) {
      for (const node of step.state._nodes as AnyStateNode[]) visited.add(node.id);
      for (const key of step.transitions) taken.add(key);
    }
  }
  // A transient state (one left at once by an `always` transition) never rests in a snapshot: taking a
  // transition out of it is the proof it was entered.
  for (const key of taken) visited.add(key.slice(0, key.indexOf('|')));
  const nodes = allNodes(machine.root);
  return {
    states: nodes.filter((node) => !visited.has(node.id)).map((node) => `#${node.id}`),
    transitions: nodes
      .flatMap((node) => ownTransitions(node))
      .filter((transition) => !taken.has(transitionKey(transition)))
      .map(describeTransition),
  };
}

/** Fails listing every state node and every transition of the machine that no path reached. */
export function expectFullCoverage(machine: AnyStateMachine, paths: readonly ModelPath[]): void {
  const gaps = coverageGaps(machine, paths);
  if (gaps.states.length === 0 && gaps.transitions.length === 0) return;
  const lines = [
    `${paths.length} paths leave parts of the machine '${machine.id}' unreached.`,
    ...(gaps.states.length > 0 ? ['States never reached:', ...gaps.states.map((state) => `  ${state}`)] : []),
    ...(gaps.transitions.length > 0
      ? ['Transitions never taken:', ...gaps.transitions.map((transition) => `  ${transition}`)]
      : []),
  ];
  throw new Error(lines.join('\n'));
}
