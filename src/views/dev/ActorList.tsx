/** The running actors in the order they started, children indented under the actor that invoked them. */
import type { InspectedActor } from '../../machines/dev/inspectedActors';
import { activePaths } from '../../machines/dev/inspectedActors';
import { cx } from '../ui/cx';

function depthOf(actor: InspectedActor, byId: ReadonlyMap<string, InspectedActor>): number {
  let depth = 0;
  for (let parent = actor.parentId; parent && byId.has(parent); parent = byId.get(parent)?.parentId) depth++;
  return Math.min(depth, 4);
}

export interface ActorListProps {
  readonly actors: readonly InspectedActor[];
  readonly selectedId: string | undefined;
  readonly onSelect: (id: string) => void;
}

export function ActorList({ actors, selectedId, onSelect }: ActorListProps) {
  if (actors.length === 0) return <p className="text-slate-400">No running actors.</p>;
  const byId = new Map(actors.map((actor) => [actor.id, actor]));
  return (
    <ul aria-label="Running actors" className="flex flex-col gap-0.5">
      {actors.map((actor) => {
        const selected = actor.id === selectedId;
        const state = activePaths(actor.value).join(', ');
        return (
          <li key={actor.id} style={{ paddingLeft: `${depthOf(actor, byId) * 0.75}rem` }}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(actor.id)}
              className={cx(
                'w-full rounded px-2 py-0.5 text-left focus-visible:outline-2 focus-visible:outline-sky-400',
                selected ? 'bg-sky-800 text-white' : 'hover:bg-slate-800',
              )}
            >
              <span className="font-semibold">{actor.name}</span>{' '}
              <span className="text-xs text-slate-400">
                {actor.id}
                {state && ` · ${state}`}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
