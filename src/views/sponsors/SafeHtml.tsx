/** A company name that may contain HTML, sanitised with DOMPurify (the server's allow-list, ADR 097) before it is rendered. */
import DOMPurify from 'dompurify';
import { COMPANY_NAME_TAGS } from '../../domain/sponsors';

export function SafeHtml({ html, className }: { readonly html: string; readonly className?: string }) {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...COMPANY_NAME_TAGS],
    ALLOWED_ATTR: [],
    ALLOW_DATA_ATTR: false,
  });
  return <span className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** The text of a sanitised name, for labels and titles. */
export function plainName(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
  return container.textContent ?? '';
}
