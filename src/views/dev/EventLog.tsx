/** The selected actor's last events, newest first: time, type, sender, and the payload on demand. */
import type { InspectedActor } from '../../machines/dev/inspectedActors';
import { JsonDetails } from './JsonDetails';

function clockTime(at: number): string {
  const time = new Date(at);
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  return `${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}.${pad(time.getMilliseconds(), 3)}`;
}

export interface EventLogProps {
  readonly actor: InspectedActor;
  /** Names of the running actors by id, for the sender of an event. */
  readonly names: ReadonlyMap<string, string>;
}

export function EventLog({ actor, names }: EventLogProps) {
  if (actor.events.length === 0) return <p className="text-slate-400">No events yet.</p>;
  return (
    <ol aria-label={`Last events of ${actor.name}`} className="flex flex-col gap-1">
      {actor.events.map((seen) => (
        <li key={seen.seq}>
          <JsonDetails
            value={seen.event}
            summary={
              <>
                <time dateTime={new Date(seen.at).toISOString()} className="text-slate-400 tabular-nums">
                  {clockTime(seen.at)}
                </time>{' '}
                <code className="font-semibold break-all text-amber-200">{seen.type}</code>
                {seen.sourceId && (
                  <span className="text-slate-400">
                    {' '}
                    from {names.get(seen.sourceId) ?? seen.sourceName ?? seen.sourceId}
                  </span>
                )}
              </>
            }
          />
        </li>
      ))}
    </ol>
  );
}
