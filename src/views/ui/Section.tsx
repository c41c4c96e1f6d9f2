/** A section named by its heading (an h2): a landmark for assistive technology and a step in the headings. */
import { useId, type ReactNode } from 'react';

export function Section({
  heading,
  className,
  children,
}: {
  readonly heading: ReactNode;
  readonly className: string;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
