/**
 * One entry of the playlist: its drag handle, a label's title field or an article's title (an article taken down
 * since, ADR 314, as no longer available), Move up, Move down, Remove.
 */
import { useTranslation } from 'react-i18next';
import type { PlaylistEntry } from '../../domain/playlists/playlistEditor';
import type { PlaylistEntriesActorRef } from '../../machines/playlists/playlistEntriesMachine';
import { UnavailableVideo } from '../content/player/UnavailableVideo';
import { Button } from '../ui/Button';
import { cx } from '../ui/cx';
import { TextField } from '../ui/TextField';
import { Icon } from '../ui/icons';
import { MoveButtons } from '../ui/MoveButtons';

export interface PlaylistEntryRowProps {
  readonly actor: PlaylistEntriesActorRef;
  readonly entry: PlaylistEntry;
  /** The drag handle's props from the sortable row. */
  readonly handle: Record<string, unknown>;
  readonly dragging: boolean;
  readonly first: boolean;
  readonly last: boolean;
  /** A label's message, once a save was tried. */
  readonly error: string | null;
  /** The label was just added: its title takes the focus as it appears. */
  readonly focus: boolean;
}

/** Focuses a label's title when it is rendered for the label just added (a new row, so once). */
const focusOnMount = (input: HTMLInputElement | null) => input?.focus();

export function PlaylistEntryRow({
  actor,
  entry,
  handle,
  dragging,
  first,
  last,
  error,
  focus,
}: PlaylistEntryRowProps) {
  const { t } = useTranslation();
  const name = entry.title.trim() || t('playlists.untitledLabel');
  return (
    <div
      className={cx(
        'flex flex-wrap items-center justify-end gap-2 rounded-md border bg-white p-2 sm:flex-nowrap',
        entry.type === 'label' ? 'border-sky-300 bg-sky-50' : 'border-slate-300',
        dragging && 'shadow-lg',
      )}
    >
      <button
        type="button"
        {...handle}
        aria-label={t('playlists.drag', { title: name })}
        className="cursor-grab rounded px-2 py-1 text-slate-700 hover:bg-slate-100"
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {entry.type === 'label' ? (
        <div className="flex min-w-52 flex-1 items-center gap-2">
          <span aria-hidden="true" className="rounded bg-sky-800 px-2 py-0.5 text-xs font-medium text-white">
            {t('playlists.labelBadge')}
          </span>
          <TextField
            ref={focus ? focusOnMount : undefined}
            name={`label-${entry.key}`}
            label={t('playlists.labelTitle')}
            hideLabel
            className="min-w-0 flex-1"
            value={entry.title}
            error={error}
            onChange={(event) =>
              actor.send({ type: 'label.rename', key: entry.key, title: event.target.value })
            }
          />
        </div>
      ) : entry.unavailable ? (
        <div className="min-w-40 flex-1">
          <UnavailableVideo title={entry.title} text={t('player.noLongerAvailable')} />
        </div>
      ) : (
        <span className="min-w-40 flex-1 text-sm text-slate-900">
          <bdi>{entry.title}</bdi>
        </span>
      )}
      <div className="flex gap-1">
        <MoveButtons
          upLabel={t('playlists.moveUp', { title: name })}
          downLabel={t('playlists.moveDown', { title: name })}
          first={first}
          last={last}
          className="px-2 py-1"
          onMove={(step) =>
            actor.send({ type: step < 0 ? 'entry.moveUp' : 'entry.moveDown', key: entry.key })
          }
        />
        <Button
          variant="ghost"
          className="px-2 py-1 text-red-800"
          aria-label={t('playlists.remove', { title: name })}
          onClick={() => actor.send({ type: 'entry.remove', key: entry.key })}
        >
          <Icon name="close" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
