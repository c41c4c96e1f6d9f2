/**
 * A machine drawn from its definition (`machine.root`), offline: each state a box, nested states inside their
 * parent (parallel regions side by side), each transition listed in its source state as the docs/machines
 * diagrams label it (event, guard, targets). The active states are highlighted and marked `aria-current`.
 */
import { useId } from 'react';
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import { ownTransitions, transitionLabel } from '../../machines/dev/diagram';
import { activePaths, isStateActive } from '../../machines/dev/inspectedActors';
import { cx } from '../ui/cx';

function Transitions({ node, label }: { readonly node: AnyStateNode; readonly label: string }) {
  const transitions = ownTransitions(node);
  if (transitions.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-1 flex flex-col gap-0.5 text-xs">
      {transitions.map((transition, index) => {
        const targets = (transition.target ?? []).map((target) => target.key);
        return (
          <li key={index} className="flex flex-wrap gap-1">
            <code className="text-sky-200">{transitionLabel(transition)}</code>
            <span aria-hidden="true">→</span>
            <span className="sr-only">goes to</span>
            <span>{targets.length > 0 ? targets.join(', ') : '(stays)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

function StateBox({ node, value }: { readonly node: AnyStateNode; readonly value: StateValue | undefined }) {
  const labelId = useId();
  const active = isStateActive(value, node.path);
  const children = Object.values(node.states);
  const initial = node.parent?.initial?.target.includes(node) ?? false;
  const notes = [
    initial && 'initial',
    node.type === 'final' && 'final',
    node.type === 'parallel' && 'parallel',
    ...node.tags.map((tag) => `tag ${tag}`),
    ...node.invoke.map((invoke) => `invokes ${typeof invoke.src === 'string' ? invoke.src : invoke.id}`),
  ].filter(Boolean);
  return (
    <li
      aria-labelledby={labelId}
      aria-current={active ? 'true' : undefined}
      title={node.description}
      className={cx(
        'min-w-36 rounded-lg border px-2 py-1',
        active ? 'border-amber-300 bg-amber-300/15 ring-2 ring-amber-300' : 'border-slate-600 bg-slate-800',
      )}
    >
      <span id={labelId} className={cx('font-semibold', active && 'text-amber-200')}>
        {node.key}
      </span>
      {active && <span className="ml-1 text-xs text-amber-200">(current)</span>}
      {notes.length > 0 && <span className="ml-1 text-xs text-slate-400">{notes.join(' · ')}</span>}
      <Transitions node={node} label={`Transitions from ${node.key}`} />
      {children.length > 0 && (
        <ul aria-label={`States of ${node.key}`} className="mt-2 flex flex-wrap items-start gap-2">
          {children.map((child) => (
            <StateBox key={child.key} node={child} value={value} />
          ))}
        </ul>
      )}
    </li>
  );
}

export interface StateDiagramProps {
  readonly name: string;
  readonly machine: AnyStateMachine;
  readonly value: StateValue | undefined;
}

export function StateDiagram({ name, machine, value }: StateDiagramProps) {
  const captionId = useId();
  const current = activePaths(value);
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-2">
      <figcaption id={captionId}>
        Diagram of {name}, current state:{' '}
        <strong className="text-amber-200">{current.length > 0 ? current.join(', ') : 'none'}</strong>
      </figcaption>
      {ownTransitions(machine.root).length > 0 && (
        <div className="text-xs">
          <span className="text-slate-400">Handled in every state:</span>
          <Transitions node={machine.root} label="Handled in every state" />
        </div>
      )}
      <ul aria-label={`States of ${name}`} className="flex flex-wrap items-start gap-2">
        {Object.values(machine.root.states).map((child) => (
          <StateBox key={child.key} node={child} value={value} />
        ))}
      </ul>
    </figure>
  );
}
