/**
 * Turns a machine definition into a Mermaid `stateDiagram-v2` text (docs/machines, `npm run diagrams`).
 * Pure: it reads the StateNodes under `machine.root` and nothing else, so the diagram is the machine.
 *
 * Drawn: states (compound, parallel, final, initial), `on`/`always`/`after` transitions with guards by name,
 * invoke onDone/onError as `done(actor)`/`error(actor)`, tags and invoked actors under the state's name, and
 * descriptions as notes. A transition without a target is drawn as a loop on its state.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** Words Mermaid's state grammar reads as keywords at the start of a statement. */
const RESERVED = /^(default|state|note|class|classdef|direction|scale|hide|end|as)/i;

function diagramId(node: AnyStateNode): string {
  const id = node.path.join('_').replace(/[^A-Za-z0-9_]/g, '_');
  return RESERVED.test(id) ? `s_${id}` : id;
}

/** Text Mermaid accepts inside a label: no colons, semicolons, quotes, hashes, braces or line breaks. */
function clean(text: string): string {
  return text
    .replace(/[:;#"{}]/g, ' ')
    .replace(/%%/g, '%')
    .replace(/\s+/g, ' ')
    .trim();
}

interface NamedGuard {
  readonly name?: string;
  readonly type?: unknown;
  readonly guards?: readonly unknown[];
  readonly stateValue?: unknown;
}

/** A guard by name: `'isDirty'`, `{ type: 'isDirty', params }`, or `and/or/not(...)` of those. */
export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const named = guard as NamedGuard;
    if (named.guards) return `${named.name}(${named.guards.map(guardLabel).join(', ')})`;
    if (named.stateValue !== undefined) return `${named.name}(${JSON.stringify(named.stateValue)})`;
    return named.name || 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as NamedGuard).type);
  return 'guard';
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allNodes(child))];
}

function invokedActorName(machine: AnyStateMachine, actorId: string): string {
  for (const node of allNodes(machine.root)) {
    const invoke = node.invoke.find((definition) => definition.id === actorId);
    if (invoke) return typeof invoke.src === 'string' ? invoke.src : actorId;
  }
  return actorId;
}

/** The event of a transition as a reader names it: `done(fetchQuiz)`, `after(debounce)`, `always`. */
export function eventLabel(transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  const machine = transition.source.machine;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `done(${invokedActorName(machine, done[1]!)})`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `error(${invokedActorName(machine, error[1]!)})`;
  if (type.startsWith('xstate.after.')) {
    const delay = (transition as { delay?: unknown }).delay;
    return typeof delay === 'number' ? `after ${delay} ms` : `after(${String(delay)})`;
  }
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(type);
  if (doneState) return `done(${doneState[1]!.split('.').pop()})`;
  if (type === '') return 'always';
  if (type === '*') return 'any event';
  return type;
}

/** The transitions of a node in document order: `on` (with `after` and invoke completions), then `always`. */
export function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/**
 * Event and guard of a transition. An unguarded transition after guarded ones for the same event reads `[else]`.
 */
export function transitionLabel(transition: AnyTransitionDefinition): string {
  const event = eventLabel(transition);
  if (transition.guard !== undefined) return `${event} [${guardLabel(transition.guard)}]`;
  const siblings = ownTransitions(transition.source).filter((t) => t.eventType === transition.eventType);
  const index = siblings.indexOf(transition);
  return index > 0 && siblings.slice(0, index).some((t) => t.guard !== undefined) ? `${event} [else]` : event;
}

function ancestors(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = [];
  for (let current: AnyStateNode | undefined = node.parent; current; current = current.parent)
    chain.push(current);
  return chain;
}

/** The innermost compound node that contains both ends (a transition is drawn inside it). */
function enclosing(source: AnyStateNode, target: AnyStateNode): AnyStateNode {
  const targetChain = new Set([target, ...ancestors(target)]);
  for (const node of ancestors(source)) {
    if (targetChain.has(node) && node !== target) return node;
  }
  return source.machine.root;
}

interface Edge {
  readonly from: AnyStateNode;
  readonly to: AnyStateNode;
  readonly label: string;
}

function edgesOf(machine: AnyStateMachine): Map<AnyStateNode, Edge[]> {
  const byContainer = new Map<AnyStateNode, Edge[]>();
  for (const node of allNodes(machine.root)) {
    if (node === machine.root) continue;
    for (const transition of ownTransitions(node)) {
      const label = transitionLabel(transition);
      for (const target of transition.target ?? [node]) {
        const container = target === node ? (node.parent ?? machine.root) : enclosing(node, target);
        const edges = byContainer.get(container) ?? [];
        edges.push({ from: node, to: target, label });
        byContainer.set(container, edges);
      }
    }
  }
  return byContainer;
}

function invokedNames(node: AnyStateNode): string[] {
  return node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : String(invoke.id)));
}

