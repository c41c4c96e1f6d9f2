/** Shows stored rich text (question titles) read-only: sanitised with DOMPurify before it reaches the DOM. */
import DOMPurify from 'dompurify';
import { cx } from './cx';

export function RichTextView({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cx('user-text text-sm', className)}
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  );
}
