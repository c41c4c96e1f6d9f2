/**
 * Stored HTML (sponsor names, the banner message) is sanitised on the way in, so the store holds only what the
 * sanitiser keeps and every reader gets harmless markup. sanitize-html streams the string through htmlparser2 and
 * writes what its allow-list keeps: no document is built, and the time grows with the length (ADR 101). The
 * request contracts bound the length and nesting before this runs (ADR 100). Each allow-list is the one the
 * console renders, from src/domain.
 */
import sanitize from 'sanitize-html';
import { BANNER_MESSAGE_ATTRIBUTES, BANNER_MESSAGE_TAGS } from '../src/domain/banner/banner';
import { QUESTION_HTML_ATTRIBUTES, QUESTION_HTML_TAGS } from '../src/domain/shared/richText';
import { COMPANY_NAME_ATTRIBUTES, COMPANY_NAME_TAGS } from '../src/domain/sponsors/sponsors';

/**
 * Elements dropped with their content, not only their tags: scripts, styles and the elements a browser reads as raw
 * text or never shows (what DOMPurify dropped before, ADR 101).
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'title',
  'template',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
];

function allowList(tags: readonly string[], attributes: readonly string[]): sanitize.IOptions {
  return {
    allowedTags: [...tags],
    allowedAttributes: attributes.length > 0 ? { '*': [...attributes] } : {},
    // Links keep web, mail and phone addresses (and relative ones); javascript: and data: are dropped.
    allowedSchemes: ['http', 'https', 'ftp', 'mailto', 'tel'],
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    selfClosing: ['br'],
    // Inline styles are kept as written, as before; parsing them would pull a CSS parser into every save.
    parseStyleAttributes: false,
    // A no-break space stays the entity the editors write and the sponsor search decodes (ADR 098).
    textFilter: (text) => text.replaceAll('\u00a0', '&nbsp;'),
  };
}

const BANNER = allowList(BANNER_MESSAGE_TAGS, BANNER_MESSAGE_ATTRIBUTES);
const COMPANY_NAME = allowList(COMPANY_NAME_TAGS, COMPANY_NAME_ATTRIBUTES);
const QUESTION = allowList(QUESTION_HTML_TAGS, QUESTION_HTML_ATTRIBUTES);

function clean(html: string, options: sanitize.IOptions): string {
  // Text without a `<` holds no markup and is kept as typed, `Smith & Sons` included (as DOMPurify did, ADR 097).
  if (!html.includes('<')) return html.trim();
  // `<br />` is written `<br>`, as the editors and the stored names have it. Text and attribute values have their
  // `>` escaped, so ` />` only ever ends a tag.
  return sanitize(html, options).replaceAll(' />', '>').trim();
}

export function sanitizeHtml(html: string): string {
  return clean(html, BANNER);
}

/** A company name keeps exactly what the console's SafeHtml keeps: the shared inline tags, no attributes (ADR 097). */
export function sanitizeCompanyName(html: string): string {
  return clean(html, COMPANY_NAME);
}

/** An imported question's rich text keeps the question allow-list of src/domain/shared/richText.ts: no images, no scripts. */
export function sanitizeQuestionHtml(html: string): string {
  return clean(html, QUESTION);
}
