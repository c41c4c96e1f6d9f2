/**
 * Test models: machines written from the SPEC, not imported from src/machines. A state's `meta.see` says what the
 * user must see there; an event type names a user action, performed by the file's `actions`. Paths come from
 * `createTestModel(model)`, and each one replays against the rendered console.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { createTestModel, type TestParam } from 'xstate/graph';

/** What a state of a test model asserts about the screen, given the model's context there. */
export interface StateMeta<TUi, TContext = unknown> {
  readonly see: (ui: TUi, context: TContext) => Promise<void>;
}

/** How the user performs each event of a test model. */
export type UserActions<TUi, TEvent extends AnyEventObject> = {
  readonly [K in TEvent['type']]: (ui: TUi, event: Extract<TEvent, { type: K }>) => Promise<void>;
};

/**
 * The paths of a test model: 'shortest' reaches each state once, 'simple' takes every way to each state without
 * going through a state twice, 'transitions' takes every transition at least once in a few long walks (each walk
 * takes an untaken transition where it stands, or the shortest way to the nearest state that has one).
 * A state is its value and context, whatever event led there (by default xstate/graph also tells states apart by
 * the event that led to them, which multiplies the paths for nothing).
 */
export function modelPaths<TModel extends AnyStateMachine>(
  model: TModel,
  strategy: 'shortest' | 'simple' | 'transitions',
  options: {
    readonly stopWhen?: (snapshot: AnyMachineSnapshot) => boolean;
    readonly limit?: number;
    /** 'transitions': most steps in one walk. */
    readonly walkLength?: number;
  } = {},
) {
  const testModel = createTestModel(model, { serializeTransition: () => '' });
  const traversal = { stopWhen: options.stopWhen, limit: options.limit ?? 100 };
  if (strategy === 'simple') return testModel.getSimplePaths(traversal);
  if (strategy === 'shortest') return testModel.getShortestPaths(traversal);
  return transitionWalks(testModel, options.walkLength ?? 12);
}

function transitionWalks<TModel extends AnyStateMachine>(
  testModel: ReturnType<typeof createTestModel<TModel>>,
  walkLength: number,
) {
  const keyOf = (snapshot: AnyMachineSnapshot) =>
    (testModel.options.serializeState as (s: AnyMachineSnapshot, e: undefined) => string)(
      snapshot,
      undefined,
    );
  type Transitions = Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }>;
  type Node = { state: AnyMachineSnapshot; transitions: Transitions };
  // Keyed by state as `keyOf` says. An event no transition takes (a guard said no) leaves the state as it was:
  // it is no transition to walk.
  const adjacency: Record<string, { transitions: Transitions }> = Object.fromEntries(
    Object.values(testModel.getAdjacencyMap() as unknown as Record<string, Node>).map(
      ({ state, transitions }) => [
        keyOf(state),
        {
          transitions: Object.fromEntries(
            Object.entries(transitions).filter(([, next]) => keyOf(next.state) !== keyOf(state)),
          ),
        },
      ],
    ),
  );
  const initial = keyOf(testModel.getPathsFromEvents([])[0]!.state as AnyMachineSnapshot);
  const untaken = new Set(
    Object.entries(adjacency).flatMap(([from, { transitions }]) =>
      Object.keys(transitions).map((event) => `${from}|${event}`),
    ),
  );
  const hasUntaken = (from: string) =>
    Object.keys(adjacency[from]?.transitions ?? {}).some((event) => untaken.has(`${from}|${event}`));
  /** The events of the shortest way from `from` to the nearest state with an untaken transition. */
  const wayToUntaken = (from: string): Array<[string, string]> | null => {
    const previous = new Map<string, [string, string] | null>([[from, null]]);
    const queue = [from];
    while (queue.length > 0) {
      const at = queue.shift()!;
      if (hasUntaken(at)) {
        const way: Array<[string, string]> = [];
        for (let step = previous.get(at); step; step = previous.get(step[0])) way.unshift(step);
        return way;
      }
      for (const [event, { state }] of Object.entries(adjacency[at]?.transitions ?? {})) {
        const to = keyOf(state);
        if (!previous.has(to)) {
          previous.set(to, [at, event]);
          queue.push(to);
        }
      }
    }
    return null;
  };
  const walks: Array<ReturnType<typeof testModel.getPathsFromEvents>[number]> = [];
  while (untaken.size > 0 && wayToUntaken(initial)) {
    const events: AnyEventObject[] = [];
    let at = initial;
    const take = (from: string, event: string) => {
      untaken.delete(`${from}|${event}`);
      const next = adjacency[from]!.transitions[event]!;
      events.push(next.event);
      at = keyOf(next.state);
    };
    while (events.length < walkLength) {
      const own = Object.keys(adjacency[at]?.transitions ?? {}).find((event) =>
        untaken.has(`${at}|${event}`),
      );
      if (own) {
        take(at, own);
        continue;
      }
      const way = wayToUntaken(at);
      if (!way || way.length + events.length >= walkLength) break;
      for (const [from, event] of way) take(from, event);
    }
    walks.push(...testModel.getPathsFromEvents(events as never));
  }
  return walks;
}

/** The assertions of every active state node, outermost first. */
function expectations<TUi>(snapshot: AnyMachineSnapshot): Array<StateMeta<TUi>['see']> {
  return Object.values(snapshot.getMeta() as Record<string, Partial<StateMeta<TUi>>>).flatMap((meta) =>
    meta.see ? [meta.see] : [],
  );
}

/** A path of `modelPaths`, as far as replaying it goes. */
interface ReplayablePath {
  test(params: TestParam<AnyMachineSnapshot, AnyEventObject>): Promise<unknown>;
}

/** Replays one path: checks the first state, then performs each action and checks the state it leads to. */
export async function replay<TUi, TEvent extends AnyEventObject>(
  path: ReplayablePath,
  ui: TUi,
  actions: UserActions<TUi, TEvent>,
): Promise<void> {
  const perform = actions as unknown as Record<string, (ui: TUi, event: AnyEventObject) => Promise<void>>;
  const events = Object.fromEntries(
    Object.keys(perform).map((type) => [
      type,
      (step: { event: AnyEventObject }) => perform[type]!(ui, step.event),
    ]),
  );
  await path.test({
    states: {
      '*': async (snapshot) => {
        for (const see of expectations<TUi>(snapshot)) await see(ui, snapshot.context);
      },
    },
    events,
  });
}

/** The state values the paths reach, to check that they cover the whole model. */
export function reachedStates(paths: ReadonlyArray<{ steps: ReadonlyArray<{ state: AnyMachineSnapshot }> }>) {
  return new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
}
