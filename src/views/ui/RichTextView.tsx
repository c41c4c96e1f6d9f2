/**
 * Shows stored rich text (question titles) read-only: sanitised before it reaches the DOM, without the browser
 * parsing an event-handler attribute on the way (sanitizeRichText.ts, ADR 189).
 */
import { cx } from './cx';
import { sanitizeRichText } from './sanitizeRichText';

export function RichTextView({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cx('user-text text-sm', className)}
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
