/**
 * One figure of the dashboard: what it counts and the count, as a link to the list it counts. Its name is its
 * visible text, so speech input can say what the eye reads.
 */
import { Link } from 'wouter';

export interface FigureCardProps {
  readonly label: string;
  readonly count: number;
  readonly href: string;
  readonly hint?: string;
}

export function FigureCard({ label, count, href, hint }: FigureCardProps) {
  return (
    <Link
      href={href}
      className="group flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-sky-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
    >
      <span className="text-sm font-medium text-slate-700 group-hover:text-sky-900">{label}</span>
      <span className="text-3xl font-semibold text-slate-900 tabular-nums">{count}</span>
      {hint && <span className="text-xs text-slate-600">{hint}</span>}
    </Link>
  );
}

/** A section's figures side by side, two to a row, four on a wide screen. */
export function FigureCards({ figures }: { readonly figures: readonly FigureCardProps[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      {figures.map((figure) => (
        <li key={figure.label}>
          <FigureCard {...figure} />
        </li>
      ))}
    </ul>
  );
}
