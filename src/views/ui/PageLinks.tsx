/** An area's few lists as links in a row, the one shown marked current (Class Products, the Admin Client Hub). */
import { Link } from 'wouter';
import { cx } from './cx';

const LINK =
  'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

export interface PageLink {
  readonly href: string;
  readonly label: string;
}

export function PageLinks({
  label,
  links,
  current,
}: {
  readonly label: string;
  readonly links: readonly PageLink[];
  /** The href of the page shown. */
  readonly current: string;
}) {
  return (
    <nav aria-label={label} className="flex gap-2">
      {links.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          aria-current={link.href === current ? 'page' : undefined}
          className={cx(
            LINK,
            link.href === current ? 'bg-sky-800 text-white' : 'text-sky-900 hover:bg-sky-50',
          )}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
