/** An article's status as a badge: its name in words, its colour only a second cue. */
import { useTranslation } from 'react-i18next';
import type { ArticleStatus } from '../../domain/publish/articleLifecycle';
import { cx } from '../ui/cx';
import { statusKey } from './deskLabels';

const COLOURS: Readonly<Record<ArticleStatus, string>> = {
  draft: 'bg-slate-100 text-slate-800',
  in_review: 'bg-amber-100 text-amber-900',
  scheduled: 'bg-sky-100 text-sky-900',
  published: 'bg-green-100 text-green-900',
  unpublished: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { readonly status: ArticleStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cx('w-fit rounded px-2 py-0.5 text-sm font-medium whitespace-nowrap', COLOURS[status])}>
      {t(statusKey(status))}
    </span>
  );
}
