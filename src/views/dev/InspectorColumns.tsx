/** The inspector panel's columns: the running actors, then the selected one's machine, context and events. */
import type { InspectedActor } from '../../machines/dev/inspectedActors';
import type { InspectorDock } from '../../machines/dev/inspectorMachine';
import { cx } from '../ui/cx';
import { ActorList } from './ActorList';
import { EventLog } from './EventLog';
import { JsonDetails } from './JsonDetails';
import { StateDiagram } from './StateDiagram';

/** Docked at the bottom the columns scroll each on its own; docked right they stack and scroll together. */
const COLUMN: Record<InspectorDock, string> = {
  bottom: 'overflow-auto border-slate-700',
  right: 'border-b border-slate-700',
};

export function InspectorColumns({
  dock,
  actors,
  selected,
  onSelect,
}: {
  readonly dock: InspectorDock;
  readonly actors: readonly InspectedActor[];
  readonly selected: InspectedActor | undefined;
  readonly onSelect: (id: string) => void;
}) {
  const names = new Map(actors.map((actor) => [actor.id, actor.name]));
  return (
    <div className={cx('flex min-h-0 flex-1', dock === 'right' && 'flex-col overflow-auto')}>
      <section
        aria-label="Actors"
        className={cx('shrink-0 p-2', COLUMN[dock], dock === 'bottom' && 'w-64 border-r')}
      >
        <ActorList actors={actors} selectedId={selected?.id} onSelect={onSelect} />
      </section>
      {selected ? (
        <>
          <section
            aria-label={`Machine of ${selected.name}`}
            className={cx('min-w-0 p-2', COLUMN[dock], dock === 'bottom' && 'flex-1')}
          >
            {selected.machine ? (
              <StateDiagram name={selected.name} machine={selected.machine} value={selected.value} />
            ) : (
              <p className="text-slate-400">{selected.name} is not a state machine: no diagram.</p>
            )}
            {selected.entry && <p className="mt-2 text-xs text-slate-400">{selected.entry.summary}</p>}
          </section>
          <section
            aria-label={`Events and context of ${selected.name}`}
            className={cx(
              'flex shrink-0 flex-col gap-2 p-2',
              COLUMN[dock],
              dock === 'bottom' && 'w-80 border-l',
            )}
          >
            <JsonDetails summary="Context" value={selected.context} />
            <EventLog actor={selected} names={names} />
          </section>
        </>
      ) : (
        <p className="p-2 text-slate-400">Choose an actor to see its machine, events and context.</p>
      )}
    </div>
  );
}
