/**
 * Page buttons under a list (SPEC: shown only when there is more than one page). A window of pages around the
 * current one, the first and the last, with gaps between; the current page is marked aria-current.
 */
import { useTranslation } from 'react-i18next';
import { cx } from './cx';

export interface PaginationProps {
  readonly page: number;
  readonly totalPages: number;
  readonly onPage: (page: number) => void;
  readonly className?: string;
}

type Slot = number | 'gap-before' | 'gap-after';

/** Pages to show: 1, a window of one page either side of the current one, the last; gaps where pages are left out. */
export function pageSlots(page: number, totalPages: number): Slot[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const pages = [...wanted].sort((a, b) => a - b);
  const slots: Slot[] = [];
  pages.forEach((p, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && p - previous > 1) slots.push(p <= page ? 'gap-before' : 'gap-after');
    slots.push(p);
  });
  return slots;
}

const BUTTON =
  'inline-flex min-w-9 items-center justify-center rounded-md px-2.5 py-1.5 text-sm font-medium ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

export function Pagination({ page, totalPages, onPage, className }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('list.pagination')} className={cx('flex justify-center py-3', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={cx(BUTTON, 'text-slate-800 hover:bg-slate-100')}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={t('list.previousPage')}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pageSlots(page, totalPages).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <button
                type="button"
                className={cx(
                  BUTTON,
                  slot === page ? 'bg-sky-700 text-white' : 'text-slate-800 hover:bg-slate-100',
                )}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={t('list.page', { page: slot })}
                onClick={() => slot !== page && onPage(slot)}
              >
                {slot}
              </button>
            </li>
          ) : (
            <li key={slot} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cx(BUTTON, 'text-slate-800 hover:bg-slate-100')}
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
            aria-label={t('list.nextPage')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