function stateLines(node: AnyStateNode, indent: string): string[] {
  const id = diagramId(node);
  const lines = [`${indent}state "${clean(node.key)}" as ${id}`];
  if (node.tags.length > 0) lines.push(`${indent}${id} : tags ${clean(node.tags.join(', '))}`);
  for (const name of invokedNames(node)) lines.push(`${indent}${id} : invokes ${clean(name)}`);
  return lines;
}

/** Notes are free text up to `end note`: only line breaks and that phrase must go. */
function noteText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/end note/gi, 'end-note')
    .trim();
}

function noteLines(node: AnyStateNode, indent: string, compound: boolean): string[] {
  const text: string[] = [];
  if (node.description) text.push(noteText(node.description));
  if (compound && node.tags.length > 0) text.push(`tags ${noteText(node.tags.join(', '))}`);
  if (compound) for (const name of invokedNames(node)) text.push(`invokes ${noteText(name)}`);
  if (node.parent === node.machine.root && node.parent.initial?.target.includes(node)) {
    text.push(...rootHandlers(node.machine));
  }
  if (text.length === 0) return [];
  return [
    `${indent}note right of ${diagramId(node)}`,
    ...text.map((line) => `${indent}  ${line}`),
    `${indent}end note`,
  ];
}

/**
 * Root transitions apply in every state. Mermaid keeps one note per state, so they join the note of the
 * initial state.
 */
function rootHandlers(machine: AnyStateMachine): string[] {
  const handlers = ownTransitions(machine.root).map((transition) => {
    const targets = (transition.target ?? []).map((target) => target.key);
    const label = transitionLabel(transition);
    return noteText(targets.length > 0 ? `${label} goes to ${targets.join(', ')}` : label);
  });
  return handlers.length > 0 ? [`Handled in every state: ${handlers.join(', ')}`] : [];
}

function edgeLine(edge: Edge, indent: string): string {
  return `${indent}${diagramId(edge.from)} --> ${diagramId(edge.to)} : ${clean(edge.label)}`;
}

function bodyLines(node: AnyStateNode, edges: Map<AnyStateNode, Edge[]>, indent: string): string[] {
  const children = Object.values(node.states);
  const lines: string[] = [];
  const regions = children.map((child) => {
    const nested = Object.keys(child.states).length > 0;
    if (!nested) return [...stateLines(child, indent), ...noteLines(child, indent, false)];
    return [
      `${indent}state "${clean(child.key)}" as ${diagramId(child)} {`,
      ...bodyLines(child, edges, `${indent}  `),
      `${indent}}`,
      ...noteLines(child, indent, true),
    ];
  });
  if (node.type === 'parallel') {
    regions.forEach((region, index) => lines.push(...(index > 0 ? [`${indent}--`] : []), ...region));
  } else {
    lines.push(...regions.flat());
    const initial = node.initial?.target ?? [];
    for (const target of initial) lines.push(`${indent}[*] --> ${diagramId(target)}`);
  }
  for (const child of children)
    if (child.type === 'final') lines.push(`${indent}${diagramId(child)} --> [*]`);
  for (const edge of edges.get(node) ?? []) lines.push(edgeLine(edge, indent));
  return lines;
}

/** The Mermaid `stateDiagram-v2` text of a machine. */
export function toMermaid(machine: AnyStateMachine): string {
  const edges = edgesOf(machine);
  return ['stateDiagram-v2', ...bodyLines(machine.root, edges, '  ')].join('\n');
}

export interface CatalogEntry {
  /** File name without `Machine.ts`: `session` for src/machines/session/sessionMachine.ts. */
  readonly name: string;
  /** The feature folder under src/machines that holds the file: `session` for src/machines/session/sessionMachine.ts. */
  readonly folder: string;
  /** One line on what the machine does. */
  readonly summary: string;
  readonly machine: AnyStateMachine;
  /** The name of the factory the file exports instead of a machine (`createFormMachine`): drawn on an example. */
  readonly builtWith?: string;
}

/** docs/machines/<name>.md: a heading, what the machine does, and its diagram. */
export function machineDoc(entry: CatalogEntry): string {
  return [
    `# ${entry.name}`,
    '',
    entry.summary,
    '',
    `Source: \`src/machines/${entry.folder}/${entry.name}Machine.ts\`. Generated by \`npm run diagrams\`; do not edit by hand.`,
    '',
    '```mermaid',
    toMermaid(entry.machine),
    '```',
    '',
  ].join('\n');
}

/** docs/machines/README.md: one line per machine. */
export function machinesIndex(entries: readonly CatalogEntry[]): string {
  return [
    '# Machines',
    '',
    'Diagrams of the machines in `src/machines`, generated by `npm run diagrams` from the machines themselves.',
    '',
    '| Machine | What it does |',
    '| --- | --- |',
    ...entries.map(
      (entry) => `| [${entry.name}](${entry.name}.md) | ${entry.summary.replace(/\|/g, '\\|')} |`,
    ),
    '',
  ].join('\n');
}
