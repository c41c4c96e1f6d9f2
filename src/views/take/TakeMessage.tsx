/** A page that only tells something: the invalid link, Expired, a failed load. */
import { useEffect, useRef, type ReactNode } from 'react';

export function TakeMessage({
  title,
  subtitle,
  children,
}: {
  readonly title: string;
  readonly subtitle?: string;
  readonly children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="take-message"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6 text-slate-800 shadow-sm"
    >
      {subtitle && <p className="text-sm font-medium text-slate-600">{subtitle}</p>}
      <h1 id="take-message" ref={heading} tabIndex={-1} className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      {children}
    </section>
  );
}
