/**
 * The playlist's entries in order, with Add article and Add label: labels as editable headings, articles by title.
 * Each row moves by its drag handle (pointer, or Space and the arrow keys through dnd-kit's keyboard sensor; Esc
 * puts it back) or by its Move up / Move down buttons, and can be removed. The entries' machine beside the form
 * takes each change and hands it to the form.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { newEntryKey, type PlaylistEntry } from '../../domain/playlists/playlistEditor';
import {
  selectFocusKey,
  type PlaylistEntriesActorRef,
} from '../../machines/playlists/playlistEntriesMachine';
import { selectEntryErrors, type PlaylistFormActorRef } from '../../machines/playlists/playlistFormMachine';
import { SortableList, SortableRow } from '../ui/SortableList';
import { Button } from '../ui/Button';
import { PlaylistEntryRow } from './PlaylistEntryRow';

export interface PlaylistEntriesProps {
  /** The entries' machine: edits, drags and the Add Video dialog. */
  readonly actor: PlaylistEntriesActorRef;
  /** The form, for the labels' messages. */
  readonly form: PlaylistFormActorRef;
  readonly entries: readonly PlaylistEntry[];
}

export function PlaylistEntries({ actor, form, entries }: PlaylistEntriesProps) {
  const { t } = useTranslation();
  const focusKey = useSelector(actor, selectFocusKey);
  const errors = useSelector(form, selectEntryErrors);
  const indexOf = (key: string) => entries.findIndex((entry) => entry.key === key);
  const nameOf = (entry: PlaylistEntry | undefined) => entry?.title.trim() || t('playlists.untitledLabel');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{t('playlists.entries')}</h2>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => actor.send({ type: 'articles.open' })}>
            {t('playlists.addArticle')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => actor.send({ type: 'label.add', key: newEntryKey(entries) })}
          >
            {t('playlists.addLabel')}
          </Button>
        </div>
      </div>
      {entries.length === 0 ? (
        <p className="text-slate-700">{t('playlists.entriesEmpty')}</p>
      ) : (
        <SortableList
          ids={entries.map((entry) => entry.key)}
          label={t('playlists.dragInstructions')}
          nameOf={(key) => nameOf(entries[indexOf(key)])}
          onDragStart={(key) => actor.send({ type: 'drag.start', key, index: indexOf(key) })}
          onMove={(key, toIndex) => actor.send({ type: 'drag.move', key, toIndex })}
          onDrop={() => actor.send({ type: 'drag.drop' })}
          onCancel={() => actor.send({ type: 'drag.cancel' })}
        >
          <ol aria-label={t('playlists.entries')} className="flex flex-col gap-2">
            {entries.map((entry, index) => (
              <SortableRow key={entry.key} id={entry.key}>
                {(handle, dragging) => (
                  <PlaylistEntryRow
                    actor={actor}
                    entry={entry}
                    handle={handle}
                    dragging={dragging}
                    first={index === 0}
                    last={index === entries.length - 1}
                    error={errors[entry.key] ?? null}
                    focus={entry.key === focusKey}
                  />
                )}
              </SortableRow>
            ))}
          </ol>
        </SortableList>
      )}
    </div>
  );
}
