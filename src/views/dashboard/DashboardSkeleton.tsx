/** What the dashboard shows while its figures are counted: the shape of the cards, announced as loading. */
import { useTranslation } from 'react-i18next';

export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('dashboard.loading')} className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="h-24 animate-pulse rounded-lg border border-slate-200 bg-slate-100" />
        ))}
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        {[0, 1].map((key) => (
          <div key={key} className="h-48 animate-pulse rounded-lg border border-slate-200 bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
