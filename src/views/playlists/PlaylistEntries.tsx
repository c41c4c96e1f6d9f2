/**
 * The playlist's entries in order: labels as editable headings, articles by title. Each row moves by its drag
 * handle (pointer, or Space and the arrow keys through dnd-kit's keyboard sensor; Esc puts it back) or by its
 * Move up / Move down buttons, and can be removed.
 */
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import type { PlaylistEntry } from '../../domain/playlistEditor';
import type { PlaylistEditorActorRef } from '../../machines/playlistEditorMachine';
import { SortableList, SortableRow } from '../quiz/editor/SortableList';
import { Button } from '../ui/Button';
import { cx } from '../ui/cx';

export interface PlaylistEntriesProps {
  readonly actor: PlaylistEditorActorRef;
  readonly entries: readonly PlaylistEntry[];
  readonly blankLabels: readonly string[];
  readonly focusKey: string | null;
}

export function PlaylistEntries({ actor, entries, blankLabels, focusKey }: PlaylistEntriesProps) {
  const { t } = useTranslation();
  const focusRef = useRef<HTMLInputElement>(null);
  useEffect(() => focusRef.current?.focus(), [focusKey]);
  if (entries.length === 0) return <p className="text-slate-700">{t('playlists.entriesEmpty')}</p>;
  const nameOf = (entry: PlaylistEntry) => entry.title.trim() || t('playlists.untitledLabel');
  return (
    <SortableList
      ids={entries.map((entry) => entry.key)}
      label={t('playlists.dragInstructions')}
      onDragStart={(key) => actor.send({ type: 'drag.start', key })}
      onMove={(key, toIndex) => actor.send({ type: 'drag.move', key, toIndex })}
      onDrop={() => actor.send({ type: 'drag.drop' })}
      onCancel={() => actor.send({ type: 'drag.cancel' })}
    >
      <ol aria-label={t('playlists.entries')} className="flex flex-col gap-2">
        {entries.map((entry, index) => (
          <SortableRow key={entry.key} id={entry.key}>
            {(handle, dragging) => (
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
                  aria-label={t('playlists.drag', { title: nameOf(entry) })}
                  className="cursor-grab rounded px-2 py-1 text-slate-700 hover:bg-slate-100"
                >
                  <span aria-hidden="true">⠿</span>
                </button>
                {entry.type === 'label' ? (
                  <label className="flex min-w-52 flex-1 items-center gap-2 text-sm font-medium text-slate-800">
                    <span aria-hidden="true" className="rounded bg-sky-800 px-2 py-0.5 text-xs text-white">
                      {t('playlists.labelBadge')}
                    </span>
                    <span className="sr-only">{t('playlists.labelTitle')}</span>
                    <input
                      ref={entry.key === focusKey ? focusRef : undefined}
                      className={cx(
                        'min-w-0 flex-1 rounded-md border px-2 py-1',
                        blankLabels.includes(entry.key) ? 'border-red-700' : 'border-slate-400',
                      )}
                      value={entry.title}
                      aria-invalid={blankLabels.includes(entry.key) || undefined}
                      onChange={(event) =>
                        actor.send({ type: 'label.rename', key: entry.key, title: event.target.value })
                      }
                    />
                  </label>
                ) : (
                  <span className="min-w-40 flex-1 text-sm text-slate-900">{entry.title}</span>
                )}
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    className="px-2 py-1"
                    disabled={index === 0}
                    aria-label={t('playlists.moveUp', { title: nameOf(entry) })}
                    onClick={() => actor.send({ type: 'entry.moveUp', key: entry.key })}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2 py-1"
                    disabled={index === entries.length - 1}
                    aria-label={t('playlists.moveDown', { title: nameOf(entry) })}
                    onClick={() => actor.send({ type: 'entry.moveDown', key: entry.key })}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2 py-1 text-red-800"
                    aria-label={t('playlists.remove', { title: nameOf(entry) })}
                    onClick={() => actor.send({ type: 'entry.remove', key: entry.key })}
                  >
                    <span aria-hidden="true">✕</span>
                  </Button>
                </div>
              </div>
            )}
          </SortableRow>
        ))}
      </ol>
    </SortableList>
  );
}
