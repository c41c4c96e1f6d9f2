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
 * going through a state twice. A state is its value and context, whatever event led there (by default xstate/graph
 * also tells states apart by the event that led to them, which multiplies the simple paths for nothing).
 */
export function modelPaths<TModel extends AnyStateMachine>(
  model: TModel,
  strategy: 'shortest' | 'simple',
  options: { readonly stopWhen?: (snapshot: AnyMachineSnapshot) => boolean; readonly limit?: number } = {},
) {
  const testModel = createTestModel(model, { serializeTransition: () => '' });
  const traversal = { stopWhen: options.stopWhen, limit: options.limit ?? 100 };
  return strategy === 'simple' ? testModel.getSimplePaths(traversal) : testModel.getShortestPaths(traversal);
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
