/**
 * Stored HTML (sponsor names, the banner message) is sanitised on the way in with DOMPurify over jsdom, so the
 * store holds only what the sanitiser keeps and every reader gets harmless markup.
 */
import { createRequire } from 'node:module';
import createDOMPurify from 'dompurify';
import { COMPANY_NAME_TAGS } from '../src/domain/sponsors';

// jsdom ships no type declarations; the one constructor used here is typed by hand.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: unknown };
};
const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

/** Inline formatting only: the banner is one line of text. */
const INLINE = {
  ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 's', 'span', 'a', 'br', 'p', 'mark', 'sub', 'sup'],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'style'],
  ALLOW_DATA_ATTR: false,
};

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, INLINE).trim();
}

/** A company name keeps exactly what the console's SafeHtml keeps: the shared inline tags, no attributes (ADR 097). */
const COMPANY_NAME = { ALLOWED_TAGS: [...COMPANY_NAME_TAGS], ALLOWED_ATTR: [], ALLOW_DATA_ATTR: false };

export function sanitizeCompanyName(html: string): string {
  return purify.sanitize(html, COMPANY_NAME).trim();
}
