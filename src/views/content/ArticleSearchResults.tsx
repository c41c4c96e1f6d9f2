/**
 * The results of an article search run by a list machine (the Add Video and Add article dialogs): 'No match
 * found', a failed search with Try again, the result cards and the pages.
 *
 * @publicModule the quiz editor's and the playlist's article dialogs show it.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ArticleCard } from '../../api/content/contentContract';
import { resultCardsOf } from '../../machines/content/addVideoDialogMachine';
import {
  selectItems,
  selectListQuery,
  selectListStatus,
  selectPaging,
  type ListActorRef,
} from '../../machines/shared/listMachine';
import { Pager } from '../ui/Pager';
import { Button } from '../ui/Button';
import { ArticleResources, ArticleResourcesButton } from '../facultyResources/ArticleResourcesButton';
import { ArticleResultCard } from './ArticleResultCard';

export interface ArticleSearchResultsProps {
  readonly list: ListActorRef;
  readonly addedArticleIds: readonly number[];
  readonly onChoose: (article: ArticleCard) => void;
}

export function ArticleSearchResults({ list, addedArticleIds, onChoose }: ArticleSearchResultsProps) {
  const { t } = useTranslation();
  const status = useSelector(list, selectListStatus);
  const articles = useSelector(list, selectItems<ArticleCard>);
  const page = useSelector(list, (s) => selectListQuery(s).page);
  const pages = useSelector(list, (s) => selectPaging(s)?.total_pages ?? 1);
  const cards = resultCardsOf(articles, addedArticleIds);
  const articleIds = articles.map((article) => article.id);

  return (
    <>
      {status === 'failed' && (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
          {t('editor.addVideoDialogSearchFailed')}
          <Button variant="secondary" onClick={() => list.send({ type: 'list.retry' })}>
            {t('editor.addVideoDialogRetry')}
          </Button>
        </div>
      )}
      {/* A fixed height and a kept pager row: the dialog's footer (Cancel) stays where it is as results arrive. */}
      <div aria-busy={status === 'loading'} aria-live="polite" className="h-[50vh] overflow-y-auto">
        {status === 'empty' && (
          <p className="p-4 text-center text-slate-700">{t('editor.addVideoDialogNoMatch')}</p>
        )}
        {/* Under a card, its resources for instructors when it has any (ADR 317), read once per page. */}
        <ArticleResources articleIds={articleIds}>
          {(countOf, openResources) => (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {cards.map(({ article, added }) => (
                <li key={article.id} className="flex flex-col gap-1">
                  <ArticleResultCard article={article} added={added} onChoose={onChoose} />
                  {countOf(article.id) > 0 && (
                    <ArticleResourcesButton
                      label={t('editor.addVideoDialogResources', { n: countOf(article.id) })}
                      onOpen={() => openResources(article)}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </ArticleResources>
      </div>
      <div className="min-h-10">
        <Pager page={page} pages={pages} onPage={(next) => list.send({ type: 'list.page', page: next })} />
      </div>
    </>
  );
}
