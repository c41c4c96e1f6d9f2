/**
 * What a machine's definition alone tells about it, without running it: the state nodes no transition can ever
 * enter, and the transitions an earlier unguarded transition for the same event always takes first.
 *
 * Reachability follows every transition as if each guard could pass and each invoked actor could end either way,
 * so a state reported here is unreachable whatever the events, guards and actors: a target left out, a typo in a
 * target, a state left behind after a change. Outcomes (what a state's context holds, what is sent, what the user
 * is told) are what the machine's own tests assert.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { ownTransitions, transitionLabel } from '../../src/machines/dev/diagram';

export interface StructureGaps {
  /** State nodes no sequence of transitions enters, as `#id`. */
  readonly unreachable: readonly string[];
  /** Transitions never taken because an unguarded one for the same event comes first in the same state. */
  readonly shadowed: readonly string[];
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allNodes(child))];
}

function ancestors(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = [];
  for (let current = node.parent; current; current = current.parent) chain.push(current);
  return chain;
}

function describeTransition(transition: AnyTransitionDefinition): string {
  const targets = transition.target?.map((target) => `#${target.id}`).join(', ') ?? '(stays)';
  return `#${transition.source.id} --${transitionLabel(transition)}--> ${targets}`;
}

/** Every state node some run of the machine can be in. */
export function reachableNodes(machine: AnyStateMachine): Set<AnyStateNode> {
  const active = new Set<AnyStateNode>();
  const entered = new Set<AnyStateNode>();
  const pending: AnyStateNode[] = [];

  const activate = (node: AnyStateNode): void => {
    if (active.has(node)) return;
    active.add(node);
    pending.push(node);
  };
  // A node entered on its own: its initial child (compound) or all its regions (parallel) with it.
  const enterDefault = (node: AnyStateNode): void => {
    if (entered.has(node)) return;
    entered.add(node);
    activate(node);
    if (node.type === 'compound') for (const initial of node.initial.target) enterDefault(initial);
    if (node.type === 'parallel') for (const region of Object.values(node.states)) enterDefault(region);
    // A history state resumes a configuration entered before, or its parent's initial one.
    if (node.type === 'history' && node.parent) enterDefault(node.parent);
  };
  // A transition's target: its ancestors become active too, and each parallel ancestor's other regions are
  // entered on their own.
  const enter = (node: AnyStateNode): void => {
    const path = [node, ...ancestors(node)];
    for (const [index, ancestor] of path.entries()) {
      activate(ancestor);
      if (index === 0 || ancestor.type !== 'parallel') continue;
      const onPath = path[index - 1]!;
      for (const region of Object.values(ancestor.states)) if (region !== onPath) enterDefault(region);
    }
    enterDefault(node);
  };

  enter(machine.root);
  while (pending.length > 0) {
    const node = pending.pop()!;
    for (const transition of takeable(node)) for (const target of transition.target ?? []) enter(target);
  }
  return active;
}

/** A node's transitions split by whether an unguarded transition for the same event comes before them. */
function byPrecedence(node: AnyStateNode) {
  const firstUnguarded = new Map<string, AnyTransitionDefinition>();
  const takeable: AnyTransitionDefinition[] = [];
  const shadowed: AnyTransitionDefinition[] = [];
  for (const transition of ownTransitions(node)) {
    if (firstUnguarded.has(transition.eventType)) {
      shadowed.push(transition);
      continue;
    }
    takeable.push(transition);
    if (transition.guard === undefined) firstUnguarded.set(transition.eventType, transition);
  }
  return { takeable, shadowed };
}

const takeable = (node: AnyStateNode) => byPrecedence(node).takeable;

export function structureGaps(machine: AnyStateMachine): StructureGaps {
  const reachable = reachableNodes(machine);
  const nodes = allNodes(machine.root);
  return {
    unreachable: nodes.filter((node) => !reachable.has(node)).map((node) => `#${node.id}`),
    shadowed: nodes.flatMap((node) => byPrecedence(node).shadowed.map(describeTransition)),
  };
}
