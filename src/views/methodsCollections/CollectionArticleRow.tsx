/** One video of the collection: its drag handle, its title (or that it is no longer available), Move up, Move down, Remove. */
import { useTranslation } from 'react-i18next';
import type { CollectionArticleEntry } from '../../domain/methodsCollections/collectionEditor';
import type { CollectionArticlesActorRef } from '../../machines/methodsCollections/collectionArticlesMachine';
import { Button } from '../ui/Button';
import { cx } from '../ui/cx';
import { Icon } from '../ui/icons';
import { MoveButtons } from '../ui/MoveButtons';

export interface CollectionArticleRowProps {
  readonly actor: CollectionArticlesActorRef;
  readonly article: CollectionArticleEntry;
  /** The drag handle's props from the sortable row; null when the caller may not reorder. */
  readonly handle: Record<string, unknown> | null;
  readonly dragging: boolean;
  readonly first: boolean;
  readonly last: boolean;
}

export function CollectionArticleRow({
  actor,
  article,
  handle,
  dragging,
  first,
  last,
}: CollectionArticleRowProps) {
  const { t } = useTranslation();
  const title = article.title;
  const articleId = article.id;
  return (
    <div
      className={cx(
        'flex flex-wrap items-center justify-end gap-2 rounded-md border bg-white p-2 sm:flex-nowrap',
        article.available ? 'border-slate-300' : 'border-amber-300 bg-amber-50',
        dragging && 'shadow-lg',
      )}
    >
      {handle && (
        <button
          type="button"
          {...handle}
          aria-label={t('collections.drag', { title })}
          className="cursor-grab rounded px-2 py-1 text-slate-700 hover:bg-slate-100"
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      <span className="flex min-w-40 flex-1 flex-col text-sm text-slate-900">
        <bdi>{title}</bdi>
        {!article.available && (
          <span className="text-xs font-medium text-amber-900">{t('collections.unavailable')}</span>
        )}
      </span>
      <div className="flex gap-1">
        {handle && (
          <MoveButtons
            upLabel={t('collections.moveUp', { title })}
            downLabel={t('collections.moveDown', { title })}
            first={first}
            last={last}
            className="px-2 py-1"
            onMove={(step) =>
              actor.send({ type: step < 0 ? 'article.moveUp' : 'article.moveDown', articleId })
            }
          />
        )}
        <Button
          variant="ghost"
          className="px-2 py-1 text-red-800"
          aria-label={t('collections.remove', { title })}
          onClick={() => actor.send({ type: 'article.remove', articleId })}
        >
          <Icon name="close" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
