/**
 * The bar over a list while rows are selected: how many, the bulk actions every selected row allows, and Clear.
 * It is a labelled toolbar region; its count is announced politely as it changes.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

export interface BulkActionBarProps {
  readonly count: number;
  readonly onClear: () => void;
  /** The action buttons. */
  readonly children: ReactNode;
}

export function BulkActionBar({ count, onClear, children }: BulkActionBarProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <div
      role="toolbar"
      aria-label={t('bulk.barLabel')}
      className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm"
    >
      <span role="status" className="font-semibold text-slate-900">
        {t('bulk.selectedCount', { count })}
      </span>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
      <Button variant="ghost" className="ms-auto" onClick={onClear}>
        {t('bulk.clear')}
      </Button>
    </div>
  );
}
