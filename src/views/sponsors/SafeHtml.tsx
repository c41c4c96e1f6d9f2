/**
 * A company name that may contain HTML, sanitised with DOMPurify before it is rendered, with the allow-list the
 * server stores by (src/domain/sponsors/sponsors.ts, ADR 097 and 101).
 */
import DOMPurify from 'dompurify';
import { COMPANY_NAME_ATTRIBUTES, COMPANY_NAME_TAGS } from '../../domain/sponsors/sponsors';
import { markHandlerNames, unmark } from '../ui/sanitizeRichText';

export function SafeHtml({ html, className }: { readonly html: string; readonly className?: string }) {
  // Handler attributes are marked before DOMPurify parses the name, so none reaches the browser's parser (ADR 189).
  const clean = unmark(
    DOMPurify.sanitize(markHandlerNames(html), {
      ALLOWED_TAGS: [...COMPANY_NAME_TAGS],
      ALLOWED_ATTR: [...COMPANY_NAME_ATTRIBUTES],
      ALLOW_DATA_ATTR: false,
    }),
  );
  return <span className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** The text of a sanitised name, for labels and titles. */
export function plainName(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = unmark(
    DOMPurify.sanitize(markHandlerNames(html), { ALLOWED_TAGS: [], KEEP_CONTENT: true }),
  );
  return container.textContent ?? '';
}
