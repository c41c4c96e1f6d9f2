/** Shows a question's rich text read-only: sanitised with DOMPurify before it reaches the DOM. */
import DOMPurify from 'dompurify';

export function RichTextView({ html }: { html: string }) {
  return <div className="text-sm" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
