/** Previous / next page buttons with "Page n of m", shown only when there is more than one page. */
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('editor.pagination')} className="mt-3 flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('editor.previousPage')}
      </Button>
      <span className="text-sm text-slate-700">{t('editor.pageOf', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('editor.nextPage')}
      </Button>
    </nav>
  );
}
