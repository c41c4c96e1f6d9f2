/** A progress indicator. Decorative by default; `label` makes it an announced status (e.g. 'Loading'). */
import { cx } from './cx';

export interface SpinnerProps {
  readonly label?: string;
  readonly className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  const svg = (
    <svg
      className={cx('size-5 animate-spin motion-reduce:animate-none', className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" aria-label={label} className="inline-flex">
      {svg}
    </span>
  );
}

/** Covers the page while the session is checked or a lazily loaded screen arrives. */
export function FullScreenSpinner({ label }: { readonly label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center text-sky-700">
      <Spinner label={label} className="size-10" />
    </div>
  );
}
