/**
 * A resource's videos (ADR 317): the chosen articles, each with Remove, one unpublished since marked as not shown
 * beside it; Add video opens the article search, which offers published articles only (ADR 314).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceChoice } from '../../domain/facultyResources/facultyResources';
import { Button } from '../ui/Button';
import { FormError } from '../ui/FormError';
import { ResourceArticleDialog } from './ResourceArticleDialog';

export interface ResourceArticlesFieldProps {
  readonly articles: readonly ResourceChoice[];
  /** Articles of the saved resource that are no longer published. */
  readonly unavailable: readonly number[];
  readonly error?: string | undefined;
  readonly onChange: (articles: ResourceChoice[]) => void;
}

export function ResourceArticlesField({
  articles,
  unavailable,
  error,
  onChange,
}: ResourceArticlesFieldProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby="resource-articles-help">
      <legend className="text-sm font-medium text-slate-900">{t('facultyResources.fieldArticles')}</legend>
      <p id="resource-articles-help" className="text-sm text-slate-700">
        {t('facultyResources.articlesHelp')}
      </p>
      {articles.length === 0 ? (
        <p className="text-sm text-slate-700">{t('facultyResources.noArticles')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200">
          {articles.map((article) => (
            <li key={article.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="text-sm text-slate-900">
                <bdi>{article.title}</bdi>
                {unavailable.includes(article.id) && (
                  <span className="ms-2 text-xs text-amber-800">
                    {t('facultyResources.articleNotOffered')}
                  </span>
                )}
              </span>
              <Button
                variant="secondary"
                onClick={() => onChange(articles.filter((one) => one.id !== article.id))}
              >
                {t('facultyResources.removeArticle', { name: article.title })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormError message={error ?? null} />
      <Button variant="secondary" className="self-start" onClick={() => setPicking(true)}>
        {t('facultyResources.addArticle')}
      </Button>
      {picking && (
        <ResourceArticleDialog
          addedArticleIds={articles.map((article) => article.id)}
          onClose={(article) => {
            setPicking(false);
            if (article) onChange([...articles, { id: article.id, title: article.title }]);
          }}
        />
      )}
    </fieldset>
  );
}
