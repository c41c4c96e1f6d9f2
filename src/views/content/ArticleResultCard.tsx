/**
 * One article of an article search, as the quiz editor's Add Video dialog and the playlist's Add article dialog
 * show it: a button of its teaser image and title (its name is the title, as the entry it adds is named), and its
 * publication date and its authors (each a link to their page, ADR 318) under it. An article already added is greyed and cannot be picked; it stays focusable, so its
 * 'Video already added' tooltip shows on keyboard focus and touch as well as on hover.
 */
import { useTranslation } from 'react-i18next';
import type { ArticleCard } from '../../api/content/contentContract';
import { cx } from '../ui/cx';
import { Tooltip } from '../ui/Tooltip';
import { useFormat } from '../shared/useFormat';
import { AuthorLinks } from '../author/AuthorLinks';

export interface ArticleResultCardProps {
  readonly article: ArticleCard;
  readonly added: boolean;
  readonly onChoose: (article: ArticleCard) => void;
}

export function ArticleResultCard({ article, added, onChoose }: ArticleResultCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const card = (
    <button
      type="button"
      aria-disabled={added || undefined}
      onClick={() => onChoose(article)}
      className={cx(
        'flex w-full flex-col gap-1 rounded-md border p-2 text-start',
        added
          ? 'cursor-not-allowed border-slate-200 opacity-50 grayscale'
          : 'border-slate-300 hover:border-sky-700',
      )}
    >
      <img src={article.images.short} alt="" className="aspect-video w-full rounded object-cover" />
      <span className="text-sm font-medium text-slate-900">
        <bdi>{article.title}</bdi>
      </span>
    </button>
  );
  return (
    <>
      {added ? (
        <Tooltip content={t('editor.addVideoDialogAlreadyAdded')} className="w-full [&>span]:w-full">
          {card}
        </Tooltip>
      ) : (
        card
      )}
      <span className="px-2 text-xs text-slate-700">
        {t('editor.addVideoDialogPublished', { date: format.day(article.publishedAt) })}
      </span>
      {article.authors.length > 0 && (
        <span className="px-2 text-xs text-slate-700">
          {/* The dialog is over unsaved work: an author's page opens in a new tab (ADR 318). */}
          <AuthorLinks names={article.authors} newTab />
        </span>
      )}
    </>
  );
}
