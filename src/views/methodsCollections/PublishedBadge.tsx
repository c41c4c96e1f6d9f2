/** Whether a collection is published, as a badge with its words (never colour alone). */
import { useTranslation } from 'react-i18next';
import { cx } from '../ui/cx';

export function PublishedBadge({ published }: { readonly published: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={cx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        published ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800',
      )}
    >
      {published ? t('collections.published') : t('collections.unpublished')}
    </span>
  );
}
