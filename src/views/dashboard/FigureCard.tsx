/** One figure of the dashboard: its count, what it counts, and a link to the list it counts. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export interface FigureCardProps {
  readonly label: string;
  readonly count: number;
  readonly href: string;
  readonly hint?: string;
}

export function FigureCard({ label, count, href, hint }: FigureCardProps) {
  const { t } = useTranslation();
  return (
    <Link
      href={href}
      aria-label={t('dashboard.figureLink', { label, count })}
      className="group flex h-full flex-col justify-between gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-sky-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
    >
      <span className="text-sm font-medium text-slate-700 group-hover:text-sky-900">{label}</span>
      <span className="text-3xl font-semibold text-slate-900 tabular-nums">{count}</span>
      {hint && <span className="text-xs text-slate-600">{hint}</span>}
    </Link>
  );
}
