/**
 * One line icon's markup (24×24, stroked, decorative: always aria-hidden), drawn from its path. The icon table
 * (icons.tsx) draws every icon with it; the sign-in screen's language switcher draws its globe with it alone, so
 * the table stays off the sign-in screen's first script (ADR 003).
 */
import { cx } from './cx';

export const GLOBE =
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20';

export function Glyph({
  path,
  directional = false,
  className,
}: {
  readonly path: string;
  /** It points along the line of text: mirrored when the language reads right to left (ADR 179). */
  readonly directional?: boolean;
  readonly className?: string | undefined;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cx('size-5 shrink-0', directional && 'rtl:-scale-x-100', className)}
    >
      <path d={path} />
    </svg>
  );
}
