/**
 * A label's playlists in order: each row moves by its drag handle (pointer, or Space and the arrow keys through
 * dnd-kit's keyboard sensor; Esc puts it back) or by Move up / Move down, and can be removed.
 */
import { useTranslation } from 'react-i18next';
import type { HubPlaylist } from '../../domain/clientHub/clientHub';
import type { HubPlaylistsActorRef } from '../../machines/clientHub/hubPlaylistsMachine';
import { Button } from '../ui/Button';
import { cx } from '../ui/cx';
import { MoveButtons } from '../ui/MoveButtons';
import { SortableList, SortableRow } from '../ui/SortableList';

export function HubPlaylistList({
  actor,
  order,
}: {
  readonly actor: HubPlaylistsActorRef;
  readonly order: readonly HubPlaylist[];
}) {
  const { t } = useTranslation();
  const ids = order.map((p) => String(p.id));
  const titleOf = (id: string) => order.find((p) => String(p.id) === id)?.title ?? '';
  if (order.length === 0) return <p className="text-slate-700">{t('clientHub.orderEmpty')}</p>;
  return (
    <SortableList
      ids={ids}
      label={t('clientHub.dragInstructions')}
      nameOf={titleOf}
      onDragStart={(id) => actor.send({ type: 'drag.start', key: Number(id), index: ids.indexOf(id) })}
      onMove={(id, toIndex) => actor.send({ type: 'drag.move', key: Number(id), toIndex })}
      onDrop={() => actor.send({ type: 'drag.drop' })}
      onCancel={() => actor.send({ type: 'drag.cancel' })}
    >
      <ol aria-label={t('clientHub.orderList')} className="flex flex-col gap-2">
        {order.map((playlist, index) => (
          <SortableRow key={playlist.id} id={String(playlist.id)}>
            {(handle, dragging) => (
              <div
                className={cx(
                  'flex flex-wrap items-center gap-2 rounded-md border border-slate-300 bg-white p-2 sm:flex-nowrap',
                  dragging && 'shadow-lg',
                )}
              >
                <button
                  type="button"
                  {...handle}
                  aria-label={t('clientHub.drag', { title: playlist.title })}
                  className="cursor-grab rounded px-2 py-1 text-slate-700 hover:bg-slate-100"
                >
                  <span aria-hidden="true">⠿</span>
                </button>
                <span className="min-w-0 flex-1 font-medium break-words text-slate-900">
                  {playlist.title}
                </span>
                <span className="text-sm text-slate-700">
                  {t('clientHub.articles', { n: playlist.countOfArticles })}
                </span>
                <MoveButtons
                  upLabel={t('clientHub.moveUp', { title: playlist.title })}
                  downLabel={t('clientHub.moveDown', { title: playlist.title })}
                  first={index === 0}
                  last={index === order.length - 1}
                  className="px-2"
                  onMove={(move) =>
                    actor.send({ type: move < 0 ? 'playlist.moveUp' : 'playlist.moveDown', key: playlist.id })
                  }
                />
                <Button
                  variant="ghost"
                  aria-label={t('clientHub.remove', { title: playlist.title })}
                  onClick={() => actor.send({ type: 'playlist.remove', key: playlist.id })}
                >
                  ✕
                </Button>
              </div>
            )}
          </SortableRow>
        ))}
      </ol>
    </SortableList>
  );
}
