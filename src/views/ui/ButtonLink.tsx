/** A link that looks like the console's primary button: the create link beside a list's heading. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cx } from './cx';

export function ButtonLink({
  href,
  className,
  children,
}: {
  readonly href: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <Link
      href={href}
      className={cx(
        'rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800',
        className,
      )}
    >
      {children}
    </Link>
  );
}
