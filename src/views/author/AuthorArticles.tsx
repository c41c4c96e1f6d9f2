/** An author's published articles (ADR 318): a card each, with its picture, type, section, date and co-authors. */
import { useTranslation } from 'react-i18next';
import type { AuthorArticle } from '../../api/author/authorContract';
import { Section } from '../ui/Section';
import { useFormat } from '../shared/useFormat';
import { AuthorLinks } from './AuthorLinks';

export function AuthorArticles({ articles }: { readonly articles: readonly AuthorArticle[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Section heading={t('author.articles', { count: articles.length })} className="flex flex-col gap-3">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li
            key={article.id}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3"
          >
            <img src={article.images.short} alt="" className="aspect-video w-full rounded object-cover" />
            <h3 className="font-semibold text-slate-900">
              <bdi>{article.title}</bdi>
            </h3>
            <p className="text-sm text-slate-700">
              {article.domain ? <bdi>{article.domain.title}</bdi> : null}
              {article.domain && article.publishedAt ? ' · ' : null}
              {article.publishedAt ? format.day(article.publishedAt) : null}
            </p>
            {article.coAuthors.length > 0 && (
              <p className="text-sm text-slate-700">
                {t('author.with')} <AuthorLinks names={article.coAuthors} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
