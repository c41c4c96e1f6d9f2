/**
 * A collection's videos in order, with Add video: each row moves by its drag handle (pointer, or Space and the arrow
 * keys through dnd-kit's keyboard sensor; Esc puts it back) or by Move up / Move down, and can be removed. A video
 * the library no longer offers keeps its place and says so. The videos' machine beside the form takes each change.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { CollectionArticleEntry } from '../../domain/methodsCollections/collectionEditor';
import {
  selectIsAddingArticle,
  type CollectionArticlesActorRef,
} from '../../machines/methodsCollections/collectionArticlesMachine';
import { Button } from '../ui/Button';
import { SortableList, SortableRow } from '../ui/SortableList';
import { CollectionArticleDialog } from './CollectionArticleDialog';
import { CollectionArticleRow } from './CollectionArticleRow';

export interface CollectionArticlesProps {
  readonly actor: CollectionArticlesActorRef;
  readonly articles: readonly CollectionArticleEntry[];
  /** The videos' message, once a save was tried. */
  readonly error: string | null;
  /** The caller may reorder the videos (the server's actions). */
  readonly reorders: boolean;
}

const keyOf = (article: CollectionArticleEntry) => `a${article.id}`;

export function CollectionArticles({ actor, articles, error, reorders }: CollectionArticlesProps) {
  const { t } = useTranslation();
  const adding = useSelector(actor, selectIsAddingArticle);
  const indexOf = (key: string) => articles.findIndex((article) => keyOf(article) === key);
  const idOf = (key: string) => articles[indexOf(key)]?.id ?? 0;
  const rows = articles.map((article, index) => (
    <SortableRow key={keyOf(article)} id={keyOf(article)}>
      {(handle, dragging) => (
        <CollectionArticleRow
          actor={actor}
          article={article}
          handle={reorders ? handle : null}
          dragging={dragging}
          first={index === 0}
          last={index === articles.length - 1}
        />
      )}
    </SortableRow>
  ));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{t('collections.videos')}</h2>
        <Button variant="secondary" onClick={() => actor.send({ type: 'articles.open' })}>
          {t('collections.addVideo')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {articles.length === 0 ? (
        <p className="text-slate-700">{t('collections.videosEmpty')}</p>
      ) : (
        <SortableList
          ids={articles.map(keyOf)}
          label={t('collections.dragInstructions')}
          nameOf={(key) => articles[indexOf(key)]?.title ?? ''}
          onDragStart={(key) => actor.send({ type: 'drag.start', key: idOf(key), index: indexOf(key) })}
          onMove={(key, toIndex) => actor.send({ type: 'drag.move', key: idOf(key), toIndex })}
          onDrop={() => actor.send({ type: 'drag.drop' })}
          onCancel={() => actor.send({ type: 'drag.cancel' })}
        >
          <ol aria-label={t('collections.videos')} className="flex flex-col gap-2">
            {rows}
          </ol>
        </SortableList>
      )}
      {adding && (
        <CollectionArticleDialog
          addedArticleIds={articles.map((article) => article.id)}
          onClose={(article) =>
            actor.send(
              article
                ? {
                    type: 'article.add',
                    article: { id: article.id, title: article.title, articleType: article.articleType },
                  }
                : { type: 'articles.close' },
            )
          }
        />
      )}
    </div>
  );
}
