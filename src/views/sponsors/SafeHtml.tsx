/** A company name that may contain HTML, sanitised with DOMPurify before it is rendered. */
import DOMPurify from 'dompurify';

export function SafeHtml({ html, className }: { readonly html: string; readonly className?: string }) {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 's', 'span', 'mark', 'sub', 'sup', 'br'],
    ALLOWED_ATTR: [],
  });
  return <span className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** The text of a sanitised name, for labels and titles. */
export function plainName(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
  return container.textContent ?? '';
}
